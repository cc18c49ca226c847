/// One field of a `PreparedObject`: its key ready for byte comparison and the value it must hold.
struct PreparedField {
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
    let value: PreparedValue
    let defaultValue: String?
    /// A property wrapper's semantics; nil for a plain property.
    let semantics: FieldSemantics?
    /// The `CodingKey`'s `intValue`, when Foundation's key has one (`FieldPlan.keyIntValue`).
    let keyIntValue: Int?
    /// What lossy mode holds when the (non-optional) value is missing or null, from the plan
    /// (`ValuePlan.emptyCollection`), the rule the lossy JSON Schema export asks too.
    let emptyCollection: (encoded: String, holding: String)?

    init(_ plan: FieldPlan, objects: inout [ObjectIdentifier: PreparedObject]) {
        propertyName = plan.propertyName
        keyIntValue = plan.keyIntValue
        key = plan.key
        keyBytes = Array(plan.key.utf8)
        keyIsASCII = keyBytes.allSatisfy { $0 < 0x80 }
        defaultValue = plan.defaultValue
        semantics = plan.semantics
        if case .optional(let wrapped) = plan.value {
            isOptional = true
            value = PreparedValue(wrapped, objects: &objects)
            emptyCollection = wrapped.emptyCollection
        } else {
            isOptional = false
            value = PreparedValue(plan.value, objects: &objects)
            emptyCollection = plan.value.emptyCollection
        }
    }
}
