/// Reads a computed `stringValue`'s body, braces included, as a `CaseStringGetter`. Token by
/// token, like `BodyEffects`, rather than with `InitializerBodyParser`: the patterns
/// that bind a payload (`case .extended(let key)`) are outside the `init(from:)` grammar, where a
/// switch case that binds would change how the translator chooses cases. The shape is narrow on
/// purpose: anything else (`default:`, a call, interpolation, a string built at run time) is not
/// read, and the enum's keys stay unknown.
struct CaseStringGetterReader {
    private let tokens: [SwiftToken]
    private var index = 0

    /// The getter the body is, or nil for any other body.
    static func read(_ body: ArraySlice<SwiftToken>) -> CaseStringGetter? {
        var reader = CaseStringGetterReader(tokens: Array(body))
        guard let getter = reader.readGetter(), reader.index == reader.tokens.count else { return nil }
        return getter
    }

    private init(tokens: [SwiftToken]) {
        self.tokens = tokens
    }

    /// `{ switch self { ... } }` or `{ get { switch self { ... } } }`.
    private mutating func readGetter() -> CaseStringGetter? {
        guard taking("{") else { return nil }
        let hasAccessor = isKeyword("get")
        if hasAccessor {
            index += 1
            guard taking("{") else { return nil }
        }
        guard isKeyword("switch"), isKeyword("self", at: index + 1), token(index + 2)?.isPunctuation("{") == true else { return nil }
        index += 3
        var getter = CaseStringGetter()
        while isKeyword("case") {
            index += 1
            guard readCase(into: &getter) else { return nil }
        }
        guard taking("}"), taking("}"), !hasAccessor || taking("}") else { return nil }
        return getter
    }

    /// After `case`: `.a, .b: return "x"`, `.extended(let key): return key` or
    /// `let .extended(key): return key` (`return` may be left out), up to the next `case` or
    /// the switch's `}`.
    private mutating func readCase(into getter: inout CaseStringGetter) -> Bool {
        var names: [String] = []
        var binding: String?
        while true {
            let bindsBefore = isKeyword("let")
            if bindsBefore { index += 1 }
            guard taking("."), let name = token(index), name.kind == .identifier else { return false }
            names.append(name.text)
            index += 1
            if taking("(") {
                if !bindsBefore {
                    guard isKeyword("let") else { return false }
                    index += 1
                }
                guard binding == nil, let bound = token(index), bound.kind == .identifier, !bound.isEscaped,
                    token(index + 1)?.isPunctuation(")") == true
                else { return false }
                binding = bound.text
                index += 2
            } else if bindsBefore {
                return false
            }
            guard taking(",") else { break }
        }
        guard taking(":") else { return false }
        if isKeyword("return") { index += 1 }
        if let binding {
            guard names.count == 1, isKeyword(binding) else { return false }
            getter.payloadCases.insert(names[0])
        } else if isKeyword("nil") {
            // `case .unknown: return nil` in an optional property (`var wireName: String?`).
            for name in names where getter.strings[name] == nil && !getter.payloadCases.contains(name) {
                getter.nilCases.insert(name)
            }
        } else {
            guard let literal = token(index), literal.kind == .string, let value = literal.stringValue else { return false }
            // A case listed twice is matched by its first `case` (the compiler warns).
            for name in names where getter.strings[name] == nil && !getter.payloadCases.contains(name) && !getter.nilCases.contains(name) {
                getter.strings[name] = value
            }
        }
        index += 1
        return isKeyword("case") || token(index)?.isPunctuation("}") == true
    }

    private func token(_ position: Int) -> SwiftToken? {
        position < tokens.count ? tokens[position] : nil
    }

    private func isKeyword(_ keyword: String, at position: Int? = nil) -> Bool {
        token(position ?? index)?.isKeyword(keyword) == true
    }

    /// Consumes `punctuation` when it is the current token.
    private mutating func taking(_ punctuation: String) -> Bool {
        guard token(index)?.isPunctuation(punctuation) == true else { return false }
        index += 1
        return true
    }
}
