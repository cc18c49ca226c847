/// The keys an `allKeys` loop skips, read from the tests apps write to keep only the members
/// their models do not declare (Datadog's generated RUM models, GeoJSON's foreign members):
///
/// ```swift
/// for key in dynamic.allKeys { if CodingKeys(stringValue: key.stringValue) == nil { ... } }
/// try dynamic.allKeys.filter { CodingKeys(stringValue: $0.stringValue) == nil }.forEach { ... }
/// let declared = Set(staticContainer.allKeys.map { $0.stringValue })
/// try dynamic.allKeys.filter { !declared.contains($0.stringValue) }.forEach { ... }
/// ```
///
/// `CodingKeys(stringValue:) == nil` skips the enum's keys. A set of the key names another
/// container found skips the same keys when that container is keyed by an enum and reads the
/// same object (its `allKeys` are the object's members the enum names; a member it does not
/// name is in neither). Any other test is not read, and the loop stays not followed.
enum AllKeysFilter {
    /// What a test skips.
    enum Exclusion: Equatable {
        /// The keys of this `CodingKey` type (`CodingKeys(stringValue: key.stringValue) == nil`).
        case keysOf(String)
        /// The key names held in this local (`!declared.contains(key.stringValue)`).
        case namesIn(String)
    }

    /// `keys.filter { test }`: the keys and the test's closure body; the sequence itself, with
    /// no test, for anything else.
    static func split(_ sequence: BodyExpression) -> (keys: BodyExpression, test: BodyExpression?)? {
        guard case .call(.member(let keys, "filter"), let arguments) = sequence else { return (sequence, nil) }
        guard arguments.count == 1, arguments[0].label == nil, case .closure(let test?) = arguments[0].value else { return nil }
        return (keys, test)
    }

    /// The exclusion a test on `element` (the loop's key: `key`, `$0`) makes, or nil when it
    /// keeps a key by any other rule.
    static func exclusion(_ test: BodyExpression, element: String) -> Exclusion? {
        let name = BodyExpression.member(.name(element), "stringValue")
        switch test {
        case .binary("==", .call(.name(let type), let arguments), .literal("null")):
            guard arguments.count == 1, arguments[0].label == "stringValue", arguments[0].value == name else { return nil }
            return .keysOf(type)
        case .prefix("!", .call(.member(.name(let local), "contains"), let arguments)):
            guard arguments.count == 1, arguments[0].label == nil, arguments[0].value == name else { return nil }
            return .namesIn(local)
        default:
            return nil
        }
    }

    /// `Set(container.allKeys.map { $0.stringValue })` (or `.map(\.stringValue)`): the container.
    static func keyNameSet(_ value: BodyExpression) -> String? {
        guard case .call(.name("Set"), let arguments) = value, arguments.count == 1, arguments[0].label == nil,
            case .call(.member(.member(.name(let container), "allKeys"), "map"), let mapArguments) = arguments[0].value,
            mapArguments.count == 1, mapArguments[0].value == .closure(.member(.name("$0"), "stringValue"))
        else { return nil }
        return container
    }
}
