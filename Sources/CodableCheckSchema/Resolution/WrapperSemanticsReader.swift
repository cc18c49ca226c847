import CodableCheckCore

/// Reads a property's wrappers into its key and `FieldSemantics`: Kodable's in a `Kodable` type
/// (`WrapperSemanticsReader+Kodable`), BetterCodable's and Firestore's elsewhere (`+Wrappers`),
/// each through the app's typealiases (`ResolvedWrapper`). What it does not understand it keeps
/// as findings, in the order found, for `PlanBuilder.readingWrappers` to report.
struct WrapperSemanticsReader {
    let resolver: TypeResolver
    /// The problems found, in the order found.
    private(set) var findings: [(message: SchemaMessage, location: SourceLocation, severity: SchemaDiagnostic.Severity)] = []

    mutating func report(_ message: SchemaMessage, at location: SourceLocation, severity: SchemaDiagnostic.Severity) {
        findings.append((message, location, severity))
    }

    /// The initial value as JSON text, when it is a literal (or an enum case with a raw value).
    func jsonDefault(_ literal: LiteralValue?, type: TypeReference, in scope: TypeScope) -> String? {
        literal.flatMap { $0.jsonText(type: type, in: scope.node, resolver: resolver) }
    }
}
