import CodableCheckCore

/// `print(...)` and `debugPrint(...)` in a body: a warning logged when a constant member is not
/// the one expected (`if let type, type != "approximate" { print("Warning: ...") }`). They are
/// the standard library's: they cannot throw, and what they write to standard output decoding
/// does not read, so the statement is nothing to run. Only when what they are handed cannot stop
/// the app either: literals, and names of locals and properties of the standard library's value
/// types (`String`, the integers, `Double`, `Bool`, optionals of them), alone or interpolated
/// whole in a string (`"got '\(type)'"`). The standard library writes those; a value of the
/// app's own type is written by its `description`, which the app writes and which may trap, and
/// an interpolated call, subscript or force unwrap may trap too: not taken. Nor is a call when
/// the models declare a function of that name Swift would call instead (in the type, a protocol
/// extension it gets, the body, or at file scope).
enum StandardOutputCalls {
    static let functions: Set<String> = ["print", "debugPrint"]

    /// Whether `expression` is such a call, in the body `translator` reads.
    static func isHarmless(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> Bool {
        guard case .call(.name(let function), let arguments) = expression, functions.contains(function),
            !translator.node.functions.contains(where: { $0.name == function }),
            !translator.resolver.fileScopeFunctions.contains(where: { $0.name == function }),
            HelperInlining.helperFunction(.name(function), arguments, in: translator) == nil
        else { return false }
        let typeOfName = translator.trapRule.typeOfName
        return arguments.allSatisfy { argument in
            switch argument.value {
            case .literal: return true
            case .name(let name): return PrintableValue.isDescribedSafely(typeOfName(name))
            case .interpolatedString(let source):
                // Each interpolation one name (`"got \(kind)"`): a call, subscript or force unwrap may trap.
                return WrittenDecodingError.interpolatedSegments(in: source).allSatisfy {
                    isName($0) && PrintableValue.isDescribedSafely(typeOfName($0))
                }
            default: return false
            }
        }
    }

    /// Whether the text is one name (`kind`, `_index2`).
    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
