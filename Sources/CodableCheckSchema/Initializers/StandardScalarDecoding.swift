import CodableCheckCore

/// `try String(from: decoder)`: a standard library scalar (`String`, `Bool`, an integer type,
/// `Double`, `Float`, or a name Swift aliases to one) decoded from the decoder by its own
/// `init(from:)`. The standard library writes each of those as `self = try
/// decoder.singleValueContainer().decode(T.self)`, so the read, its error and its coding path
/// are that decode's (compared with `JSONDecoder` in `RealAppPatternDifferentialTests`). Not
/// Foundation's types: `Date(from:)` ignores the decoder's date strategy and `Decimal(from:)`
/// reads an object, where `decode(_:)` on a container does neither. Nor a name the models
/// declare a type of, which `wholeDecoding` reads as the app's own.
enum StandardScalarDecoding {
    /// The scalar type the callee names, when it is one of these; nil otherwise.
    static func type(of callee: BodyExpression, in translator: CustomDecodingTranslator) -> TypeReference? {
        guard let path = WrittenExpression.typePath(of: callee), path.count <= 2, path.count == 1 || path[0] == "Swift",
            case .builtin(.scalar(.leaf(let leaf)), _) = translator.resolver.resolve(path, from: translator.node)
        else { return nil }
        switch leaf {
        case .bool, .string, .integer, .double, .float: return .named(path.map { TypeReference.Component(name: $0, arguments: []) })
        // Foundation's leaves and the app's raw enums: not the standard library's `init(from:)`.
        default: return nil
        }
    }
}
