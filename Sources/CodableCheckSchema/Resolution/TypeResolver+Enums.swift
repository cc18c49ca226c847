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

    /// Whether a struct would contain itself through `property` without indirection: through
    /// optionals and other structs (or enums), but not arrays, dictionaries, sets or classes.
    /// Swift rejects such a struct ("value type cannot have a stored property that recursively
    /// contains it").
    func containsItself(_ node: DeclarationNode, through property: StoredProperty) -> Bool {
        guard let type = property.type else { return false }
        var visited: Set<ObjectIdentifier> = []
        var pending: [(TypeReference, DeclarationNode?)] = [(type, node)]
        var steps = 0
        while let (reference, scope) = pending.popLast(), steps < 10_000 {
            steps += 1
            guard case .named(let components) = reference.unwrappingOptionals,
                  let target = nominal(components.map(\.name), from: scope)
            else { continue }
            if target === node { return true }
            guard target.kind == .struct || target.kind == .enum && !target.declaration.isIndirect,
                  visited.insert(ObjectIdentifier(target)).inserted, target.kind == .struct
            else { continue }
            for member in target.instanceProperties {
                if let memberType = member.type { pending.append((memberType, target)) }
            }
        }
        return false
    }
}
