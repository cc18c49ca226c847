/// Generic parameters of a helper the body calls, bound to the types the call hands over
/// (`decode<T>(_ type: T.Type, ...)` given `Tag.self`: `T` is `Tag`) or that the call's context
/// asks of its result (`-> T?` assigned to a `[Event]?`), and types with those parameters
/// replaced. Swift infers them so; the translator reads the helper's body with them bound.
enum GenericBinding {
    /// Binds the generic parameters in `pattern` (a parameter's type as written, `[T]`) to what
    /// stands in their place in `actual` (`[Tag]`).
    static func bind(_ pattern: TypeReference, to actual: TypeReference, generics: Set<String>, into bound: inout [String: TypeReference]) {
        switch (pattern, actual) {
        case (.named(let components), _)
        where components.count == 1 && components[0].arguments.isEmpty && generics.contains(components[0].name):
            bound[components[0].name] = actual
        case (.named(let written), .named(let given)) where written.count == given.count:
            for (left, right) in zip(written, given) where left.arguments.count == right.arguments.count {
                for (inner, actualInner) in zip(left.arguments, right.arguments) {
                    bind(inner, to: actualInner, generics: generics, into: &bound)
                }
            }
        case (.optional(let inner), .optional(let actualInner)), (.array(let inner), .array(let actualInner)),
            (.metatype(let inner), .metatype(let actualInner)):
            bind(inner, to: actualInner, generics: generics, into: &bound)
        case (.dictionary(let key, let value), .dictionary(let actualKey, let actualValue)):
            bind(key, to: actualKey, generics: generics, into: &bound)
            bind(value, to: actualValue, generics: generics, into: &bound)
        default:
            break
        }
    }

    /// `type` with each generic parameter bound in `arguments` replaced by its type.
    static func substitutingGenerics(_ type: TypeReference, _ arguments: [String: TypeReference]) -> TypeReference {
        guard !arguments.isEmpty else { return type }
        switch type {
        case .named(let components):
            if components.count == 1, components[0].arguments.isEmpty, let bound = arguments[components[0].name] { return bound }
            return .named(
                components.map { component in
                    TypeReference.Component(
                        name: component.name, arguments: component.arguments.map { substitutingGenerics($0, arguments) })
                })
        case .optional(let wrapped): return .optional(substitutingGenerics(wrapped, arguments))
        case .implicitlyUnwrappedOptional(let wrapped): return .implicitlyUnwrappedOptional(substitutingGenerics(wrapped, arguments))
        case .array(let element): return .array(substitutingGenerics(element, arguments))
        case .dictionary(let key, let value):
            return .dictionary(key: substitutingGenerics(key, arguments), value: substitutingGenerics(value, arguments))
        case .metatype(let instance): return .metatype(substitutingGenerics(instance, arguments))
        case .composition, .tuple, .function: return type
        }
    }

    /// Binds the generic parameters a call's arguments left open from the type its context asks
    /// of the result (`-> T?` asked a `[Event]?`: `T` is `[Event]`).
    static func bindFromResult(
        of function: FunctionDeclaration, asked: TypeReference?, into bound: inout [String: TypeReference]
    ) {
        guard let asked, let result = function.returnType else { return }
        let open = Set(function.genericParameters).subtracting(bound.keys)
        guard !open.isEmpty else { return }
        bind(result, to: asked, generics: open, into: &bound)
    }
}
