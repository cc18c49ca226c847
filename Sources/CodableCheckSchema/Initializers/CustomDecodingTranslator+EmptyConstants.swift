import CodableCheckCore

/// Constants that hold an empty collection whatever the document: an option set or array read
/// from `userInfo` with a default (`decoder.userInfo[.parsingOptions] as? ParsingOptions ?? []`,
/// nil without `--user-info`), a parameter handed one. A membership test on one is decided here,
/// so the side it takes is followed exactly instead of assumed.
extension CustomDecodingTranslator {
    /// Whether the value is an empty collection whatever the document: `[]`, `nil ?? []`, or a
    /// constant known to hold one.
    func isKnownEmpty(_ expression: DecodingExpression) -> Bool {
        switch expression {
        case .emptyArray, .literal("[]"): true
        case .coalesce(.literal("null"), let fallback): isKnownEmpty(fallback)
        case .variable(let name): emptyConstants.contains(name)
        default: false
        }
    }

    /// Remembers a local declared with `let` whose value is an empty collection; a `var` may be
    /// changed later, and a new declaration of the name forgets the old one.
    mutating func noteEmptyConstant(_ name: String, _ expression: DecodingExpression, isConstant: Bool) {
        if isConstant && isKnownEmpty(expression) { emptyConstants.insert(name) } else { emptyConstants.remove(name) }
    }

    /// `options.contains(.relaxed)` is `false` and `options.isEmpty` is `true` on a constant
    /// holding an empty collection. Only for an argument that reads nothing and has no effect
    /// (a case, a static constant, a literal), so nothing the app does is skipped.
    func emptyCollectionTest(_ expression: BodyExpression) -> DecodingExpression? {
        switch expression {
        case .member(.name(let name), "isEmpty") where emptyConstants.contains(name):
            return .literal("true")
        case .call(.member(.name(let name), "contains"), let arguments)
        where emptyConstants.contains(name) && arguments.count == 1 && arguments[0].label == nil:
            switch arguments[0].value {
            case .implicitMember, .literal: return .literal("false")
            case .member(.name(let owner), _) where owner.first?.isUppercase == true: return .literal("false")
            default: return nil
            }
        default:
            return nil
        }
    }
}
