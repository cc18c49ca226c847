import CodableCheckCore

/// The part of a plan that a compiled run still reads, in a form the schema plan cache can
/// store: with a helper deciding, the plan only names keys for the near-miss advice
/// (`KeyHints`), which walks objects, optionals, arrays, sets and dictionaries. What the cache
/// cannot store (a hand-written `init(from:)`'s plan, a wrapper's semantics, enum payloads,
/// Foundation's shapes) is left out: a plan with a custom `init(from:)`, the usual reason to
/// compile, would otherwise never be stored, and every such run would parse the schema again.
/// A cached run can miss the advice only inside what is left out (`Range`'s elements, an
/// enum's payload).
enum KeyHintPlan {
    static func reduced(_ plan: ValuePlan) -> ValuePlan {
        var objects: [ObjectIdentifier: ObjectPlan] = [:]
        return reduced(plan, objects: &objects)
    }

    private static func reduced(_ plan: ValuePlan, objects: inout [ObjectIdentifier: ObjectPlan]) -> ValuePlan {
        switch plan {
        case .optional(let wrapped): return .optional(reduced(wrapped, objects: &objects))
        case .array(let element): return .array(reduced(element, objects: &objects))
        case .set(let element): return .set(reduced(element, objects: &objects))
        case .dictionary(let key, let value): return .dictionary(key: key, value: reduced(value, objects: &objects))
        case .object(let object): return .object(reduced(object, objects: &objects))
        case .leaf: return plan
        // An interpreted `init(from:)`, a sequence, a pair dictionary, a tagged enum, a Foundation
        // type, and any shape added later: left out (`PlanArchive` would refuse them).
        default: return .bool
        }
    }

    /// Each object once, so a recursive type stays one object (`ObjectPlan`).
    private static func reduced(_ object: ObjectPlan, objects: inout [ObjectIdentifier: ObjectPlan]) -> ObjectPlan {
        if let done = objects[ObjectIdentifier(object)] { return done }
        let copy = ObjectPlan(typeName: object.typeName)
        copy.codingKeysName = object.codingKeysName
        copy.hasUnfollowedInitializer = object.hasUnfollowedInitializer
        objects[ObjectIdentifier(object)] = copy
        copy.fields = object.fields.map { field in
            var field = field
            field.semantics = nil
            field.value = reduced(field.value, objects: &objects)
            return field
        }
        return copy
    }
}
