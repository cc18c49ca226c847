import CodableCheckSchema

/// Renders `codable-check types`: each decodable type with where it is declared, how it
/// decodes and how faithfully (`[exact]`, `[compiled]`, `[approximated: why]`, `[unsupported]`), its properties in
/// columns (name, type, JSON key, how decoded), enum cases with raw values; then a count line.
///
///     Models/Book.swift:3:8: struct Book (synthesized init(from:)) [exact]
///       title     String   key "title"         decode
///       subtitle  String?  key "subtitle"      decodeIfPresent
///       id        UUID     -                   not decoded: let with an initial value
///     Models/Genre.swift:1:6: enum Genre (init(rawValue:) from String) [exact]
///       case fiction = "fiction"
///     2 types: 2 exact
enum TypeListing {
    static func render(_ summary: DecodableTypeSummary, displayPath: (String) -> String = { $0 }) -> String {
        let generics = summary.genericParameters.isEmpty ? "" : "<\(summary.genericParameters.joined(separator: ", "))>"
        let decoding = describeDecoding(of: summary, displayPath: displayPath)
        var lines = [
            "\(displayPath(summary.file)):\(summary.line):\(summary.column): \(summary.kind.rawValue) \(summary.name)\(generics) (\(decoding)) [\(describe(summary.fidelity))]"
        ]
        let rows = summary.properties.map { property -> [String] in
            let wrappers = property.propertyWrappers.map { "@\($0) " }.joined()
            var type = wrappers + property.type
            if let initialValue = property.initialValue { type += " = \(initialValue)" }
            let key = property.key.map { "key \"\($0)\"" } ?? "-"
            return [property.name, type, key, describeDecoding(of: property, in: summary)]
        }
        lines += columns(rows).map { "  " + $0 }
        for enumCase in summary.enumCases {
            if let key = enumCase.key, let payload = enumCase.payload {
                lines.append("  case \(enumCase.name)  key \"\(key)\" \(payload)")
            } else if let rawValue = enumCase.rawValue {
                let spelled = summary.decoding == .rawValue(rawType: "String") ? "\"\(rawValue)\"" : rawValue
                lines.append("  case \(enumCase.name) = \(spelled)")
            } else {
                lines.append("  case \(enumCase.name)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let genericDecoding = "generic: planned when --type gives its type arguments"

    /// A generic type is planned only once `--type` names its arguments (`Page<Book>`): "not
    /// interpreted" next to `[exact]` would read as a contradiction.
    static func waitsForArguments(_ summary: DecodableTypeSummary) -> Bool {
        summary.waitsForTypeArguments && summary.decoding == .notInterpreted && summary.fidelity != .unsupported
    }

    /// How the type decodes, as both formats of `types` say it.
    static func describeDecoding(of summary: DecodableTypeSummary, displayPath: (String) -> String = { $0 }) -> String {
        waitsForArguments(summary) ? genericDecoding : describe(summary.decoding, displayPath: displayPath)
    }

    /// How a property of `summary` decodes, as both formats of `types` say it.
    static func describeDecoding(of property: PropertySummary, in summary: DecodableTypeSummary) -> String {
        waitsForArguments(summary) && property.decoding == .notDecoded(reason: "not interpreted")
            ? "with the type arguments" : describe(property.decoding)
    }

    static func describe(_ decoding: DecodableTypeSummary.Decoding, displayPath: (String) -> String = { $0 }) -> String {
        switch decoding {
        case .synthesized: "synthesized init(from:)"
        case .synthesizedDecodingNothing: "synthesized init(from:) with no coding keys: decodes from any value"
        case .customInitializer: "custom init(from:), checked as if synthesized"
        case .interpretedInitializer: "custom init(from:), interpreted from its body"
        case .partlyInterpretedInitializer(let statement, let file, let line, let column, let count):
            "custom init(from:), interpreted from its body except `\(statement)` at \(displayPath(file)):\(line):\(column)"
                + (count > 1 ? " and \(count - 1) more statement\(count > 2 ? "s" : "")" : "")
        case .inherited(let superclass): "inherits init(from:) from \(superclass)"
        case .fluentFields: "FluentKit's Fields init(from:): property wrappers by property name"
        case .rawValue(let rawType): "init(rawValue:) from \(rawType)"
        case .notInterpreted: "not interpreted"
        }
    }

    /// `exact`, `compiled`, or `approximated: ` and the reasons.
    static func describe(_ fidelity: DecodingFidelity) -> String {
        switch fidelity {
        case .exact, .compiled, .unsupported: fidelity.name
        case .approximated(let reasons): "\(fidelity.name): " + reasons.map(\.text).joined(separator: "; ")
        }
    }

    /// `5 types: 3 exact, 1 compiled, 1 approximated`: what a green run is worth, at a glance.
    static func countLine(_ summaries: [DecodableTypeSummary]) -> String {
        let counts = TypesReport.Counts(summaries).named.compactMap { name, count in count == 0 ? nil : "\(count) \(name)" }
        return "\(summaries.count) type\(summaries.count == 1 ? "" : "s"): " + counts.joined(separator: ", ")
    }

    static func describe(_ decoding: PropertySummary.Decoding) -> String {
        switch decoding {
        case .required: "decode"
        case .ifPresent: "decodeIfPresent"
        case .notDecoded(let reason): "not decoded: \(reason)"
        case .wrapped(let semantics): semantics
        case .assignedByInitializer(let expression): "set by init(from:) to \(expression)"
        case .unchecked(let statement, let line, let column): "unchecked: set by `\(statement)` (line \(line):\(column)), not interpreted"
        }
    }

    /// Left-aligned columns separated by two spaces; the last column is not padded.
    static func columns(_ rows: [[String]]) -> [String] {
        guard let count = rows.map(\.count).max() else { return [] }
        var widths = [Int](repeating: 0, count: count)
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
