import CodableCheckCore

/// One decodable type as `codable-check types` shows it: its properties in decode order with
/// their JSON keys, Swift types and how they are decoded.
///
///     struct Book
///       title     String       key "title"       decode
///       subtitle  String?      key "subtitle"    decodeIfPresent
///     enum Genre: String
///       raw values "fiction", "poetry"
struct TypeListing {
    var name: String
    var plan: ValuePlan

    static func entries(_ catalog: SchemaCatalog) -> [TypeListing] {
        catalog.typeNames.compactMap { name in
            (try? catalog.schema.plan(for: name)).map { TypeListing(name: name, plan: $0) }
        }
    }

    var rendered: String {
        switch plan {
        case .object(let object):
            var lines = ["struct \(name)"]
            let rows = object.fields.map { field -> [String] in
                var how = Self.isOptional(field.value) ? "decodeIfPresent" : "decode"
                if let defaultValue = field.defaultValue { how += " (default \(defaultValue))" }
                return [field.propertyName, Self.swiftType(field.value), "key \"\(field.key)\"", how]
            }
            lines += Self.columns(rows).map { "  " + $0 }
            if object.fields.isEmpty { lines.append("  (no decoded properties)") }
            return lines.joined(separator: "\n") + "\n"
        case .rawEnum(let enumPlan):
            let raw: String
            switch enumPlan.rawType {
            case .string: raw = "String"
            case .integer(let width): raw = width.rawValue
            }
            let values = enumPlan.rawValues.map { enumPlan.rawType == .string ? "\"\($0)\"" : $0 }
            return "enum \(name): \(raw)\n  raw values \(values.joined(separator: ", "))\n"
        default:
            return "typealias \(name) = \(Self.swiftType(plan))\n"
        }
    }

    private static func isOptional(_ plan: ValuePlan) -> Bool {
        if case .optional = plan { return true }
        return false
    }

    /// The Swift spelling of a plan: `[String: Book]`, `Int64?`, `Set<String>`.
    static func swiftType(_ plan: ValuePlan) -> String {
        switch plan {
        case .bool: "Bool"
        case .string: "String"
        case .integer(let width): width.rawValue
        case .double: "Double"
        case .float: "Float"
        case .decimal: "Decimal"
        case .date: "Date"
        case .data: "Data"
        case .url: "URL"
        case .uuid: "UUID"
        case .optional(let wrapped): swiftType(wrapped) + "?"
        case .array(let element): "[\(swiftType(element))]"
        case .set(let element): "Set<\(swiftType(element))>"
        case .dictionary(let key, let value): "[\(key == .string ? "String" : "Int"): \(swiftType(value))]"
        case .object(let object): object.typeName
        case .rawEnum(let enumPlan): enumPlan.typeName
        }
    }

    /// Left-aligned columns separated by two spaces; the last column is not padded.
    static func columns(_ rows: [[String]]) -> [String] {
        guard let width = rows.map(\.count).max() else { return [] }
        var widths = [Int](repeating: 0, count: width)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ")
        }
    }
}

extension RawEnumPlan.RawType {
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.string, .string): true
        case (.integer(let a), .integer(let b)): a == b
        default: false
        }
    }
}
