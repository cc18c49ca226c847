import CodableCheckCore

/// The loop that fills a local with every member of an object, on a container keyed by a
/// `CodingKey` struct that takes any string (OpenAPIKit's ordered dictionary, whose string-keyed
/// helper makes an empty `OrderedDictionary<String, Value>()`, fills it and returns it):
///
/// ```swift
/// var map = OrderedMap<String, Value>()
/// for key in container.allKeys {
///     map[key.stringValue] = try container.decode(Value.self, forKey: key)
/// }
/// ```
///
/// Each member is read as `decode(T.self, forKey: key)` reads it, in document order, as
/// `decodeEachKey` reads a property's (an error ends the loop; with several bad members the app
/// meets them in hash order, and the tool reports the first in the document). The local then
/// holds a value the tool does not know: the setter of the app's subscript decides what it
/// keeps. The assignment runs that setter, which cannot throw (Swift has no throwing setters)
/// but could stop the app: the loop is followed only for a local made as a struct or enum of the
/// models (`MadeValueType`) each of whose settable subscripts an unlabeled argument may reach
/// has a setter that cannot stop (`SubscriptDeclaration`). Any other loop is left to
/// `eachKeyLoop` (`loop` is where the translator hands every `for` loop over).
enum EachKeyIntoLocal {
    /// Methods of the standard collections a setter may call that never stop the app
    /// (`storage.updateValue(value, forKey: key)`, `order.append(key)`), when no type of the
    /// models declares a function of the same name.
    static let nonTrappingMutators: Set<String> = ["updateValue", "removeValue", "append", "filter", "removeAll"]

    /// The `for` loop, as this loop or as `eachKeyLoop` reads it.
    static func loop(
        _ key: String, _ sequence: BodyExpression, _ body: [BodyStatement], in translator: inout CustomDecodingTranslator
    ) throws(CustomDecodingTranslator.Failure) -> DecodingStatement {
        if let filled = try statement(key, sequence, body, in: &translator) { return filled }
        return try EachKeyLoop.eachKeyLoop(key, sequence, body, in: &translator)
    }

    static func statement(
        _ key: String, _ sequence: BodyExpression, _ body: [BodyStatement], in translator: inout CustomDecodingTranslator
    ) throws(CustomDecodingTranslator.Failure) -> DecodingStatement? {
        guard case .member(.name(let container), "allKeys") = sequence, translator.containers[container]?.acceptsAnyKey == true,
            body.count == 1, case .assign(.subscriptAccess(.name(let local), let index), let value) = body[0].kind,
            translator.locals.contains(local), !translator.properties.contains(local), translator.containers[local] == nil,
            index.count == 1, index[0].label == nil, index[0].value == .member(.name(key), "stringValue")
        else { return nil }
        var read = value
        if case .tryExpression("try", let covered) = read { read = covered }
        guard case .call(.member(.name(container), "decode"), let arguments) = read, arguments.count == 2, arguments[0].label == nil,
            arguments[1].label == "forKey", arguments[1].value == .name(key), case .named(let components)? = translator.locals.types[local],
            let made = translator.declaredType(components.map(\.name)), settersCannotStop(of: made, translator.resolver),
            let type = try ContainerCalls.readType(arguments[0].value, in: &translator)
        else { return nil }
        let filled = DecodingExpression.conversion(.unknown, .undeclaredMembers(container: container, known: [], type: type))
        translator.noteUnknowable(local, filled)
        return .bind(local, filled)
    }

    /// Whether `map[x] = value` on a value of the type cannot stop the app: it declares (in its
    /// body or an extension) a settable subscript of one parameter without a label, and no such
    /// setter may stop the app.
    static func settersCannotStop(of made: DeclarationNode, _ resolver: TypeResolver) -> Bool {
        guard made.kind == .struct || made.kind == .enum else { return false }
        let declaredNames = Set(resolver.allNodes.flatMap { $0.functions.map(\.name) })
        let allowed = nonTrappingMutators.subtracting(declaredNames)
        let reached = made.subscripts.filter { $0.hasSetter && ($0.labels == nil || $0.labels == [nil]) }
        return !reached.isEmpty && reached.allSatisfy { $0.setter?.cannotStop(calling: allowed) == true }
    }
}
