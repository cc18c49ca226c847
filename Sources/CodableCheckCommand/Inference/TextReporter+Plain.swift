extension TextReporter {
    /// A reporter used only for `render(_:inputName:)`: `infer` shows a sample's error as
    /// `decode` would, without colour, inside its own error message.
    static var plain: TextReporter {
        TextReporter(diagnostics: BufferedOutput(), values: BufferedOutput(), decorator: PlainDecorator())
    }
}
