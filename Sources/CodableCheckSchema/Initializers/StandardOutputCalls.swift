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

    /// The standard library's types whose description cannot trap.
    static let describedTypes: Set<String> = [
        "String", "Substring", "Character", "Bool", "Double", "Float", "CGFloat", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
        "UInt8", "UInt16", "UInt32", "UInt64",
    ]

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
            case .name(let name): return isDescribed(typeOfName(name))
            case .interpolatedString(let source):
                guard let segments = interpolatedSegments(source) else { return false }
                return segments.allSatisfy { isDescribed(typeOfName($0)) }
            default: return false
            }
        }
    }

    static func isDescribed(_ type: TypeReference?) -> Bool {
        guard case .named(let components)? = type?.unwrappingOptionals, components.count == 1 || components.first?.name == "Swift",
            let last = components.last, last.arguments.isEmpty
        else { return false }
        return describedTypes.contains(last.name)
    }

    /// The names interpolated in a string literal's source (`"got \(kind) at \(index)"`: `kind`,
    /// `index`); nil when a segment is anything but one name.
    static func interpolatedSegments(_ source: String) -> [String]? {
        var names: [String] = []
        var rest = Substring(source)
        while let start = rest.range(of: "\\(") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: ")") else { return nil }
            let segment = after[..<end]
            guard let first = segment.first, first.isLetter || first == "_",
                segment.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { return nil }
            names.append(String(segment))
            rest = after[after.index(after: end)...]
        }
        return names
    }
}
