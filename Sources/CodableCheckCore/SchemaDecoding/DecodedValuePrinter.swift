import Foundation

/// Re-encodes a document that decoded as the value the app would hold, written as `JSONEncoder`
/// (default strategies, `.sortedKeys`) writes it: ignored keys gone, later duplicates dropped,
/// numbers in the decoded type's form (`1e2` as `100` for an `Int`), dates as seconds since 2001.
///
/// It runs only after a walk found no error, so every value here decodes.
struct DecodedValuePrinter {
    let document: JSONDocument
    let options: ValidationOptions
    private(set) var writer = EncodedJSONWriter()

    init(document: JSONDocument, options: ValidationOptions) {
        self.document = document
        self.options = options
    }

    mutating func write(_ value: PreparedValue, at index: Int) {
        let tape = document.tape
        switch value {
        case .leaf(.data) where options.dataStrategy == .deferredToData:
            var bytes: [UInt8] = []
            var element = index + 1
            for _ in 0..<tape.elementCount(at: index) {
                bytes.append((try? JSONNumberConversion.integer(UInt8.self, at: element, in: document)) ?? 0)
                element = tape.indexAfter(element)
            }
            writer.writeString(Data(bytes).base64EncodedString())
        case .leaf(let leaf):
            guard let decoded = try? LeafRules.value(leaf, at: index, in: LeafContext(document: document, options: options)) else {
                writer.writeRaw("null")
                return
            }
            write(decoded)
        case .optional(let wrapped):
            if tape.kind(at: index) == .null {
                writer.writeRaw("null")
            } else {
                write(wrapped, at: index)
            }
        case .dictionary(.codingKeyEnum, _):
            writeDecodedByRecoveringWalker(value, at: index)
        case .set(let element):
            // `Set.init(from:)` keeps one of equal elements; equal decoded values print alike.
            // Order is the document's (Foundation's is the set's hash order, new every process).
            var seen = Set<String>()
            var elements: [String] = []
            var elementIndex = index + 1
            for _ in 0..<tape.elementCount(at: index) {
                var nested = DecodedValuePrinter(document: document, options: options)
                nested.write(element, at: elementIndex)
                if seen.insert(nested.writer.text).inserted { elements.append(nested.writer.text) }
                elementIndex = tape.indexAfter(elementIndex)
            }
            writer.writeRaw("[" + elements.joined(separator: ",") + "]")
        case .array(let element):
            writer.writeRaw("[")
            var elementIndex = index + 1
            for position in 0..<tape.elementCount(at: index) {
                if position > 0 { writer.writeRaw(",") }
                write(element, at: elementIndex)
                elementIndex = tape.indexAfter(elementIndex)
            }
            writer.writeRaw("]")
        case .dictionary(let keyKind, let element):
            // `[Int: V]` keys go through the key strategy (only `[String: V]` is exempt).
            let keyStrategy: ValidationOptions.KeyStrategy = keyKind == .int ? options.keyStrategy : .useDefaultKeys
            var members = ObjectMembers(objectAt: index, in: document, keyStrategy: keyStrategy).firstOccurrences.map {
                (key: $0.matchedKey, value: $0.valueIndex)
            }
            if keyKind == .int {
                // `[Int: V]` is keyed by the Int: `"1"` and `"01"` are one key (the later member
                // wins, as `Dictionary.init(from:)` assigns them in turn), written as `"1"`.
                var byValue: [Int: Int] = [:]
                var order: [Int] = []
                for member in members {
                    guard let key = Int(member.key) else { continue }
                    if byValue.updateValue(member.value, forKey: key) == nil { order.append(key) }
                }
                members = order.map { (String($0), byValue[$0]!) }
            }
            writer.writeObject(members) { writer, valueIndex in
                var nested = DecodedValuePrinter(document: document, options: options)
                nested.write(element, at: valueIndex)
                writer.writeRaw(nested.writer.text)
            }
        case .object(let object):
            let objectMembers = ObjectMembers(objectAt: index, in: document, keyStrategy: options.keyStrategy)
            var members: [(key: String, value: String)] = []
            for field in object.fields {
                guard let valueIndex = objectMembers.valueIndex(forKey: field.key) else { continue }
                // `encodeIfPresent`: a nil optional property is left out.
                if field.isOptional && tape.kind(at: valueIndex) == .null { continue }
                var nested = DecodedValuePrinter(document: document, options: options)
                nested.write(field.value, at: valueIndex)
                members.append((field.key, nested.writer.text))
            }
            // Never decoded, always encoded: a `let` with an initial value.
            members += object.encodedConstants
            writer.writeObject(members) { writer, text in writer.writeRaw(text) }
        default:
            // A sequence, a pair dictionary, a tagged enum, a Foundation type (and any shape
            // added later): `RecoveringWalker` decodes every plan.
            writeDecodedByRecoveringWalker(value, at: index)
        }
    }

    /// Plans with shapes only `RecoveringWalker` decodes, which builds the text as it goes.
    private mutating func writeDecodedByRecoveringWalker(_ value: PreparedValue, at index: Int) {
        var walker = RecoveringWalker(document: document, options: options, isLossy: false)
        writer.writeRaw(walker.decode(value, at: index) ?? "null")
    }

    /// Writes one decoded leaf (also used by `RecoveringWalker` for the values it builds), as
    /// `LeafValue` writes itself.
    mutating func write(_ value: LeafValue) {
        value.write(to: &writer, floatStrategy: options.floatStrategy)
    }

    /// `JSONEncoder` writes a floating-point value's shortest form without a trailing `.0`
    /// (`1.0` as `1`, `1e-07` as is).
    static func encoderText(_ description: String) -> String {
        description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }
}
