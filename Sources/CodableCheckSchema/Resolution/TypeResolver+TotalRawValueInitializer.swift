import CodableCheckCore

extension TypeResolver {
    /// Whether a `RawRepresentable` type's own `init(rawValue:)` takes every raw value: written
    /// without `?` or `!` (`init(rawValue: Int) { self = Self.known[rawValue] ?? .unknown(rawValue) }`,
    /// an open enum), or failable with no `return nil` in its body (`default: self = .other(rawValue)`;
    /// a failable one fails only so, or by delegating, a call `BodyEffects` does not allow), so the
    /// standard library's `init(from:)` for `RawRepresentable` (decode the raw value, then
    /// `Self(rawValue:)`, `dataCorrupted` on `nil`) never sees `nil`: the type takes exactly what
    /// its raw type takes. Only when every `init(rawValue:)` the type declares is such a one (not
    /// throwing, one parameter) and one of them takes the raw type itself: one taking another type
    /// (`init(rawValue: Substring)`) is not the requirement's, whose witness is then somewhere the
    /// tool does not look (a protocol extension). And only when each body cannot stop the program
    /// (`BodyEffects`): it calls nothing but the type's own enum cases and a few standard library
    /// methods, and holds no force unwrap, arithmetic or unchecked subscript, so `fatalError("unknown
    /// \(rawValue)")` in a `default:` keeps the type approximated. Computed properties are not followed.
    func takesEveryRawValue(_ node: DeclarationNode, rawType: String) -> Bool {
        let declared = node.initializers.filter { $0.parameters.first?.label == "rawValue" }
        let cases = Set(node.declaration.members.enumCases.map(\.name))
        guard !declared.isEmpty,
            declared.allSatisfy({ !$0.isFailable || $0.bodyEffects?.returnsNil == false }),
            declared.allSatisfy({ !$0.isThrowing && $0.parameters.count == 1 }),
            declared.allSatisfy({ $0.bodyEffects?.cannotStop(calling: cases) ?? false })
        else { return false }
        return declared.contains { initializer in
            guard case .named(let components)? = initializer.parameters[0].type else { return false }
            // `RawValue` or `Self.RawValue`: the requirement's own associated type.
            if components.last?.name == "RawValue", components.count == 1 || components.first?.name == "Self" { return true }
            guard case .builtin(_, let name) = resolveThroughAliases(components, from: node) else { return false }
            return name == rawType
        }
    }
}
