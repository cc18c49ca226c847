import Foundation

/// A dictionary JSON writes as `[k, v, k, v]` (`ValuePlan.pairDictionary`), prepared.
struct PreparedPairDictionary: PreparedComposite {
    let key: PreparedValue
    let value: PreparedValue

    /// `Dictionary.init(from:)` for keys that are neither `String`, `Int` nor
    /// `CodingKeyRepresentable`: an odd count is refused before anything is decoded; then keys
    /// and values alternate (`[2]` is the second key), and a later equal key replaces the value.
    ///
    /// `JSONEncoder` writes such a dictionary in its hash order, which changes every process;
    /// the printed value keeps the document's order of first appearance.
    func decode(at index: Int, in walker: inout RecoveringWalker) -> String? {
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
            let keyText = walker.decode(key, at: elementIndex)
            walker.path.removeLast()
            elementIndex = tape.indexAfter(elementIndex)
            walker.path.append(.index(position + 1))
            let valueText = walker.decode(value, at: elementIndex)
            walker.path.removeLast()
            elementIndex = tape.indexAfter(elementIndex)
            guard let keyText, let valueText else {
                failed = true
                continue
            }
            if let existing = pairs.firstIndex(where: { $0.key == keyText }) {
                pairs[existing].value = valueText
            } else {
                pairs.append((keyText, valueText))
            }
        }
        guard !failed else { return nil }
        return "[" + pairs.map { $0.key + "," + $0.value }.joined(separator: ",") + "]"
    }
}
