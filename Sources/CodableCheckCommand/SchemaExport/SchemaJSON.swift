import CodableCheckSchema

/// A JSON value as the schema export writes it: members in the order they were added (so `type`
/// comes before `properties`, and a reader of the schema sees it in the models' order), numbers
/// kept as the text they are written with (`18446744073709551615` loses nothing).
enum SchemaJSON: Equatable {
    /// An object's members, in order (`object(_:)` makes one from pairs).
    case members([Member])
    case array([SchemaJSON])
    case string(String)
    /// A JSON number, as written.
    case number(String)
    case bool(Bool)
    case null

    struct Member: Equatable {
        var key: String
        var value: SchemaJSON
    }

    /// An object of these members, in this order.
    static func object(_ pairs: [(key: String, value: SchemaJSON)]) -> SchemaJSON {
        .members(pairs.map { Member(key: $0.key, value: $0.value) })
    }

    /// `{"type": name}`.
    static func type(_ name: String) -> SchemaJSON { .object([("type", .string(name))]) }

    /// The value of `key` in an object; nil elsewhere.
    subscript(key: String) -> SchemaJSON? {
        guard case .members(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// This object with `key` set to `value` (replaced where it is, else added last).
    func setting(_ key: String, _ value: SchemaJSON) -> SchemaJSON {
        guard case .members(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key: key, value: value))
        }
        return .members(members)
    }

    /// Two-space indented text, as `JSONSerialization`'s pretty printing lays it out; empty
    /// objects and arrays on one line.
    func prettyText(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .members(let members):
            if members.isEmpty { return "{}" }
            let lines = members.map { inner + JSONText.quoted($0.key) + ": " + $0.value.prettyText(indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            // Short arrays of scalars (`"required"`, `"enum"`, `"type"`) stay on one line.
            if elements.allSatisfy(\.isScalar), elements.count <= 8 {
                return "[" + elements.map { $0.prettyText() }.joined(separator: ", ") + "]"
            }
            return "[\n" + elements.map { inner + $0.prettyText(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let text): return JSONText.quoted(text)
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .members, .array: false
        default: true
        }
    }
}
