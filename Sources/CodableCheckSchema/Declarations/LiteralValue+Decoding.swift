import CodableCheckCore

extension StoredProperty {
    /// The type the compiler infers from a literal initial value, when it is that simple.
    var inferredType: TypeReference? {
        initialValue?.literal.flatMap(\.inferredType)
    }
}

/// What a literal means to decoding: the type it gives a property declared without one, and
/// its JSON text.
extension LiteralValue {
    /// The type the compiler infers from a literal, when it is that simple.
    var inferredType: TypeReference? {
        switch self {
        case .integer: return .simple("Int")
        case .float: return .simple("Double")
        case .string: return .simple("String")
        case .bool: return .simple("Bool")
        case .initializerCall(let type), .typeMember(let type, _): return type
        case .array(let elements):
            let types = elements.map(\.inferredType)
            guard let first = types.first, let element = first, types.allSatisfy({ $0 == element }) else { return nil }
            return .array(element)
        case .nil, .emptyDictionary, .implicitMember: return nil
        }
    }

    /// A literal as JSON text in `type` (when known); a case of a raw enum (`.active`,
    /// `Status.active`) as its raw value. The one rule for property and wrapper defaults, the
    /// constants `--print` writes, and the constants an interpreted `init(from:)` reads.
    func jsonText(type: TypeReference?, in node: DeclarationNode?, resolver: TypeResolver) -> String? {
        switch self {
        case .integer(let digits), .float(let digits): return digits
        case .string(let value): return JSONText.quoted(value)
        case .bool(let value): return value ? "true" : "false"
        case .nil: return "null"
        case .emptyDictionary: return "{}"
        case .array(let elements):
            var elementType = type
            if case .array(let element)? = type?.unwrappingOptionals { elementType = element }
            let texts = elements.map { $0.jsonText(type: elementType, in: node, resolver: resolver) }
            guard texts.allSatisfy({ $0 != nil }) else { return nil }
            return "[" + texts.compactMap { $0 }.joined(separator: ",") + "]"
        case .implicitMember(let member), .typeMember(_, let member):
            var enumType = type?.unwrappingOptionals
            if case .typeMember(let named, _) = self { enumType = named }
            guard case .named(let components)? = enumType,
                let enumNode = resolver.nominal(components.map(\.name), from: node), enumNode.kind == .enum,
                let rawType = resolver.rawType(of: enumNode),
                let enumCase = resolver.rawValues(of: enumNode, rawType: rawType)?.first(where: { $0.name == member })
            else { return nil }
            return rawType == .string ? JSONText.quoted(enumCase.rawValue) : enumCase.rawValue
        case .initializerCall: return nil
        }
    }
}
