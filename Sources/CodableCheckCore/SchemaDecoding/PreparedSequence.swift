import Foundation

/// A `SequencePlan` prepared: its elements, each with the type name it is asked as.
struct PreparedSequence: PreparedComposite {
    let typeName: String
    let check: SequencePlan.Check
    let elements: [(value: PreparedValue, typeName: String)]

    init(_ plan: SequencePlan, preparing prepare: (ValuePlan) -> PreparedValue) {
        typeName = plan.typeName
        check = plan.check
        elements = plan.elements.map { (prepare($0.value), $0.typeName) }
    }

    /// The type's own `init(from:)` as `JSONDecoder` runs it on 6.3.1: the same checks, in the
    /// same order, at the same coding paths (`SequencePlan` lists them).
    func decode(at index: Int, in walker: inout RecoveringWalker) -> String? {
        let tape = walker.document.tape
        guard let count = walker.arrayElementCount(at: index) else { return nil }
        if case .exactCount(let expected) = check, count != expected {
            walker.errors.append(
                DecodingProblem(
                    kind: .dataCorrupted, codingPath: walker.path, byteOffset: tape.offset(at: index),
                    message: "\(typeName) needs exactly \(expected) elements, found \(count)",
                    foundationDescription: "Expected vector with exactly \(expected) elements."))
            return nil
        }
        var parts: [String] = []
        var elementIndices: [Int] = []
        var failed = false
        var elementIndex = index + 1
        for (position, element) in elements.enumerated() {
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
        if check == .orderedBounds, elementIndices.count == 2,
            let problem = boundsOrderProblem(elementIndices, at: index, in: walker)
        {
            walker.errors.append(problem)
            return nil
        }
        return "[" + parts.joined(separator: ",") + "]"
    }

    /// `Range.init(from:)` and `ClosedRange.init(from:)` refuse a lower bound greater than the
    /// upper, quoting both bounds as Swift describes them (`3.0`, `2001-01-01 00:00:03 +0000`).
    private func boundsOrderProblem(_ bounds: [Int], at index: Int, in walker: RecoveringWalker) -> DecodingProblem? {
        guard case .leaf(let leaf) = elements[0].value else { return nil }
        let context = LeafContext(document: walker.document, options: walker.options)
        guard let lower = try? LeafRules.value(leaf, at: bounds[0], in: context),
            let upper = try? LeafRules.value(leaf, at: bounds[1], in: context),
            let order = LeafValue.compare(lower, upper), order > 0
        else { return nil }
        let lowerText = lower.swiftDescription
        let upperText = upper.swiftDescription
        return DecodingProblem(
            kind: .dataCorrupted, codingPath: walker.path, byteOffset: walker.document.tape.offset(at: index),
            message: "\(typeName) has a lower bound (\(lowerText)) greater than its upper bound (\(upperText))",
            foundationDescription:
                "Cannot initialize \(typeName) with a lowerBound (\(lowerText)) greater than upperBound (\(upperText))")
    }
}
