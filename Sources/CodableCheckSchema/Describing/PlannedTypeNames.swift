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
        switch plan {
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped):
            collect(wrapped, into: &names, seen: &seen)
        case .dictionary(_, let value):
            collect(value, into: &names, seen: &seen)
        case .object(let object):
            guard seen.insert(ObjectIdentifier(object)).inserted else { return }
            add(object.typeName)
            for field in object.fields { collect(field.value, into: &names, seen: &seen) }
        case .custom(let custom):
            guard seen.insert(ObjectIdentifier(custom)).inserted else { return }
            add(custom.typeName)
            for type in custom.types { collect(type, into: &names, seen: &seen) }
        case .leaf(.rawEnum(let rawEnum)):
            add(rawEnum.typeName)
        case .taggedEnum(let taggedEnum):
            guard seen.insert(ObjectIdentifier(taggedEnum)).inserted else { return }
            add(taggedEnum.typeName)
            for enumCase in taggedEnum.cases {
                for field in enumCase.payload.fields { collect(field.value, into: &names, seen: &seen) }
            }
        case .sequence(let sequence):
            for element in sequence.elements { collect(element.value, into: &names, seen: &seen) }
        case .pairDictionary(let key, let value):
            collect(key, into: &names, seen: &seen)
            collect(value, into: &names, seen: &seen)
        case .leaf, .foundation:
            return
        }
    }
}
