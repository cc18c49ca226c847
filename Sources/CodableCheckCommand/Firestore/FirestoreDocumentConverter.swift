import CodableCheckCore

/// Unwraps documents in the Firestore REST API's typed form into the plain JSON the app's model
/// sees, so the rest of the pipeline decodes it unchanged:
///
///     {"name": "projects/p/databases/(default)/documents/books/hitchhiker",
///      "fields": {"title": {"stringValue": "Hitchhiker's Guide"},
///                 "numberOfPages": {"integerValue": "816"}}}
///     →  {"title":"Hitchhiker's Guide","numberOfPages":816}
///
/// Each value written keeps the offset of the typed value it came from (`FirestoreOffsetMap`), so
/// an error in `numberOfPages` points at `"816"` in the input. Strings, keys and numbers are copied
/// byte for byte (escapes included), so the reader's checks still apply to them.
///
/// The input's root is one document, a list response (`{"documents": [...]}`), or an array of
/// documents or of `runQuery` results (`{"document": {...}, "readTime": ...}`; results without a
/// document are skipped). Values follow `google/firestore/v1/document.proto` in the proto3 JSON
/// mapping: `integerValue` is an int64 as a decimal string (a JSON integer is accepted too, as
/// proto3 parsers do), proto3 leaves out zero fields (`geoPointValue {}` is 0, 0; `arrayValue {}`
/// is empty), and a map `{"__type__": "__vector__", "value": [...]}` is a `VectorValue`, written
/// as its `Codable` form `{"array": [...]}`.
struct FirestoreDocumentConverter {
    private let document: JSONDocument
    private let bytes: UnsafeBufferPointer<UInt8>
    private var output: [UInt8] = []
    private var offsets = FirestoreOffsetMap()
    private var documentIDs: [Int: String] = [:]
    private var errors: [FirestoreFormatError] = []
    private var path: [CodingPathComponent] = []

    /// The value kinds of `google.firestore.v1.Value`, as their JSON names.
    static let valueKinds = [
        "nullValue", "booleanValue", "integerValue", "doubleValue", "timestampValue", "stringValue", "bytesValue",
        "referenceValue", "geoPointValue", "arrayValue", "mapValue",
    ]

    private init(document: JSONDocument, bytes: UnsafeBufferPointer<UInt8>) {
        self.document = document
        self.bytes = bytes
    }

    enum Outcome {
        case converted(ConvertedFirestoreDocument)
        /// Every reason the input is not a well-formed Firestore REST document.
        case malformed([FirestoreFormatError])
    }

    /// The plain document, or every reason the input is not a well-formed Firestore REST document.
    static func convert(_ document: JSONDocument) -> Outcome {
        document.withUTF8 { bytes in
            var converter = FirestoreDocumentConverter(document: document, bytes: bytes)
            converter.writeRoot(at: document.rootIndex)
            guard converter.errors.isEmpty else { return .malformed(converter.errors) }
            return .converted(
                ConvertedFirestoreDocument(
                    plainBytes: converter.output, offsets: converter.offsets, documentIDs: converter.documentIDs))
        }
    }

    // MARK: - Documents

    private mutating func writeRoot(at index: Int) {
        let tape = document.tape
        switch tape.kind(at: index) {
        case .object:
            let members = self.members(at: index)
            if members["fields"] == nil, members["name"] == nil, let list = members["documents"] {
                writeDocumentList(at: list)
            } else if members["fields"] == nil, members["name"] == nil, let result = members["document"] {
                writeDocument(at: result)
            } else {
                writeDocument(at: index)
            }
        case .array:
            writeDocumentList(at: index)
        default:
            fail(at: index, "expected a Firestore document ({\"name\": ..., \"fields\": {...}}), found \(describe(index))")
        }
    }

    /// A list response's `documents`, or an array of documents or `runQuery` results.
    private mutating func writeDocumentList(at index: Int) {
        guard document.tape.kind(at: index) == .array else {
            return fail(at: index, "expected an array of Firestore documents, found \(describe(index))")
        }
        write("[", standingFor: index)
        var position = 0
        for element in elements(of: index) {
            var documentIndex = element
            if document.tape.kind(at: element) == .object {
                let members = self.members(at: element)
                if members["fields"] == nil, members["name"] == nil, members["document"] != nil || members["readTime"] != nil {
                    // A `runQuery` result: its document, if it has one.
                    guard let inner = members["document"] else { continue }
                    documentIndex = inner
                }
            }
            if position > 0 { write(",", standingFor: element) }
            path.append(.index(position))
            writeDocument(at: documentIndex)
            path.removeLast()
            position += 1
        }
        write("]", standingFor: index)
    }

    /// `{"name": ..., "fields": {...}, "createTime": ..., "updateTime": ...}` as the object of its
    /// fields, recording the ID (the name's last segment).
    private mutating func writeDocument(at index: Int) {
        guard document.tape.kind(at: index) == .object else {
            return fail(at: index, "expected a Firestore document ({\"name\": ..., \"fields\": {...}}), found \(describe(index))")
        }
        let members = self.members(at: index)
        if let name = members["name"] {
            if let text = document.stringValue(at: name) {
                if let id = text.split(separator: "/", omittingEmptySubsequences: false).last, !id.isEmpty {
                    documentIDs[output.count] = String(id)
                }
            } else {
                fail(at: name, "a document's name must be a string, found \(describe(name))")
            }
        }
        guard let fields = members["fields"] else {
            // proto3 leaves out an empty map: a document without fields.
            write("{}", standingFor: index)
            return
        }
        writeFields(at: fields, inside: "document")
    }

    /// A `fields` map: each member's value through `writeValue`.
    private mutating func writeFields(at index: Int, inside owner: String) {
        guard document.tape.kind(at: index) == .object else {
            return fail(at: index, "a \(owner)'s fields must be an object, found \(describe(index))")
        }
        write("{", standingFor: index)
        var keyIndex = index + 1
        for position in 0..<document.tape.elementCount(at: index) {
            if position > 0 { write(",", standingFor: keyIndex) }
            copyToken(at: keyIndex)
            write(":", standingFor: keyIndex)
            path.append(.key(document.stringValue(at: keyIndex) ?? ""))
            writeValue(at: keyIndex + 1)
            path.removeLast()
            keyIndex = document.tape.indexAfter(keyIndex + 1)
        }
        write("}", standingFor: index)
    }

    // MARK: - Values

    /// One `google.firestore.v1.Value`: an object with exactly one of `valueKinds`.
    private mutating func writeValue(at index: Int) {
        let tape = document.tape
        guard tape.kind(at: index) == .object else {
            let kinds = "{\"stringValue\": ...}, {\"integerValue\": \"...\"}"
            return fail(at: index, "expected a Firestore value such as \(kinds), found \(describe(index))")
        }
        guard tape.elementCount(at: index) == 1 else {
            let keys = keyNames(of: index)
            let found = keys.isEmpty ? "an empty object" : "\(keys.map { "\"\($0)\"" }.joined(separator: ", "))"
            return fail(at: index, "a Firestore value has exactly one kind (\(Self.kindList)), found \(found)")
        }
        let kindIndex = index + 1
        let valueIndex = index + 2
        let kind = document.stringValue(at: kindIndex) ?? ""
        switch kind {
        case "nullValue":
            guard tape.kind(at: valueIndex) == .null || document.stringValue(at: valueIndex) == "NULL_VALUE" else {
                return fail(at: valueIndex, "nullValue must be \"NULL_VALUE\" or null, found \(describe(valueIndex))")
            }
            write("null", standingFor: valueIndex)
        case "booleanValue":
            guard tape.kind(at: valueIndex) == .true || tape.kind(at: valueIndex) == .false else {
                return fail(at: valueIndex, "booleanValue must be true or false, found \(describe(valueIndex))")
            }
            copyToken(at: valueIndex)
        case "integerValue":
            writeInteger(at: valueIndex)
        case "doubleValue":
            writeDouble(at: valueIndex)
        case "timestampValue", "stringValue", "bytesValue", "referenceValue":
            guard tape.kind(at: valueIndex) == .string else {
                return fail(at: valueIndex, "\(kind) must be a string, found \(describe(valueIndex))")
            }
            copyToken(at: valueIndex)
        case "geoPointValue":
            writeGeoPoint(at: valueIndex)
        case "arrayValue":
            writeArray(at: valueIndex)
        case "mapValue":
            writeMap(at: valueIndex)
        default:
            let suggestion = Suggestion.didYouMean(kind, in: Self.valueKinds) { "\"\($0)\"" }
            let expected = suggestion.isEmpty ? " (expected one of \(Self.kindList))" : suggestion
            fail(at: kindIndex, "unknown Firestore value kind \"\(kind)\"\(expected)")
        }
    }

    static let kindList = valueKinds.joined(separator: ", ")

    /// An int64 as a decimal string (`"816"`), or a JSON integer.
    private mutating func writeInteger(at index: Int) {
        let tape = document.tape
        if tape.kind(at: index) == .string, let text = document.stringValue(at: index), let value = Self.decimalInteger(text) {
            write(String(value), standingFor: index)
        } else if tape.kind(at: index) == .number, let value = Int64(document.literalText(at: index)) {
            write(String(value), standingFor: index)
        } else {
            fail(at: index, "integerValue must be a 64-bit integer as a decimal string (\"816\"), found \(describe(index))")
        }
    }

    /// `-?[0-9]+` within `Int64`: what the REST API writes for an int64.
    static func decimalInteger(_ text: String) -> Int64? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int64(text)
    }

    /// A JSON number. The REST API writes NaN and the infinities as strings, which plain JSON
    /// cannot hold: an error rather than a guess.
    private mutating func writeDouble(at index: Int) {
        switch document.tape.kind(at: index) {
        case .number:
            copyToken(at: index)
        case .string where ["NaN", "Infinity", "-Infinity"].contains(document.stringValue(at: index) ?? ""):
            fail(
                at: index,
                "doubleValue \(describe(index)) is not a finite number, which plain JSON cannot hold; codable-check cannot check it")
        default:
            fail(at: index, "doubleValue must be a number, found \(describe(index))")
        }
    }

    /// `{"latitude": …, "longitude": …}`; a zero coordinate is left out by proto3.
    private mutating func writeGeoPoint(at index: Int) {
        guard document.tape.kind(at: index) == .object else {
            return fail(at: index, "geoPointValue must be an object with latitude and longitude, found \(describe(index))")
        }
        let members = self.members(at: index)
        for key in members.keys.sorted() where key != "latitude" && key != "longitude" {
            fail(at: members[key]! - 1, "unknown geoPointValue member \"\(key)\" (expected latitude and longitude)")
        }
        write("{", standingFor: index)
        for (position, name) in ["latitude", "longitude"].enumerated() {
            write(position == 0 ? "\"latitude\":" : ",\"longitude\":", standingFor: members[name].map { $0 - 1 } ?? index)
            guard let value = members[name] else {
                write("0", standingFor: index)
                continue
            }
            guard document.tape.kind(at: value) == .number else {
                path.append(.key(name))
                fail(at: value, "geoPointValue \(name) must be a number, found \(describe(value))")
                path.removeLast()
                continue
            }
            copyToken(at: value)
        }
        write("}", standingFor: index)
    }

    /// `{"values": [...]}`; proto3 leaves out an empty list.
    private mutating func writeArray(at index: Int) {
        guard document.tape.kind(at: index) == .object else {
            return fail(at: index, "arrayValue must be an object with values, found \(describe(index))")
        }
        let members = self.members(at: index)
        guard let values = members["values"] else {
            write("[]", standingFor: index)
            return
        }
        guard document.tape.kind(at: values) == .array else {
            return fail(at: values, "arrayValue values must be an array, found \(describe(values))")
        }
        write("[", standingFor: values)
        for (position, element) in elements(of: values).enumerated() {
            if position > 0 { write(",", standingFor: element) }
            path.append(.index(position))
            writeValue(at: element)
            path.removeLast()
        }
        write("]", standingFor: values)
    }

    /// `{"fields": {...}}`, or a vector map (`__type__` `"__vector__"` and `value`).
    private mutating func writeMap(at index: Int) {
        guard document.tape.kind(at: index) == .object else {
            return fail(at: index, "mapValue must be an object with fields, found \(describe(index))")
        }
        guard let fields = members(at: index)["fields"] else {
            write("{}", standingFor: index)
            return
        }
        if document.tape.kind(at: fields) == .object, let vector = vectorValues(inFields: fields) {
            write("{", standingFor: fields)
            write("\"array\":", standingFor: vector.key)
            path.append(.key("array"))
            writeValue(at: vector.value)
            path.removeLast()
            write("}", standingFor: fields)
            return
        }
        writeFields(at: fields, inside: "mapValue")
    }

    /// The `value` member of a vector's fields (`{"__type__": {"stringValue": "__vector__"},
    /// "value": {"arrayValue": ...}}`), as (key index, value index).
    private func vectorValues(inFields index: Int) -> (key: Int, value: Int)? {
        let members = self.members(at: index)
        guard let type = members["__type__"], let value = members["value"], members.count == 2,
            document.tape.kind(at: type) == .object, document.tape.elementCount(at: type) == 1,
            document.stringValue(at: type + 1) == "stringValue", document.stringValue(at: type + 2) == "__vector__"
        else { return nil }
        return (value - 1, value)
    }

    // MARK: - Writing

    /// Copies a string, number or literal byte for byte, mapping each byte to the original.
    private mutating func copyToken(at index: Int) {
        let range: Range<Int> =
            switch document.tape.kind(at: index) {
            case .string: document.tape.offset(at: index)..<(document.tape.stringContentRange(at: index).upperBound + 1)
            default: document.tape.textRange(at: index)
            }
        offsets.record(plainStart: output.count, originalStart: range.lowerBound, length: range.count)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// Writes synthesized text that stands for the value (or key) at `index` in the original.
    private mutating func write(_ text: String, standingFor index: Int) {
        offsets.record(plainStart: output.count, originalStart: document.tape.offset(at: index), length: 0)
        output.append(contentsOf: text.utf8)
    }

    // MARK: - Reading

    /// An object's members by key, the first of duplicates winning (as the REST API's parser
    /// would see them is unspecified; Foundation keeps the first).
    private func members(at index: Int) -> [String: Int] {
        var result: [String: Int] = [:]
        var keyIndex = index + 1
        for _ in 0..<document.tape.elementCount(at: index) {
            if let key = document.stringValue(at: keyIndex), result[key] == nil { result[key] = keyIndex + 1 }
            keyIndex = document.tape.indexAfter(keyIndex + 1)
        }
        return result
    }

    private func keyNames(of index: Int) -> [String] {
        var names: [String] = []
        var keyIndex = index + 1
        for _ in 0..<document.tape.elementCount(at: index) {
            names.append(document.stringValue(at: keyIndex) ?? "")
            keyIndex = document.tape.indexAfter(keyIndex + 1)
        }
        return names
    }

    private func elements(of index: Int) -> [Int] {
        var result: [Int] = []
        var element = index + 1
        for _ in 0..<document.tape.elementCount(at: index) {
            result.append(element)
            element = document.tape.indexAfter(element)
        }
        return result
    }

    /// `string "12.5"`, `number 3`, `object`, as decoding errors describe what they found.
    private func describe(_ index: Int) -> String {
        switch document.tape.kind(at: index) {
        case .null: "null"
        case .true: "bool true"
        case .false: "bool false"
        case .number: "number \(document.literalText(at: index))"
        case .string: "string \"\(document.stringValue(at: index) ?? "")\""
        case .array: "array"
        case .object: "object"
        }
    }

    private mutating func fail(at index: Int, _ message: String) {
        errors.append(FirestoreFormatError(codingPath: path, byteOffset: document.tape.offset(at: index), message: message))
    }
}
