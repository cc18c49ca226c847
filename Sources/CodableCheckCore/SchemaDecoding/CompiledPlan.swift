import Foundation

/// A `ValuePlan` compiled once for walking: object keys as bytes ready to compare with the raw key
/// bytes in the document, recursion resolved to shared nodes.
indirect enum CompiledValue {
    case leaf(LeafKind)
    /// `T?`: `decodeIfPresent` in an object field, `Optional.init(from:)` elsewhere.
    case optional(CompiledValue)
    /// `[T]`, and `Set<T>`, which decodes the same way.
    case array(CompiledValue)
    case dictionary(key: DictionaryKeyKind, value: CompiledValue)
    case object(CompiledObject)

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
        case .rawEnum(let plan): self = .leaf(.rawEnum(plan))
        case .optional(let wrapped): self = .optional(CompiledValue(wrapped, objects: &objects))
        case .array(let element), .set(let element): self = .array(CompiledValue(element, objects: &objects))
        case .dictionary(let key, let value): self = .dictionary(key: key, value: CompiledValue(value, objects: &objects))
        case .object(let plan):
            if let compiled = objects[ObjectIdentifier(plan)] {
                self = .object(compiled)
                return
            }
            let compiled = CompiledObject(typeName: plan.typeName)
            // Register before compiling the fields, so a type that contains itself (through an
            // array or an optional) refers to this same node.
            objects[ObjectIdentifier(plan)] = compiled
            compiled.setFields(plan.fields.map { CompiledField($0, objects: &objects) })
            self = .object(compiled)
        }
    }
}

/// A value with no inner structure, decoded by the shared conversion rules.
enum LeafKind {
    case bool, string, integer(IntegerWidth), double, float, decimal, date, data, url, uuid
    case rawEnum(RawEnumPlan)
}

/// A struct or class: its fields in decode order, with their keys ready for byte comparison.
final class CompiledObject {
    let typeName: String
    private(set) var fields: [CompiledField] = []
    /// Every field's key as UTF-8, back to back, owned by this object: matching a document key
    /// is a length check and a `memcmp`, with no reference counting in the loop.
    private(set) var keyTable = KeyTable(keys: [])

    init(typeName: String) {
        self.typeName = typeName
    }

    func setFields(_ fields: [CompiledField]) {
        self.fields = fields
        keyTable = KeyTable(keys: fields.map(\.keyBytes))
    }
}

/// Keys as one block of bytes with an offset per key. Immutable once built.
final class KeyTable {
    let count: Int
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// `count + 1` offsets into `bytes`: key `i` is `starts[i] ..< starts[i + 1]`.
    private let starts: UnsafeMutableBufferPointer<Int>

    init(keys: [[UInt8]]) {
        count = keys.count
        bytes = .allocate(capacity: max(1, keys.reduce(0) { $0 + $1.count }))
        starts = .allocate(capacity: keys.count + 1)
        var offset = 0
        for (index, key) in keys.enumerated() {
            starts[index] = offset
            for byte in key {
                bytes[offset] = byte
                offset += 1
            }
        }
        starts[keys.count] = offset
    }

    deinit {
        bytes.deallocate()
        starts.deallocate()
    }

    /// The index of the key equal to `raw`, trying `start` first and then the ones after it,
    /// wrapping around: documents usually list keys in the model's order.
    @inline(__always)
    func index(of raw: UnsafeBufferPointer<UInt8>, startingAt start: Int) -> Int? {
        var candidate = start
        for _ in 0..<count {
            let keyStart = starts[candidate]
            if starts[candidate + 1] - keyStart == raw.count,
                raw.count == 0 || memcmp(bytes.baseAddress! + keyStart, raw.baseAddress!, raw.count) == 0
            {
                return candidate
            }
            candidate = candidate + 1 == count ? 0 : candidate + 1
        }
        return nil
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

    init(_ plan: FieldPlan, objects: inout [ObjectIdentifier: CompiledObject]) {
        propertyName = plan.propertyName
        key = plan.key
        keyBytes = Array(plan.key.utf8)
        keyIsASCII = keyBytes.allSatisfy { $0 < 0x80 }
        defaultValue = plan.defaultValue
        if case .optional(let wrapped) = plan.value {
            isOptional = true
            value = CompiledValue(wrapped, objects: &objects)
        } else {
            isOptional = false
            value = CompiledValue(plan.value, objects: &objects)
        }
    }
}
