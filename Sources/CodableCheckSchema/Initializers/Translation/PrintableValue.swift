import CodableCheckCore

/// The values a thrown message may interpolate that the interpreter prints as Swift does: a
/// `String`, an integer or a `Bool` (`BodyLocals.printable`). A string
/// operation that keeps a `String` (`lowercased()`, `dropFirst()`) keeps it printable.
enum PrintableValue {
    /// `String`, an integer type or `Bool` (also spelled `Swift.String`): a value string
    /// interpolation prints as the interpreter does.
    static func isPrintable(_ type: TypeReference) -> Bool {
        guard case .named(var components) = type else { return false }
        if components.count == 2, components[0].name == "Swift", components[0].arguments.isEmpty { components.removeFirst() }
        return components.count == 1 && components[0].arguments.isEmpty && typeNames.contains(components[0].name)
    }

    /// `dropFirst`, `dropLast`: a `String` still.
    static func isDrop(_ operation: StringOperation) -> Bool {
        switch operation {
        case .dropFirst, .dropLast: true
        default: false
        }
    }

    static let typeNames: Set<String> = [
        "String", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
}
