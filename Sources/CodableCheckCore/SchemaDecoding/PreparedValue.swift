import Foundation

/// A `ValuePlan` prepared once: object keys as bytes, recursion resolved to shared nodes. The
/// printer walks this tree; `WalkPlan` flattens it into plain data for validation.
indirect enum PreparedValue {
    case leaf(LeafKind)
    /// `T?`: `decodeIfPresent` in an object field, `Optional.init(from:)` elsewhere.
    case optional(PreparedValue)
    /// `[T]`.
    case array(PreparedValue)
    /// `Set<T>`: checked as an array; only printing differs (duplicates collapse).
    case set(PreparedValue)
    case dictionary(key: DictionaryKeyKind, value: PreparedValue)
    case object(PreparedObject)
    /// A composite with a type of its own that prepares and decodes it (`PreparedComposite`): a
    /// sequence, a pair dictionary, a tagged enum, a Foundation type, and any composite added later.
    case composite(any PreparedComposite)

    init(_ plan: ValuePlan, objects: inout [ObjectIdentifier: PreparedObject]) {
        switch plan {
        case .leaf(let leaf): self = .leaf(leaf)
        case .optional(let wrapped): self = .optional(PreparedValue(wrapped, objects: &objects))
        case .array(let element): self = .array(PreparedValue(element, objects: &objects))
        case .set(let element): self = .set(PreparedValue(element, objects: &objects))
        case .dictionary(let key, let value): self = .dictionary(key: key, value: PreparedValue(value, objects: &objects))
        case .object(let plan):
            self = .object(Self.preparedObject(for: plan, objects: &objects))
        case .taggedEnum(let plan):
            // Prepared as an object node that carries the cases, so a recursive enum refers back
            // to its own node, as recursive structs do.
            self = .composite(
                PreparedTaggedEnum(
                    object: Self.preparedObject(for: plan, typeName: plan.typeName, objects: &objects) { prepared, objects in
                        prepared.taggedCases = plan.cases.map { ($0.key, Self.preparedObject(for: $0.payload, objects: &objects)) }
                    }))
        case .custom(let plan):
            // An object node with no fields that carries the program: `PlanWalker` never sees it
            // (`SchemaValidator` sends such plans to `RecoveringWalker`), so its hot path is unchanged.
            self = .object(
                Self.preparedObject(for: plan, typeName: plan.typeName, objects: &objects) { prepared, objects in
                    prepared.custom = PreparedCustomDecoding(plan, types: plan.types.map { PreparedValue($0, objects: &objects) })
                    prepared.approximations = plan.approximations
                })
        default:
            // Every other composite is prepared by its own type.
            guard let composite = plan.preparedComposite(preparing: { PreparedValue($0, objects: &objects) }) else {
                preconditionFailure("ValuePlan.preparedComposite has no prepared form for \(plan)")
            }
            self = .composite(composite)
        }
    }

    /// A struct's, a class's or an enum case payload's `PreparedObject`: its key type's name,
    /// its fields and the `let` constants `--print` adds.
    private static func preparedObject(for plan: ObjectPlan, objects: inout [ObjectIdentifier: PreparedObject]) -> PreparedObject {
        preparedObject(for: plan, typeName: plan.typeName, objects: &objects) { prepared, objects in
            prepared.codingKeysName = plan.codingKeysName
            prepared.approximations = plan.approximations
            prepared.setFields(plan.fields.map { PreparedField($0, objects: &objects) })
            prepared.encodedConstants = plan.encodedConstants.compactMap { constant in
                constant.value.map { (constant.key, $0.encoded) }
            }
        }
    }

    /// The one `PreparedObject` of an object plan. It is registered before `fill` prepares what
    /// it holds, so a type that contains itself (through an array or an optional) refers to this
    /// same node.
    private static func preparedObject(
        for plan: AnyObject, typeName: String, objects: inout [ObjectIdentifier: PreparedObject],
        fill: (PreparedObject, inout [ObjectIdentifier: PreparedObject]) -> Void
    ) -> PreparedObject {
        if let prepared = objects[ObjectIdentifier(plan)] { return prepared }
        let prepared = PreparedObject(typeName: typeName)
        objects[ObjectIdentifier(plan)] = prepared
        fill(prepared, &objects)
        return prepared
    }
}

extension PreparedValue {
    /// Whether this value, not looking inside objects (the caller visits each object once), has a
    /// shape only `RecoveringWalker` decodes: a composite of its own type (`PreparedComposite`) or
    /// a dictionary keyed by an enum. `PlanWalker`'s plain-data nodes have no such kinds, so a plan
    /// with one goes to `RecoveringWalker` and the hot path stays as it was.
    var needsRecoveringWalker: Bool {
        switch self {
        case .leaf, .object: false
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): wrapped.needsRecoveringWalker
        case .dictionary(.codingKeyEnum, _): true
        case .dictionary(_, let value): value.needsRecoveringWalker
        case .composite: true
        }
    }
}
