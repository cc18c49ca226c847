import Foundation

/// The app's types a compiled helper can decode, by name, and the type expressions made of them
/// (`[Parcel]`, `[String: Shelf.Book]`, `Reading?`), found when a run asks: one helper serves
/// every `--type` of a schema.
///
/// The helper's generated `main` lists the types (`"Shelf.Book": Shelf.Book.self`) and any
/// expression a run asked for that cannot be built here (a generic type of the app's,
/// `Page<Book>`), which is then looked up as written. Arrays, dictionaries keyed by any
/// `Hashable` type and optionals are made from their parts, as the compiler makes them.
public struct CompiledTypeTable {
    private let types: [String: any Decodable.Type]

    public init(_ types: [String: any Decodable.Type]) {
        self.types = types
    }

    /// The type `expression` names; nil when it names a type the table does not hold.
    public func type(for expression: String) -> (any Decodable.Type)? {
        let spelled = expression.filter { $0 != " " }
        if let listed = types[spelled] ?? types[expression] { return listed }
        var parser = Parser(text: Array(spelled), table: self)
        guard let type = parser.parseType(), parser.isAtEnd else { return nil }
        return type
    }

    private func named(_ name: String) -> (any Decodable.Type)? {
        types[name] ?? StandardDecodableTypes.named(name)
    }

    /// `type := name | '[' type ']' | '[' type ':' type ']' | type '?'`.
    private struct Parser {
        let text: [Character]
        let table: CompiledTypeTable
        var position = 0

        var isAtEnd: Bool { position == text.count }

        mutating func parseType() -> (any Decodable.Type)? {
            var type: any Decodable.Type
            if position < text.count, text[position] == "[" {
                position += 1
                guard let first = parseType() else { return nil }
                if position < text.count, text[position] == ":" {
                    position += 1
                    guard let value = parseType(), expect("]") else { return nil }
                    guard let key = first as? any (Decodable & Hashable).Type else { return nil }
                    type = Self.dictionary(key, value)
                } else {
                    guard expect("]") else { return nil }
                    type = Self.array(first)
                }
            } else {
                let start = position
                while position < text.count, text[position].isLetter || text[position].isNumber || "_.".contains(text[position]) {
                    position += 1
                }
                guard position > start, let named = table.named(String(text[start..<position])) else { return nil }
                type = named
            }
            while position < text.count, text[position] == "?" {
                position += 1
                type = Self.optional(type)
            }
            return type
        }

        private mutating func expect(_ character: Character) -> Bool {
            guard position < text.count, text[position] == character else { return false }
            position += 1
            return true
        }

        private static func array(_ element: any Decodable.Type) -> any Decodable.Type {
            func make<Element: Decodable>(_: Element.Type) -> any Decodable.Type { [Element].self }
            return make(element)
        }

        private static func dictionary(_ key: any (Decodable & Hashable).Type, _ value: any Decodable.Type) -> any Decodable.Type {
            func make<Key: Decodable & Hashable, Value: Decodable>(_: Key.Type, _: Value.Type) -> any Decodable.Type { [Key: Value].self }
            return make(key, value)
        }

        private static func optional(_ wrapped: any Decodable.Type) -> any Decodable.Type {
            func make<Wrapped: Decodable>(_: Wrapped.Type) -> any Decodable.Type { Wrapped?.self }
            return make(wrapped)
        }
    }
}
