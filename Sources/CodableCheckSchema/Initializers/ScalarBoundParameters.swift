import CodableCheckCore

/// The generic parameters a plan binds to a standard library scalar (`String`, `Bool`, an
/// integer type, `Double`, `Float`) or to `UUID`, whose own `init(from:)` is exactly what the
/// single-value container's `decode` runs in `JSONDecoder`: the standard library writes each
/// scalar's as `decoder.singleValueContainer().decode(T.self)`, and `UUID`'s decodes a string
/// and throws `dataCorrupted` at the decoder's path on a bad one, which is what `decode(UUID.self)`
/// does, since `JSONDecoder` runs `UUID(from:)` there itself (no special case for it). So `try
/// RawValue(from: decoder)` in `Tagged<Tag, RawValue>` (pointfreeco's swift-tagged), bound to one
/// of these, reads as `decode(RawValue.self)`. `Date`, `Data`, `URL` and `Decimal` are left out:
/// `JSONDecoder` decodes those with its strategies, their own `init(from:)` does not.
enum ScalarBoundParameters {
    /// The parameters of `scope` bound to such a type (not the survey's placeholder).
    static func parameters(in scope: TypeScope, resolver: TypeResolver) -> Set<String> {
        var found: Set<String> = []
        for (name, binding) in scope.bindings where binding.reference != TypeScope.surveyPlaceholder {
            guard case .named(let components) = binding.reference, components.allSatisfy(\.arguments.isEmpty),
                case .builtin(.scalar(.leaf(let leaf)), _) = binding.scope.resolve(components, with: resolver),
                leaf.isStandardRawValueType || leaf.typeName == "UUID"
            else { continue }
            found.insert(name)
        }
        return found
    }
}
