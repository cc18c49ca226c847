/// `associatedtype Payload: Decodable = String` in a protocol the sources declare: a type that
/// conforming types name as `Conformer.Payload`, which the compiler infers from what the
/// conformer declares (`AssociatedTypeInference`).
struct AssociatedTypeDeclaration: Sendable, Equatable {
    var name: String
    /// Of the name.
    var location: SourceLocation
    /// The type after `=`, used when nothing the conformer declares decides it.
    var defaultType: TypeReference?
}
