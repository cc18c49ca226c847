import CodableCheckCore

extension ModelSchema {
    /// The site a schema warning names, positioned in its model file, when the warning is one of
    /// an approximation (`ApproximationSite.Kind(messageID:)`).
    func approximationSite(for problem: SchemaProblem, owner: Int?) -> ApproximationSite? {
        guard problem.severity == .warning, let kind = ApproximationSite.Kind(messageID: problem.message.id) else { return nil }
        return approximationSite(kind, problem, owner: owner)
    }

    func approximationSite(_ kind: ApproximationSite.Kind, _ problem: SchemaProblem, owner: Int?) -> ApproximationSite {
        let (file, line, column) = position(of: problem.location)
        let typeName = owner.flatMap { resolver.allNodes.indices.contains($0) ? resolver.allNodes[$0].qualifiedName : nil } ?? ""
        return ApproximationSite(
            kind: kind, typeName: typeName, subject: problem.message.subject ?? "", message: problem.message.text,
            reason: problem.message.reason, declaration: problem.message.declaration, file: file, line: line, column: column)
    }
}
