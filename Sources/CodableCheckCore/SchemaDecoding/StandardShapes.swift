import Foundation

/// The standard-library and Foundation shapes that are not a plain container: sequences
/// (`Range`, `CGPoint`, `SIMD2<Float>`), dictionaries written as `[k, v, k, v]`, and enums with
/// associated values. Each follows the type's own `init(from:)` as `JSONDecoder` runs it on
/// 6.3.1: the same checks, in the same order, at the same coding paths.
///
/// A job of its own beside `RecoveringWalker`, which hands each shape its place in the document
/// (`in walker:`) and decodes the elements back through its own `decode`.
enum StandardShapes {
    // MARK: - Sequences

    static func decodeSequence(_ sequence: PreparedSequence, at index: Int, in walker: inout RecoveringWalker) -> String? {
        let tape = walker.document.tape
        guard let count = walker.arrayElementCount(at: index) else { return nil }
        if case .exactCount(let expected) = sequence.check, count != expected {
            walker.errors.append(
                DecodingProblem(
                    kind: .dataCorrupted, codingPath: walker.path, byteOffset: tape.offset(at: index),
                    message: "\(sequence.typeName) needs exactly \(expected) elements, found \(count)",
                    foundationDescription: "Expected vector with exactly \(expected) elements."))
            return nil
        }
        var parts: [String] = []
        var elementIndices: [Int] = []
        var failed = false
        var elementIndex = index + 1
        for (position, element) in sequence.elements.enumerated() {
            walker.path.append(.index(position))
            defer { walker.path.removeLast() }
            guard position < count else {
                // `decode(_:)` past the end; the decode stops there, so later elements are not reported.
                walker.errors.append(
                    .unkeyedContainerAtEnd(
                        expectedType: StandardDecodableTypes.named(element.typeName) ?? Any.self,
                        foundationDescription: "Unkeyed container is at end.", arrayIndex: index, in: walker.document,
                        codingPath: walker.path))
                return nil
            }
            if let text = walker.decode(element.value, at: elementIndex) {
                parts.append(text)
            } else {
                failed = true
            }
            elementIndices.append(elementIndex)
            elementIndex = tape.indexAfter(elementIndex)
        }
        guard !failed else { return nil }
        if sequence.check == .orderedBounds, elementIndices.count == 2,
            let problem = boundsOrderProblem(sequence, elementIndices, at: index, in: walker)
        {
            walker.errors.append(problem)
            return nil
        }
        return "[" + parts.joined(separator: ",") + "]"
    }

    /// `Range.init(from:)` and `ClosedRange.init(from:)` refuse a lower bound greater than the
    /// upper, quoting both bounds as Swift describes them (`3.0`, `2001-01-01 00:00:03 +0000`).
    private static func boundsOrderProblem(
        _ sequence: PreparedSequence, _ bounds: [Int], at index: Int, in walker: RecoveringWalker
    ) -> DecodingProblem? {
        guard case .leaf(let leaf) = sequence.elements[0].value else { return nil }
        let context = LeafContext(document: walker.document, options: walker.options)
        guard let lower = try? LeafRules.value(leaf, at: bounds[0], in: context),
            let upper = try? LeafRules.value(leaf, at: bounds[1], in: context),
            let order = LeafValue.compare(lower, upper), order > 0
        else { return nil }
        let lowerText = lower.swiftDescription
        let upperText = upper.swiftDescription
        return DecodingProblem(
            kind: .dataCorrupted, codingPath: walker.path, byteOffset: walker.document.tape.offset(at: index),
            message: "\(sequence.typeName) has a lower bound (\(lowerText)) greater than its upper bound (\(upperText))",
            foundationDescription:
                "Cannot initialize \(sequence.typeName) with a lowerBound (\(lowerText)) greater than upperBound (\(upperText))")
    }

    // MARK: - Dictionaries as key-value pairs

    /// `Dictionary.init(from:)` for keys that are neither `String`, `Int` nor
    /// `CodingKeyRepresentable`: an odd count is refused before anything is decoded; then keys
    /// and values alternate (`[2]` is the second key), and a later equal key replaces the value.
    ///
    /// `JSONEncoder` writes such a dictionary in its hash order, which changes every process;
    /// the printed value keeps the document's order of first appearance.
    static func decodePairDictionary(
        keys: PreparedValue, values: PreparedValue, at index: Int, in walker: inout RecoveringWalker
    ) -> String? {
        let tape = walker.document.tape
        guard let count = walker.arrayElementCount(at: index) else { return nil }
        guard count % 2 == 0 else {
            walker.errors.append(
                DecodingProblem(
                    kind: .dataCorrupted, codingPath: walker.path, byteOffset: tape.offset(at: index),
                    message: "expected alternating keys and values, found an array of \(count) elements",
                    foundationDescription: "Expected collection of key-value pairs; encountered odd-length array instead."))
            return nil
        }
        var pairs: [(key: String, value: String)] = []
        var failed = false
        var elementIndex = index + 1
        for position in stride(from: 0, to: count, by: 2) {
            walker.path.append(.index(position))
            let key = walker.decode(keys, at: elementIndex)
            walker.path.removeLast()
            elementIndex = tape.indexAfter(elementIndex)
            walker.path.append(.index(position + 1))
            let value = walker.decode(values, at: elementIndex)
            walker.path.removeLast()
            elementIndex = tape.indexAfter(elementIndex)
            guard let key, let value else {
                failed = true
                continue
            }
            if let existing = pairs.firstIndex(where: { $0.key == key }) {
                pairs[existing].value = value
            } else {
                pairs.append((key, value))
            }
        }
        guard !failed else { return nil }
        return "[" + pairs.map { $0.key + "," + $0.value }.joined(separator: ",") + "]"
    }

    /// A `CodingKeyRepresentable` enum key (`[Genre: V]` in object form): the Swift key's text,
    /// or nil after recording Foundation's `dataCorrupted` at the key.
    static func enumKey(_ key: String, of plan: RawEnumPlan, at keyIndex: Int, in walker: inout RecoveringWalker) -> String? {
        let rawValue: String? =
            switch plan.rawType {
            case .string: key
            case .integer: Int(key).map(String.init)
            }
        if let rawValue, plan.rawValues.contains(rawValue) { return rawValue }
        walker.errors.append(
            DecodingProblem(
                kind: .dataCorrupted, codingPath: walker.path, byteOffset: walker.document.tape.offset(at: keyIndex),
                message: "key \"\(key)\" is not a raw value of \(plan.typeName)",
                foundationDescription: "Could not convert key to type \(plan.typeName)"))
        return nil
    }

    // MARK: - Enums with associated values

    static func decodeTaggedEnum(_ taggedEnum: PreparedObject, at index: Int, in walker: inout RecoveringWalker) -> String? {
        let tape = walker.document.tape
        guard tape.kind(at: index) == .object else {
            walker.errors.append(.containerMismatch(expectingObject: true, valueIndex: index, in: walker.document, codingPath: walker.path))
            return nil
        }
        // `container.allKeys`: the object's keys that name a case, each once (the first
        // occurrence's value is the one decoded).
        var found: [(caseIndex: Int, valueIndex: Int)] = []
        for member in walker.readMembers(ofObjectAt: index, keyStrategy: walker.options.keyStrategy).firstOccurrences {
            guard let caseIndex = taggedEnum.taggedCases.firstIndex(where: { $0.key == member.matchedKey }) else { continue }
            found.append((caseIndex, member.valueIndex))
        }
        guard found.count == 1 else {
            let names = taggedEnum.taggedCases.map { "\"\($0.key)\"" }.joined(separator: ", ")
            walker.errors.append(
                DecodingProblem(
                    kind: .typeMismatch, codingPath: walker.path, byteOffset: tape.offset(at: index),
                    message: "\(taggedEnum.typeName) needs exactly one of the keys \(names), found \(found.count)",
                    foundationDescription: "Invalid number of keys found, expected one."))
            return nil
        }
        let (key, payload) = taggedEnum.taggedCases[found[0].caseIndex]
        walker.path.append(.key(key))
        defer { walker.path.removeLast() }
        guard let text = walker.decodeObject(payload, at: found[0].valueIndex) else { return nil }
        var writer = EncodedJSONWriter()
        writer.writeObject([(key, text)]) { writer, text in writer.writeRaw(text) }
        return writer.text
    }

    // MARK: - Foundation's own types

    /// `TimeZone`, `Calendar`, `IndexSet`…: the type's own `init(from:)` runs through the core's
    /// `Decoder`, configured with this walk's strategies, at this place of the document.
    static func decodeFoundationValue(_ type: FoundationValue, at index: Int, in walker: inout RecoveringWalker) -> String? {
        let decoder = walker.foundationDecoder ?? CompiledDecodeSettings(walker.options).makeDecoder()
        walker.foundationDecoder = decoder
        switch type.decode(at: index, in: walker.document, codingPath: walker.path, with: decoder) {
        case .success(let text):
            return text
        case .failure(let problem):
            walker.errors.append(problem)
            return nil
        }
    }
}
