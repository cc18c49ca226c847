/// A prepared plan laid out as plain data for `PlanWalker`: nodes, fields and key bytes in unsafe
/// buffers owned by this object, referring to each other by index, so walking a document retains
/// and releases nothing.
///
/// Everything that is not plain data (type and property names, `CodingKey` strings, raw-value
/// lists) stays in the side tables, read only on slow paths: an error, a raw enum, a date.
///
/// Worked example, for `struct Book { let title: String; let tags: [Tag]? }` and
/// `struct Tag { let name: String }`:
///
///     node  kind    leaf    inner  fieldStart  fieldCount  object
///     0     object  -       -      0           2           0 (Book)
///     1     leaf    string  -      -           -           -
///     2     array   -       3      -           -           -
///     3     object  -       -      2           1           1 (Tag)
///     4     leaf    string  -      -           -           -
///
///     field  key bytes  value node  optional
///     0      title      1           no
///     1      tags       2           yes (decodeIfPresent: the node is the unwrapped `[Tag]`)
///     2      name       4           no
///
/// A type that contains itself refers back to its own object node, so recursion costs nothing.
final class WalkPlan: @unchecked Sendable {
    /// One place in the plan. 20 bytes, no references.
    struct Node {
        enum Kind: UInt8 { case leaf, optional, array, stringDictionary, intDictionary, object }

        var kind: Kind
        /// Leaves: which fast check applies (`other` goes to `LeafRules.value` with `leafKinds`).
        var leaf: FastLeaf = .other
        /// Integer leaves: the width.
        var width: IntegerWidth = .int
        /// Optionals, arrays, dictionaries: the wrapped, element or value node. `String` raw
        /// enums: the first case's index in `enumCases`.
        var inner: Int32 = -1
        /// Objects: the first field's index in `fields`. Leaves: the index in `leafKinds`.
        var first: Int32 = -1
        /// Objects: the number of fields. `String` raw enums: the number of cases.
        var count: Int32 = 0
        /// Objects: the index in `objects`.
        var object: Int32 = -1
    }

    /// The leaves the walker checks without leaving plain data (`date`, `rawEnum` and
    /// `integerRawEnum` only in their common cases, `bool` only when it is one; `data` and
    /// `other` always go to the slow path).
    enum FastLeaf: UInt8 { case string, integer, double, float, decimal, bool, date, rawEnum, integerRawEnum, data, other }

    /// One decoded property of an object node.
    struct Field {
        /// The key's UTF-8 bytes: `keyBytes[keyStart ..< keyStart + keyCount]`.
        var keyStart: Int32
        var keyCount: Int32
        /// The value's node (unwrapped when `isOptional`).
        var value: Int32
        /// `decodeIfPresent`: a missing key or null is nil.
        var isOptional: Bool
        /// A byte comparison decides equality on its own only for ASCII keys (`café` composed and
        /// decomposed are one Swift string).
        var keyIsASCII: Bool
    }

    let nodes: UnsafeMutableBufferPointer<Node>
    let fields: UnsafeMutableBufferPointer<Field>
    /// Object keys and `String` raw values, as UTF-8, back to back.
    let keyBytes: UnsafeMutableBufferPointer<UInt8>
    /// `String` raw enums' raw values: `(start, count)` into `keyBytes`.
    let enumCases: UnsafeMutableBufferPointer<(start: Int32, count: Int32)>
    /// The node of the whole document.
    let root: Int32
    /// A `UInt8` leaf: the element of `Data` under `.deferredToData`, which reads an array of bytes.
    let byteNode: Int32
    /// Per object node (by `Node.object`), whether its `PreparedObject.approximations` are not
    /// empty, so that a walk reaching it notes them; nil when no object's are. A table apart
    /// rather than a field of `Node`: a struct passed by value travels as its fields, and one more
    /// field cost `walkObject` 3.8% more instructions on citm_catalog.json (callgrind).
    let approximatedObjects: UnsafeMutableBufferPointer<Bool>?

    // Side tables, for slow paths only.
    /// Per leaf node with `leaf == .other` (and every leaf), its full kind, indexed by `Node.first`.
    let leafKinds: [LeafKind]
    /// Per object node, its prepared object (type name and fields' names), indexed by `Node.object`.
    let objects: [PreparedObject]
    /// Per field, its prepared field (`CodingKey` string, property name), indexed like `fields`.
    let fieldInfo: [PreparedField]

    /// `objects`: every object `prepared` reaches (`PreparedValue`'s table), whose fields size the
    /// builder's arrays once: grown as they were filled, they were copied at each doubling.
    init(_ prepared: PreparedValue, objects preparedObjects: Dictionary<ObjectIdentifier, PreparedObject>.Values) {
        var builder = Builder()
        builder.reserve(objectCount: preparedObjects.count, fieldCount: preparedObjects.reduce(0) { $0 + $1.fields.count })
        root = builder.add(prepared)
        byteNode = builder.add(.leaf(.integer(.uint8)))
        nodes = .allocate(capacity: max(1, builder.nodes.count))
        _ = nodes.initialize(from: builder.nodes)
        fields = .allocate(capacity: max(1, builder.fields.count))
        _ = fields.initialize(from: builder.fields)
        keyBytes = .allocate(capacity: max(1, builder.keyBytes.count))
        _ = keyBytes.initialize(from: builder.keyBytes)
        enumCases = .allocate(capacity: max(1, builder.enumCases.count))
        _ = enumCases.initialize(from: builder.enumCases)
        leafKinds = builder.leafKinds
        objects = builder.objects
        fieldInfo = builder.fieldInfo
        if objects.contains(where: { !$0.approximations.isEmpty }) {
            let table = UnsafeMutableBufferPointer<Bool>.allocate(capacity: objects.count)
            _ = table.initialize(from: objects.map { !$0.approximations.isEmpty })
            approximatedObjects = table
        } else {
            approximatedObjects = nil
        }
    }

    deinit {
        nodes.deallocate()
        fields.deallocate()
        keyBytes.deallocate()
        enumCases.deallocate()
        approximatedObjects?.deallocate()
    }

    /// Flattens a `PreparedValue` tree, one object node per `PreparedObject`.
    private struct Builder {
        var nodes: [Node] = []
        var fields: [Field] = []
        var keyBytes: [UInt8] = []
        var enumCases: [(start: Int32, count: Int32)] = []
        var leafKinds: [LeafKind] = []
        var objects: [PreparedObject] = []
        var fieldInfo: [PreparedField] = []
        var objectNodes: [ObjectIdentifier: Int32] = [:]

        /// Room for the plan's objects and fields: each field's value is a node, and about as many
        /// again wrap one (an optional, an array); keys are a few bytes each.
        mutating func reserve(objectCount: Int, fieldCount: Int) {
            nodes.reserveCapacity(2 * fieldCount + objectCount + 2)
            fields.reserveCapacity(fieldCount)
            fieldInfo.reserveCapacity(fieldCount)
            leafKinds.reserveCapacity(fieldCount + 1)
            objects.reserveCapacity(objectCount)
            objectNodes.reserveCapacity(objectCount)
            keyBytes.reserveCapacity(16 * fieldCount)
        }

        mutating func add(_ value: PreparedValue) -> Int32 {
            switch value {
            case .leaf(let leaf):
                var node = Node(kind: .leaf)
                switch leaf {
                case .string: node.leaf = .string
                case .bool: node.leaf = .bool
                case .integer(let width): node.leaf = .integer; node.width = width
                case .double: node.leaf = .double
                case .float: node.leaf = .float
                case .decimal: node.leaf = .decimal
                case .date: node.leaf = .date
                case .data: node.leaf = .data
                case .rawEnum(let plan):
                    // `String` raw values: the walker compares the string's bytes. Integer raw
                    // values: only those spelled as JSON writes a plain integer (`5`, `-12`), so a
                    // number with the same bytes is certainly that value; anything else is left
                    // to `LeafRules.value`.
                    let rawValues: [String]
                    if case .string = plan.rawType {
                        node.leaf = .rawEnum
                        rawValues = plan.rawValues
                    } else {
                        node.leaf = .integerRawEnum
                        rawValues = plan.rawValues.filter(Self.isCanonicalInteger)
                    }
                    node.inner = Int32(enumCases.count)
                    node.count = Int32(rawValues.count)
                    for rawValue in rawValues {
                        enumCases.append((Int32(keyBytes.count), Int32(rawValue.utf8.count)))
                        keyBytes.append(contentsOf: rawValue.utf8)
                    }
                default: node.leaf = .other
                }
                node.first = Int32(leafKinds.count)
                leafKinds.append(leaf)
                return append(node)
            case .optional(let wrapped):
                return addWrapper(.optional, around: wrapped)
            case .array(let element), .set(let element):
                return addWrapper(.array, around: element)
            case .dictionary(.string, let value):
                return addWrapper(.stringDictionary, around: value)
            case .dictionary(.int, let value):
                return addWrapper(.intDictionary, around: value)
            case .object(let object):
                if let existing = objectNodes[ObjectIdentifier(object)] { return existing }
                let index = append(Node(kind: .object))
                // Registered before the fields, so a type that contains itself refers to this node.
                objectNodes[ObjectIdentifier(object)] = index
                let first = fields.count
                nodes[Int(index)].first = Int32(first)
                nodes[Int(index)].count = Int32(object.fields.count)
                nodes[Int(index)].object = Int32(objects.count)
                objects.append(object)
                for field in object.fields {
                    fields.append(
                        Field(
                            keyStart: Int32(keyBytes.count), keyCount: Int32(field.keyBytes.count), value: -1,
                            isOptional: field.isOptional, keyIsASCII: field.keyIsASCII))
                    keyBytes.append(contentsOf: field.keyBytes)
                    fieldInfo.append(field)
                }
                for (offset, field) in object.fields.enumerated() {
                    fields[first + offset].value = add(field.value)
                }
                return index
            default:
                // A shape `PlanWalker` has no node for (`PreparedValue.needsRecoveringWalker`
                // says which, for every case: a dictionary keyed by an enum, a sequence, a pair
                // dictionary, a tagged enum, a Foundation type, and any case added later):
                // `SchemaValidator` decodes plans holding one with `RecoveringWalker`, so this
                // node is never walked. It is a field-less object rather than a node kind of its
                // own: one more case in `walk`'s switch cost about 4% on canada.json.
                var node = Node(kind: .object)
                node.object = Int32(objects.count)
                objects.append(PreparedObject(typeName: "(decoded by RecoveringWalker)"))
                return append(node)
            }
        }

        /// `-?(0|[1-9][0-9]*)`, and not `-0`.
        private static func isCanonicalInteger(_ text: String) -> Bool {
            let digits = text.utf8.first == UInt8(ascii: "-") ? Substring(text.dropFirst()) : Substring(text)
            guard let first = digits.utf8.first, digits.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return false }
            return digits.utf8.count == 1 ? !(first == UInt8(ascii: "0") && digits.count != text.count) : first != UInt8(ascii: "0")
        }

        private mutating func addWrapper(_ kind: Node.Kind, around inner: PreparedValue) -> Int32 {
            let index = append(Node(kind: kind))
            nodes[Int(index)].inner = add(inner)
            return index
        }

        private mutating func append(_ node: Node) -> Int32 {
            nodes.append(node)
            return Int32(nodes.count - 1)
        }
    }
}
