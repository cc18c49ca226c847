import Foundation

// Issue 22: the ordered dictionaries OpenAPI libraries keep (our own sketch). Its `init(from:)`
// asks which key type it is decoded for (`Key.self == String.self`, decided for each use of the
// generic type), hands a string-keyed object to a static helper that returns `Any`, and casts the
// result back to `Self`. The helper makes an empty map of strings and fills it through the map's
// own subscript, member by member.

/// A `CodingKey` that takes any member name.
struct MenuMemberKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}

/// A dictionary that keeps its keys in the order they were first set.
struct KeyOrderedMap<Key: Hashable, Value> {
    private var keyOrder: [Key] = []
    private var storage: [Key: Value] = [:]

    init() {}

    subscript(key: Key) -> Value? {
        get { storage[key] }
        set {
            if let newValue {
                if storage.updateValue(newValue, forKey: key) == nil {
                    keyOrder.append(key)
                }
            } else {
                storage.removeValue(forKey: key)
                keyOrder.removeAll { $0 == key }
            }
        }
    }

    /// A labelled accessor for a default: not what `map[key] = value` calls.
    subscript(key: Key, or fallback: Value) -> Value {
        storage[key] ?? fallback
    }

    var keys: [Key] { keyOrder }
}

extension KeyOrderedMap: Decodable where Key: Decodable, Value: Decodable {
    init(from decoder: Decoder) throws {
        if Key.self == String.self {
            self = try Self.decodeNamedMembers(from: decoder) as! Self
            return
        }
        if Key.self == Int.self {
            // Numbered entries are written as an object too; the app reuses the string-keyed
            // reader, and the cast back stops it: a map of strings is no map of numbers.
            self = try Self.decodeNamedMembers(from: decoder) as! Self
            return
        }
        var container = try decoder.unkeyedContainer()
        var map = Self()
        while !container.isAtEnd {
            let key = try container.decode(Key.self)
            map[key] = try container.decode(Value.self)
        }
        self = map
    }

    /// Every member of the object, in the order `allKeys` lists them.
    static func decodeNamedMembers(from decoder: Decoder) throws -> Any {
        let container = try decoder.container(keyedBy: MenuMemberKey.self)
        var map = KeyOrderedMap<String, Value>()
        for key in container.allKeys {
            map[key.stringValue] = try container.decode(Value.self, forKey: key)
        }
        return map
    }
}

/// A dish on the menu.
struct MenuDish: Decodable {
    var name: String
    var price: Double
    var vegetarian: Bool?
}

/// A diner's menu: dishes by section, prices of extras, and the tables numbered for booking.
struct DinerMenu: Decodable {
    var title: String
    var sections: KeyOrderedMap<String, [MenuDish]>
    var extras: KeyOrderedMap<String, Double>?
    var tables: KeyOrderedMap<Int, String>?

    enum CodingKeys: String, CodingKey {
        case title, sections, extras, tables
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        sections = try container.decode(KeyOrderedMap<String, [MenuDish]>.self, forKey: .sections)
        extras = try container.decodeIfPresent(KeyOrderedMap<String, Double>.self, forKey: .extras)
        tables = try container.decodeIfPresent(KeyOrderedMap<Int, String>.self, forKey: .tables)
    }
}
