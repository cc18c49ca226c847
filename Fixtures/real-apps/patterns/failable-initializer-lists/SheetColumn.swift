import Foundation

// Issue 22: clients of schema-like formats decode a field that is one type name or a list of
// them (`"kind": ["number", "empty"]`), each name checked by a failable initializer of the app's
// own (a `switch` that sets `self` or returns nil), called inside a `map` whose closure of
// statements throws for a name it does not know. Our own model, in that shape: a spreadsheet
// column's kinds. A retired name stops the app (`fatalError` in the initializer). The kinds
// built are not encoded back, so these types are `Decodable` only: verdicts are compared, not
// values.

/// What a cell of a column may hold: one kind, or any of several.
enum CellKind: Decodable, Equatable {
    case text
    case number
    case date
    case empty
    case anyOf([CellKind])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) {
            guard let kind = CellKind(name: name) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown cell kind \(name)")
            }
            self = kind
        } else if let names = try? container.decode([String].self) {
            let kinds = try names.map { name -> CellKind in
                guard let kind = CellKind(name: name) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown cell kind in a list: \(name)")
                }
                return kind
            }
            self = .anyOf(kinds)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a cell kind or a list of them")
        }
    }

    /// nil for a name this version does not know; formula columns were retired in version 3,
    /// and a file still naming one is a bug upstream.
    private init?(name: String) {
        switch name {
        case "text", "string": self = .text
        case "number": self = .number
        case "date": self = .date
        case "empty", "null": self = .empty
        case "formula": fatalError("formula columns were retired in version 3")
        default: return nil
        }
    }
}

/// How a column's cells are aligned; `init?(rawValue:)` of its own accepts the names in any case.
enum CellAlignment: Decodable, Equatable {
    case leading, center, trailing

    init?(rawValue: String) {
        if rawValue.lowercased() == "center" {
            self = .center
        } else {
            switch rawValue.lowercased() {
            case "leading", "left": self = .leading
            case "trailing", "right": self = .trailing
            default: return nil
            }
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let alignment = CellAlignment(rawValue: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown alignment \(text)")
        }
        self = alignment
    }
}

/// One column of a sheet: its kinds, and the alignments its cells may be given, each checked
/// by a closure using `$0`.
struct SheetColumn: Decodable {
    var title: String
    var kind: CellKind
    var alignments: [CellAlignment]

    enum CodingKeys: String, CodingKey {
        case title, kind, alignments
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        kind = try container.decode(CellKind.self, forKey: .kind)
        let names = try container.decodeIfPresent([String].self, forKey: .alignments) ?? []
        alignments = try names.map {
            guard let alignment = CellAlignment(rawValue: $0) else {
                throw DecodingError.dataCorruptedError(forKey: .alignments, in: container, debugDescription: "Unknown alignment \($0)")
            }
            return alignment
        }
    }
}

/// A sheet: its columns, at least one.
struct Sheet: Decodable {
    var name: String
    var columns: [SheetColumn]

    enum CodingKeys: String, CodingKey {
        case name, columns
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        columns = try container.decode([SheetColumn].self, forKey: .columns)
        guard !columns.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .columns, in: container, debugDescription: "A sheet has columns")
        }
    }
}
