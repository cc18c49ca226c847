extension PlanBuilder {
    /// Counts `node` as planned inside the declarations being planned, or reports that it is
    /// past `DeclarationNesting.maximum` and returns false. The caller leaves it by decrementing
    /// `declarationNesting`.
    mutating func enterDeclaration(_ node: DeclarationNode, use: Use?) -> Bool {
        guard declarationNesting < DeclarationNesting.maximum else {
            reportNeeded(.declarationsNestTooDeep(node.qualifiedName, use: use), use: use, rootError: .tooDeep)
            return false
        }
        declarationNesting += 1
        return true
    }
}
