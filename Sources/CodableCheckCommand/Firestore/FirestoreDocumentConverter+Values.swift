import CodableCheckCore

/// The typed values of `google.firestore.v1.Value`, each written as the plain value it stands for.
extension FirestoreDocumentConverter {
    /// One `google.firestore.v1.Value`: an object with exactly one of `valueKinds`.
    mutating func writeValue(at index: Int) {
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
}
