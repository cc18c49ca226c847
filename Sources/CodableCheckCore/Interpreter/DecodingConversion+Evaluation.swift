import Foundation

/// The conversions a body applies to a decoded value (`URL(string:)`, `Int(_:)`,
/// `E(rawValue:)`, `s.hasPrefix("#")`), evaluated on its JSON text as Swift evaluates them.
extension DecodingConversion {
    /// The converted value's JSON text (`null` when the conversion gives nil). A non-finite
    /// `Double` (`Double("inf")` is infinity in Swift, not nil) is held as Swift spells it
    /// (`inf`, `-inf`, `nan`): not JSON, but not nil, and `Double(_:)` reads it back for the
    /// comparisons the body makes.
    func applied(to text: String) -> String {
        var writer = EncodedJSONWriter()
        let content = InterpretedJSON.stringContent(text)
        switch self {
        case .url(let encodingInvalidCharacters):
            guard let content, let url = URL(string: content, encodingInvalidCharacters: encodingInvalidCharacters) else { return "null" }
            writer.writeString(url.absoluteString)
        case .integer:
            guard let content else { return text }
            guard let value = Int(content) else { return "null" }
            writer.writeRaw(String(value))
        case .double:
            guard let content else { return text }
            guard let value = Double(content) else { return "null" }
            writer.writeRaw(value.isFinite ? DecodedValuePrinter.encoderText(value.description) : value.description)
        case .bool:
            guard let content else { return text }
            guard let value = Bool(content) else { return "null" }
            writer.writeRaw(value ? "true" : "false")
        case .string:
            writer.writeString(content ?? text)
        case .rawValue(let rawValues):
            return rawValues.contains { InterpretedJSON.equal($0, text) } ? text : "null"
        case .stringOperation(let operation):
            return operation.applied(to: text, content: content) ?? text
        case .integerWithRadix(let width, let radix):
            guard let content else { return text }
            guard let value = width.value(of: content, radix: radix) else { return "null" }
            writer.writeRaw(value)
        case .member(let key):
            return InterpretedJSON.member(key, ofObject: text) ?? "null"
        case .parsedDate(let parsing):
            guard let content else { return text }
            guard let date = parsing.date(from: content) else { return "null" }
            writer.writeRaw(DecodedValuePrinter.encoderText(date.timeIntervalSinceReferenceDate.description))
        case .removingMembers(let keys):
            return InterpretedJSON.object(text, removing: Set(keys)) ?? text
        case .opaque, .wrappedInOptional, .unknown, .elementOfUnordered, .collectionCast, .memberKeys, .lastCodingKey:
            return text
        }
        return writer.text
    }
}

extension StringOperation {
    /// The operation on a decoded value (JSON text; `content` is the string inside, if it is one);
    /// `count` and `isEmpty` also count an array's or a dictionary's elements. Nil for a value the
    /// operation does not apply to.
    func applied(to text: String, content: String?) -> String? {
        var writer = EncodedJSONWriter()
        switch self {
        case .count, .isEmpty:
            let count: Int
            if let content {
                count = content.count
            } else if let collection = try? JSONSerialization.jsonObject(with: Data(text.utf8)) {
                guard let elements = (collection as? [Any])?.count ?? (collection as? [String: Any])?.count else { return nil }
                count = elements
            } else {
                return nil
            }
            return self == .count ? String(count) : (count == 0 ? "true" : "false")
        case .first, .last:
            if let content {
                guard let character = self == .first ? content.first : content.last else { return "null" }
                writer.writeString(String(character))
                return writer.text
            }
            guard let elements = InterpretedJSON.elements(ofArray: text) else { return nil }
            return (self == .first ? elements.first : elements.last) ?? "null"
        case .hasPrefix(let prefix): return content.map { $0.hasPrefix(prefix) ? "true" : "false" }
        case .hasSuffix(let suffix): return content.map { $0.hasSuffix(suffix) ? "true" : "false" }
        case .dropFirst(let count): content.map { writer.writeString(String($0.dropFirst(count))) }
        case .dropLast(let count): content.map { writer.writeString(String($0.dropLast(count))) }
        case .uppercased: content.map { writer.writeString($0.uppercased()) }
        case .lowercased: content.map { writer.writeString($0.lowercased()) }
        case .components(let separator, let characters):
            guard let content else { return nil }
            let parts =
                characters
                ? content.components(separatedBy: CharacterSet(charactersIn: separator)) : content.components(separatedBy: separator)
            writer.writeRaw("[")
            for (position, part) in parts.enumerated() {
                if position > 0 { writer.writeRaw(",") }
                writer.writeString(part)
            }
            writer.writeRaw("]")
        case .replacingOccurrences(let target, let replacement):
            content.map { writer.writeString($0.replacingOccurrences(of: target, with: replacement)) }
        }
        return content == nil ? nil : writer.text
    }
}

extension IntegerWidth {
    /// `T(text, radix:)` as Swift parses it (an optional sign, then digits of the radix), as
    /// decimal text; nil when it refuses or the value does not fit. Also the schema reader's test
    /// of whether an integer literal fits a property's type.
    public func value(of text: String, radix: Int) -> String? {
        switch self {
        case .int: Int(text, radix: radix).map { String($0) }
        case .int8: Int8(text, radix: radix).map { String($0) }
        case .int16: Int16(text, radix: radix).map { String($0) }
        case .int32: Int32(text, radix: radix).map { String($0) }
        case .int64: Int64(text, radix: radix).map { String($0) }
        case .uint: UInt(text, radix: radix).map { String($0) }
        case .uint8: UInt8(text, radix: radix).map { String($0) }
        case .uint16: UInt16(text, radix: radix).map { String($0) }
        case .uint32: UInt32(text, radix: radix).map { String($0) }
        case .uint64: UInt64(text, radix: radix).map { String($0) }
        }
    }
}
