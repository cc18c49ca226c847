import CodableCheckCore

/// The values a thrown message may interpolate that the interpreter prints as Swift does: a
/// `String`, an integer or a `Bool` (`BodyLocals.printable`). A string
/// operation that keeps a `String` (`lowercased()`, `dropFirst()`) keeps it printable. Also the
/// wider set of the standard library's types whose `description` cannot trap, for what `print`
/// writes (`StandardOutputCalls`), which the interpreter does not print.
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

    /// The standard library's types whose `description` cannot trap: the printable ones, and
    /// others a thrown message is not read to interpolate (`Double`, `Character`).
    static let safelyDescribedTypeNames: Set<String> = typeNames.union(["Substring", "Character", "Double", "Float", "CGFloat"])

    /// Whether a value of the type (or an optional of one) is written by the standard library's
    /// `description`, which cannot trap; false for any other type (an app's `description` may).
    static func isDescribedSafely(_ type: TypeReference?) -> Bool {
        guard case .named(let components)? = type?.unwrappingOptionals, components.count == 1 || components.first?.name == "Swift",
            let last = components.last, last.arguments.isEmpty
        else { return false }
        return safelyDescribedTypeNames.contains(last.name)
    }
}
