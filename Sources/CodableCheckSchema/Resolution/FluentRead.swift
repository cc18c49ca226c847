import CodableCheckCore

/// How one FluentKit wrapper's `decode(from:)` reads its value.
enum FluentRead: Equatable {
    /// The declared type, required (null refused).
    case value
    /// Null (or a missing key) is nil, else the declared type's value.
    case optionalValue
    /// An object whose `id` is the parent model's `@ID` type: required for `@Parent`, nil
    /// when null or missing for `@OptionalParent`. The object itself is required either way.
    case parent(idIsOptional: Bool)
    /// `@Group`: null or missing leaves it unset (not encoded), else the group's own fields.
    case group
    /// `@Children`, `@OptionalChild`, `@Siblings`: `decode(from:)` reads nothing.
    case skipped

    /// The wrappers FluentKit declares and how each decodes; nil for any other wrapper.
    static func fluentRead(of wrapper: String, declaredType: TypeReference) -> FluentRead? {
        switch wrapper {
        case "ID", "OptionalField", "OptionalEnum", "OptionalBoolean", "Timestamp", "CompositeID": .optionalValue
        // `@Field var note: String?` is nil for null (FluentKit's "hacks for supporting optionals").
        case "Field": declaredType.unwrappingOptionals == declaredType ? .value : .optionalValue
        case "Enum", "Boolean": .value
        case "Parent": .parent(idIsOptional: false)
        case "OptionalParent": .parent(idIsOptional: true)
        case "Group": .group
        case "Children", "OptionalChild", "Siblings": .skipped
        default: nil
        }
    }

    /// The description FluentKit gives the `typeMismatch` it throws for a property.
    static let fluentPropertyErrorDescription = "Could not decode property"

    /// The `CodingKey` type FluentKit's containers use (SQLKit's), as `keyNotFound` would quote it.
    static let fluentCodingKeysName = "SomeCodingKey"
}
