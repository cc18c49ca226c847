/// `typealias Name = Type`, at file scope or inside a type.
struct TypeAliasDeclaration: Sendable, Equatable {
    var name: String
    var location: SourceLocation
    /// Nil when the aliased type could not be read (a diagnostic says so).
    var target: TypeReference?
    /// `typealias Pair<T> = (T, T)`: generic aliases are not interpreted.
    var genericParameters: [String]
}
