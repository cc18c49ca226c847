/// A type as written in a declaration (`[String: Book]`, `Outer.Inner?`, `Page<Book>`), before
/// any name is looked up. `TypeResolver` gives the names meaning.
indirect enum TypeReference: Sendable, Equatable {
    /// One name segment with its generic arguments: `Dictionary<String, Int>` or `Inner` in `Outer.Inner`.
    struct Component: Sendable, Equatable {
        var name: String
        var arguments: [TypeReference]
    }

    /// A possibly qualified name: `Book`, `Foundation.Date`, `Outer.Inner`, `Array<Int>`.
    case named([Component])
    /// `T?`. `Optional<T>` stays `.named` until resolved.
    case optional(TypeReference)
    /// `T!`: an optional that unwraps implicitly, decoded like `T?`.
    case implicitlyUnwrappedOptional(TypeReference)
    /// `[T]`.
    case array(TypeReference)
    /// `[K: V]`.
    case dictionary(key: TypeReference, value: TypeReference)
    /// `A & B`.
    case composition([TypeReference])
    /// `(A, B)`, and `()`.
    case tuple([TypeReference])
    /// `(A) -> B`: never decodable.
    case function
    /// `T.Type`: never decodable.
    case metatype(TypeReference)

    /// A plain, unqualified, non-generic name.
    static func simple(_ name: String) -> TypeReference {
        .named([Component(name: name, arguments: [])])
    }

    /// The Swift spelling, for messages.
    var description: String {
        switch self {
        case .named(let components):
            // `StringJoining`: planning names types, and the stdlib's `joined` is slow on first use.
            return StringJoining.joined(
                components.map { component in
                    component.arguments.isEmpty
                        ? component.name
                        : component.name + "<" + StringJoining.joined(component.arguments.map(\.description), separator: ", ") + ">"
                }, separator: ".")
        case .optional(let wrapped): return wrapped.description + "?"
        case .implicitlyUnwrappedOptional(let wrapped): return wrapped.description + "!"
        case .array(let element): return "[" + element.description + "]"
        case .dictionary(let key, let value): return "[" + key.description + ": " + value.description + "]"
        case .composition(let parts): return StringJoining.joined(parts.map(\.description), separator: " & ")
        case .tuple(let elements): return "(" + StringJoining.joined(elements.map(\.description), separator: ", ") + ")"
        case .function: return "(function)"
        case .metatype(let instance): return instance.description + ".Type"
        }
    }
}

/// Interpolated into messages as its Swift spelling (`is not a \(type)`), never as the enum.
extension TypeReference: CustomStringConvertible {}
