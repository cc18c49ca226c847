import CodableCheckCore

/// The loop that keeps an object's members the models do not declare (GeoJSON's "foreign
/// members"), on a container keyed by a `CodingKey` struct that takes any string:
///
/// ```swift
/// for key in container.allKeys {
///     if CodingKeys(stringValue: key.stringValue) == nil {
///         foreignMembers[key.stringValue] = try container.decode(JSONValue?.self, forKey: key)
///     }
/// }
/// ```
///
/// read as `DecodingStatement.decodeEachKey`. Any other `for` loop is not followed.
extension CustomDecodingTranslator {
    mutating func eachKeyLoop(_ key: String, _ sequence: BodyExpression, _ body: [BodyStatement]) throws(Failure) -> DecodingStatement {
        let notFollowed = Failure(reason: "the tool does not follow this statement")
        guard case .member(.name(let container), "allKeys") = sequence, case .keyed(let keys)? = containers[container], keys.acceptsAnyKey,
            body.count == 1, case .ifStatement(let conditions, let then, nil) = body[0].kind, conditions.count == 1,
            case .test(.binary("==", .call(.name(let known), let knownArguments), .literal("null"))) = conditions[0],
            knownArguments.count == 1, knownArguments[0].label == "stringValue",
            knownArguments[0].value == .member(.name(key), "stringValue"),
            then.count == 1, case .assign(.subscriptAccess(.name(let target), let subscriptArguments), let value) = then[0].kind,
            subscriptArguments.count == 1, subscriptArguments[0].label == nil,
            subscriptArguments[0].value == .member(.name(key), "stringValue"),
            isProperty(target), !isStaticHelper
        else { throw notFollowed }
        var read = value
        if case .tryExpression("try", let covered) = read { read = covered }
        guard case .call(.member(.name(container), "decode"), let readArguments) = read, readArguments.count == 2,
            readArguments[0].label == nil, readArguments[1].label == "forKey", readArguments[1].value == .name(key)
        else { throw notFollowed }
        guard let excluded = try keysNode(.typeSelf(.simple(known))), !excluded.acceptsAnyKey,
            let type = try readType(readArguments[0].value)
        else { throw notFollowed }
        return .decodeEachKey(container: container, excluding: excluded.keys.values.sorted(), type: type, into: target)
    }
}
