import CodableCheckCore

extension JSONSchemaExporter {
    /// A struct, a class or an enum case's payload: each decoded property under its JSON key,
    /// `required` as `JSONDecoder` decides it (a non-optional property is required even with an
    /// initial value; an optional one may be absent or null), other keys allowed as
    /// `JSONDecoder` ignores them, unless `--unknown-keys error`.
    mutating func objectSchema(_ object: ObjectPlan, at path: String) -> SchemaJSON {
        var properties: [(key: String, value: SchemaJSON)] = []
        var required: [String] = []
        var everyKeyIsExact = true
        for field in object.fields {
            let fieldPath = path + "." + field.key
            var isRequired = true
            var value: SchemaJSON
            if let semantics = field.semantics, let wrapped = wrapperSchema(field, semantics, at: fieldPath) {
                value = wrapped.schema
                isRequired = wrapped.isRequired
            } else if let semantics = field.semantics {
                value = notExpressed(
                    .decodingNotExpressed, at: fieldPath,
                    "the property wrapper \(semantics.wrapperName) decides what this property accepts: any value is accepted here, and the key may be absent"
                )
                isRequired = false
            } else if options.mode == .lossy, field.defaultValue != nil || Self.isOptional(field.value) {
                // Missing, null or failing: the default, or nil.
                value = .object([])
                isRequired = false
            } else if options.mode == .lossy, Self.isCollection(field.value) {
                // Missing or null: empty.
                value = nullable(schema(for: field.value, at: fieldPath))
                isRequired = false
            } else if case .optional(let wrapped) = field.value {
                value = nullable(schema(for: wrapped, at: fieldPath))
                isRequired = false
            } else {
                value = schema(for: field.value, at: fieldPath)
            }
            let key = jsonKey(for: field.key)
            if let reason = key.inexactness {
                value = noted(value, .keyStrategy, at: fieldPath, reason)
                isRequired = false
                everyKeyIsExact = false
            }
            if let index = properties.firstIndex(where: { $0.key == key.spelling }) {
                // Two properties read one key: the value must suit both.
                properties[index].value = .object([("allOf", .array([properties[index].value, value]))])
            } else {
                properties.append((key.spelling, value))
            }
            if isRequired, !required.contains(key.spelling) { required.append(key.spelling) }
        }
        var members: [(key: String, value: SchemaJSON)] = [("title", .string(object.typeName)), ("type", .string("object"))]
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        if !required.isEmpty { members.append(("required", .array(required.map { .string($0) }))) }
        if closesObjects {
            if everyKeyIsExact {
                members.append(("additionalProperties", .bool(false)))
            } else {
                note(
                    .keyStrategy, at: path,
                    "unknown keys are not refused here: which spellings the key strategy maps to a property is not expressed")
            }
        }
        let schema = SchemaJSON.object(members)
        let sites = object.approximations
        guard object.hasUnfollowedInitializer || !sites.isEmpty else { return schema }
        let reasons = sites.isEmpty ? ["its init(from:) is not read"] : sites.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }
        return noted(
            schema, .approximatedType, at: path,
            "'\(object.typeName)' is decoded by approximation (\(reasons.joined(separator: "; "))): this is the tool's plan of it, not the app's code"
        )
    }

    /// A property wrapper's rules, where they are only what a missing key, a null, a failing
    /// value and failing elements become (BetterCodable's `@LossyArray`, `@DefaultCodable`,
    /// `@LossyOptional`…, in strict mode): nil for one that converts, reads dates or keys of its
    /// own, or runs checks, which `objectSchema` widens to any value with a note.
    private mutating func wrapperSchema(
        _ field: FieldPlan, _ semantics: FieldSemantics, at path: String
    ) -> (schema: SchemaJSON, isRequired: Bool)? {
        guard options.mode == .strict, semantics.conversion == nil, semantics.dateFormat == nil, semantics.keyPath == nil,
            !semantics.ignoresDocumentBody, semantics.valueRules.isEmpty, !semantics.convertsElements, !semantics.readsBase64String,
            semantics.rethrownAsTypeMismatch == nil, !semantics.parsesDateAfterFallbacks
        else { return nil }
        let isRequired = semantics.valueIfMissing == nil
        if semantics.valueOnFailure != nil {
            // Any value that fails is swallowed: any value is taken.
            guard semantics.valueIfNull != nil else {
                let note = "whether \(semantics.wrapperName) takes null is not expressed: any value is accepted here"
                return (noted(.object([]), .decodingNotExpressed, at: path, note), isRequired)
            }
            return (.object([]), isRequired)
        }
        var declared = field.value
        var takesNull = semantics.valueIfNull != nil
        if case .optional(let wrapped) = declared {
            declared = wrapped
            takesNull = true
        }
        // Failing elements or values are dropped: any is taken.
        var schema: SchemaJSON
        if semantics.dropsFailingElements, case .dictionary = declared {
            schema = .type("object")
        } else if semantics.dropsFailingElements, Self.isCollection(declared) {
            schema = .type("array")
        } else {
            schema = self.schema(for: declared, at: path)
        }
        if takesNull { schema = nullable(schema) }
        return (schema, isRequired)
    }

    /// The JSON key a `CodingKey` is found under, and why it is not the only one, when it is not:
    /// `.convertFromSnakeCase` maps several spellings to one key (`first_name`, `FIRST_NAME` and
    /// `firstName` all decode `firstName`), and Swift compares non-ASCII keys by canonical
    /// equivalence (`café` composed or not), which JSON Schema's byte equality does not.
    func jsonKey(for codingKey: String) -> (spelling: String, inexactness: String?) {
        let isASCII = codingKey.utf8.allSatisfy { $0 < 0x80 }
        let notASCII = "a key outside ASCII also matches its other Unicode spellings, which JSON Schema does not"
        guard options.keyStrategy == .convertFromSnakeCase else { return (codingKey, isASCII ? nil : notASCII) }
        // Only a key of lower-case letters is the conversion of itself alone: an underscore
        // before a letter makes it upper-case, and digits and capitals have other spellings.
        if codingKey.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) { return (codingKey, nil) }
        var snake = ""
        for character in codingKey {
            if character.isUppercase, !snake.isEmpty { snake += "_" }
            snake += character.lowercased()
        }
        let spelling = SnakeCaseKeyConversion.convert(snake) == codingKey ? snake : codingKey
        return (
            spelling,
            "under --key-strategy snake-case other spellings also decode '\(codingKey)': this key is written as '\(spelling)' and not required"
        )
    }
}
