/// Messages about declarations synthesized `Codable` cannot be read from, or that the compiler
/// itself would reject. Alphabetical. The `use` of a type, when given, is named as
/// "in property 'genre' of 'Book'".
extension SchemaMessage {
    private static func place(_ use: PlanBuilder.Use?) -> String {
        use.map { " in property '\($0.property)' of '\($0.owner)'" } ?? ""
    }

    static func aliasNotInterpreted(_ name: String, use: PlanBuilder.Use?) -> SchemaMessage {
        SchemaMessage("typealias '\(name)'\(place(use)) has no readable target")
    }

    static func ambiguousType(_ name: String, candidates: [String], use: PlanBuilder.Use?) -> SchemaMessage {
        SchemaMessage("type '\(name)'\(place(use)) is ambiguous: it is declared at " + candidates.joined(separator: " and "))
    }

    static func typeNestsTooDeeplyToRead(_ property: String, owner: String) -> SchemaMessage {
        SchemaMessage(
            "the type of property '\(property)' of '\(owner)' nests more than \(DeclarationParser.maximumTypeDepth) levels deep "
                + "(each '?', '!', '[' and generic argument is a level), more than codable-check reads, so '\(owner)' cannot be checked")
    }

    static func unreadableType(_ property: String, owner: String) -> SchemaMessage {
        SchemaMessage("cannot read the type of property '\(property)' of '\(owner)', so '\(owner)' cannot be checked")
    }

    static func cannotInferType(_ property: String, owner: String) -> SchemaMessage {
        SchemaMessage("cannot infer the type of property '\(property)' of '\(owner)' from its initial value; write its type")
    }

    static func associatedTypeNotInferred(_ failure: AssociatedTypeFailure, use: PlanBuilder.Use?) -> SchemaMessage {
        let member = "'\(failure.owner).\(failure.name)'"
        switch failure.reason {
        case .noWitness(let conformances):
            return SchemaMessage(
                "cannot infer \(member)\(place(use)): '\(failure.owner)' conforms to " + conformances.joined(separator: " and ")
                    + " but declares no property with a written type to infer it from; declare 'typealias \(failure.name) = ...' in '\(failure.owner)'"
            )
        case .ambiguous(let candidates):
            return SchemaMessage(
                "\(member)\(place(use)) is ambiguous: its conformances infer " + candidates.joined(separator: " and ")
                    + "; declare 'typealias \(failure.name) = ...' in '\(failure.owner)'")
        }
    }

    static func externalTypeWithoutInitializer(_ name: String, hasInitializer: Bool) -> SchemaMessage {
        hasInitializer
            ? SchemaMessage(
                "the 'init(from:)' that an extension gives '\(name)', a type the sources do not declare, cannot be read; '\(name)' cannot be checked"
            )
            : SchemaMessage(
                "an extension makes '\(name)', a type the sources do not declare, decodable without an 'init(from:)' the sources show; its JSON is not known, so '\(name)' cannot be checked"
            )
    }

    static func codingKeyWithoutProperty(_ name: String, owner: String) -> SchemaMessage {
        SchemaMessage("'CodingKeys' case '\(name)' of '\(owner)' has no matching property")
    }

    static func codingKeysStringValueNotRead(_ keys: String, owner: String) -> SchemaMessage {
        SchemaMessage(
            "'\(keys)' of '\(owner)' declares its own 'stringValue', which codable-check does not read, so the JSON keys are not known")
    }

    static func conformanceInOtherFile(_ owner: String, kind: String) -> SchemaMessage {
        SchemaMessage("extension outside of file declaring \(kind) '\(owner)' prevents automatic synthesis of 'init(from:)'")
    }

    static func customInitializer(_ owner: String) -> SchemaMessage {
        SchemaMessage("'\(owner)' declares 'init(from:)'; its decoding is treated as synthesized", subject: "init(from:)")
    }

    static func customEnumInitializer(_ name: String) -> SchemaMessage {
        SchemaMessage("enum '\(name)' declares 'init(from:)' and has no raw type; its decoding is not interpreted")
    }

    static func customRawEnumInitializer(_ name: String) -> SchemaMessage {
        SchemaMessage("enum '\(name)' declares 'init(from:)'; treated as decoding one of its raw values", subject: "init(from:)")
    }

    static func customSubclassInitializer(_ owner: String, superclass: String) -> SchemaMessage {
        SchemaMessage(
            "'\(owner)' declares 'init(from:)'; treated as decoding its own properties, then those of '\(superclass)'",
            subject: "init(from:)")
    }

    static func duplicateDeclaration(_ name: String, count: Int) -> SchemaMessage {
        SchemaMessage("'\(name)' is declared \(count) times; a type expression naming it is ambiguous")
    }

    static func enumWithoutRawValues(_ name: String, hasAssociatedValues: Bool) -> SchemaMessage {
        SchemaMessage(
            hasAssociatedValues
                ? "enum '\(name)' has associated values; its synthesized decoding is not interpreted"
                : "enum '\(name)' has no raw type; its synthesized decoding is not interpreted")
    }

    static func genericArgumentsNeeded(_ name: String, parameters: [String], use: PlanBuilder.Use?) -> SchemaMessage {
        SchemaMessage(
            parameters.isEmpty
                ? "type '\(name)'\(place(use)) is not generic"
                : "generic type '\(name)'\(place(use)) needs \(parameters.count) type argument\(parameters.count == 1 ? "" : "s") (\(parameters.joined(separator: ", ")))"
        )
    }

    /// `Page<Int, String>` for `Page<Item>`, as the compiler counts: so many taken, so many given.
    static func genericArgumentCount(_ name: String, parameters: [String], given: Int, use: PlanBuilder.Use?) -> SchemaMessage {
        let taken = "\(parameters.count) type argument\(parameters.count == 1 ? "" : "s") (\(parameters.joined(separator: ", ")))"
        return SchemaMessage("generic type '\(name)'\(place(use)) takes \(taken), \(given) given")
    }

    static func letWithInitialValueNotDecoded(_ property: String, owner: String) -> SchemaMessage {
        SchemaMessage("immutable property '\(property)' of '\(owner)' will not be decoded because it is declared with an initial value")
    }

    static func initialValueNotEvaluated(_ property: String, owner: String, value: String) -> SchemaMessage {
        SchemaMessage(
            "immutable property '\(property)' of '\(owner)' is encoded with its initial value '\(value)', which codable-check cannot evaluate; --print leaves it out"
        )
    }

    static func notCodableOnThisPlatform(_ type: String, use: PlanBuilder.Use?) -> SchemaMessage {
        SchemaMessage(
            "type '\(type)'\(place(use)) is not Codable in this toolchain's Foundation (Linux): an app built here cannot decode it")
    }

    static func notDecodable(_ type: String, use: PlanBuilder.Use?) -> SchemaMessage {
        SchemaMessage("type '\(type)'\(place(use)) is not decodable")
    }

    static func propertyNotInCodingKeys(_ property: String, owner: String) -> SchemaMessage {
        SchemaMessage("property '\(property)' of '\(owner)' is not in 'CodingKeys' and has no initial value")
    }

    static func propertyWrapperNotInterpreted(_ wrapper: String, property: String, owner: String, type: String) -> SchemaMessage {
        SchemaMessage(
            "property wrapper '\(wrapper)' on property '\(property)' of '\(owner)' is not interpreted; decoded as '\(type)'",
            subject: "@\(wrapper) \(property)")
    }

    /// `reason`: why, when it is not that the wrapper is unknown (`'Author' declares no @ID`).
    static func fluentWrapperNotInterpreted(_ wrapper: String, property: String, owner: String, reason: String? = nil) -> SchemaMessage {
        SchemaMessage(
            "property wrapper '\(wrapper)' on property '\(property)' of Fluent model '\(owner)' is not interpreted"
                + (reason.map { " (\($0))" } ?? "") + "; the property is not checked", subject: "@\(wrapper) \(property)")
    }

    static func fluentCodingKeysIgnored(_ owner: String) -> SchemaMessage {
        SchemaMessage(
            "'\(owner).CodingKeys' is not used: Fluent's Fields.init(from:) reads each property wrapper under the property's own name")
    }

    static func kodableWrapperOutsideKodable(_ wrapper: String, property: String, owner: String, type: String) -> SchemaMessage {
        SchemaMessage(
            "'@\(wrapper)' on property '\(property)' has no effect: '\(owner)' does not conform to Kodable, so it decodes as '\(type)' under the key '\(property)'",
            subject: "@\(wrapper) \(property)")
    }

    static func kodableOptionNotInterpreted(_ option: String, property: String, owner: String) -> SchemaMessage {
        SchemaMessage(
            "Kodable option '\(option)' on property '\(property)' of '\(owner)' is not interpreted; it is ignored",
            subject: "\(option) on \(property)")
    }

    static func kodableClosureNotInterpreted(_ option: String, property: String, owner: String) -> SchemaMessage {
        SchemaMessage(
            "Kodable option '\(option)' on property '\(property)' of '\(owner)' runs code codable-check cannot evaluate; it is ignored, so values it would change or reject are checked as decoded",
            subject: "\(option) on \(property)")
    }

    static func rawValueNotInterpreted(_ name: String) -> SchemaMessage {
        SchemaMessage("raw values of enum '\(name)' are not interpreted")
    }

    static func attachedMacroNotExpanded(_ attribute: String, type: String) -> SchemaMessage {
        SchemaMessage(
            "attribute '@\(attribute)' on '\(type)' may be a macro whose expansion adds decoding code the tool does not see;"
                + " '\(type)' is checked as declared (--compile builds it with the macro)",
            subject: "@\(attribute)")
    }

    /// For a raw-value initializer the tool does not read: rejecting values when `node` declares
    /// an `init?(rawValue:)`, otherwise a body that may throw or stop the app.
    static func rawValueInitializerNotInterpreted(_ node: DeclarationNode, rawType: String) -> SchemaMessage {
        let name = node.qualifiedName
        guard node.initializers.contains(where: { $0.parameters.first?.label == "rawValue" && $0.isFailable }) else {
            return SchemaMessage(
                "'\(name)' declares 'init(rawValue:)', whose body is not read and may throw or stop the app; every \(rawType) is accepted",
                subject: "init(rawValue:)")
        }
        return SchemaMessage(
            "'\(name)' declares 'init?(rawValue:)'; the values it rejects are not known, so every \(rawType) is accepted",
            subject: "init?(rawValue:)")
    }

    static func recursiveValueType(_ owner: String, property: String) -> SchemaMessage {
        SchemaMessage("value type '\(owner)' cannot have a stored property that recursively contains it ('\(property)')")
    }

    static func redundantConformance(_ owner: String) -> SchemaMessage {
        SchemaMessage("redundant conformance of '\(owner)' to 'Decodable': its superclass is already decodable")
    }

    static func storedPropertyInExtension(_ property: String) -> SchemaMessage {
        SchemaMessage("extensions must not contain stored properties ('\(property)')")
    }

    static func subclassPropertyWithoutInitialValue(_ property: String, owner: String) -> SchemaMessage {
        SchemaMessage(
            "property '\(property)' of '\(owner)' has no initial value, and the 'init(from:)' inherited from its superclass cannot set it")
    }

    /// `undeclared`: the protocols the type conforms to that no schema file declares, which may
    /// be where its `Codable` comes from.
    static func typeNotDecodable(_ name: String, use: PlanBuilder.Use?, undeclared: [String] = [], importedModules: Set<String> = [])
        -> SchemaMessage
    {
        var text = "type '\(name)'\(place(use)) does not conform to 'Decodable'"
        if let first = undeclared.first {
            if let framework = FrameworkCodingProtocol.named([first]), !framework.modules.contains(where: importedModules.contains) {
                text += "; '\(first)' refines Codable in \(framework.module), but no schema file imports \(framework.module)"
            } else {
                let names = undeclared.map { "'\($0)'" }.joined(separator: ", ")
                text +=
                    "; it conforms to \(names), which no schema file declares: if one refines Codable, give the file declaring it with --schema"
            }
        }
        return SchemaMessage(text)
    }

    /// Planning went more than `PlanBuilder.maximumDepth` levels down one type: a long chain of
    /// typealiases or nested types, or a typealias that refers to itself. `type` is what was left
    /// to plan at the limit, which alone would mislead, so the message says what was counted.
    static func typeTooDeep(_ type: String, use: PlanBuilder.Use?) -> SchemaMessage {
        let subject = use.map { "the type of property '\($0.property)' of '\($0.owner)'" } ?? "the type"
        let shown = type.count > 60 ? String(type.prefix(60)) + "..." : type
        return SchemaMessage(
            "\(subject) nests more than \(PlanBuilder.maximumDepth) levels deep, counting optionals, collections, "
                + "generic arguments and typealiases ('\(shown)' is past the limit); more than codable-check follows, "
                + "or a typealias refers to itself")
    }

    /// Planning went more than `DeclarationNesting.maximum` declarations down, each holding the
    /// next: `type` is the first one not followed.
    static func declarationsNestTooDeep(_ type: String, use: PlanBuilder.Use?) -> SchemaMessage {
        let subject = use.map { "the type of property '\($0.property)' of '\($0.owner)'" } ?? "the type"
        return SchemaMessage(
            "\(subject) nests more than \(DeclarationNesting.maximum) declarations deep, each holding the next "
                + "('\(type)' is past the limit); more than codable-check follows")
    }

    static func unboundGenericParameter(_ name: String, use: PlanBuilder.Use?) -> SchemaMessage {
        SchemaMessage("generic parameter '\(name)'\(place(use)) is not bound; plan the type with arguments, such as 'Page<Book>'")
    }

    static func unknownType(_ name: String, use: PlanBuilder.Use?, suggestions: [String]) -> SchemaMessage {
        let hint = suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
        return SchemaMessage("unknown type '\(name)'\(place(use))\(hint)")
    }

    static func unsupportedDictionaryKey(_ key: String, use: PlanBuilder.Use?) -> SchemaMessage {
        SchemaMessage(
            "dictionary key type '\(key)'\(place(use)) is not String or Int: Foundation decodes such a dictionary from an array of alternating keys and values, and this key type's plan cannot be built"
        )
    }

    static func unsupportedRawType(_ name: String, rawType: String) -> SchemaMessage {
        SchemaMessage("enum '\(name)' has raw type '\(rawType)'; only String and integer raw values are supported")
    }

    static func unsupportedType(_ name: String, use: PlanBuilder.Use?) -> SchemaMessage {
        SchemaMessage("type '\(name)'\(place(use)) is decodable, but its shape is not supported yet")
    }

    static func wrongGenericArguments(_ name: String, use: PlanBuilder.Use?) -> SchemaMessage {
        SchemaMessage("wrong number of type arguments for '\(name)'\(place(use))")
    }
}
