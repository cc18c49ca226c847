extension TypeResolver {
    /// Each case's raw value as JSON spells its content (`in review`, `5`), with Swift's implicit
    /// values: the case name for `String`, and for integers 0, then one more than the previous
    /// case (`case a = 5, b` makes `b` 6). Nil when a case has associated values or a raw value
    /// that is not a literal of the raw type.
    func rawValues(of node: DeclarationNode, rawType: RawType) -> [(name: String, rawValue: String)]? {
        var values: [(name: String, rawValue: String)] = []
        var next = 0
        for enumCase in node.declaration.members.enumCases {
            if enumCase.hasAssociatedValues { return nil }
            switch (rawType, enumCase.rawValue) {
            case (.string, nil):
                values.append((enumCase.name, enumCase.name))
            case (.string, .string(let value)?):
                values.append((enumCase.name, value))
            case (.integer, nil):
                values.append((enumCase.name, String(next)))
                next = next &+ 1
            case (.integer, .integer(let text)?):
                guard let value = Self.integerValue(text) else { return nil }
                values.append((enumCase.name, String(value)))
                next = value &+ 1
            default:
                return nil
            }
        }
        return values
    }

    /// `-12`, `1_000`, `0x1F`, `0o17`, `0b101` as an `Int`.
    static func integerValue(_ text: String) -> Int? {
        var digits = Substring(text.filter { $0 != "_" })
        let isNegative = digits.hasPrefix("-")
        if isNegative { digits = digits.dropFirst() }
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            radix = base
            digits = digits.dropFirst(2)
        }
        guard let magnitude = Int(digits, radix: radix) else { return nil }
        return isNegative ? -magnitude : magnitude
    }

    /// Whether a struct contains itself through `property` without indirection (through
    /// optionals and other structs, not arrays, dictionaries, sets or classes). Swift rejects such
    /// a struct ("value type cannot have a stored property that recursively contains it").
    func containsItself(_ node: DeclarationNode, through property: StoredProperty) -> Bool {
        selfContainingProperties.contains(PropertyIdentity(order: node.order, name: property.name))
    }

    /// Finds every self-containing struct property once: the graph of which struct holds which
    /// struct by value is built with one lookup per property, then searched from each property.
    func findSelfContainingProperties() -> Set<PropertyIdentity> {
        var edges: [Int: [(property: String, target: Int)]] = [:]
        for node in allNodes where node.kind == .struct {
            for property in node.instanceProperties {
                guard case .named(let components)? = property.type?.unwrappingOptionals,
                    let target = nominal(components.map(\.name), from: node), target.kind == .struct
                else { continue }
                edges[node.order, default: []].append((property.name, target.order))
            }
        }
        var found: Set<PropertyIdentity> = []
        for (start, outgoing) in edges {
            for edge in outgoing {
                var visited: Set<Int> = [edge.target]
                var pending = [edge.target]
                while let current = pending.popLast() {
                    if current == start {
                        found.insert(PropertyIdentity(order: start, name: edge.property))
                        break
                    }
                    for next in edges[current] ?? [] where visited.insert(next.target).inserted {
                        pending.append(next.target)
                    }
                }
            }
        }
        return found
    }
}

/// A stored property by its type's declaration order and its name.
struct PropertyIdentity: Hashable {
    var order: Int
    var name: String
}
