/// A stored property (`let`/`var`), with what synthesized `Codable` needs to know about it.
/// Computed properties never get here; properties with observers (`didSet`) do, being stored.
struct StoredProperty: Sendable, Equatable {
    var name: String
    /// Of the name.
    var location: SourceLocation
    /// Nil when the type is inferred from the initial value (`var count = 0`), or could not be read.
    var type: TypeReference?
    /// The property has a type annotation the parser could not read (`var x: [Int`). Kept so
    /// that a plan needing this type fails, instead of the property silently disappearing.
    var hasUnreadableType = false
    /// Why it could not be read: it nests deeper than the parser reads (`Int???…`).
    var typeNestsTooDeeply = false
    var initialValue: InitialValue?
    var isLet: Bool
    /// `static` or `class`: not part of an instance, never decoded.
    var isStatic: Bool
    /// `lazy var`: its storage is a hidden optional, and synthesized decoding skips it
    /// (probed on Swift 6.3.1: a wrong-typed value under its name is ignored).
    var isLazy: Bool
    var attributes: [AttributeUse]

    var propertyWrappers: [AttributeUse] { attributes.filter(\.isPropertyWrapper) }
}

/// The expression after `=` in a property declaration: its source text, and its meaning when
/// it is a literal simple enough to become a JSON default or to give the property its type.
struct InitialValue: Sendable, Equatable {
    var text: String
    var literal: LiteralValue?
}

/// Literal initial values the schema understands.
indirect enum LiteralValue: Sendable, Equatable {
    case integer(String)
    case float(String)
    case string(String)
    case bool(Bool)
    case `nil`
    case array([LiteralValue])
    case emptyDictionary
    /// `.fantasy`: a case of the property's (enum) type.
    case implicitMember(String)
    /// `Genre.fantasy`.
    case typeMember(type: TypeReference, member: String)
    /// `Book(...)`, `Book.init(...)`: an instance of that type.
    case initializerCall(TypeReference)
}
