import CodableCheckCore

extension PlanBuilder {
    /// The decoded fields of a struct or class, or nil when one cannot be planned (after
    /// reporting why).
    mutating func fieldPlans(of node: DeclarationNode, in scope: TypeScope, depth: Int) -> [FieldPlan]? {
        guard depth < Self.maximumDepth else { return nil }
        if node.decodingInitializer == nil, resolver.decodesThroughFluentFields(node) {
            return FluentFieldPlans.fieldPlans(of: node, in: scope, depth: depth, builder: &self)
        }
        let owner = node.qualifiedName
        if let superclass = resolver.superclass(of: node), resolver.decodability(of: superclass) != .none {
            let superScope = TypeScope(node: superclass, bindings: scope.bindings)
            if let conformance = resolver.declaredDecodableConformance(of: node) {
                report(.redundantConformance(owner), at: conformance.location, severity: .error)
                return nil
            }
            guard let initializer = node.decodingInitializer else {
                // The inherited `init(from:)` decodes the superclass's properties only; the
                // subclass's own must have initial values, or the class has no initializers.
                var isValid = true
                for property in node.instanceProperties where !hasImplicitInitialValue(property) {
                    report(.subclassPropertyWithoutInitialValue(property.name, owner: owner), at: property.location, severity: .error)
                    isValid = false
                }
                let inherited = fieldPlans(of: superclass, in: superScope, depth: depth + 1)
                return isValid ? inherited : nil
            }
            report(.customSubclassInitializer(owner, superclass: superclass.qualifiedName), at: initializer, severity: .warning)
            guard let own = synthesizedFields(of: node, in: scope, depth: depth),
                let inherited = fieldPlans(of: superclass, in: superScope, depth: depth + 1)
            else { return nil }
            return own + inherited
        }
        if let initializer = node.decodingInitializer {
            report(.customInitializer(owner), at: initializer, severity: .warning)
        } else if let conformance = resolver.declaredDecodableConformance(of: node),
            conformance.location.fileIndex != node.fileIndex
        {
            report(.conformanceInOtherFile(owner, kind: node.kind.rawValue), at: conformance.location, severity: .error)
            return nil
        }
        return synthesizedFields(of: node, in: scope, depth: depth)
    }

    /// Whether the synthesized `init(from:)` decodes nothing: with no `CodingKeys` cases it never
    /// asks for a keyed container, so the type decodes from any JSON value, null included, and
    /// `JSONEncoder` writes it as `{}` (probed on 6.3.1: `struct Empty: Decodable {}` from `"x"`,
    /// `null`, `[]` and `1`). A `let` with an initial value still has its key, so
    /// `struct Fixed { let version = 1 }` does need an object.
    func decodesNothing(_ node: DeclarationNode) -> Bool {
        guard node.decodingInitializer == nil, !WrapperSemanticsReader.isKodable(node), !resolver.decodesThroughFluentFields(node) else {
            return false
        }
        if let superclass = resolver.superclass(of: node), resolver.decodability(of: superclass) != .none { return false }
        if let codingKeys = node.codingKeys { return codingKeys.declaration.members.enumCases.isEmpty }
        return node.instanceProperties.allSatisfy(\.isLazy)
    }

    /// Whether a property may be left out of decoding: it has an initial value, or it is a
    /// `var` of type `T?` or `T!` (implicitly `nil`), or `lazy`. Spelled `Optional<T>`, a `var`
    /// gets no implicit `nil` and must be decoded (probed on 6.3.1: "does not have a matching
    /// CodingKey and does not have a default value").
    func hasImplicitInitialValue(_ property: StoredProperty) -> Bool {
        if property.initialValue != nil || property.isLazy { return true }
        guard !property.isLet, let type = property.type else { return false }
        switch type {
        case .optional, .implicitlyUnwrappedOptional: return true
        default: return false
        }
    }

    /// What the compiler's synthesized `init(from:)` decodes, in `CodingKeys` order.
    private mutating func synthesizedFields(of node: DeclarationNode, in scope: TypeScope, depth: Int) -> [FieldPlan]? {
        let owner = node.qualifiedName
        let properties = node.instanceProperties
        var isValid = true
        if node.kind == .struct {
            for property in properties where resolver.containsItself(node, through: property) {
                report(.recursiveValueType(owner, property: property.name), at: property.location, severity: .error)
                isValid = false
            }
        }
        let codingName = node.synthesizedKeyName(of:)
        var decoded: [(property: StoredProperty, key: String)] = []
        if let codingKeys = node.codingKeys {
            let cases = codingKeys.declaration.members.enumCases
            let keyEnum = CodingKeyEnum(codingKeys, resolver: resolver)
            if keyEnum.hasUnreadStringValue {
                report(.codingKeysStringValueNotRead(codingKeys.name, owner: owner), at: codingKeys.location, severity: .error)
                isValid = false
            }
            for (keyCase, key) in keyEnum.cases {
                // A `lazy` property's storage is hidden: no key matches it (probed on 6.3.1).
                guard let property = properties.first(where: { codingName($0) == keyCase.name && !$0.isLazy }) else {
                    // Only synthesis needs a property per key; a hand-written `init(from:)` may
                    // use keys for anything (a nested container, a superclass), so there the
                    // key is skipped with a warning rather than failing the type.
                    let hasCustomInitializer = node.decodingInitializer != nil
                    report(
                        .codingKeyWithoutProperty(keyCase.name, owner: owner), at: keyCase.location,
                        severity: hasCustomInitializer ? .warning : .error)
                    if !hasCustomInitializer { isValid = false }
                    continue
                }
                // Listed in `CodingKeys`, such a property is still not decoded, and the
                // compiler stays silent (the listing is how its note says to silence the warning).
                if property.isLet, property.initialValue != nil { continue }
                decoded.append((property, key))
            }
            for property in properties
            where !cases.contains(where: { $0.name == codingName(property) }) && !hasImplicitInitialValue(property) {
                // As for an extra key: a hand-written `init(from:)` may set the property from
                // anything, so only synthesis makes a missing key an error.
                let hasCustomInitializer = node.decodingInitializer != nil
                report(
                    .propertyNotInCodingKeys(property.name, owner: owner), at: property.location,
                    severity: hasCustomInitializer ? .warning : .error)
                if !hasCustomInitializer { isValid = false }
            }
        } else {
            for property in properties where property.isLet && property.initialValue != nil {
                // The compiler's own warning (probed on 6.3.1), as users often expect `let id = UUID()` to decode.
                report(.letWithInitialValueNotDecoded(property.name, owner: owner), at: property.location, severity: .warning)
            }
            for property in properties where !(property.isLet && property.initialValue != nil) && !property.isLazy {
                decoded.append((property, codingName(property)))
            }
        }
        var fields: [FieldPlan] = []
        let decodesWithKodable = WrapperSemanticsReader.isKodable(node)
        for (property, key) in decoded {
            let use = Use(property: property.name, owner: owner, location: property.location)
            if property.hasUnreadableType {
                let message: SchemaMessage =
                    property.typeNestsTooDeeply
                    ? .typeNestsTooDeeplyToRead(property.name, owner: owner) : .unreadableType(property.name, owner: owner)
                report(message, at: property.location, severity: neededSeverity)
                isValid = false
                continue
            }
            guard let type = property.type ?? property.inferredType else {
                report(.cannotInferType(property.name, owner: owner), at: property.location, severity: neededSeverity)
                isValid = false
                continue
            }
            // `@Trimmed var title: String`: the app's own wrapper, decoded as itself.
            let wrapperType = decodesWithKodable ? nil : AppPropertyWrapper.decodedType(of: property, in: scope, resolver: resolver)
            guard let value = plan(for: wrapperType ?? type, in: scope, use: use, depth: depth + 1) else {
                isValid = false
                continue
            }
            var key = key
            var semantics: FieldSemantics?
            if decodesWithKodable {
                (key, semantics) = readingWrappers { $0.kodableField(of: property, type: type, plan: value, owner: owner, in: scope) }
            } else if wrapperType == nil {
                readingWrappers { $0.reportKodableWrappersOutsideKodable(of: property, type: type, owner: owner, in: scope) }
                semantics = readingWrappers { $0.wrapperSemantics(of: property, type: type, plan: value, owner: owner, in: scope) }
            }
            let defaultValue = property.initialValue?.literal.flatMap { $0.jsonText(type: type, in: scope.node, resolver: resolver) }
            fields.append(FieldPlan(propertyName: property.name, key: key, value: value, defaultValue: defaultValue, semantics: semantics))
        }
        return isValid ? fields : nil
    }

    /// Runs `read` with a `WrapperSemanticsReader`, then reports what it found, in its order.
    mutating func readingWrappers<Result>(_ read: (inout WrapperSemanticsReader) -> Result) -> Result {
        var reader = WrapperSemanticsReader(resolver: resolver)
        let result = read(&reader)
        for finding in reader.findings { report(finding.message, at: finding.location, severity: finding.severity) }
        return result
    }

    /// `StoredProperty.inferredType`, under the name `CustomDecodingTranslator` calls it by.
    static func inferredType(ofProperty property: StoredProperty) -> TypeReference? {
        property.inferredType
    }

    // MARK: Enums

    /// An enum with `String` or integer raw values; anything else is reported at the enum.
    mutating func enumPlan(_ node: DeclarationNode, use: Use?) -> ValuePlan? {
        let isRoot = use == nil
        let cases = node.declaration.members.enumCases
        guard let rawType = resolver.rawType(of: node) else {
            let message: SchemaMessage =
                node.decodingInitializer != nil
                ? .customEnumInitializer(node.qualifiedName)
                : .enumWithoutRawValues(node.qualifiedName, hasAssociatedValues: cases.contains(where: \.hasAssociatedValues))
            reportNeeded(message, at: node.decodingInitializer ?? node.location, typeName: node.qualifiedName, isRoot: isRoot)
            return nil
        }
        if let initializer = node.decodingInitializer {
            // Often a fallback to an `unknown` case: the plan still rejects values outside the raw values.
            report(.customRawEnumInitializer(node.qualifiedName), at: initializer, severity: .warning)
        }
        guard let rawValues = resolver.rawValues(of: node, rawType: rawType) else {
            let message: SchemaMessage =
                if case .other(let name) = rawType {
                    .unsupportedRawType(node.qualifiedName, rawType: name)
                } else {
                    .rawValueNotInterpreted(node.qualifiedName)
                }
            reportNeeded(message, at: node.location, typeName: node.qualifiedName, isRoot: isRoot)
            return nil
        }
        let planRawType: RawEnumPlan.RawType =
            switch rawType {
            case .string: .string
            case .integer(let width): .integer(width)
            case .other: .string
            }
        return .rawEnum(RawEnumPlan(typeName: node.name, rawType: planRawType, rawValues: rawValues.map(\.rawValue)))
    }
}

extension TypeReference {
    /// The type inside any number of `?`, `!` and `Optional<...>`.
    var unwrappingOptionals: TypeReference {
        switch self {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped): return wrapped.unwrappingOptionals
        case .named(let components) where components.count == 1 && components[0].name == "Optional" && components[0].arguments.count == 1:
            return components[0].arguments[0].unwrappingOptionals
        default: return self
        }
    }
}
