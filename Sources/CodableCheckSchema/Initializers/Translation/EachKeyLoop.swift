import CodableCheckCore

/// The loop that copies an object's members into a dictionary property, on a container keyed by
/// a `CodingKey` struct that takes any string: every member (Datadog's attributes, a map of
/// headers), or only those the models do not declare (GeoJSON's "foreign members"):
///
/// ```swift
/// for key in container.allKeys {
///     if CodingKeys(stringValue: key.stringValue) == nil {
///         foreignMembers[key.stringValue] = try container.decode(JSONValue?.self, forKey: key)
///     }
/// }
/// try container.allKeys.forEach { self.headers[$0.stringValue] = try container.decode(String.self, forKey: $0) }
/// ```
///
/// read as `DecodingStatement.decodeEachKey` (the parser reads `forEach` with a closure of
/// statements as this `for` loop, also after `allKeys.filter { ... }`; `AllKeysFilter` reads the
/// tests that skip declared keys). Any other `for` loop is not followed.
///
/// For `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum EachKeyLoop {
    typealias Failure = CustomDecodingTranslator.Failure

    static func eachKeyLoop(
        _ key: String, _ sequence: BodyExpression, _ body: [BodyStatement], in translator: inout CustomDecodingTranslator
    ) throws(Failure) -> DecodingStatement {
        let notFollowed = Failure(reason: "the tool does not follow this statement")
        guard let (keys, test) = AllKeysFilter.split(sequence), case .member(.name(let container), "allKeys") = keys,
            translator.containers[container]?.acceptsAnyKey == true, body.count == 1, !translator.isStaticHelper
        else { throw notFollowed }
        var copy = body[0].kind
        // nil: no test; `.some(nil)`: a test `AllKeysFilter` does not read.
        var exclusion = test.map { AllKeysFilter.exclusion($0, element: "$0") }
        if test == nil, case .ifStatement(let conditions, let then, nil) = copy, conditions.count == 1,
            case .test(let inner) = conditions[0], then.count == 1
        {
            exclusion = .some(AllKeysFilter.exclusion(inner, element: key))
            copy = then[0].kind
        }
        let excluded: [String]
        switch exclusion {
        case nil: excluded = []
        case .keysOf(let known)??:
            guard let declared = try ContainerCalls.keysNode(.typeSelf(.simple(known)), in: translator), !declared.acceptsAnyKey,
                !declared.hasOwnStringValue
            else {
                throw notFollowed
            }
            excluded = declared.keys.values.sorted()
        case .namesIn(let local)??:
            // The names another container found: its enum's keys, when it reads the same object.
            guard let other = translator.locals.keyNameSets[local], case .keyed(let declared)? = translator.containers[other],
                !declared.acceptsAnyKey,
                !declared.hasOwnStringValue, let path = translator.containerPaths[other], translator.containerPaths[container] == path
            else { throw notFollowed }
            excluded = declared.keys.values.sorted()
        case .some(nil):
            throw notFollowed
        }
        guard case .assign(.subscriptAccess(let targetExpression, let subscriptArguments), let value) = copy,
            let target = translator.assignedProperty(targetExpression),
            subscriptArguments.count == 1, subscriptArguments[0].label == nil,
            subscriptArguments[0].value == .member(.name(key), "stringValue")
        else { throw notFollowed }
        var read = value
        if case .tryExpression("try", let covered) = read { read = covered }
        guard case .call(.member(.name(container), "decode"), let readArguments) = read, readArguments.count == 2,
            readArguments[0].label == nil, readArguments[1].label == "forKey", readArguments[1].value == .name(key),
            let type = try ContainerCalls.readType(readArguments[0].value, in: &translator)
        else { throw notFollowed }
        // Listed with each member's read, after any `[:]`.
        PropertySourceNotes.noteAssignment(target, .literal("null"), written: value, in: &translator)
        return .decodeEachKey(container: container, excluding: excluded, type: type, into: target)
    }
}
