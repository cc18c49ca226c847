import CodableCheckCore

/// Constants that hold an empty collection whatever the document: an option set or array read
/// from `userInfo` with a default (`decoder.userInfo[.parsingOptions] as? ParsingOptions ?? []`,
/// nil without `--user-info`), a parameter handed one. A membership test on one is decided here,
/// so the side it takes is followed exactly instead of assumed. Only `let` locals and parameters
/// are kept (`BodyLocals.emptyCollections`): a `var` may change later.
enum EmptyCollectionConstants {
    /// Whether the value is an empty collection whatever the document: `[]`, `nil ?? []`, or a
    /// constant in `constants`.
    static func isKnownEmpty(_ expression: DecodingExpression, constants: Set<String>) -> Bool {
        switch expression {
        case .emptyArray, .literal("[]"): true
        case .coalesce(.literal("null"), let fallback): isKnownEmpty(fallback, constants: constants)
        case .variable(let name): constants.contains(name)
        default: false
        }
    }

    /// `options.contains(.relaxed)` is `false` and `options.isEmpty` is `true` on a constant
    /// holding an empty collection. Only for an argument that reads nothing and has no effect
    /// (a case, a static constant, a literal), so nothing the app does is skipped.
    static func test(_ expression: BodyExpression, constants: Set<String>) -> DecodingExpression? {
        switch expression {
        case .member(.name(let name), "isEmpty") where constants.contains(name):
            return .literal("true")
        case .call(.member(.name(let name), "contains"), let arguments)
        where constants.contains(name) && arguments.count == 1 && arguments[0].label == nil:
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
