import CodableCheckCore
import CodableCheckSchema

/// Writes the JSON Schema (draft 2020-12) of what strict decoding of a plan accepts, from the
/// same `ValuePlan` the checker walks: the keys, the required properties, the leaves' accepted
/// values and the shapes all come from the plan and the decoder options, never from a second
/// reading of the models.
///
/// Objects, tagged enums and raw enums go to `$defs`, one entry per plan (a recursive type
/// refers to its own entry); everything else is inline. Where a rule cannot be written in JSON
/// Schema, the node accepts more than decoding does and carries an `ExportNote`
/// (`description` and `x-codable-check`): the schema never rejects a document the app decodes.
struct JSONSchemaExporter {
    static let draft = "https://json-schema.org/draft/2020-12/schema"

    let options: ValidationOptions
    /// `--unknown-keys error`: an object takes no key its type does not decode.
    let closesObjects: Bool
    /// Where `$ref` points: `#/$defs/` for a JSON Schema, `#/components/schemas/` for OpenAPI.
    let referencePrefix: String

    /// `$defs`, in the order first met.
    var definitions: [(name: String, schema: SchemaJSON)] = []
    private(set) var notes: [ExportNote] = []
    var names: [ObjectIdentifier: String] = [:]
    private var rawEnumNames: [String: (plan: RawEnumPlan, name: String)] = [:]
    private var takenNames: Set<String> = []

    init(options: ValidationOptions, closesObjects: Bool, referencePrefix: String = "#/$defs/") {
        self.options = options
        self.closesObjects = closesObjects
        self.referencePrefix = referencePrefix
    }

    /// The schema of a value of `plan`, met at `path`.
    mutating func schema(for plan: ValuePlan, at path: String) -> SchemaJSON {
        if options.mode == .lossy, let lossy = lossySchema(for: plan, at: path) { return lossy }
        return schemaIgnoringLossy(plan, at: path)
    }

    /// The strict schema of `plan`'s own node (what it holds still follows the mode).
    mutating func schemaIgnoringLossy(_ plan: ValuePlan, at path: String) -> SchemaJSON {
        switch plan {
        case .leaf(let leaf): leafSchema(leaf, at: path)
        case .optional(let wrapped): nullable(schema(for: wrapped, at: path))
        case .array(let element):
            .object([("type", .string("array")), ("items", schema(for: element, at: path + "[]"))])
        case .set(let element):
            // `Set.init(from:)` inserts each element: duplicates decode, so no `uniqueItems`.
            .object([("type", .string("array")), ("items", schema(for: element, at: path + "[]"))])
        case .dictionary(let key, let value): dictionarySchema(key: key, value: value, at: path)
        case .object(let object): reference(to: object, at: path)
        case .taggedEnum(let plan): reference(to: plan, at: path)
        case .sequence(let plan): sequenceSchema(plan, at: path)
        case .custom(let plan): initializerSchema(plan, at: path)
        case .foundation(let type):
            notExpressed(
                .decodingNotExpressed, at: path, "'\(type.typeName)' decodes with Foundation's own init(from:): any value is accepted here")
        default: derivedSchema(plan, at: path)
        }
    }

    // MARK: Containers

    /// `T?`: null as well (a property's absence is `required`'s business).
    func nullable(_ schema: SchemaJSON) -> SchemaJSON {
        if schema == .object([]) { return schema }
        return .object([("anyOf", .array([schema, .type("null")]))])
    }

    private mutating func dictionarySchema(key: DictionaryKeyKind, value: ValuePlan, at path: String) -> SchemaJSON {
        var members: [(key: String, value: SchemaJSON)] = [("type", .string("object"))]
        switch key {
        case .string: break
        case .int:
            // `Int(String)`: an optional sign and decimal digits; the width's range is not a pattern.
            members.append(("propertyNames", .object([("pattern", .string("^[+-]?[0-9]+$"))])))
            members.append(("additionalProperties", schema(for: value, at: path + "[]")))
            return noted(.object(members), .valueRuleNotExpressed, at: path, "a key must also fit in Int, which no pattern says")
        case .codingKeyEnum(let plan):
            if let inexact = plan.rawValues.compactMap({ jsonKey(for: $0).inexactness }).first {
                members.append(("additionalProperties", schema(for: value, at: path + "[]")))
                return noted(.object(members), .keyStrategy, at: path, "the keys are '\(plan.typeName)' raw values: " + inexact)
            }
            members.append(("propertyNames", rawValueKeys(plan)))
        }
        members.append(("additionalProperties", schema(for: value, at: path + "[]")))
        return .object(members)
    }

    /// A composite with no rule of its own here (a pair dictionary, and any composite added
    /// later), from what its plan says: read from an array when an index leads to the plans it
    /// holds (`ValuePlan.child(at:)`), from an object's values when a key does, each element or
    /// value one of them. What decoding checks beyond that (which one stands where, how many) is
    /// noted, not expressed; a composite neither leads into accepts any value.
    private mutating func derivedSchema(_ plan: ValuePlan, at path: String) -> SchemaJSON {
        let children = plan.children
        let container: (type: String, member: String, what: String)
        if !children.isEmpty, plan.child(at: .index(0), matchedKey: { $0 }) != nil {
            container = ("array", "items", "an array whose elements")
        } else if !children.isEmpty, plan.child(at: .key(""), matchedKey: { $0 }) != nil {
            container = ("object", "additionalProperties", "an object whose values")
        } else {
            return notExpressed(.decodingNotExpressed, at: path, "a value decoded by rules no schema here says: any value is accepted here")
        }
        let schemas = children.map { schema(for: $0, at: path + "[]") }
        let element = schemas.count == 1 ? schemas[0] : .object([("anyOf", .array(schemas))])
        return noted(
            .object([("type", .string(container.type)), (container.member, element)]), .valueRuleNotExpressed, at: path,
            "\(container.what) are each one of the values it holds: which one stands where, and how many, is not expressed")
    }

    /// `Range` (`[lower, upper]`), `CGPoint`, `SIMD4<Float>`: the elements read, in order; more are ignored.
    private mutating func sequenceSchema(_ plan: SequencePlan, at path: String) -> SchemaJSON {
        var prefix: [SchemaJSON] = []
        for (offset, element) in plan.elements.enumerated() {
            prefix.append(schema(for: element.value, at: path + "[\(offset)]"))
        }
        var members: [(key: String, value: SchemaJSON)] = [("type", .string("array")), ("prefixItems", .array(prefix))]
        switch plan.check {
        case .none:
            members.append(("minItems", .number(String(prefix.count))))
        case .orderedBounds:
            members.append(("minItems", .number(String(prefix.count))))
            return noted(
                .object(members), .valueRuleNotExpressed, at: path,
                "'\(plan.typeName)' also needs its lower bound not above its upper bound")
        case .exactCount(let count):
            members.append(("minItems", .number(String(count))))
            members.append(("maxItems", .number(String(count))))
        }
        return .object(members)
    }

    // MARK: Definitions

    /// A struct's or class's `$defs` entry, made the first time it is met.
    private mutating func reference(to object: ObjectPlan, at path: String) -> SchemaJSON {
        let id = ObjectIdentifier(object)
        if let name = names[id] { return ref(name) }
        let name = claimName(object.typeName)
        names[id] = name
        let slot = reserve(name)
        definitions[slot].schema = objectSchema(object, at: object.typeName)
        return ref(name)
    }

    /// An enum with associated values: an object with exactly one of the cases' keys (others are
    /// ignored), holding the case's payload object.
    private mutating func reference(to plan: TaggedEnumPlan, at path: String) -> SchemaJSON {
        let id = ObjectIdentifier(plan)
        if let name = names[id] { return ref(name) }
        let name = claimName(plan.typeName)
        names[id] = name
        let slot = reserve(name)
        if let inexact = plan.cases.compactMap({ jsonKey(for: $0.key).inexactness }).first {
            // Which spellings name a case is not expressed, so neither is which payload applies.
            definitions[slot].schema = noted(
                .object([("title", .string(plan.typeName)), ("type", .string("object"))]), .keyStrategy, at: plan.typeName,
                "an enum with associated values, one key per case: " + inexact)
            return ref(name)
        }
        let keys = plan.cases.map(\.key)
        var branches: [SchemaJSON] = []
        for enumCase in plan.cases {
            let others = keys.filter { $0 != enumCase.key }
            var branch: [(key: String, value: SchemaJSON)] = [
                ("required", .array([.string(enumCase.key)])),
                ("properties", .object([(enumCase.key, objectSchema(enumCase.payload, at: plan.typeName + "." + enumCase.key))])),
            ]
            if !others.isEmpty {
                branch.append(("not", .object([("anyOf", .array(others.map { .object([("required", .array([.string($0)]))]) }))])))
            }
            branches.append(.object(branch))
        }
        definitions[slot].schema = .object([
            ("title", .string(plan.typeName)), ("type", .string("object")), ("oneOf", .array(branches)),
        ])
        return ref(name)
    }

    /// A raw-value enum's `$defs` entry: its raw values, as JSON spells them.
    mutating func reference(to plan: RawEnumPlan) -> SchemaJSON {
        if let known = rawEnumNames[plan.typeName], known.plan == plan { return ref(known.name) }
        let name = claimName(plan.typeName)
        if rawEnumNames[plan.typeName] == nil { rawEnumNames[plan.typeName] = (plan, name) }
        let slot = reserve(name)
        definitions[slot].schema = .object([("title", .string(plan.typeName))] + rawValueSchema(plan))
        return ref(name)
    }

    /// The members of a raw enum's schema: its JSON type and `enum`.
    func rawValueSchema(_ plan: RawEnumPlan) -> [(key: String, value: SchemaJSON)] {
        switch plan.rawType {
        case .string:
            return [("type", .string("string")), ("enum", .array(plan.rawValues.map { .string($0) }))]
        case .integer:
            // The raw type decodes first, so `2.0` is the case `2`, as JSON Schema's equality says.
            return [("type", .string("integer")), ("enum", .array(plan.rawValues.map { .number($0) }))]
        }
    }

    /// The keys of a `[Enum: V]` whose enum is `CodingKeyRepresentable`: its raw values; an
    /// integer raw type reads the key through `Int(String)` first (`"+2"` and `"02"` are `2`).
    private func rawValueKeys(_ plan: RawEnumPlan) -> SchemaJSON {
        switch plan.rawType {
        case .string:
            return .object([("enum", .array(plan.rawValues.map { .string($0) }))])
        case .integer:
            let alternatives = plan.rawValues.map { value -> String in
                if value == "0" { return "[+-]?0+" }
                if value.hasPrefix("-") { return "-0*" + value.dropFirst() }
                return "\\+?0*" + value
            }
            return .object([("pattern", .string("^(" + alternatives.joined(separator: "|") + ")$"))])
        }
    }

    func ref(_ name: String) -> SchemaJSON {
        .object([("$ref", .string(referencePrefix + name))])
    }

    /// A `$defs` name not yet used: the type's name, else with `-2`, `-3`… (two generic
    /// instances, two nested types of one name).
    mutating func claimName(_ typeName: String) -> String {
        // `Page<Book>` is `Page_Book_`: a `$ref` is a URI, and OpenAPI names are `[a-zA-Z0-9._-]+`.
        var base = ""
        for scalar in typeName.unicodeScalars {
            base.unicodeScalars.append(SchemaExportDocument.isComponentNameScalar(scalar) ? scalar : "_")
        }
        var name = base
        var suffix = 2
        while takenNames.contains(name) {
            name = "\(base)-\(suffix)"
            suffix += 1
        }
        takenNames.insert(name)
        return name
    }

    /// A `$defs` slot, filled once what it holds is written (so recursion finds the name).
    mutating func reserve(_ name: String) -> Int {
        definitions.append((name, .object([])))
        return definitions.count - 1
    }

    // MARK: Notes

    /// Records a note; the node it belongs to says it too (`annotated`).
    mutating func note(_ kind: ExportNote.Kind, at path: String, _ message: String) {
        let note = ExportNote(kind: kind, path: path, message: message)
        if !notes.contains(note) { notes.append(note) }
    }

    /// A node that accepts any value, with its note.
    mutating func notExpressed(_ kind: ExportNote.Kind, at path: String, _ message: String) -> SchemaJSON {
        noted(.object([]), kind, at: path, message)
    }

    /// `schema` with a note, recorded for the root's list too.
    mutating func noted(_ schema: SchemaJSON, _ kind: ExportNote.Kind, at path: String, _ message: String) -> SchemaJSON {
        note(kind, at: path, message)
        return annotated(schema, ExportNote(kind: kind, path: path, message: message))
    }

    /// `schema` with the note added to its `description` and its `x-codable-check`
    /// (`{"exact": false, "notes": [...]}`), after any it has.
    func annotated(_ schema: SchemaJSON, _ note: ExportNote) -> SchemaJSON {
        var description = "codable-check: " + note.message
        if case .string(let earlier)? = schema["description"] { description = earlier + "; " + note.message }
        var notes: [SchemaJSON] = []
        if case .array(let earlier)? = schema["x-codable-check"]?["notes"] { notes = earlier }
        notes.append(note.json)
        return schema.setting("description", .string(description)).setting(
            "x-codable-check", .object([("exact", .bool(false)), ("notes", .array(notes))]))
    }
}
