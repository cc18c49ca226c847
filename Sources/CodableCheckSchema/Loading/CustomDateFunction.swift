/// The app's function `--date-strategy custom:NAME` names, as `ModelSchema` found it.
struct CustomDateFunction {
    /// The type declaring it; for a function declared at file scope, a stand-in scope of that
    /// file with no members but the file-scope functions (which its body may call as helpers).
    var node: DeclarationNode
    var function: FunctionDeclaration
    /// How messages name it: `decodeAPIDate(_:)`, `APIFormats.decodeAPIDate(_:)`.
    var name: String
}
