import CodableCheckCore

/// The declared types a plan decodes, by name (`Book`, `User.Address`; `Page<Book>` as `Page`),
/// in the order the plan meets them, each once: the types whose fidelity a decode through the
/// plan depends on. Recursive plans are walked once (each plan object is visited once).
public enum PlannedTypeNames {
    public static func of(_ plan: ValuePlan) -> [String] {
        var names: [String] = []
        var seen = Set<ObjectIdentifier>()
        collect(plan, into: &names, seen: &seen)
        return names
    }

    private static func collect(_ plan: ValuePlan, into names: inout [String], seen: inout Set<ObjectIdentifier>) {
        func add(_ typeName: String) {
            let name = String(typeName.prefix { $0 != "<" })
            if !names.contains(name) { names.append(name) }
        }
        if let declared = plan.declaredType {
            if let identity = declared.identity, !seen.insert(identity).inserted { return }
            add(declared.name)
        }
        for child in plan.children { collect(child, into: &names, seen: &seen) }
    }
}
