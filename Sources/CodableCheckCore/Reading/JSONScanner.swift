import Foundation

/// The reader's single pass over the bytes: checks the structure and appends tape entries.
///
/// Iterative, with an explicit stack of open containers, so that hostile nesting can never
/// overflow the call stack: the 513th open bracket is a located error, and a 100,000-deep input
/// costs nothing more than a 512-deep one.
struct JSONScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    /// The tape being built, in memory that `makeTape()` hands over (or `deallocate()` frees):
    /// appending checks capacity once, not bounds.
    private var memory: TapeMemory
    private var entries: UnsafeMutablePointer<JSONTape.Entry>
    private var entryCount = 0
    private var entryCapacity: Int
    /// Byte offsets of trailing commas (`[1,]`): Foundation accepts them, RFC 8259 does not.
    private(set) var trailingCommaOffsets: [Int] = []
    /// Tape index of the innermost open container, or -1. The open containers form a stack
    /// without an array: while a container is open, its entry's `extent` holds the index of the
    /// container around it (`UInt32.max` for none), until closing sets the real extent.
    private var innermostContainer = -1
    private var depth = 0

    /// - Parameter mapsLargeTapes: whether a large tape may live in a mapping backed by huge
    ///   pages (`TapeMemory`; `JSONReader.Options.tapeMayUseHugePages`).
    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, mapsLargeTapes: Bool) {
        self.bytes = bytes
        self.position = start
        // About one entry per 8 bytes in typical documents (twitter.json has one per 23, canada.json
        // one per 13); small inputs get room for 64. Denser documents grow the tape. Room that is
        // never written costs no memory: its pages are never touched.
        let capacity = max(64, bytes.count / 8 + 16)
        memory = TapeMemory(byteCount: capacity * MemoryLayout<JSONTape.Entry>.stride, mapsLargeTapes: mapsLargeTapes)
        entryCapacity = memory.byteCount / MemoryLayout<JSONTape.Entry>.stride
        entries = memory.base.assumingMemoryBound(to: JSONTape.Entry.self)
    }

    /// The finished tape, which now owns the entries.
    func makeTape() -> JSONTape {
        JSONTape(adopting: memory, count: entryCount)
    }

    /// Frees the entries when scanning failed and no tape will own them.
    func deallocate() {
        memory.release()
    }

    @inline(__always)
    private mutating func append(_ entry: JSONTape.Entry) {
        if entryCount == entryCapacity { grow() }
        (entries + entryCount).initialize(to: entry)
        entryCount += 1
    }

    private mutating func grow() {
        let stride = MemoryLayout<JSONTape.Entry>.stride
        memory.grow(to: entryCapacity * 2 * stride, keeping: entryCount * stride)
        entryCapacity = memory.byteCount / MemoryLayout<JSONTape.Entry>.stride
        entries = memory.base.assumingMemoryBound(to: JSONTape.Entry.self)
    }

    // MARK: - Document structure

    mutating func scanDocument(assumesTopLevelDictionary: Bool) throws(JSONSyntaxError) {
        skipWhitespace()
        guard position < bytes.count else { throw JSONSyntaxError(.emptyInput, at: position) }
        if assumesTopLevelDictionary && bytes[position] != UInt8(ascii: "{") {
            try scanImpliedTopLevelObject()
        } else {
            try scanValue()
        }
        skipWhitespace()
        if position < bytes.count { throw JSONSyntaxError(.trailingContent, at: position) }
    }

    /// Scans one value and everything nested in it.
    private mutating func scanValue() throws(JSONSyntaxError) {
        // Invariant at the top of the loop: a value starts at `position` (after whitespace).
        while true {
            // A non-empty container leaves `position` on its first element: scan that next.
            if try scanValueStart() == .openedNonEmptyContainer { continue }
            // A complete value: move on to its next sibling, closing containers as they end.
            guard try advanceAfterValue() else { return }
        }
    }

    private enum ValueStart { case completeValue, openedNonEmptyContainer }

    /// Appends the entry for the value at `position`. A container is opened and `position` moved
    /// to its first element; an empty one is closed at once and is a complete value.
    @inline(__always)
    private mutating func scanValueStart() throws(JSONSyntaxError) -> ValueStart {
        guard position < bytes.count else {
            throw JSONSyntaxError(.unexpectedEndOfInput(expected: "a value"), at: position)
        }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            try scanString(isKey: false)
            if entries[entryCount - 1].extent == UInt32.max { throw unterminatedString() }
        case UInt8(ascii: "{"):
            try open(.object)
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                closeInnermost()
                return .completeValue
            }
            try scanMemberKey()
            return .openedNonEmptyContainer
        case UInt8(ascii: "["):
            try open(.array)
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                closeInnermost()
                return .completeValue
            }
            return .openedNonEmptyContainer
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
        case UInt8(ascii: "t"): try scanLiteral("true", kind: .true)
        case UInt8(ascii: "f"): try scanLiteral("false", kind: .false)
        case UInt8(ascii: "n"): try scanLiteral("null", kind: .null)
        case let byte:
            throw JSONSyntaxError(.unexpectedCharacter(byte), at: position)
        }
        return .completeValue
    }

    /// After a complete value: reads the separator that follows inside the innermost container
    /// and positions on the next value, closing every container that ends here. Returns false
    /// when the top-level value is complete.
    @inline(__always)
    private mutating func advanceAfterValue() throws(JSONSyntaxError) -> Bool {
        while innermostContainer >= 0 {
            let container = innermostContainer
            entries[container].incrementCount()
            skipWhitespace()
            guard position < bytes.count else {
                let closer = entries[container].kind == .array ? "']'" : "'}'"
                throw JSONSyntaxError(.unexpectedEndOfInput(expected: "',' or \(closer)"), at: position)
            }
            let isArray = entries[container].kind == .array
            let closer = isArray ? UInt8(ascii: "]") : UInt8(ascii: "}")
            let byte = bytes[position]
            if byte == closer {
                position += 1
                closeInnermost()
                continue
            }
            guard byte == UInt8(ascii: ",") else {
                throw JSONSyntaxError(.unexpectedCharacter(byte), at: position)
            }
            let commaOffset = position
            position += 1
            skipWhitespace()
            // Foundation accepts a trailing comma before the closing bracket (RFC 8259 does not).
            if position < bytes.count, bytes[position] == closer {
                trailingCommaOffsets.append(commaOffset)
                position += 1
                closeInnermost()
                continue
            }
            if !isArray { try scanMemberKey() }
            return true
        }
        return false
    }

    /// Scans `"key" :` inside an object and leaves `position` on the member's value.
    @inline(__always)
    private mutating func scanMemberKey() throws(JSONSyntaxError) {
        guard position < bytes.count else {
            throw JSONSyntaxError(.unexpectedEndOfInput(expected: "a string key or '}'"), at: position)
        }
        guard bytes[position] == UInt8(ascii: "\"") else {
            throw JSONSyntaxError(.unexpectedCharacter(bytes[position]), at: position)
        }
        try scanString(isKey: true)
        if entries[entryCount - 1].extent == UInt32.max { throw unterminatedString() }
        skipWhitespace()
        guard position < bytes.count else {
            throw JSONSyntaxError(.unexpectedEndOfInput(expected: "':'"), at: position)
        }
        guard bytes[position] == UInt8(ascii: ":") else {
            throw JSONSyntaxError(.unexpectedCharacter(bytes[position]), at: position)
        }
        position += 1
        skipWhitespace()
    }

    /// `assumesTopLevelDictionary`: the whole input is the members of an object with no braces.
    private mutating func scanImpliedTopLevelObject() throws(JSONSyntaxError) {
        append(JSONTape.Entry(kind: .object, flags: [], offset: UInt32(position), extent: 0))
        var members = 0
        while true {
            skipWhitespace()
            if position == bytes.count { break }
            try scanMemberKey()
            try scanValue()
            members += 1
            skipWhitespace()
            guard position < bytes.count else { break }
            guard bytes[position] == UInt8(ascii: ",") else {
                throw JSONSyntaxError(.unexpectedCharacter(bytes[position]), at: position)
            }
            position += 1
        }
        entries[0].extent = UInt32(entryCount)
        entries[0].setCount(members)
    }

    private mutating func open(_ kind: JSONKind) throws(JSONSyntaxError) {
        guard depth < JSONReader.maximumNestingDepth else {
            throw JSONSyntaxError(.nestingTooDeep(limit: JSONReader.maximumNestingDepth), at: position)
        }
        let parent = innermostContainer < 0 ? UInt32.max : UInt32(innermostContainer)
        append(JSONTape.Entry(kind: kind, flags: [], offset: UInt32(position), extent: parent))
        innermostContainer = entryCount - 1
        depth += 1
        position += 1
    }

    /// Records where the innermost container ends, and makes the one around it innermost.
    private mutating func closeInnermost() {
        let container = innermostContainer
        let parent = entries[container].extent
        innermostContainer = parent == UInt32.max ? -1 : Int(parent)
        entries[container].extent = UInt32(entryCount)
        depth -= 1
    }

    // MARK: - Scalars

    /// Scans a string from its opening quote. Like Foundation, it only finds the closing quote:
    /// a backslash skips the next byte and `\u` the next four (unchecked, but a quote among them
    /// is an error, as in Foundation); escapes, control characters and UTF-8 are checked when the
    /// string is decoded. An unterminated string leaves `extent == UInt32.max` for the caller to throw.
    @inline(__always)
    private mutating func scanString(isKey: Bool) throws(JSONSyntaxError) {
        let start = position
        var flags: JSONTapeFlags = []
        // Whether a plain byte seen sixteen at a time was non-ASCII, and the high bits of every
        // plain byte seen eight at a time: tested once at the end.
        var plainNonASCII = false
        var plainHighBits: UInt64 = 0
        var index = position + 1
        let end = bytes.count
        let base = bytes.baseAddress!
        scanning: while true {
            // Sixteen bytes at a time, then eight, while none of them is a quote, a backslash or a
            // control byte; then straight to the first one that is (the bytes before it are
            // ordinary). The eight-byte loop is for the last 15 bytes of the input.
            var stoppedAtSpecialByte = false
            while index + ByteBlock.count <= end {
                let prefix = ByteBlock.ordinaryStringPrefix(at: base + index)
                plainNonASCII = plainNonASCII || prefix.hasNonASCII
                index += prefix.count
                if prefix.count < ByteBlock.count {
                    stoppedAtSpecialByte = true
                    break
                }
            }
            while !stoppedAtSpecialByte, index + 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let special = SWAR.stringSpecialBytes(in: word)
                if special != 0 {
                    let ordinaryBits = UInt64(special.trailingZeroBitCount) & ~7
                    plainHighBits |= ordinaryBits == 0 ? 0 : word & (~UInt64(0) >> (64 - ordinaryBits))
                    index += Int(ordinaryBits >> 3)
                    break
                }
                plainHighBits |= word
                index += 8
            }
            guard index < end else { break scanning }
            let byte = base[index]
            switch byte {
            case UInt8(ascii: "\""):
                if plainNonASCII || plainHighBits & 0x8080_8080_8080_8080 != 0 { flags.insert(.hasNonASCII) }
                position = index + 1
                append(
                    JSONTape.Entry(
                        kind: .string, flags: flags, offset: UInt32(start), extent: UInt32(index - start - 1)))
                return
            case UInt8(ascii: "\\"):
                flags.insert(.hasEscapes)
                guard index + 1 < end, base[index + 1] == UInt8(ascii: "u") else {
                    index += 2
                    continue scanning
                }
                // Foundation skips the four bytes after `\u` unchecked, except that a quote among
                // them ends the scan with an error even when a later quote would close the string
                // (`["\uD8r"\uDFFE"]` is rejected, `"\uZZZZ"` is not): observed, not in RFC 8259.
                for offset in (index + 2)..<min(index + 6, end) where base[offset] == UInt8(ascii: "\"") {
                    throw JSONSyntaxError(.unterminatedString(startOffset: start), at: start)
                }
                index += 6
            case 0..<0x20:
                flags.insert(.hasControlCharacter)
                index += 1
            case 0x80...:
                flags.insert(.hasNonASCII)
                index += 1
            default:
                index += 1
            }
        }
        if plainNonASCII || plainHighBits & 0x8080_8080_8080_8080 != 0 { flags.insert(.hasNonASCII) }
        position = start
        append(JSONTape.Entry(kind: .string, flags: flags, offset: UInt32(start), extent: UInt32.max))
    }

    private func unterminatedString() -> JSONSyntaxError {
        JSONSyntaxError(.unterminatedString(startOffset: position), at: position)
    }

    /// Scans a number the way Foundation's scanner delimits one: a `-` or a digit, then every
    /// byte that can occur in a number (`0-9 . e E + -`). Whether that text is a valid number is
    /// decided when it is decoded (Foundation accepts `01` or `1.` in a value nothing reads); the
    /// flags record it now, since the bytes are at hand.
    ///
    /// One pass: the grammar (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`) is followed as far
    /// as it goes, and the number ends where the number bytes end; text left over, or a part
    /// without digits, makes it malformed. `JSONNumberGrammar.classify` says the same in three
    /// passes (`JSONReaderTests` compares them).
    private mutating func scanNumber() {
        let start = position
        let base = bytes.baseAddress.unsafelyUnwrapped
        let end = bytes.count
        var index = start
        if base[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        index = Self.endOfDigits(from: index, base: base, end: end)
        let integerDigits = index - integerStart
        var isWellFormed = integerDigits == 1 || (integerDigits > 1 && base[integerStart] != UInt8(ascii: "0"))
        var isInteger = true
        if index < end, base[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            let fractionStart = index
            index = Self.endOfDigits(from: index, base: base, end: end)
            if index == fractionStart { isWellFormed = false }
        }
        if index < end, base[index] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            index += 1
            if index < end, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            while index < end, base[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            if index == exponentStart { isWellFormed = false }
        }
        if index < end, JSONScanner.isNumberByte(base[index]) {
            // `1.2.3`, `1-2`: Foundation's scanner takes every byte that can occur in a number.
            isWellFormed = false
            index += 1
            while index < end, JSONScanner.isNumberByte(base[index]) { index += 1 }
        }
        position = index
        let flags: JSONTapeFlags = isWellFormed ? (isInteger ? .isPlainInteger : []) : .isMalformedNumber
        append(JSONTape.Entry(kind: .number, flags: flags, offset: UInt32(start), extent: UInt32(index - start)))
    }

    /// The position of the first byte from `start` on that is not a digit, or `end`. Eight bytes
    /// at a time: canada.json's coordinates have 15 fraction digits, twitter.json's ids 18 digits.
    @inline(__always)
    private static func endOfDigits(from start: Int, base: UnsafePointer<UInt8>, end: Int) -> Int {
        var index = start
        while index + 8 <= end {
            let nonDigits = SWAR.nonDigitBytes(in: UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
            if nonDigits != 0 { return index + nonDigits.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < end, base[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        return index
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
            UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// `true`, `false` or `null`: the bytes after the first compared as one 32-bit word, with the
    /// byte-by-byte loop kept for the located error.
    private mutating func scanLiteral(_ literal: StaticString, kind: JSONKind) throws(JSONSyntaxError) {
        let length = literal.utf8CodeUnitCount
        if position + length <= bytes.count {
            // The first byte already chose the literal; the last four bytes of it decide the rest.
            let tail = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + position + length - 4).loadUnaligned(as: UInt32.self)
            let expected = UnsafeRawPointer(literal.utf8Start + length - 4).loadUnaligned(as: UInt32.self)
            if tail == expected {
                append(JSONTape.Entry(kind: kind, flags: [], offset: UInt32(position), extent: UInt32(length)))
                position += length
                return
            }
        }
        try scanLiteralByteByByte(literal, kind: kind)
    }

    private mutating func scanLiteralByteByByte(_ literal: StaticString, kind: JSONKind) throws(JSONSyntaxError) {
        let length = literal.utf8CodeUnitCount
        let text = UnsafeBufferPointer(start: literal.utf8Start, count: length)
        for offset in 0..<length {
            guard position + offset < bytes.count else {
                throw JSONSyntaxError(.unexpectedEndOfInput(expected: "'\(literal)'"), at: position + offset)
            }
            guard bytes[position + offset] == text[offset] else {
                throw JSONSyntaxError(.invalidLiteral(expected: "\(literal)"), at: position)
            }
        }
        append(JSONTape.Entry(kind: kind, flags: [], offset: UInt32(position), extent: UInt32(length)))
        position += length
    }

    /// JSON whitespace is exactly space, tab, line feed and carriage return (not form feed, not
    /// U+00A0), as in Foundation.
    ///
    /// Compact documents leave on the first byte, and one space before a value (`"key": value`)
    /// on the second. Indented documents (citm_catalog, twitter) put a line feed and a run of
    /// spaces before each member: sixteen bytes are tested at once (`ByteBlock`).
    @inline(__always)
    private mutating func skipWhitespace() {
        let end = bytes.count
        guard let base = bytes.baseAddress, position < end, base[position] <= 0x20 else { return }
        if base[position] == 0x20, position + 1 < end, base[position + 1] > 0x20 {
            position += 1
            return
        }
        while position + ByteBlock.count <= end {
            let count = ByteBlock.whitespacePrefix(at: base + position)
            position += count
            if count < ByteBlock.count { return }
        }
        while position < end {
            switch base[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }
}
