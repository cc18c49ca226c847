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
    let document: JSONDocument
    let bytes: UnsafeBufferPointer<UInt8>
    var output: [UInt8] = []
    var offsets = FirestoreOffsetMap()
    var documentIDs: [Int: String] = [:]
    var listedDocumentCount: Int?
    var errors: [FirestoreFormatError] = []
    var path: [CodingPathComponent] = []

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
                    plainBytes: converter.output, offsets: converter.offsets, documentIDs: converter.documentIDs,
                    listedDocumentCount: converter.listedDocumentCount))
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
        listedDocumentCount = position
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
    mutating func writeFields(at index: Int, inside owner: String) {
        guard document.tape.kind(at: index) == .object else {
            return fail(at: index, "a \(owner)'s fields must be an object, found \(describe(index))")
        }
        write("{", standingFor: index)
        for (position, keyIndex) in keyIndices(of: index).enumerated() {
            if position > 0 { write(",", standingFor: keyIndex) }
            copyToken(at: keyIndex)
            write(":", standingFor: keyIndex)
            path.append(.key(document.stringValue(at: keyIndex) ?? ""))
            writeValue(at: keyIndex + 1)
            path.removeLast()
        }
        write("}", standingFor: index)
    }

    // MARK: - Writing

    /// Copies a string, number or literal byte for byte, mapping each byte to the original.
    mutating func copyToken(at index: Int) {
        let range: Range<Int> =
            switch document.tape.kind(at: index) {
            case .string: document.tape.offset(at: index)..<(document.tape.stringContentRange(at: index).upperBound + 1)
            default: document.tape.textRange(at: index)
            }
        offsets.record(plainStart: output.count, originalStart: range.lowerBound, length: range.count)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// Writes synthesized text that stands for the value (or key) at `index` in the original.
    mutating func write(_ text: String, standingFor index: Int) {
        offsets.record(plainStart: output.count, originalStart: document.tape.offset(at: index), length: 0)
        output.append(contentsOf: text.utf8)
    }

    // MARK: - Reading

    /// An object's members by key, the first of duplicates winning (as the REST API's parser
    /// would see them is unspecified; Foundation keeps the first).
    func members(at index: Int) -> [String: Int] {
        var result: [String: Int] = [:]
        for keyIndex in keyIndices(of: index) {
            if let key = document.stringValue(at: keyIndex), result[key] == nil { result[key] = keyIndex + 1 }
        }
        return result
    }

    func keyNames(of index: Int) -> [String] {
        keyIndices(of: index).map { document.stringValue(at: $0) ?? "" }
    }

    /// The tape index of each key of the object at `index`, in document order (its value follows it).
    func keyIndices(of index: Int) -> [Int] {
        var result: [Int] = []
        var keyIndex = index + 1
        for _ in 0..<document.tape.elementCount(at: index) {
            result.append(keyIndex)
            keyIndex = document.tape.indexAfter(keyIndex + 1)
        }
        return result
    }

    func elements(of index: Int) -> [Int] {
        var result: [Int] = []
        var element = index + 1
        for _ in 0..<document.tape.elementCount(at: index) {
            result.append(element)
            element = document.tape.indexAfter(element)
        }
        return result
    }

    /// `string "12.5"`, `number 3`, `object`, as decoding errors describe what they found.
    func describe(_ index: Int) -> String {
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

    mutating func fail(at index: Int, _ message: String) {
        errors.append(FirestoreFormatError(codingPath: path, byteOffset: document.tape.offset(at: index), message: message))
    }
}
