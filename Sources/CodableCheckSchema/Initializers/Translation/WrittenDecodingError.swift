import Foundation

/// How an `init(from:)` body spells a `DecodingError` it throws: the type itself (also as
/// `Swift.DecodingError`), its `Context`, the members that build an error, and the message as
/// written. The thrown-error rules of `CustomDecodingTranslator` ask it what an expression is
/// before they read where the error is; a name outside `members` is an app's helper
/// (`CustomDecodingTranslator+ErrorHelpers`).
enum WrittenDecodingError {
    /// The ways `DecodingError` itself builds an error; any other name is an app's helper.
    static let members: Set<String> = [
        "dataCorruptedError", "keyNotFound", "dataCorrupted", "typeMismatch", "valueNotFound",
    ]

    /// Whether `expression` makes a `DecodingError` (`DecodingError.typeMismatch(...)`,
    /// `DecodingError.dataCorruptedError(...)`), which a local may hold until it is thrown.
    static func makesError(_ expression: BodyExpression) -> Bool {
        guard case .call(.member(let errorType, _), _) = expression else { return false }
        return isDecodingError(errorType)
    }

    /// `DecodingError.Context`, `DecodingError.Context.init`, or `.init` and `Context` where the
    /// context is the type the call's place expects.
    static func isContext(_ callee: BodyExpression) -> Bool {
        switch callee {
        case .member(let errorType, "Context"): return isDecodingError(errorType)
        // `DecodingError.Context.init(codingPath:debugDescription:)`.
        case .member(let context, "init"): return isContext(context)
        case .implicitMember("init"), .name("Context"): return true
        default: return false
        }
    }

    /// `DecodingError`, or `Swift.DecodingError` spelled out (the same type).
    static func isDecodingError(_ expression: BodyExpression) -> Bool {
        switch expression {
        case .name("DecodingError"), .member(.name("Swift"), "DecodingError"): true
        default: false
        }
    }

    /// A message as written: a literal's value, or an interpolated string's source without quotes.
    static func message(_ expression: BodyExpression) -> String? {
        switch expression {
        case .literal(let json) where json.hasPrefix("\""):
            return (try? JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)) as? String
        case .interpolatedString(let source):
            return String(source.dropFirst().dropLast())
        default:
            return nil
        }
    }

    /// The source text inside each `\(...)` of a string literal's source, trimmed.
    static func interpolatedSegments(in source: String) -> [String] {
        let characters = Array(source)
        return interpolationRanges(in: source).map { String(characters[$0]).trimmingCharacters(in: .whitespaces) }
    }

    /// A string literal's source with each name inside its `\(...)` that `replacement` gives
    /// text for replaced by that text: a pattern name by an element's value, a helper's parameter
    /// by its argument. A member's name (`key` in `x.key`) is not a name, and is kept.
    static func replacingNames(inInterpolationsOf source: String, with replacement: (String) -> String?) -> String {
        var characters = Array(source)
        for range in interpolationRanges(in: source).reversed() {
            characters.replaceSubrange(range, with: replacingNames(in: String(characters[range]), with: replacement))
        }
        return String(characters)
    }

    /// Each identifier of `text` (one interpolation's source) that `replacement` knows, replaced.
    private static func replacingNames(in text: String, with replacement: (String) -> String?) -> String {
        var result = ""
        var word = ""
        var previous: Character?
        func flush() {
            if previous != ".", let value = replacement(word) { result += value } else { result += word }
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty, character.isNumber { result.append(character) } else { word.append(character) }
                continue
            }
            if !word.isEmpty { flush() }
            result.append(character)
            previous = character
        }
        if !word.isEmpty { flush() }
        return result
    }

    /// Where the text inside each `\(...)` of a string literal's source is, as character offsets.
    static func interpolationRanges(in source: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let characters = Array(source)
        var index = 0
        while index + 1 < characters.count {
            guard characters[index] == "\\", characters[index + 1] == "(" else {
                index += characters[index] == "\\" ? 2 : 1
                continue
            }
            var depth = 1
            var end = index + 2
            while end < characters.count, depth > 0 {
                if characters[end] == "(" { depth += 1 } else if characters[end] == ")" { depth -= 1 }
                end += 1
            }
            ranges.append((index + 2)..<max(index + 2, end - 1))
            index = end
        }
        return ranges
    }
}
