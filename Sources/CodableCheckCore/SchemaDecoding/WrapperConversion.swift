import Foundation

/// The conversions wrappers add (`FieldSemantics.Conversion`), tried after the declared type
/// refused the value.
enum WrapperConversion {
    static func convert(_ leaf: LeafKind, _ conversion: FieldSemantics.Conversion, at index: Int, in document: JSONDocument) -> LeafValue? {
        let tape = document.tape
        switch conversion {
        case .boolStrategy:
            guard case .bool = leaf else { return nil }
            switch tape.kind(at: index) {
            case .number:
                switch Double(document.rawText(at: index)) {
                case 0: return .bool(false)
                case 1: return .bool(true)
                default: return nil
                }
            case .string:
                return (try? ValueConversion.string(at: index, in: document)).flatMap(Bool.init).map { .bool($0) }
            default:
                return nil
            }
        case .kodable:
            switch leaf {
            case .bool:
                if tape.kind(at: index) == .string {
                    return (try? ValueConversion.string(at: index, in: document)).flatMap(Bool.init).map { .bool($0) }
                }
                return convert(leaf, .boolStrategy, at: index, in: document)
            case .string:
                guard tape.kind(at: index) == .number else { return nil }
                return losslessText(at: index, in: document).map { .string($0) }
            default:
                return nil
            }
        case .lossless, .losslessBool:
            var raw = losslessText(at: index, in: document)
            if conversion == .losslessBool, tape.kind(at: index) == .number,
                let integer = try? JSONNumberConversion.integer(Int.self, at: index, in: document), integer == 0 || integer == 1
            {
                raw = integer == 1 ? "true" : "false"
            }
            guard let raw else { return nil }
            switch leaf {
            case .bool: return Bool(raw).map { .bool($0) }
            case .string: return .string(raw)
            case .integer(let width):
                if let value = Int64(raw), width.holds(value) { return .number(String(value)) }
                if width == .uint64 || width == .uint, let value = UInt64(raw) { return .number(String(value)) }
                return nil
            case .double: return Double(raw).map { .double($0) }
            case .float: return Float(raw).map { .float($0) }
            default: return nil
            }
        }
    }

    /// The text `@LosslessValue` converts from: it decodes the first of `String`, `Bool`, the
    /// integers, `Double` that succeeds, so an integral number (`1.0`) reads as an `Int` (`"1"`).
    static func losslessText(at index: Int, in document: JSONDocument) -> String? {
        switch document.tape.kind(at: index) {
        case .string: return try? ValueConversion.string(at: index, in: document)
        case .true: return "true"
        case .false: return "false"
        case .number:
            if let integer = try? JSONNumberConversion.integer(Int64.self, at: index, in: document) { return String(integer) }
            if let unsigned = try? JSONNumberConversion.integer(UInt64.self, at: index, in: document) { return String(unsigned) }
            return (try? ValueConversion.double(at: index, in: document)).map { $0.description }
        default: return nil
        }
    }
}
