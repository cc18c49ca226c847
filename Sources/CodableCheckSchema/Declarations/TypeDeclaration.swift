/// A `struct`, `class`, `enum`, `actor` or `protocol` as declared, with the members that matter
/// to synthesized `Codable` and its nested declarations.
struct TypeDeclaration: Sendable, Equatable {
    enum Kind: String, Sendable {
        case `struct`, `class`, `enum`, actor, `protocol`
    }

    var kind: Kind
    var name: String
    /// Of the name.
    var location: SourceLocation
    var genericParameters: [String]
    /// Superclass, raw type and protocols, in the order written.
    var inheritance: [TypeReference]
    var attributes: [AttributeUse]
    /// `indirect enum` (cases may also be `indirect` one by one, which changes nothing here).
    var isIndirect: Bool
    /// `private` or `fileprivate`: at file scope, visible in its own file only, so two files may
    /// each declare their own `private struct Response`.
    var isFilePrivate: Bool = false
    /// Not declared in the sources at all: a type of another module (SwiftUI's `Color`) that
    /// an extension makes decodable (`extension Color: Codable { init(from:) ... }`). Its members
    /// are those of its extensions; only its `init(from:)` says what JSON it takes.
    var isDeclaredElsewhere = false
    var members: MemberList
}

/// The declarations inside a type, extension or file that the schema reads.
struct MemberList: Sendable, Equatable {
    var properties: [StoredProperty] = []
    /// Computed properties and protocol requirements with a written type, for associated types.
    var computedProperties: [ComputedProperty] = []
    /// A protocol's `associatedtype` declarations.
    var associatedTypes: [AssociatedTypeDeclaration] = []
    var enumCases: [EnumCaseDeclaration] = []
    var types: [TypeDeclaration] = []
    var typeAliases: [TypeAliasDeclaration] = []
    /// Where `init(from:)` is declared, when it is: decoding is then custom.
    var decodingInitializer: SourceLocation?
    /// That `init(from:)`'s body, as read.
    var decodingInitializerBody: DecodingInitializer?
    /// Where `encode(to:)` is declared, when it is: encoding is then the type's own.
    var encodingFunction: SourceLocation?
    /// The functions with a body, for the helpers an `init(from:)` calls.
    var functions: [FunctionDeclaration] = []
    /// Where `init?(rawValue:)` is declared, when it is: a `RawRepresentable` type may reject values.
    var rawValueInitializer: SourceLocation?
    /// Every `init` declared, of any kind: whether a call of the type's initializers may throw.
    var initializers: [InitializerSignature] = []
    /// The subscripts declared: what an assignment through one may do.
    var subscripts: [SubscriptDeclaration] = []
    /// The `{` of a body with no closing `}` (the file ends inside it): the members read may be
    /// missing some, so the type cannot be checked.
    var unterminatedBody: SourceLocation?
}

/// `extension Outer.Inner: Decodable { ... }`.
struct ExtensionDeclaration: Sendable, Equatable {
    var extendedType: TypeReference
    /// Of the extended type's name.
    var location: SourceLocation
    var inheritance: [TypeReference]
    var members: MemberList
    /// Has a `where` clause: its members apply only to the types that meet it, which the schema
    /// does not check (a protocol's constrained `init(from:)` is given to no conforming type).
    var isConstrained = false
}

/// Everything the schema reads from one file.
struct SourceFileDeclarations: Sendable, Equatable {
    var members = MemberList()
    var extensions: [ExtensionDeclaration] = []
    /// The modules the file imports (`import Vapor`, `@testable import App`, `import struct
    /// Foundation.Date` gives `Foundation`), for the framework protocols they declare.
    var importedModules: [String] = []
}
