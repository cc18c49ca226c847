/// The type of a value a body makes by calling the initializer of a struct or enum declared in
/// the models with no arguments (`var map = OrderedMap<String, Value>()`): that type, as written
/// (a value type has no subclasses, so the value is of exactly that type). The translator keeps
/// it as the local's type, for what a later statement does through it (`EachKeyIntoLocal`).
enum MadeValueType {
    static func of(_ written: BodyExpression, in translator: CustomDecodingTranslator) -> TypeReference? {
        guard case .call(var callee, let arguments) = written, arguments.isEmpty else { return nil }
        if case .member(let owner, "init") = callee { callee = owner }
        guard let (type, path) = CalledType.of(callee), path != ["Self"], let made = translator.declaredType(path),
            made.kind == .struct || made.kind == .enum
        else { return nil }
        return type
    }
}
