import CodableCheckCore

extension JSONSchemaExporter {
    /// An interpreted `init(from:)`: the object (or single value) a straight-line body reads
    /// (`InitializerSchemaReading`), as a `$defs` entry; any other body, or one whose reading is
    /// approximated, is widened to any value with a note.
    mutating func initializerSchema(_ plan: CustomDecodingPlan, at path: String) -> SchemaJSON {
        let id = ObjectIdentifier(plan)
        if let name = names[id] { return ref(name) }
        guard plan.approximations.isEmpty, let reading = InitializerSchemaReading.read(plan) else {
            return notExpressed(
                .decodingNotExpressed, at: path,
                "'\(plan.typeName)' decodes with its hand-written init(from:), whose branches, loops or checks the schema does not spell out: any value is accepted here"
            )
        }
        let name = claimName(plan.typeName)
        names[id] = name
        let slot = reserve(name)
        let schema: SchemaJSON
        if let single = reading.singleValue {
            schema = self.schema(for: plan.types[single], at: plan.typeName)
        } else if reading.opensRoot {
            schema = containerSchema(reading.root, types: plan.types, at: plan.typeName)
        } else {
            // Nothing is read: any value decodes.
            schema = .object([])
        }
        definitions[slot].schema = SchemaJSON.object([("title", .string(plan.typeName))]).merging(schema)
        return ref(name)
    }

    /// One keyed container the body reads: each key's reads together (`allOf` where it is read
    /// twice), required where some read requires it; nested containers are required objects.
    private mutating func containerSchema(
        _ container: InitializerSchemaReading.Container, types: [ValuePlan], at path: String
    ) -> SchemaJSON {
        var keys: [String] = []
        var schemas: [String: [SchemaJSON]] = [:]
        var required: Set<String> = []
        func add(_ key: String, _ schema: SchemaJSON?, isRequired: Bool) {
            if !keys.contains(key) { keys.append(key) }
            if let schema, !(schemas[key] ?? []).contains(schema) { schemas[key, default: []].append(schema) }
            if isRequired { required.insert(key) }
        }
        for (key, read) in container.reads {
            let read = options.mode == .lossy ? Self.lossy(read) : read
            switch read {
            case .required(let type): add(key, schema(for: types[type], at: path + "." + key), isRequired: true)
            case .optional(let type): add(key, nullable(schema(for: types[type], at: path + "." + key)), isRequired: false)
            case .anyValue: add(key, nil, isRequired: false)
            }
        }
        for (key, nested) in container.nested {
            // `nestedContainer(keyedBy:forKey:)`: the key must hold an object.
            add(key, containerSchema(nested, types: types, at: path + "." + key), isRequired: true)
        }
        var properties: [(key: String, value: SchemaJSON)] = []
        var requiredKeys: [SchemaJSON] = []
        for key in keys {
            let all = schemas[key] ?? []
            var value: SchemaJSON = all.count == 1 ? all[0] : all.isEmpty ? .object([]) : .object([("allOf", .array(all))])
            let spelled = jsonKey(for: key)
            if let reason = spelled.inexactness {
                value = noted(value, .keyStrategy, at: path + "." + key, reason)
            } else if required.contains(key) {
                requiredKeys.append(.string(spelled.spelling))
            }
            properties.append((spelled.spelling, value))
        }
        var members: [(key: String, value: SchemaJSON)] = [("type", .string("object"))]
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        if !requiredKeys.isEmpty { members.append(("required", .array(requiredKeys))) }
        let schema = SchemaJSON.object(members)
        guard closesObjects else { return schema }
        return noted(schema, .decodingNotExpressed, at: path, "unknown keys are not refused in an object a hand-written init(from:) reads")
    }
}

extension JSONSchemaExporter {
    /// A read as lossy mode recovers it: a failing optional is nil (any value). A collection the
    /// body requires stays required: a missing or null one is empty only for a synthesized
    /// property (`ValuePlan.emptyCollection`), while the body's own `decode` throws there.
    fileprivate static func lossy(_ read: InitializerSchemaReading.Read) -> InitializerSchemaReading.Read {
        switch read {
        case .optional: .anyValue
        default: read
        }
    }
}

extension SchemaJSON {
    /// This object's members, then `other`'s (an object), those of `other` winning.
    func merging(_ other: SchemaJSON) -> SchemaJSON {
        guard case .members(let members) = other else { return self }
        return members.reduce(self) { $0.setting($1.key, $1.value) }
    }
}
