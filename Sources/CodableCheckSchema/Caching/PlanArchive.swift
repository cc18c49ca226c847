import CodableCheckCore

/// A decoding plan as bytes and back, for the schema cache (`codable-check decode` reads a cached
/// plan instead of lexing, parsing and planning the model files on every run).
///
/// Only plans of synthesized decoding are archived: structs and classes with plain properties,
/// raw-value enums, the standard scalars, optionals, arrays, sets and dictionaries. A plan that
/// holds an interpreted `init(from:)`, a property wrapper's semantics, an enum with associated
/// values, a pair dictionary, an element-by-element standard type or a Foundation type decoded by
/// its own `init(from:)` gives nil: it is built from the model files every time. Shared and recursive object plans stay shared and recursive: each
/// `ObjectPlan` is written once and referred to by number afterwards.
///
/// Reading is total: bytes that are not an archive this version wrote (truncated, corrupt, from
/// another format) give nil, never a crash or a partial plan.
public enum PlanArchive {
    /// The archive's layout; a change to it (or to what a plan holds) must change this number.
    public static let formatVersion = 1

    /// The plan's bytes, or nil when it holds something the archive does not carry.
    public static func encode(_ plan: ValuePlan) -> [UInt8]? {
        var writer = Writer()
        guard writer.write(plan) else { return nil }
        return writer.bytes
    }

    /// The plan `encode` wrote, or nil when `bytes` are not a whole archive.
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> ValuePlan? {
        var reader = Reader(bytes: bytes)
        guard let plan = reader.readPlan(depth: 0), reader.isAtEnd else { return nil }
        return plan
    }

    /// `decode` of an array's bytes.
    public static func decode(_ bytes: [UInt8]) -> ValuePlan? {
        bytes.withUnsafeBufferPointer { decode($0) }
    }

    /// Plans nest deeper than this only in a corrupt archive (`[[[[…]]]]` of a type expression
    /// is limited far below it): reading stops instead of exhausting the stack.
    static let maximumDepth = 256

    /// The tags of what holds other plans; leaves have theirs from `LeafKind.archiveTag` (0 to
    /// 10, and 17), whose numbers these keep clear of.
    enum Tag: UInt8 {
        case optional = 11, array, set, dictionary, newObject, objectReference
    }

    private static let widths = IntegerWidth.allCases

    struct Writer {
        var bytes: [UInt8] = []
        private var objectNumbers: [ObjectIdentifier: Int] = [:]

        mutating func write(_ plan: ValuePlan) -> Bool {
            switch plan {
            case .leaf(let leaf):
                bytes.append(leaf.archiveTag)
                switch leaf {
                case .integer(let width): write(width)
                case .rawEnum(let raw): write(raw)
                default: break
                }
            case .optional(let wrapped):
                tag(.optional)
                return write(wrapped)
            case .array(let element):
                tag(.array)
                return write(element)
            case .set(let element):
                tag(.set)
                return write(element)
            case .dictionary(let key, let value):
                tag(.dictionary)
                switch key {
                case .string: bytes.append(0)
                case .int: bytes.append(1)
                case .codingKeyEnum(let raw):
                    bytes.append(2)
                    write(raw)
                }
                return write(value)
            case .object(let object):
                return write(object)
            default:
                // An interpreted `init(from:)`, a sequence, a pair dictionary, a tagged enum, a
                // Foundation type, and any shape added later: built from the models every time.
                return false
            }
            return true
        }

        private mutating func write(_ object: ObjectPlan) -> Bool {
            if let number = objectNumbers[ObjectIdentifier(object)] {
                tag(.objectReference)
                write(number)
                return true
            }
            objectNumbers[ObjectIdentifier(object)] = objectNumbers.count
            tag(.newObject)
            write(object.typeName)
            write(object.codingKeysName)
            bytes.append(object.hasUnfollowedInitializer ? 1 : 0)
            write(object.fields.count)
            for field in object.fields {
                guard field.semantics == nil else { return false }
                write(field.propertyName)
                write(field.key)
                write(optional: field.defaultValue)
                if let intValue = field.keyIntValue {
                    bytes.append(1)
                    write(signed: intValue)
                } else {
                    bytes.append(0)
                }
                guard write(field.value) else { return false }
            }
            write(object.encodedConstants.count)
            for constant in object.encodedConstants {
                write(constant.key)
                if let value = constant.value {
                    bytes.append(1)
                    guard write(value) else { return false }
                } else {
                    bytes.append(0)
                }
            }
            return true
        }

        /// Constants' values; a `Decimal` (whose text form need not read back as the same value)
        /// is not archived.
        private mutating func write(_ value: EncodedConstant.Value) -> Bool {
            switch value {
            case .bool(let bool): bytes += [0, bool ? 1 : 0]
            case .string(let text):
                bytes.append(1)
                write(text)
            case .integer(let digits):
                bytes.append(2)
                write(digits)
            case .double(let double):
                bytes.append(3)
                write(UInt64(double.bitPattern))
            case .float(let float):
                bytes.append(4)
                write(UInt64(float.bitPattern))
            case .decimal:
                return false
            case .array(let elements):
                bytes.append(5)
                write(elements.count)
                for element in elements {
                    guard write(element) else { return false }
                }
            case .object(let members):
                bytes.append(6)
                write(members.count)
                for member in members {
                    write(member.key)
                    guard write(member.value) else { return false }
                }
            }
            return true
        }

        private mutating func write(_ raw: RawEnumPlan) {
            write(raw.typeName)
            switch raw.rawType {
            case .string: bytes.append(0)
            case .integer(let width):
                bytes.append(1)
                write(width)
            }
            write(raw.rawValues.count)
            for value in raw.rawValues { write(value) }
        }

        private mutating func write(_ width: IntegerWidth) {
            bytes.append(UInt8(PlanArchive.widths.firstIndex(of: width) ?? 0))
        }

        private mutating func tag(_ tag: Tag) {
            bytes.append(tag.rawValue)
        }

        /// LEB128: seven bits a byte, low bits first.
        mutating func write(_ value: UInt64) {
            var rest = value
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func write(_ count: Int) {
            write(UInt64(count))
        }

        private mutating func write(signed value: Int) {
            write(UInt64(bitPattern: Int64(value)))
        }

        mutating func write(_ text: String) {
            write(text.utf8.count)
            bytes += text.utf8
        }

        private mutating func write(optional text: String?) {
            if let text {
                bytes.append(1)
                write(text)
            } else {
                bytes.append(0)
            }
        }
    }

    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        private var position = 0
        private var objects: [ObjectPlan] = []

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { position == bytes.count }

        mutating func readPlan(depth: Int) -> ValuePlan? {
            guard depth < PlanArchive.maximumDepth, let byte = readByte() else { return nil }
            if let tag = Tag(rawValue: byte) { return readPlan(tag, depth: depth) }
            switch LeafKind.archived(tag: byte) {
            case .complete(let leaf)?: return .leaf(leaf)
            case .integerWidthFollows?: return readWidth().map { .leaf(.integer($0)) }
            case .rawEnumFollows?: return readRawEnum().map { .leaf(.rawEnum($0)) }
            case nil: return nil
            }
        }

        private mutating func readPlan(_ tag: Tag, depth: Int) -> ValuePlan? {
            switch tag {
            case .optional: return readPlan(depth: depth + 1).map { .optional($0) }
            case .array: return readPlan(depth: depth + 1).map { .array($0) }
            case .set: return readPlan(depth: depth + 1).map { .set($0) }
            case .dictionary:
                let key: DictionaryKeyKind
                switch readByte() {
                case 0: key = .string
                case 1: key = .int
                case 2:
                    guard let raw = readRawEnum() else { return nil }
                    key = .codingKeyEnum(raw)
                default: return nil
                }
                return readPlan(depth: depth + 1).map { .dictionary(key: key, value: $0) }
            case .newObject: return readObject(depth: depth).map { .object($0) }
            case .objectReference:
                guard let number = readUInt64(), number < UInt64(objects.count) else { return nil }
                return .object(objects[Int(number)])
            }
        }

        private mutating func readObject(depth: Int) -> ObjectPlan? {
            guard let typeName = readString(), let codingKeysName = readString(), let unfollowed = readFlag(),
                let fieldCount = readCount()
            else { return nil }
            let object = ObjectPlan(typeName: typeName)
            object.codingKeysName = codingKeysName
            object.hasUnfollowedInitializer = unfollowed
            // Registered before its fields, which may refer to it (`class Node { var children: [Node] }`).
            objects.append(object)
            var fields: [FieldPlan] = []
            fields.reserveCapacity(fieldCount)
            for _ in 0..<fieldCount {
                guard let propertyName = readString(), let key = readString(), let defaultValue = readOptionalString(),
                    let hasIntValue = readFlag()
                else { return nil }
                var keyIntValue: Int?
                if hasIntValue {
                    guard let value = readUInt64() else { return nil }
                    keyIntValue = Int(Int64(bitPattern: value))
                }
                guard let value = readPlan(depth: depth + 1) else { return nil }
                fields.append(
                    FieldPlan(propertyName: propertyName, key: key, value: value, defaultValue: defaultValue, keyIntValue: keyIntValue))
            }
            guard let constantCount = readCount() else { return nil }
            var constants: [EncodedConstant] = []
            for _ in 0..<constantCount {
                guard let key = readString(), let hasValue = readFlag() else { return nil }
                var value: EncodedConstant.Value?
                if hasValue {
                    guard let read = readConstantValue(depth: depth + 1) else { return nil }
                    value = read
                }
                constants.append(EncodedConstant(key: key, value: value))
            }
            object.fields = fields
            object.encodedConstants = constants
            return object
        }

        private mutating func readConstantValue(depth: Int) -> EncodedConstant.Value? {
            guard depth < PlanArchive.maximumDepth else { return nil }
            switch readByte() {
            case 0: return readFlag().map { .bool($0) }
            case 1: return readString().map { .string($0) }
            case 2: return readString().map { .integer($0) }
            case 3: return readUInt64().map { .double(Double(bitPattern: $0)) }
            case 4:
                guard let bits = readUInt64(), let narrow = UInt32(exactly: bits) else { return nil }
                return .float(Float(bitPattern: narrow))
            case 5:
                guard let count = readCount() else { return nil }
                var elements: [EncodedConstant.Value] = []
                for _ in 0..<count {
                    guard let element = readConstantValue(depth: depth + 1) else { return nil }
                    elements.append(element)
                }
                return .array(elements)
            case 6:
                guard let count = readCount() else { return nil }
                var members: [EncodedConstant.Value.Member] = []
                for _ in 0..<count {
                    guard let key = readString(), let value = readConstantValue(depth: depth + 1) else { return nil }
                    members.append(EncodedConstant.Value.Member(key: key, value: value))
                }
                return .object(members)
            default: return nil
            }
        }

        private mutating func readRawEnum() -> RawEnumPlan? {
            guard let typeName = readString() else { return nil }
            let rawType: RawEnumPlan.RawType
            switch readByte() {
            case 0: rawType = .string
            case 1:
                guard let width = readWidth() else { return nil }
                rawType = .integer(width)
            default: return nil
            }
            guard let count = readCount() else { return nil }
            var values: [String] = []
            values.reserveCapacity(count)
            for _ in 0..<count {
                guard let value = readString() else { return nil }
                values.append(value)
            }
            return RawEnumPlan(typeName: typeName, rawType: rawType, rawValues: values)
        }

        private mutating func readWidth() -> IntegerWidth? {
            guard let byte = readByte(), Int(byte) < PlanArchive.widths.count else { return nil }
            return PlanArchive.widths[Int(byte)]
        }

        private mutating func readByte() -> UInt8? {
            guard position < bytes.count else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        private mutating func readFlag() -> Bool? {
            switch readByte() {
            case 0: false
            case 1: true
            default: nil
            }
        }

        mutating func readUInt64() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while let byte = readByte() {
                guard shift < 64 else { return nil }
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            return nil
        }

        /// A count or length: never more than the bytes left, as each element takes at least
        /// one byte; a corrupt count cannot make a reader reserve memory for it.
        mutating func readCount() -> Int? {
            guard let value = readUInt64(), value <= UInt64(bytes.count - position) else { return nil }
            return Int(value)
        }

        mutating func readString() -> String? {
            guard let count = readCount() else { return nil }
            defer { position += count }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + count]), as: UTF8.self)
        }

        private mutating func readOptionalString() -> String?? {
            switch readFlag() {
            case false?: return .some(nil)
            case true?: return readString().map { .some($0) }
            case nil: return nil
            }
        }
    }
}
