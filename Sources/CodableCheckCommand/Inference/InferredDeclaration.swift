/// A Swift declaration `infer` writes: a struct with its stored properties, `CodingKeys` and
/// nested types, or a `String`-backed enum.
indirect enum InferredDeclaration {
    case structure(Structure)
    case enumeration(Enumeration)

    struct Structure {
        var name: String
        var properties: [Property] = []
        /// Keys left out (several JSON kinds at one key): one comment line each.
        var omitted: [String] = []
        var nested: [InferredDeclaration] = []

        /// Needed when a property's name is not its key.
        var needsCodingKeys: Bool {
            properties.contains { $0.name != $0.key }
        }
    }

    struct Property {
        /// The Swift name, without backticks.
        var name: String
        var key: String
        /// `Int`, `[Tag]?`, `[String: Double]`.
        var type: String
        var comment: String?
    }

    struct Enumeration {
        var name: String
        var cases: [(name: String, rawValue: String)]
    }

    /// The declaration as Swift source, indented by `indent` levels of four spaces.
    func rendered(indent: Int = 0) -> [String] {
        let pad = String(repeating: "    ", count: indent)
        let inner = pad + "    "
        switch self {
        case .enumeration(let enumeration):
            var lines = ["\(pad)enum \(enumeration.name): String, Codable {"]
            for item in enumeration.cases {
                let name = SwiftNames.escapedIdentifier(item.name)
                lines.append(
                    item.name == item.rawValue
                        ? "\(inner)case \(name)" : "\(inner)case \(name) = \(SwiftNames.stringLiteral(item.rawValue))")
            }
            return lines + ["\(pad)}"]
        case .structure(let structure):
            if structure.properties.isEmpty, structure.omitted.isEmpty, structure.nested.isEmpty {
                return ["\(pad)struct \(structure.name): Codable {}"]
            }
            var lines = ["\(pad)struct \(structure.name): Codable {"]
            for property in structure.properties {
                let comment = property.comment.map { "  // \(Self.commentText($0))" } ?? ""
                lines.append("\(inner)let \(SwiftNames.escapedIdentifier(property.name)): \(property.type)\(comment)")
            }
            for note in structure.omitted {
                lines.append("\(inner)// \(Self.commentText(note))")
            }
            if structure.needsCodingKeys {
                lines += ["", "\(inner)enum CodingKeys: String, CodingKey {"]
                for property in structure.properties {
                    let name = SwiftNames.escapedIdentifier(property.name)
                    lines.append(
                        property.name == property.key
                            ? "\(inner)    case \(name)" : "\(inner)    case \(name) = \(SwiftNames.stringLiteral(property.key))")
                }
                lines.append("\(inner)}")
            }
            for declaration in structure.nested {
                lines.append("")
                lines += declaration.rendered(indent: indent + 1)
            }
            return lines + ["\(pad)}"]
        }
    }

    /// `text` on one line: a line break in a quoted key or value would end the `//` comment.
    static func commentText(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
