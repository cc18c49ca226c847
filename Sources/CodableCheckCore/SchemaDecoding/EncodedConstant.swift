import Foundation

/// A stored property that synthesized `encode(to:)` writes but synthesized `init(from:)` never
/// reads: a `let` with an initial value (`let kind = "book"`). The app always holds the initial
/// value, so `--print` writes it, as `JSONEncoder` does, under the property's key.
public struct EncodedConstant: Sendable, Equatable {
    /// The `CodingKey`'s string value.
    public var key: String
    /// The initial value, or nil when the schema reader cannot evaluate it (`UUID()`, `Date()`):
    /// `--print` then leaves the member out, and the schema warns at the property.
    public var value: Value?

    public init(key: String, value: Value?) {
        self.key = key
        self.value = value
    }

    /// An initial value in the property's type, which decides how `JSONEncoder` writes it
    /// (`let ratio: Double = 5` is `5`, `let small: Float = 0.1` is `0.1`).
    public indirect enum Value: Sendable, Equatable {
        case bool(Bool)
        case string(String)
        /// Digits as Swift's integer types print them (`-3`).
        case integer(String)
        case double(Double)
        case float(Float)
        case decimal(Decimal)
        case array([Value])
        /// Members as the synthesized encoding of a nested type writes them (`Meta()`), or an
        /// empty dictionary (`[:]`).
        case object([Member])

        public struct Member: Sendable, Equatable {
            public var key: String
            public var value: Value

            public init(key: String, value: Value) {
                self.key = key
                self.value = value
            }
        }

        /// As `JSONEncoder` with `.sortedKeys` writes it.
        var encoded: String {
            var writer = EncodedJSONWriter()
            write(to: &writer)
            return writer.text
        }

        private func write(to writer: inout EncodedJSONWriter) {
            switch self {
            case .bool(let bool): writer.writeRaw(bool ? "true" : "false")
            case .string(let string): writer.writeString(string)
            case .integer(let digits): writer.writeRaw(digits)
            case .double(let double): writer.writeRaw(DecodedValuePrinter.encoderText(double.description))
            case .float(let float): writer.writeRaw(DecodedValuePrinter.encoderText(float.description))
            case .decimal(let decimal): writer.writeRaw(decimal.description)
            case .array(let elements):
                writer.writeRaw("[" + elements.map(\.encoded).joined(separator: ",") + "]")
            case .object(let members):
                writer.writeObject(members.map { ($0.key, $0.value) }) { writer, value in value.write(to: &writer) }
            }
        }
    }
}
