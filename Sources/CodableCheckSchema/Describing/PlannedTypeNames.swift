import CodableCheckCore

/// The declared types a plan decodes, by name (`Book`, `User.Address`; `Page<Book>` as `Page`),
/// in the order the plan meets them, each once: the types whose fidelity a decode through the
/// plan depends on. Recursive plans are walked once (each plan object is visited once).
///
/// `unnamed` picks plans whose type is not named, only the types they hold: an instantiation of
/// a generic type that is exact (`types` then does not take in the warnings of its others).
public enum PlannedTypeNames {
    public static func of(_ plan: ValuePlan, unnamed: (ValuePlan) -> Bool = { _ in false }) -> [String] {
        var names: [String] = []
        var seen = Set<ObjectIdentifier>()
        collect(plan, into: &names, seen: &seen, unnamed: unnamed)
        return names
    }

    private static func collect(
        _ plan: ValuePlan, into names: inout [String], seen: inout Set<ObjectIdentifier>, unnamed: (ValuePlan) -> Bool
    ) {
        func add(_ typeName: String) {
            let name = String(typeName.prefix { $0 != "<" })
            if !names.contains(name) { names.append(name) }
        }
        if let declared = plan.declaredType {
            if let identity = declared.identity, !seen.insert(identity).inserted { return }
            if !unnamed(plan) { add(declared.name) }
        }
        for child in plan.children { collect(child, into: &names, seen: &seen, unnamed: unnamed) }
    }
}
