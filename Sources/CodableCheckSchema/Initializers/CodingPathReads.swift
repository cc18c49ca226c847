import CodableCheckCore

/// `container.codingPath.last?.stringValue` and `decoder.codingPath.last!.stringValue`: the key
/// the value being decoded sits under, read by apps whose objects are keyed by their
/// identifiers (a project file's `objects: [String: Object]`, each object learning its own
/// identifier). The tool knows where every decoder and container stands, so the key is a value
/// it evaluates (`DecodingConversion.lastCodingKey`): nil at the top level, where `?` gives nil
/// and `!` stops the app, as the force unwrap of any other nil does.
enum CodingPathReads {
    /// The read, when `expression` is one on the translator's decoder or a container it holds;
    /// nil for any other expression.
    static func lastKey(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> DecodingExpression? {
        lastKey(expression) { $0 == translator.decoderName || translator.containers[$0] != nil }
    }

    /// The read, when `expression` is one on a decoder or container `isContainer` names; nil
    /// for any other expression.
    private static func lastKey(_ expression: BodyExpression, isContainer: (String) -> Bool) -> DecodingExpression? {
        guard case .member(let unwrapped, "stringValue") = expression else { return nil }
        switch unwrapped {
        case .optionalChain(let last):
            guard let container = owner(ofLast: last, isContainer: isContainer) else { return nil }
            return .conversion(.lastCodingKey, .variable(container))
        case .forceUnwrap(let last):
            guard let container = owner(ofLast: last, isContainer: isContainer) else { return nil }
            return .forceUnwrap(
                .conversion(.lastCodingKey, .variable(container)), source: WrittenExpression.render(unwrapped))
        default:
            return nil
        }
    }

    /// `c` in `c.codingPath.last`, when `c` is a decoder or container.
    private static func owner(ofLast expression: BodyExpression, isContainer: (String) -> Bool) -> String? {
        guard case .member(.member(.name(let container), "codingPath"), "last") = expression, isContainer(container) else { return nil }
        return container
    }
}
