import CodableCheckCore
import CodableCheckSchema

/// The declared types a plan decodes and how faithfully each is decoded: behind the note
/// `decode` adds to its text summary when some of them are approximated.
enum UsedTypeFidelity {
    /// The approximated types among those `plan` uses, in the order the plan meets them, with
    /// their listing from `types`.
    static func approximated(in plan: ValuePlan, types: [DecodableTypeSummary]) -> [DecodableTypeSummary] {
        var names: [String] = []
        var seen = Set<ObjectIdentifier>()
        collect(plan, into: &names, seen: &seen)
        let byName = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return names.compactMap { name in
            guard let summary = byName[name], case .approximated = summary.fidelity else { return nil }
            return summary
        }
    }

    /// `codable-check: note: decoded by approximation: 'Parcel' (init(from:) not followed, ...);
    /// the app's own code may decide otherwise: --compile decodes with it`.
    static func note(for approximated: [DecodableTypeSummary]) -> String? {
        guard !approximated.isEmpty else { return nil }
        let listed = approximated.map { summary -> String in
            guard case .approximated(let reasons) = summary.fidelity else { return "'\(summary.name)'" }
            return "'\(summary.name)' (\(reasons.map(\.text).joined(separator: "; ")))"
        }
        return
            "\(Version.toolName): note: decoded by approximation: \(listed.joined(separator: ", ")); the app's own code may decide otherwise: --compile decodes with it"
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
        case .rawEnum(let rawEnum):
            add(rawEnum.typeName)
        case .bool, .string, .integer, .double, .float, .decimal, .date, .data, .url, .uuid, .firestoreTimestamp:
            return
        }
    }
}
