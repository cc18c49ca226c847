import Foundation

/// A decoded leaf (`LeafKind.value(at:in:)`), kept only to be printed or compared: the one owner
/// of how each leaf's value is written back as `JSONEncoder` writes it and described as Swift's
/// `"\(value)"` describes it.
enum LeafValue {
    case bool(Bool)
    case string(String)
    /// An integer or integer raw value, as its Swift `description`.
    case number(String)
    case double(Double)
    case float(Float)
    case decimal(Decimal)
    case date(Date)
    case data(Data)
    case url(URL)
    case uuid(UUID)
    /// Firestore's `Timestamp`.
    case timestamp(seconds: Int64, nanoseconds: Int32)
}

extension LeafValue {
    /// Writes the value as `JSONEncoder` (default strategies) writes it; floating-point values
    /// that are not finite as `floatStrategy` names them.
    func write(to writer: inout EncodedJSONWriter, floatStrategy: ValidationOptions.FloatStrategy) {
        switch self {
        case .bool(let bool): writer.writeRaw(bool ? "true" : "false")
        case .string(let string): writer.writeString(string)
        case .number(let text): writer.writeRaw(text)
        case .double(let double): Self.writeFloatingPoint(double, to: &writer, floatStrategy: floatStrategy)
        case .float(let float): Self.writeFloatingPoint(float, to: &writer, floatStrategy: floatStrategy)
        case .decimal(let decimal): writer.writeRaw(decimal.description)
        // `JSONEncoder`'s default date strategy writes seconds since 2001-01-01.
        case .date(let date): Self.writeFloatingPoint(date.timeIntervalSinceReferenceDate, to: &writer, floatStrategy: floatStrategy)
        case .data(let data): writer.writeString(data.base64EncodedString())
        case .url(let url): writer.writeString(url.absoluteString)
        case .uuid(let uuid): writer.writeString(uuid.uuidString)
        // As `Timestamp`'s own `Codable` conformance writes it.
        case .timestamp(let seconds, let nanoseconds): writer.writeRaw("{\"nanoseconds\":\(nanoseconds),\"seconds\":\(seconds)}")
        }
    }

    /// A finite value in its shortest form; infinity or NaN (only decoded under
    /// `--float-strategy convert-from-string:`) as its name, as `JSONEncoder` with
    /// `.convertToString` of the same names writes it: the encoder an app that reads the names sets.
    private static func writeFloatingPoint<F: BinaryFloatingPoint & CustomStringConvertible>(
        _ value: F, to writer: inout EncodedJSONWriter, floatStrategy: ValidationOptions.FloatStrategy
    ) {
        if !value.isFinite, case .convertFromString(let positive, let negative, let nan) = floatStrategy {
            writer.writeString(value.isNaN ? nan : value < 0 ? negative : positive)
        } else {
            writer.writeRaw(DecodedValuePrinter.encoderText(value.description))
        }
    }

    /// `"\(value)"`, as a range's error message interpolates its bounds.
    var swiftDescription: String {
        switch self {
        case .number(let text), .string(let text): text
        case .double(let double): "\(double)"
        case .float(let float): "\(float)"
        case .decimal(let decimal): "\(decimal)"
        case .date(let date): "\(date)"
        case .bool(let bool): "\(bool)"
        case .data(let data): "\(data)"
        case .url(let url): "\(url)"
        case .uuid(let uuid): "\(uuid)"
        case .timestamp(let seconds, let nanoseconds): "\(seconds).\(nanoseconds)"
        }
    }

    /// -1, 0 or 1 as Swift's `<` orders two bounds of one type; nil for types with no order here.
    static func compare(_ left: LeafValue, _ right: LeafValue) -> Int? {
        func order<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : a > b ? 1 : 0 }
        switch (left, right) {
        case (.number(let a), .number(let b)):
            guard let a = Decimal(string: a), let b = Decimal(string: b) else { return nil }
            return order(a, b)
        case (.double(let a), .double(let b)): return order(a, b)
        case (.float(let a), .float(let b)): return order(a, b)
        case (.decimal(let a), .decimal(let b)): return order(a, b)
        case (.date(let a), .date(let b)): return order(a, b)
        case (.string(let a), .string(let b)): return order(a, b)
        default: return nil
        }
    }
}
