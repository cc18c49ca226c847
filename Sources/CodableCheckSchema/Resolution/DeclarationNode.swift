/// A declared type placed in the tree of scopes, with what its extensions add merged in:
/// conformances, nested types (such as a `CodingKeys` declared in an extension), typealiases
/// and `init(from:)`.
///
/// A class so that nested nodes can point at their parent for Swift's outward name lookup.
/// Built once by `TypeResolver` and never changed afterwards.
final class DeclarationNode: @unchecked Sendable {
    let declaration: TypeDeclaration
    private(set) weak var parent: DeclarationNode?
    /// `Outer.Inner`.
    let qualifiedName: String
    private(set) var children: [DeclarationNode] = []
    private(set) var typeAliases: [TypeAliasDeclaration] = []
    /// Conformances written on the declaration and on its extensions, with where each was written.
    private(set) var conformances: [(type: TypeReference, location: SourceLocation)] = []
    /// The first `init(from:)` declared in the type or one of its extensions.
    private(set) var decodingInitializer: SourceLocation?
    /// That `init(from:)`'s body, as read (`CustomDecodingPlanner` interprets it).
    private(set) var decodingInitializerBody: DecodingInitializer?
    /// The first `init?(rawValue:)` declared in the type or one of its extensions.
    private(set) var rawValueInitializer: SourceLocation?
    /// The first `encode(to:)` declared in the type or one of its extensions: nil when encoding
    /// is synthesized (or the type is not `Encodable`).
    private(set) var encodingFunction: SourceLocation?
    /// The functions with a body declared in the type and its extensions (for a protocol, those
    /// of its extensions), for the helpers an `init(from:)` calls.
    private(set) var functions: [FunctionDeclaration] = []
    /// Computed properties with a written type, the type's and its extensions' (`extension
    /// Company: Identifiable { var id: String { slug } }`), for associated types.
    private(set) var computedProperties: [ComputedProperty] = []
    /// Every `init` declared in the type and its extensions.
    private(set) var initializers: [InitializerSignature] = []
    /// The subscripts declared in the type and its extensions.
    private(set) var subscripts: [SubscriptDeclaration] = []
    /// `static let` and `static var` stored properties of the type and its extensions (where a
    /// formatter or a constant is often declared), for the values a body names.
    private(set) var staticProperties: [StoredProperty] = []
    /// The body (the type's or an extension's) that does not close: see `MemberList`.
    private(set) var unterminatedBody: (location: SourceLocation, owner: String)?
    /// Order of declaration across all files: keeps listings and diagnostics stable.
    let order: Int

    init(declaration: TypeDeclaration, parent: DeclarationNode?, order: Int) {
        self.declaration = declaration
        self.parent = parent
        self.qualifiedName = parent.map { $0.qualifiedName + "." + declaration.name } ?? declaration.name
        self.order = order
        self.typeAliases = declaration.members.typeAliases
        self.conformances = declaration.inheritance.map { ($0, declaration.location) }
        self.decodingInitializer = declaration.members.decodingInitializer
        self.decodingInitializerBody = declaration.members.decodingInitializerBody
        self.rawValueInitializer = declaration.members.rawValueInitializer
        self.encodingFunction = declaration.members.encodingFunction
        self.functions = declaration.members.functions
        self.computedProperties = declaration.members.computedProperties
        self.initializers = declaration.members.initializers
        self.subscripts = declaration.members.subscripts
        self.staticProperties = declaration.members.properties.filter(\.isStatic)
        self.unterminatedBody = declaration.members.unterminatedBody.map { ($0, declaration.name) }
    }

    var name: String { declaration.name }
    /// Whether this type, or a type it is nested in, is generic. A nested type of `Page<T>` is
    /// another type for each instance of `Page` (`Page<Int>.Meta`, `Page<String>.Meta`), as
    /// Swift makes it: it is planned only with its outer types' arguments.
    var isInGenericContext: Bool { !declaration.genericParameters.isEmpty || parent?.isInGenericContext == true }
    var kind: TypeDeclaration.Kind { declaration.kind }
    var location: SourceLocation { declaration.location }
    var fileIndex: Int { declaration.location.fileIndex }

    /// Instance stored properties: what synthesized `Codable` considers.
    var instanceProperties: [StoredProperty] {
        declaration.members.properties.filter { !$0.isStatic }
    }

    /// The nested `CodingKeys` enum, declared in the type or an extension of it.
    var codingKeys: DeclarationNode? {
        children(named: "CodingKeys").first { $0.kind == .enum }
    }

    /// Whether the compiler writes the type's `encode(to:)`: it is `Encodable` (or `Codable`) and
    /// declares none. That encoding writes the stored properties under their keys, even for a
    /// type whose `init(from:)` reads one value (probed on 6.3.1: `{"hex":"#FF8800"}`). It also
    /// gives the type a `CodingKeys` of its own, which a hand-written `init(from:)` then finds
    /// before an enclosing type's (`Outer.Inner: Codable` reading `.id` from `CodingKeys.self`
    /// compiles; the same `Inner` declared `Decodable` alone finds `Outer.CodingKeys`).
    var synthesizesEncoding: Bool {
        guard encodingFunction == nil else { return false }
        func namesEncodable(_ type: TypeReference) -> Bool {
            switch type {
            case .named(let components): ["Codable", "Encodable"].contains(components.last?.name ?? "")
            case .composition(let parts): parts.contains(where: namesEncodable)
            default: false
            }
        }
        return conformances.contains { namesEncodable($0.type) }
    }

    /// The names of the `CodingKeys` the compiler synthesizes when none is declared: the cases of
    /// an enum; the stored properties of a struct or class, but not a `lazy` one, whose storage
    /// is hidden (probed on 6.3.1: `.l` of a `lazy var l` is "no member 'l'").
    var synthesizedCodingKeyNames: [String] {
        kind == .enum ? declaration.members.enumCases.map(\.name) : instanceProperties.filter { !$0.isLazy }.map(synthesizedKeyName(of:))
    }

    /// A stored property's case name in synthesized `CodingKeys`, and its JSON key: `@Observable`
    /// turns each tracked `var` into a computed property over `_name` storage, and synthesis sees
    /// the storage, so the key is `_name` and a declared `CodingKeys` case must be spelled so too
    /// (probed on 6.3.1: `forKey: ._name` compiles and reads `{"_name": ...}`).
    func synthesizedKeyName(of property: StoredProperty) -> String {
        let isTracked = !property.isLet && !property.attributes.contains { $0.name == "ObservationIgnored" }
        return isTracked && declaration.attributes.contains { $0.name == "Observable" } ? "_" + property.name : property.name
    }

    /// Indexed: a namespace enum may hold thousands of nested types, each looked up often.
    private var childrenByName: [String: [DeclarationNode]] = [:]

    func children(named name: String) -> [DeclarationNode] {
        childrenByName[name] ?? []
    }

    func addChild(_ child: DeclarationNode) {
        children.append(child)
        childrenByName[child.name, default: []].append(child)
    }

    /// Merges an extension of this type.
    func merge(_ extensionDeclaration: ExtensionDeclaration) {
        conformances += extensionDeclaration.inheritance.map { ($0, extensionDeclaration.location) }
        typeAliases += extensionDeclaration.members.typeAliases
        if decodingInitializer == nil, kind != .protocol || !extensionDeclaration.isConstrained {
            decodingInitializer = extensionDeclaration.members.decodingInitializer
            decodingInitializerBody = extensionDeclaration.members.decodingInitializerBody
        }
        if rawValueInitializer == nil { rawValueInitializer = extensionDeclaration.members.rawValueInitializer }
        if encodingFunction == nil { encodingFunction = extensionDeclaration.members.encodingFunction }
        functions += extensionDeclaration.members.functions
        computedProperties += extensionDeclaration.members.computedProperties
        initializers += extensionDeclaration.members.initializers
        subscripts += extensionDeclaration.members.subscripts
        staticProperties += extensionDeclaration.members.properties.filter(\.isStatic)
        if unterminatedBody == nil, let location = extensionDeclaration.members.unterminatedBody {
            unterminatedBody = (location, extensionDeclaration.extendedType.description)
        }
    }

    /// Takes the `init(from:)` of a protocol extension (`ProtocolDecodingInitializer`), for a
    /// type that declares none.
    func inheritDecodingInitializer(from protocolNode: DeclarationNode) {
        guard decodingInitializer == nil else { return }
        decodingInitializer = protocolNode.decodingInitializer
        decodingInitializerBody = protocolNode.decodingInitializerBody
    }
}
