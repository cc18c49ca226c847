import Foundation

/// Decoding one value at a tape index: the shared conversion rules, plus the error's path.
///
/// Every function takes the value's index and entry, and its path as a parent node plus an
/// optional last key, so a container builds no node (and no key existential) unless the value
/// fails or is itself a container to descend into.
extension TapeDecoder {
    @inline(__always)
    func decodeBool<K: CodingKey>(at valueIndex: Int, entry: JSONTape.Entry, parent: CodingPathNode, key: K) throws -> Bool {
        let value: Bool
        do throws(ValueFailure) { value = try ValueConversion.bool(kind: entry.kind) } catch {
            throw session.error(error, valueIndex: valueIndex, parent: parent, key: key)
        }
        noteRead(at: valueIndex, parent: parent, key: key)
        return value
    }

    @inline(__always)
    func decodeString<K: CodingKey>(at valueIndex: Int, entry: JSONTape.Entry, parent: CodingPathNode, key: K) throws -> String {
        try converting(at: valueIndex, parent: parent, key: key) { () throws(ValueFailure) in
            try JSONStringDecoding.string(entry: entry, bytes: session.bytes)
        }
    }

    @inline(__always)
    func decodeInteger<T: FixedWidthInteger, K: CodingKey>(
        _ type: T.Type, at valueIndex: Int, entry: JSONTape.Entry, parent: CodingPathNode, key: K
    ) throws -> T {
        try converting(at: valueIndex, parent: parent, key: key) { () throws(ValueFailure) in
            try JSONNumberConversion.integer(T.self, entry: entry, bytes: session.bytes)
        }
    }

    @inline(__always)
    func decodeDouble<K: CodingKey>(at valueIndex: Int, entry: JSONTape.Entry, parent: CodingPathNode, key: K) throws -> Double {
        try converting(at: valueIndex, parent: parent, key: key) { () throws(ValueFailure) in
            try JSONNumberConversion.double(entry: entry, bytes: session.bytes, nonConforming: session.options.nonConformingFloats)
        }
    }

    @inline(__always)
    func decodeFloat<K: CodingKey>(at valueIndex: Int, entry: JSONTape.Entry, parent: CodingPathNode, key: K) throws -> Float {
        try converting(at: valueIndex, parent: parent, key: key) { () throws(ValueFailure) in
            try JSONNumberConversion.float(entry: entry, bytes: session.bytes, nonConforming: session.options.nonConformingFloats)
        }
    }

    /// Runs one of the shared conversions, turning its failure into the recorded error at the
    /// value's path.
    @inline(__always)
    private func converting<T, K: CodingKey>(
        at valueIndex: Int, parent: CodingPathNode, key: K, _ convert: () throws(ValueFailure) -> T
    ) throws -> T {
        do {
            let value = try convert()
            noteRead(at: valueIndex, parent: parent, key: key)
            return value
        } catch {
            throw session.error(error, valueIndex: valueIndex, parent: parent, key: key)
        }
    }

    /// A read succeeded: problems recorded at the same value and path were caught and the value
    /// read another way (see `DecodingErrorSink.withdraw`). One flag check when there are none.
    @inline(__always)
    func noteRead<K: CodingKey>(at valueIndex: Int, parent: CodingPathNode, key: K) {
        guard let sink = session.sink, sink.mayWithdraw else { return }
        sink.withdraw(byteOffset: Int(session.entries[valueIndex].offset)) {
            parent.components(appending: CodingPathNode.existential(key))
        }
    }

    /// Any `Decodable` at `valueIndex`, the way `JSONDecoder` unwraps it: common scalars directly,
    /// `Date`, `Data`, `URL` and `Decimal` through the strategies, `[String: V]` past the key
    /// strategy, anything else through its own `init(from:)` with this decoder moved to the value.
    func unwrap<T: Decodable, K: CodingKey>(_ type: T.Type, at valueIndex: Int, parent: CodingPathNode, key: K) throws -> T {
        let entry = session.entries[valueIndex]
        // Scalars whose `init(from:)` only asks a single-value container for themselves: decoding
        // them here gives the same value and error (same path) without moving the decoder.
        if T.self == String.self {
            return unsafeBitCast(try decodeString(at: valueIndex, entry: entry, parent: parent, key: key), to: T.self)
        }
        if T.self == Int.self {
            return unsafeBitCast(try decodeInteger(Int.self, at: valueIndex, entry: entry, parent: parent, key: key), to: T.self)
        }
        if T.self == Double.self {
            return unsafeBitCast(try decodeDouble(at: valueIndex, entry: entry, parent: parent, key: key), to: T.self)
        }
        if T.self == Bool.self {
            return unsafeBitCast(try decodeBool(at: valueIndex, entry: entry, parent: parent, key: key), to: T.self)
        }
        if T.self == Date.self {
            return unsafeBitCast(try decodeDate(at: valueIndex, entry: entry, parent: parent, key: key), to: T.self)
        }
        if T.self == Data.self {
            return unsafeBitCast(try decodeData(at: valueIndex, entry: entry, parent: parent, key: key), to: T.self)
        }
        if T.self == URL.self {
            return unsafeBitCast(try decodeURL(at: valueIndex, entry: entry, parent: parent, key: key), to: T.self)
        }
        if T.self == Decimal.self {
            let decimal = try converting(at: valueIndex, parent: parent, key: key) { () throws(ValueFailure) in
                try JSONNumberConversion.decimal(entry: entry, bytes: session.bytes)
            }
            return unsafeBitCast(decimal, to: T.self)
        }
        // The collection fast paths below read their elements without `noteRead`: while a recorded
        // problem may still be withdrawn by a later successful read, the ordinary path runs.
        guard !readsMayWithdraw else { return try unwrapThroughInit(type, at: valueIndex, parent: parent, key: key) }
        // Arrays of common scalars: what `Array.init(from:)` does through an unkeyed container,
        // without moving the decoder or boxing a container per array.
        if T.self == [String].self {
            return unsafeBitCast(
                try decodeScalarArray(at: valueIndex, parent: parent, key: key) { entry, bytes throws(ValueFailure) in
                    try JSONStringDecoding.string(entry: entry, bytes: bytes)
                }, to: T.self)
        }
        if T.self == [Int].self {
            return unsafeBitCast(
                try decodeScalarArray(at: valueIndex, parent: parent, key: key) { entry, bytes throws(ValueFailure) in
                    try JSONNumberConversion.integer(Int.self, entry: entry, bytes: bytes)
                }, to: T.self)
        }
        if T.self == [Double].self {
            let names = session.options.nonConformingFloats
            return unsafeBitCast(
                try decodeScalarArray(at: valueIndex, parent: parent, key: key) { entry, bytes throws(ValueFailure) in
                    try JSONNumberConversion.double(entry: entry, bytes: bytes, nonConforming: names)
                }, to: T.self)
        }
        if T.self == UUID.self {
            // `UUID.init(from:)` decodes a String and refuses it with this error at the same path.
            let string = try decodeString(at: valueIndex, entry: entry, parent: parent, key: key)
            guard let uuid = UUID(uuidString: string) else {
                throw session.error(.invalidUUID, valueIndex: valueIndex, parent: parent, key: key)
            }
            return unsafeBitCast(uuid, to: T.self)
        }
        // Dictionaries of common scalars (see `decodeStringKeyedScalars`). No `T?` here: in this
        // unspecialised function an `Optional<T>` costs a metadata lookup per value.
        if !session.options.convertsKeys {
            if T.self == [String: String].self, let dictionary = decodeStringKeyedScalars(at: valueIndex, Self.stringValue) {
                return unsafeBitCast(dictionary, to: T.self)
            }
            if T.self == [String: Int].self, let dictionary = decodeStringKeyedScalars(at: valueIndex, Self.intValue) {
                return unsafeBitCast(dictionary, to: T.self)
            }
            if T.self == [String: Double].self {
                let names = session.options.nonConformingFloats
                let dictionary = decodeStringKeyedScalars(at: valueIndex) { entry, bytes throws(ValueFailure) in
                    try JSONNumberConversion.double(entry: entry, bytes: bytes, nonConforming: names)
                }
                if let dictionary { return unsafeBitCast(dictionary, to: T.self) }
            }
            if T.self == [String: Bool].self, let dictionary = decodeStringKeyedScalars(at: valueIndex, Self.boolValue) {
                return unsafeBitCast(dictionary, to: T.self)
            }
        }
        return try unwrapThroughInit(type, at: valueIndex, parent: parent, key: key)
    }

    /// Whether a successful read may withdraw a problem recorded earlier (see `noteRead`).
    private var readsMayWithdraw: Bool { session.sink?.mayWithdraw == true }

    /// `unwrap` for a type with no fast path: its own `init(from:)`, with the decoder moved to the value.
    private func unwrapThroughInit<T: Decodable, K: CodingKey>(
        _ type: T.Type, at valueIndex: Int, parent: CodingPathNode, key: K
    ) throws -> T {
        var childNode = session.codingPathNodes.node(parent: parent, step: key)
        // Why: JSONDecoder decodes `[String: V]` itself when a key strategy is set, so the strategy
        // never rewrites dictionary keys (it still does for `[Int: V]`, which is not special-cased).
        if session.options.convertsKeys, let dictionaryType = T.self as? any StringKeyedDictionary.Type {
            return try dictionaryType.decodeKeepingKeys(with: self, at: valueIndex, parent: parent, key: key, node: childNode) as! T
        }
        let value = try moved(to: valueIndex, node: childNode) { decoder in try T(from: decoder) }
        noteRead(at: valueIndex, parent: parent, key: key)
        // A value without a container of its own (an array, a raw-value enum) leaves its node to
        // nobody; a struct's stays with its container's state until the state is reused.
        if K.self != NoCodingKey.self { session.codingPathNodes.recycle(&childNode) }
        return value
    }

    /// The elements of the array at `valueIndex`, each converted by `convert`; errors as the
    /// unkeyed container would raise them (the array's path, then the element's index).
    @inline(__always)
    private func decodeScalarArray<Element, K: CodingKey>(
        at valueIndex: Int, parent: CodingPathNode, key: K,
        _ convert: (JSONTape.Entry, UnsafeBufferPointer<UInt8>) throws(ValueFailure) -> Element
    ) throws -> [Element] {
        let entries = session.entries
        let array = entries[valueIndex]
        guard array.kind == .array else {
            let arrayNode = parent.appending(step: key)
            let problem = DecodingProblem.containerMismatch(
                expectingObject: false, valueIndex: valueIndex, in: session.document, codingPath: arrayNode.components())
            throw session.record(problem, codingPath: arrayNode.path)
        }
        let count = JSONTape.elementCount(at: valueIndex, in: entries)
        var result: [Element] = []
        result.reserveCapacity(count)
        var element = valueIndex + 1
        let bytes = session.bytes
        for position in 0..<count {
            let entry = entries[element]
            do {
                result.append(try convert(entry, bytes))
            } catch {
                let arrayNode = parent.appending(step: key)
                throw session.error(error, valueIndex: element, parent: arrayNode, key: IndexCodingKey(position))
            }
            element = entry.kind.isContainer ? Int(entry.extent) : element + 1
        }
        return result
    }

    // MARK: Foundation types

    /// The content bytes of a string without escapes, non-ASCII bytes or control characters (the
    /// `String` would hold exactly these bytes), or nil for anything else.
    @inline(__always)
    func plainStringBytes(_ entry: JSONTape.Entry) -> UnsafeBufferPointer<UInt8>? {
        guard entry.kind == .string, entry.flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) else {
            return nil
        }
        return UnsafeBufferPointer(start: session.bytes.baseAddress.unsafelyUnwrapped + Int(entry.offset) + 1, count: Int(entry.extent))
    }

    func decodeDate<K: CodingKey>(at valueIndex: Int, entry: JSONTape.Entry, parent: CodingPathNode, key: K) throws -> Date {
        if entry.kind == .null {
            throw session.error(.valueNotFound(expected: Date.self), valueIndex: valueIndex, parent: parent, key: key)
        }
        switch session.options.dateStrategy {
        case .deferredToDate:
            // `Date.init(from:)` decodes a Double from a single-value container at the same path.
            let seconds = try decodeDouble(at: valueIndex, entry: entry, parent: parent, key: key)
            return Date(timeIntervalSinceReferenceDate: seconds)
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try decodeDouble(at: valueIndex, entry: entry, parent: parent, key: key))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try decodeDouble(at: valueIndex, entry: entry, parent: parent, key: key) / 1000.0)
        case .iso8601:
            if let date = plainStringBytes(entry).flatMap(ISO8601Shape.certainDate) {
                noteRead(at: valueIndex, parent: parent, key: key)
                return date
            }
            let string = try decodeString(at: valueIndex, entry: entry, parent: parent, key: key)
            guard let date = DateConversion.iso8601(string) else {
                // Foundation reports this at the decoder's own path (the container's, for a property).
                throw session.error(.invalidISO8601Date, valueIndex: valueIndex, parent: parent, key: key, decoderNode: node)
            }
            return date
        case .custom(let closure):
            // `.formatted(_:)` arrives here too: on Linux it is a `.custom` closure.
            return try moved(to: valueIndex, node: parent.appending(step: key)) { decoder in try closure(decoder) }
        @unknown default:
            return try moved(to: valueIndex, node: parent.appending(step: key)) { decoder in try Date(from: decoder) }
        }
    }

    func decodeData<K: CodingKey>(at valueIndex: Int, entry: JSONTape.Entry, parent: CodingPathNode, key: K) throws -> Data {
        if entry.kind == .null {
            throw session.error(.valueNotFound(expected: Data.self), valueIndex: valueIndex, parent: parent, key: key)
        }
        switch session.options.dataStrategy {
        case .base64:
            guard entry.kind == .string else {
                throw session.error(.typeMismatch(expected: String.self), valueIndex: valueIndex, parent: parent, key: key)
            }
            let string = try decodeString(at: valueIndex, entry: entry, parent: parent, key: key)
            guard let data = DataConversion.base64(string) else {
                throw session.error(.invalidBase64, valueIndex: valueIndex, parent: parent, key: key)
            }
            return data
        case .deferredToData:
            return try moved(to: valueIndex, node: parent.appending(step: key)) { decoder in try Data(from: decoder) }
        case .custom(let closure):
            return try moved(to: valueIndex, node: parent.appending(step: key)) { decoder in try closure(decoder) }
        @unknown default:
            return try moved(to: valueIndex, node: parent.appending(step: key)) { decoder in try Data(from: decoder) }
        }
    }

    func decodeURL<K: CodingKey>(at valueIndex: Int, entry: JSONTape.Entry, parent: CodingPathNode, key: K) throws -> URL {
        if entry.kind == .null {
            throw session.error(.valueNotFound(expected: URL.self), valueIndex: valueIndex, parent: parent, key: key)
        }
        let string = try decodeString(at: valueIndex, entry: entry, parent: parent, key: key)
        guard let url = URLConversion.url(string) else {
            throw session.error(.invalidURL, valueIndex: valueIndex, parent: parent, key: key)
        }
        return url
    }
}
