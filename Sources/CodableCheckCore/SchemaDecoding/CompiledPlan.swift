import Foundation

/// A `ValuePlan` compiled once: object keys as bytes, recursion resolved to shared nodes. The
/// printer walks this tree; `WalkPlan` flattens it into plain data for validation.
indirect enum CompiledValue {
    case leaf(LeafKind)
    /// `T?`: `decodeIfPresent` in an object field, `Optional.init(from:)` elsewhere.
    case optional(CompiledValue)
    /// `[T]`.
    case array(CompiledValue)
    /// `Set<T>`: checked as an array; only printing differs (duplicates collapse).
    case set(CompiledValue)
    case dictionary(key: DictionaryKeyKind, value: CompiledValue)
    case object(CompiledObject)
    /// `Range`, `CGPoint`, `SIMD2<Float>`…: see `SequencePlan`.
    case sequence(CompiledSequence)
    /// `[k, v, k, v]`: see `ValuePlan.pairDictionary`.
    case pairDictionary(key: CompiledValue, value: CompiledValue)
    /// `{"case": {payload}}`: see `TaggedEnumPlan`. The object carries `taggedCases`.
    case taggedEnum(CompiledObject)
    /// Decoded by the type's own `init(from:)`: see `FoundationValue`.
    case foundation(FoundationValue)

    init(_ plan: ValuePlan, objects: inout [ObjectIdentifier: CompiledObject]) {
        switch plan {
        case .bool: self = .leaf(.bool)
        case .string: self = .leaf(.string)
        case .integer(let width): self = .leaf(.integer(width))
        case .double: self = .leaf(.double)
        case .float: self = .leaf(.float)
        case .decimal: self = .leaf(.decimal)
        case .date: self = .leaf(.date)
        case .data: self = .leaf(.data)
        case .url: self = .leaf(.url)
        case .uuid: self = .leaf(.uuid)
        case .firestoreTimestamp: self = .leaf(.firestoreTimestamp)
        case .rawEnum(let plan): self = .leaf(.rawEnum(plan))
        case .optional(let wrapped): self = .optional(CompiledValue(wrapped, objects: &objects))
        case .array(let element): self = .array(CompiledValue(element, objects: &objects))
        case .set(let element): self = .set(CompiledValue(element, objects: &objects))
        case .dictionary(let key, let value): self = .dictionary(key: key, value: CompiledValue(value, objects: &objects))
        case .object(let plan):
            self = .object(Self.compiledObject(for: plan, objects: &objects))
        case .sequence(let plan):
            self = .sequence(
                CompiledSequence(
                    typeName: plan.typeName, check: plan.check,
                    elements: plan.elements.map { (CompiledValue($0.value, objects: &objects), $0.typeName) }))
        case .pairDictionary(let key, let value):
            self = .pairDictionary(key: CompiledValue(key, objects: &objects), value: CompiledValue(value, objects: &objects))
        case .taggedEnum(let plan):
            // Compiled as an object node that carries the cases, so a recursive enum refers back
            // to its own node, as recursive structs do.
            self = .taggedEnum(
                Self.compiledObject(for: plan, typeName: plan.typeName, objects: &objects) { compiled, objects in
                    compiled.taggedCases = plan.cases.map { ($0.key, Self.compiledObject(for: $0.payload, objects: &objects)) }
                })
        case .foundation(let type): self = .foundation(type)
        case .custom(let plan):
            // An object node with no fields that carries the program: `PlanWalker` never sees it
            // (`SchemaValidator` sends such plans to `RecoveringWalker`), so its hot path is unchanged.
            self = .object(
                Self.compiledObject(for: plan, typeName: plan.typeName, objects: &objects) { compiled, objects in
                    compiled.custom = CompiledCustomDecoding(plan, types: plan.types.map { CompiledValue($0, objects: &objects) })
                    compiled.approximations = plan.approximations
                })
        }
    }

    /// A struct's, a class's or an enum case payload's `CompiledObject`: its key type's name,
    /// its fields and the `let` constants `--print` adds.
    private static func compiledObject(for plan: ObjectPlan, objects: inout [ObjectIdentifier: CompiledObject]) -> CompiledObject {
        compiledObject(for: plan, typeName: plan.typeName, objects: &objects) { compiled, objects in
            compiled.codingKeysName = plan.codingKeysName
            compiled.approximations = plan.approximations
            compiled.setFields(plan.fields.map { CompiledField($0, objects: &objects) })
            compiled.encodedConstants = plan.encodedConstants.compactMap { constant in
                constant.value.map { (constant.key, $0.encoded) }
            }
        }
    }

    /// The one `CompiledObject` of an object plan. It is registered before `fill` compiles what
    /// it holds, so a type that contains itself (through an array or an optional) refers to this
    /// same node.
    private static func compiledObject(
        for plan: AnyObject, typeName: String, objects: inout [ObjectIdentifier: CompiledObject],
        fill: (CompiledObject, inout [ObjectIdentifier: CompiledObject]) -> Void
    ) -> CompiledObject {
        if let compiled = objects[ObjectIdentifier(plan)] { return compiled }
        let compiled = CompiledObject(typeName: typeName)
        objects[ObjectIdentifier(plan)] = compiled
        fill(compiled, &objects)
        return compiled
    }
}

/// A value with no inner structure, decoded by the shared conversion rules.
enum LeafKind {
    case bool, string, integer(IntegerWidth), double, float, decimal, date, data, url, uuid
    case rawEnum(RawEnumPlan)
    case firestoreTimestamp
}

/// A struct or class: its fields in decode order, with their keys ready for byte comparison.
final class CompiledObject {
    let typeName: String
    /// The `CodingKey` type's name, as `keyNotFound` quotes it (`ObjectPlan.codingKeysName`).
    fileprivate(set) var codingKeysName = "CodingKeys"
    private(set) var fields: [CompiledField] = []
    /// What `--print` adds to the decoded fields: the evaluated `let` constants, as key and JSON.
    fileprivate(set) var encodedConstants: [(key: String, value: String)] = []
    /// A hand-written `init(from:)` read as a program; nil for synthesized decoding.
    fileprivate(set) var custom: CompiledCustomDecoding?
    /// An enum with associated values (`CompiledValue.taggedEnum`): each case's key and payload.
    fileprivate(set) var taggedCases: [(key: String, payload: CompiledObject)] = []
    /// The object's or its body's `approximations`: what a walk that reaches it notes.
    fileprivate(set) var approximations: [ApproximationSite] = []

    init(typeName: String) {
        self.typeName = typeName
    }

    func setFields(_ fields: [CompiledField]) {
        self.fields = fields
    }
}

struct CompiledField {
    let propertyName: String
    /// The `CodingKey`'s string value, as coding paths and `keyNotFound` show it.
    let key: String
    /// `key` as UTF-8, compared with a document's raw key bytes.
    let keyBytes: [UInt8]
    /// Whether the key is plain ASCII: a byte comparison then decides equality on its own. A
    /// non-ASCII key may equal a differently-spelled document key (`café` composed or decomposed).
    let keyIsASCII: Bool
    /// `decodeIfPresent`: a missing key or null is nil.
    let isOptional: Bool
    /// What the value must be (unwrapped when `isOptional`).
    let value: CompiledValue
    let defaultValue: String?
    /// A property wrapper's semantics; nil for a plain property.
    let semantics: FieldSemantics?
    /// The `CodingKey`'s `intValue`, when Foundation's key has one (`FieldPlan.keyIntValue`).
    let keyIntValue: Int?

    init(_ plan: FieldPlan, objects: inout [ObjectIdentifier: CompiledObject]) {
        propertyName = plan.propertyName
        keyIntValue = plan.keyIntValue
        key = plan.key
        keyBytes = Array(plan.key.utf8)
        keyIsASCII = keyBytes.allSatisfy { $0 < 0x80 }
        defaultValue = plan.defaultValue
        semantics = plan.semantics
        if case .optional(let wrapped) = plan.value {
            isOptional = true
            value = CompiledValue(wrapped, objects: &objects)
        } else {
            isOptional = false
            value = CompiledValue(plan.value, objects: &objects)
        }
    }
}

/// A `SequencePlan` compiled: its elements, each with the type name it is asked as.
struct CompiledSequence {
    let typeName: String
    let check: SequencePlan.Check
    let elements: [(value: CompiledValue, typeName: String)]
}

extension CompiledValue {
    /// Whether this value, not looking inside objects (the caller visits each object once), has a
    /// shape only `RecoveringWalker` decodes: a sequence, a pair dictionary, a tagged enum, a
    /// dictionary keyed by an enum, or a Foundation type decoded by its own code. `PlanWalker`'s plain-data nodes have no such kinds, so a plan
    /// with one goes to `RecoveringWalker` and the hot path stays as it was.
    var needsRecoveringWalker: Bool {
        switch self {
        case .leaf, .object: false
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): wrapped.needsRecoveringWalker
        case .dictionary(.codingKeyEnum, _): true
        case .dictionary(_, let value): value.needsRecoveringWalker
        case .sequence, .pairDictionary, .taggedEnum, .foundation: true
        }
    }
}
