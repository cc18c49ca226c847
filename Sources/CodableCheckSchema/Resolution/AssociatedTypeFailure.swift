/// An associated type named as a member of a type (`Company.ID`) that inference could not decide.
struct AssociatedTypeFailure: Sendable {
    enum Reason: Sendable {
        /// Conformances that have the associated type, none of which the type fulfils, each with
        /// the requirement it is inferred from.
        case noWitness([String])
        /// Witnesses that disagree, each with where it comes from.
        case ambiguous([String])
    }

    /// The conforming type, qualified.
    var owner: String
    var name: String
    /// Of the conforming type's declaration.
    var location: SourceLocation
    var reason: Reason
}
