import CodableCheckCore
import CodableCheckSchema

/// The whole file `codable-check schema` writes: a JSON Schema 2020-12 document, or an OpenAPI
/// 3.1 document holding the same schemas under `components/schemas`. Its root's
/// `x-codable-check` says which decoder set-up the schema is of, whether it is exact, and every
/// note of the nodes that are not.
struct SchemaExportDocument {
    enum Format: String, CaseIterable, Sendable {
        case jsonSchema = "json-schema"
        case openapi
    }

    var text: String
    /// Every place the schema accepts more than decoding does; empty when it is exact.
    var notes: [ExportNote]

    /// - Parameter setup: the decoder options as the command line spells them
    ///   (`key-strategy: snake-case`), recorded in the document.
    init(
        root: RootPlan, typeExpression: String, options: ValidationOptions, closesObjects: Bool, format: Format,
        setup: [(option: String, value: String)]
    ) {
        var exporter = JSONSchemaExporter(
            options: options, closesObjects: closesObjects, referencePrefix: format == .openapi ? "#/components/schemas/" : "#/$defs/")
        var rootSchema = exporter.schema(for: root.plan, at: typeExpression)
        for site in root.documentApproximations {
            rootSchema = exporter.noted(
                rootSchema, .approximatedType, at: typeExpression, "\(site.file):\(site.line):\(site.column): \(site.message)")
        }
        let notes = exporter.notes
        let about = Self.about(typeExpression: typeExpression, options: options, notes: notes, setup: setup)
        switch format {
        case .jsonSchema:
            var members: [(key: String, value: SchemaJSON)] = [
                ("$schema", .string(JSONSchemaExporter.draft)), ("title", .string(typeExpression)),
                ("description", .string(Self.description(typeExpression: typeExpression, options: options, notes: notes))),
                ("x-codable-check", about),
            ]
            if case .members(let rootMembers) = rootSchema {
                members += rootMembers.filter { !["description", "title", "x-codable-check"].contains($0.key) }.map { ($0.key, $0.value) }
            }
            if !exporter.definitions.isEmpty {
                members.append(("$defs", .object(exporter.definitions.map { ($0.name, $0.schema) })))
            }
            text = SchemaJSON.object(members).prettyText()
        case .openapi:
            var schemas = exporter.definitions.map { (key: $0.name, value: $0.schema) }
            // A root that is one of the definitions needs no entry of its own.
            var rootReference = rootSchema
            if rootSchema["$ref"] == nil || rootSchema.isAnnotated {
                let name = Self.componentName(typeExpression)
                schemas.insert((name, rootSchema), at: 0)
                rootReference = .object([("$ref", .string("#/components/schemas/" + name))])
            }
            let document = SchemaJSON.object([
                ("openapi", .string("3.1.0")),
                ("info", .object([("title", .string(typeExpression)), ("version", .string("1"))])),
                // Which component is the type itself, for a tool that validates with it.
                ("x-codable-check", about.setting("schema", rootReference)),
                ("components", .object([("schemas", .object(schemas))])),
            ])
            text = document.prettyText()
        }
        self.notes = notes
    }

    /// What the root's `x-codable-check` holds: the type, the mode and the decoder set-up the
    /// schema is of, whether it is exact, and the notes.
    private static func about(
        typeExpression: String, options: ValidationOptions, notes: [ExportNote], setup: [(option: String, value: String)]
    ) -> SchemaJSON {
        .object([
            ("type", .string(typeExpression)), ("mode", .string(options.mode.rawValue)),
            ("decoder", .object(setup.map { ($0.option, .string($0.value)) })),
            ("exact", .bool(notes.isEmpty)),
            (
                "notes",
                .array(
                    notes.map { note in
                        .object([("path", .string(note.path)), ("kind", .string(note.kind.rawValue)), ("note", .string(note.message))])
                    })
            ),
        ])
    }

    private static func description(typeExpression: String, options: ValidationOptions, notes: [ExportNote]) -> String {
        let what =
            "The JSON that JSONDecoder decodes as '\(typeExpression)' (\(options.mode.rawValue) mode), written by codable-check from the models"
        if notes.isEmpty {
            return what
                + "; every rule of the models is expressed exactly (not JSONDecoder's rules for the JSON text itself, such as its nesting limit of 512)."
        }
        let count = notes.count
        return what
            + "; \(count) place\(count == 1 ? "" : "s") accept\(count == 1 ? "s" : "") more than the app does (see each 'x-codable-check' note), never less."
    }

    /// An OpenAPI component name (`^[a-zA-Z0-9._-]+$`) for a type expression: `[Book]` is
    /// `Array_Book_`.
    static func componentName(_ typeExpression: String) -> String {
        var name = ""
        for scalar in typeExpression.unicodeScalars where scalar != " " {
            name.unicodeScalars.append(isComponentNameScalar(scalar) ? scalar : "_")
        }
        if typeExpression.hasPrefix("[") { name = "Array" + name }
        return name
    }

    static func isComponentNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" || scalar == "_")
    }
}

extension SchemaJSON {
    /// Whether the node carries a note of its own.
    fileprivate var isAnnotated: Bool { self["x-codable-check"] != nil }
}
