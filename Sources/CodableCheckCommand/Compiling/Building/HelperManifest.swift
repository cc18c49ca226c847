/// What a built helper serves, kept beside it in the cache: the types its table holds, the
/// types asked for that were left out (each with the compiler's errors that kept it out), and
/// what was changed in copies of the declarations so that the rest builds.
struct HelperManifest: Codable, Equatable {
    /// The table's entries: type names and expressions as `--type` spells them.
    var served: [String]
    /// Types asked for that do not build here, with the errors in the declarations they need.
    var excluded: [String: [CompilerDiagnostic]] = [:]
    var adjustments = SourceAdjustments()

    /// Whether a run may ask this helper for `typeExpression`: each type it names is served.
    func serves(_ typeExpression: String) -> Bool {
        let names = TypeExpressionNames.names(in: typeExpression)
        let spelled = typeExpression.filter { $0 != " " }
        return served.contains { $0.filter { $0 != " " } == spelled } || !names.isEmpty && names.allSatisfy(served.contains)
    }
}
