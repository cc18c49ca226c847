/// A computed property (`var id: String { slug }`) or a protocol's property requirement
/// (`var id: ID { get }`): never decoded, but its declared type is what the compiler infers an
/// associated type from (`Identifiable`'s `ID` is the type of `id`, stored or computed).
struct ComputedProperty: Sendable, Equatable {
    var name: String
    /// Of the name.
    var location: SourceLocation
    var type: TypeReference
    /// `static` or `class`.
    var isStatic: Bool
    /// An instance property whose body is a `switch self` returning a string (or nil) per case:
    /// for a `CodingKey` enum's `var stringValue`, the JSON key of each case (`CodingKeyEnum`);
    /// for another, the name a table of the enum's cases is keyed by (`CaseTables`).
    var caseStrings: CaseStringGetter? = nil
    /// A static property whose body returns a list of the enum's cases (`static var
    /// allBuiltinKeys: [CodingKeys] { [.description, .url] }`): their names, in order
    /// (`CaseListGetterReader`). Only static properties' bodies are read so.
    var returnedCases: [String]? = nil
    /// The getter's one expression (`{ userInfo[.context] as! Context }`, `{ return ... }`), read
    /// only in extensions of `Decoder` and the containers (`ContainerExtensions`), where a body
    /// reads it as that expression written in its place.
    var getter: BodyExpression? = nil
}
