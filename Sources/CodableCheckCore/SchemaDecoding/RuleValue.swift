import Foundation

/// A decoded value as the rules see it, read back from its JSON text.
enum RuleValue {
    case null
    case string(String)
    case number(Double, text: String)
    case bool(Bool)
    /// Elements with their JSON texts, for sorting.
    case array([RuleValue])
    /// Anything else (objects, dates...): no rule applies.
    case other(String)

    init(text: String) {
        guard let document = try? JSONReader.read(Array(text.utf8)) else {
            self = .other(text)
            return
        }
        self = Self(document, at: document.rootIndex, text: text)
    }

    private init(_ document: JSONDocument, at index: Int, text: String) {
        let tape = document.tape
        switch tape.kind(at: index) {
        case .null: self = .null
        case .true: self = .bool(true)
        case .false: self = .bool(false)
        case .string: self = document.stringValue(at: index).map { .string($0) } ?? .other(text)
        case .number:
            let literal = document.literalText(at: index)
            self = Double(literal).map { .number($0, text: literal) } ?? .other(text)
        case .array:
            var elements: [RuleValue] = []
            var element = index + 1
            for _ in 0..<tape.elementCount(at: index) {
                let range =
                    tape.kind(at: element) == .string
                    ? tape.offset(at: element)..<(tape.stringContentRange(at: element).upperBound + 1)
                    : tape.kind(at: element).isContainer ? tape.offset(at: element)..<tape.offset(at: element) : tape.textRange(at: element)
                let elementText = document.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
                elements.append(tape.kind(at: element).isContainer ? .other(elementText) : Self(document, at: element, text: elementText))
                element = tape.indexAfter(element)
            }
            self = .array(elements)
        case .object: self = .other(text)
        }
    }

    init(operand: KodableOperand) {
        switch operand {
        case .number(let number, let text): self = .number(number, text: text)
        case .string(let string): self = .string(string)
        case .bool(let bool): self = .bool(bool)
        }
    }

    /// -1, 0 or 1; nil when the two cannot be compared.
    func compare(with operand: KodableOperand) -> Int? {
        switch (self, operand) {
        case (.number(let left, _), .number(let right, _)): left < right ? -1 : left > right ? 1 : 0
        case (.string(let left), .string(let right)): left < right ? -1 : left > right ? 1 : 0
        case (.bool(let left), .bool(let right)): left == right ? 0 : nil
        default: nil
        }
    }

    func isOrderedBefore(_ other: RuleValue) -> Bool {
        switch (self, other) {
        case (.number(let left, _), .number(let right, _)): left < right
        case (.string(let left), .string(let right)): left < right
        default: false
        }
    }

    /// Whether the condition holds; nil when it cannot be evaluated on this value.
    func satisfies(_ condition: KodableCondition) -> Bool? {
        var sawUnknown = false
        for conjunction in condition.alternatives {
            var holds: Bool? = true
            for term in conjunction {
                guard let result = evaluate(term) else {
                    holds = nil
                    break
                }
                if !result {
                    holds = false
                    break
                }
            }
            if holds == true { return true }
            if holds == nil { sawUnknown = true }
        }
        return sawUnknown ? nil : false
    }

    private func evaluate(_ term: KodableCondition.Term) -> Bool? {
        switch term {
        case .isEmpty(let negated):
            guard let count else { return nil }
            return (count == 0) != negated
        case .compare(let subject, let comparison, let operand):
            let order: Int?
            switch subject {
            case .value: order = compare(with: operand)
            case .count:
                guard let count else { return nil }
                order = RuleValue.number(Double(count), text: "").compare(with: operand)
            }
            guard let order else { return nil }
            switch comparison {
            case .less: return order < 0
            case .lessOrEqual: return order <= 0
            case .greater: return order > 0
            case .greaterOrEqual: return order >= 0
            case .equal: return order == 0
            case .notEqual: return order != 0
            }
        }
    }

    /// `String.count` (characters) or an array's element count.
    private var count: Int? {
        switch self {
        case .string(let string): string.count
        case .array(let elements): elements.count
        default: nil
        }
    }

    /// The value as `JSONEncoder` writes it for the property's type (a clamped bound `10` is
    /// `10` for an `Int`, `10` for a `Double` too, as `JSONEncoder` writes `10.0`).
    func text(as value: PreparedValue) -> String {
        var writer = EncodedJSONWriter()
        switch self {
        case .null: return "null"
        case .string(let string):
            writer.writeString(string)
            return writer.text
        case .number(let number, let text):
            var leaf = value
            if case .optional(let wrapped) = leaf { leaf = wrapped }
            switch leaf {
            case .leaf(.integer): return Int64(exactly: number).map(String.init) ?? text
            case .leaf(.double): return Self.encoderText(number.description)
            case .leaf(.float): return Self.encoderText(Float(number).description)
            default: return text
            }
        case .bool(let bool): return bool ? "true" : "false"
        case .array(let elements):
            var element = value
            if case .optional(let wrapped) = element { element = wrapped }
            if case .array(let inner) = element { element = inner }
            return "[" + elements.map { $0.text(as: element) }.joined(separator: ",") + "]"
        case .other(let text): return text
        }
    }

    /// `JSONEncoder` writes a floating-point value's shortest form without a trailing `.0`.
    private static func encoderText(_ description: String) -> String {
        description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }

    /// The value as Swift's string interpolation shows it, as in Kodable's error text.
    var swiftDescription: String {
        switch self {
        case .null: "nil"
        case .string(let string): string
        case .number(_, let text): text
        case .bool(let bool): String(bool)
        case .array(let elements): "[" + elements.map(\.swiftDescription).joined(separator: ", ") + "]"
        case .other(let text): text
        }
    }
}
