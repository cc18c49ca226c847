/// A Foundation type is prepared as itself: nothing in it needs preparing.
extension FoundationValue: PreparedComposite {
    /// `TimeZone`, `Calendar`, `IndexSet`…: the type's own `init(from:)` runs through the core's
    /// `Decoder`, configured with this walk's strategies, at this place of the document.
    func decode(at index: Int, in walker: inout RecoveringWalker) -> String? {
        let decoder = walker.foundationDecoder ?? CompiledDecodeSettings(walker.options).makeDecoder()
        walker.foundationDecoder = decoder
        switch decode(at: index, in: walker.document, codingPath: walker.path, with: decoder) {
        case .success(let text):
            return text
        case .failure(let problem):
            walker.errors.append(problem)
            return nil
        }
    }
}
