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
        guard let target = structsHeldByValue(in: node).first(where: { $0.property == property.name })?.target else {
            return false
        }
        var visited: Set<Int> = [target.order]
        var pending = [target]
        while let current = pending.popLast() {
            if current === node { return true }
            for next in structsHeldByValue(in: current) where visited.insert(next.target.order).inserted {
                pending.append(next.target)
            }
        }
        return false
    }

    /// The structs `node`'s instance properties hold by value (through optionals), by property:
    /// each property's type is looked up once, however many searches pass through the struct.
    private func structsHeldByValue(in node: DeclarationNode) -> [HeldStruct] {
        guard node.kind == .struct else { return [] }
        structsHeldByValueLock.lock()
        let known = structsHeldByValue[node.order]
        structsHeldByValueLock.unlock()
        if let known { return known }
        let found = node.instanceProperties.compactMap { property -> HeldStruct? in
            guard case .named(let components)? = property.type?.unwrappingOptionals,
                let target = nominal(components.map(\.name), from: node), target.kind == .struct
            else { return nil }
            return HeldStruct(property: property.name, target: target)
        }
        structsHeldByValueLock.lock()
        structsHeldByValue[node.order] = found
        structsHeldByValueLock.unlock()
        return found
    }
}
