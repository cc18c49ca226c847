import CodableCheckCore

/// `deps.first` and `deps.last` on a decoded array (XcodeGraph's package dependencies: `if let
/// deps = try c.decodeIfPresent([Dependency].self, forKey: .fileSystem), let dep = deps.first`):
/// its first (last) element as Swift gives it (`StringOperation.first`), nil when it is empty.
/// Taken only where the decoded type says the value is an array whose elements cannot be nil (of
/// `[String?]`, `first` of `[nil]` is `.some(nil)`, which a JSON `null` cannot tell from nil). The
/// element is typed as the array's, so its members read as any decoded value's (`dep.identity`).
///
/// A string's `first` (a `Character`) is not taken yet: the documented example of a check the
/// tool assumes to hold (`HashColor`'s `guard text.first == "#"`) reads so, and moving it is a
/// change of the user guide of its own.
enum CollectionEnds {
    /// The operation for `property` on `value`; nil for another property or a value whose type
    /// is not one of those.
    static func operation(_ property: String, of value: DecodingExpression, in translator: CustomDecodingTranslator) -> StringOperation? {
        guard property == "first" || property == "last", let type = DecodedTypes.decodedType(of: value, in: translator) else { return nil }
        guard nonOptionalElement(of: type) != nil else { return nil }
        return property == "first" ? .first : .last
    }

    /// The element type an end of `value` holds, when `value` is such an array.
    static func elementType(of value: DecodingExpression, in translator: CustomDecodingTranslator) -> TypeReference? {
        DecodedTypes.decodedType(of: value, in: translator).flatMap(nonOptionalElement(of:))
    }

    private static func nonOptionalElement(of type: TypeReference) -> TypeReference? {
        guard case .array(let element) = type else { return nil }
        switch element {
        case .optional, .implicitlyUnwrappedOptional: return nil
        default: return element
        }
    }
}
