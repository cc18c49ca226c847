import CodableCheckCore

/// `--mode lossy`: what the tolerant decoder salvages, each recovery a warning
/// (`LossyModeAndWrappers.md`), widens the strict schema: an optional property or one with a
/// declared default takes any value (a failure is nil or the default), a failing array element or
/// dictionary value is dropped, a missing or null non-optional collection is empty, and leaves
/// take the coercions (`"42"` for an `Int`, `1` for a `String`, `"yes"` for a `Bool`).
extension JSONSchemaExporter {
    /// Whether a property of this plan may be absent or null in lossy mode, and then holds a value
    /// anyway: a collection, which is then empty (`ValuePlan.emptyCollection`, lossy decoding's rule).
    static func isCollection(_ plan: ValuePlan) -> Bool {
        plan.emptyCollection != nil
    }

    static func isOptional(_ plan: ValuePlan) -> Bool {
        if case .optional = plan { true } else { false }
    }

    /// The lossy schema of a container or leaf whose lossy rules differ from strict; nil where
    /// they are the same (objects, enums, sequences), for `schema(for:at:)` to write.
    mutating func lossySchema(for plan: ValuePlan, at path: String) -> SchemaJSON? {
        switch plan {
        case .array, .set:
            // A failing element is dropped, so any element is taken.
            return .type("array")
        case .dictionary:
            // A failing value (or `[Int: V]` key) is dropped.
            return .type("object")
        case .optional:
            // A value that fails is nil.
            return .object([])
        case .leaf(.string):
            // A number is kept as its JSON text.
            return .object([("type", .array([.string("string"), .string("number")]))])
        case .leaf(.bool):
            return noted(
                .object([
                    ("anyOf", .array([.type("boolean"), .object([("enum", .array([.number("0"), .number("1")]))]), .type("string")]))
                ]),
                .lossyRecovery, at: path,
                "lossy mode also reads the strings true, false, yes, no, 1 and 0 in any case, around whitespace: which strings is not expressed"
            )
        case .leaf(.integer), .leaf(.double), .leaf(.float), .leaf(.decimal):
            return noted(
                .object([("anyOf", .array([schemaIgnoringLossy(plan, at: path), .type("string")]))]), .lossyRecovery, at: path,
                "lossy mode also reads a numeric string that fits the type: which strings is not expressed")
        case .leaf(.date):
            return noted(
                .object([("type", .array([.string("string"), .string("number")]))]), .lossyRecovery, at: path,
                "lossy mode also reads ISO 8601, RFC 3339, RFC 2822 and timestamps: which values is not expressed")
        default:
            return nil
        }
    }
}
