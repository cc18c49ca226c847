import Foundation

/// All declarations of all files arranged as Swift scopes, with extensions merged, and name
/// lookup as Swift does it: from the innermost enclosing type outwards, then file scope (all
/// files of a module share it), then the standard library and Foundation.
final class TypeResolver: @unchecked Sendable {
    /// What a name means at some place.
    enum Resolution {
        case node(DeclarationNode)
        case alias(TypeAliasDeclaration, scope: DeclarationNode?)
        case builtin(BuiltinType, name: String)
        /// A generic parameter (`T` in `struct Page<T>` or `typealias Paged<T> = Page<T>`).
        case genericParameter(String)
        case ambiguous([DeclarationNode])
        /// `Company.ID` where `Company`'s conformances have an associated type `ID` that
        /// inference could not decide (`AssociatedTypeInference`).
        case unresolvedAssociatedType(AssociatedTypeFailure)
        case notFound
    }

    private(set) var topLevelNodes: [DeclarationNode] = []
    private(set) var topLevelAliases: [TypeAliasDeclaration] = []
    /// The functions declared at file scope: helpers an `init(from:)` calls by name
    /// (`self = try decodeMapped(from: decoder, ...)`), and what `--date-strategy custom:NAME`
    /// may name (`func decodeAPIDate(_ decoder: Decoder) throws -> Date`).
    private(set) var fileScopeFunctions: [FunctionDeclaration] = []
    /// File-scope names, indexed once: lookups happen for every property of every type.
    private var topLevelNodesByName: [String: [DeclarationNode]] = [:]
    private var topLevelAliasesByName: [String: TypeAliasDeclaration] = [:]
    /// Every node, parents before children, files in load order.
    private(set) var allNodes: [DeclarationNode] = []
    private(set) var problems: [SchemaProblem] = []
    /// The modules some file imports: a framework's protocols count only when it is imported,
    /// and a name qualified with one (`Turf.LocationDegrees`) is looked up without it.
    private(set) var importedModules: Set<String> = []
    /// For each file, the module it belongs to (nil: all to one): its package target, else the
    /// `--schema` path it came from. A name two modules declare means, in each one's files, its
    /// own declaration, as Swift's `internal` access makes it.
    let modules: [Int]?

    /// Superclasses declared in the sources, found once after extensions are merged.
    private var superclasses: [ObjectIdentifier: DeclarationNode] = [:]
    /// For each struct (by declaration order) asked about so far, the structs its stored
    /// properties hold by value: the graph `containsItself` searches, built as planning reaches
    /// each struct rather than for every declaration at start-up (issue 14). The lock makes
    /// plans built on several threads share it safely.
    var structsHeldByValue: [Int: [HeldStruct]] = [:]
    /// A stored property of a struct whose type is a struct, held by value.
    struct HeldStruct {
        var property: String
        var target: DeclarationNode
    }
    let structsHeldByValueLock = NSLock()
    /// The names that may be associated types: the standard ones inference covers and those
    /// the sources' protocols declare. Only these are inferred, so other lookups pay nothing.
    private var associatedTypeNames: Set<String> = Set(AssociatedTypeInference.standardAssociatedTypes.keys)
    /// Off while superclasses are being found, so that finding one never needs another.
    private var looksInSuperclasses = false

    /// Typealias chains longer than this are taken to be cycles.
    static let maximumAliasDepth = 32

    /// The methods the sources add to the decoding containers and `Decoder`, which `init(from:)`
    /// bodies may call.
    private(set) var containerExtensions = ContainerExtensions()

    /// What the app's decoder holds in `userInfo`, which `init(from:)` bodies may read: carried
    /// here because every translation of a body reaches the resolver.
    let decoderUserInfo: DecoderUserInfo

    /// For each file (by index), what its package's `Package.resolved` pins; nil without one.
    private let packagePins: [ResolvedPackagePins?]

    init(
        files: [SourceFileDeclarations], modules: [Int]? = nil, decoderUserInfo: DecoderUserInfo = DecoderUserInfo(),
        packagePins: [ResolvedPackagePins?] = []
    ) {
        self.modules = modules
        self.decoderUserInfo = decoderUserInfo
        self.packagePins = packagePins
        for file in files {
            importedModules.formUnion(file.importedModules)
            topLevelAliases += file.members.typeAliases
            fileScopeFunctions += file.members.functions
            for declaration in file.members.types {
                topLevelNodes.append(makeNode(declaration, parent: nil))
            }
        }
        topLevelNodesByName = Dictionary(grouping: topLevelNodes, by: \.name)
        for alias in topLevelAliases where topLevelAliasesByName[alias.name] == nil {
            topLevelAliasesByName[alias.name] = alias
        }
        let extensions = files.flatMap(\.extensions)
        for extensionDeclaration in extensions { containerExtensions.record(extensionDeclaration) }
        mergeExtensions(extensions)
        ProtocolDecodingInitializer.giveToConformingTypes(in: self)
        for node in allNodes where node.kind == .protocol {
            associatedTypeNames.formUnion(node.declaration.members.associatedTypes.map(\.name))
        }
        for node in allNodes where node.kind == .class {
            guard case .named(let components)? = node.declaration.inheritance.first,
                let candidate = nominal(components.map(\.name), from: node.parent),
                candidate.kind == .class, candidate !== node
            else { continue }
            superclasses[ObjectIdentifier(node)] = candidate
        }
        looksInSuperclasses = true
    }

    private func makeNode(_ declaration: TypeDeclaration, parent: DeclarationNode?) -> DeclarationNode {
        let node = DeclarationNode(declaration: declaration, parent: parent, order: allNodes.count)
        allNodes.append(node)
        for nested in declaration.members.types { node.addChild(makeNode(nested, parent: node)) }
        addLocalTypes(of: declaration.members.decodingInitializerBody, to: node)
        return node
    }

    /// The types an `init(from:)` body declares, as types nested in its own: the body's
    /// `Probe.self` then resolves to them. Not when the type has a nested type of that name,
    /// which the body's declaration would shadow (its statement then stays not followed).
    private func addLocalTypes(of initializer: DecodingInitializer?, to node: DeclarationNode) {
        for local in initializer?.localTypes ?? [] where node.children(named: local.name).isEmpty {
            node.addChild(makeNode(local, parent: node))
        }
    }

    /// Attaches each extension to the type it extends. An extension may extend a type another
    /// file's extension declares (SymbolKit's `extension SymbolGraph.LineList.SourceRange` in
    /// `Position.swift`, read before the `extension SymbolGraph.LineList` declaring `SourceRange`):
    /// those not found are tried again while a round attaches any.
    private func mergeExtensions(_ extensions: [ExtensionDeclaration]) {
        var pending = extensions
        while !pending.isEmpty {
            let found = pending.map { declaredTarget(of: $0) != nil }
            guard found.contains(true) else { break }
            for (extensionDeclaration, isFound) in zip(pending, found) where isFound { merge(extensionDeclaration) }
            pending = zip(pending, found).filter { !$0.1 }.map(\.0)
        }
        for extensionDeclaration in pending { merge(extensionDeclaration) }
    }

    /// The declared type an extension extends, looked up from the extension's file.
    private func declaredTarget(of extensionDeclaration: ExtensionDeclaration) -> DeclarationNode? {
        guard case .named(let components) = extensionDeclaration.extendedType else { return nil }
        return nominal(components.map(\.name), from: nil, inFile: extensionDeclaration.location.fileIndex)
    }

    /// Attaches an extension to the type it extends. Extensions of types not declared in the
    /// sources (`extension String`, `extension Array where ...`) are ignored, unless they make
    /// such a type decodable with a hand-written `init(from:)` (`extension Color: Codable`):
    /// that body is all the sources say about its JSON, so the type gets a node of its own.
    private func merge(_ extensionDeclaration: ExtensionDeclaration) {
        guard case .named(let components) = extensionDeclaration.extendedType,
            let target = declaredTarget(of: extensionDeclaration)
                ?? externalNode(extending: components.map(\.name), by: extensionDeclaration)
        else { return }
        target.merge(extensionDeclaration)
        for nested in extensionDeclaration.members.types { target.addChild(makeNode(nested, parent: target)) }
        if let body = extensionDeclaration.members.decodingInitializerBody, target.decodingInitializerBody == body {
            addLocalTypes(of: body, to: target)
        }
        for property in extensionDeclaration.members.properties where !property.isStatic {
            problems.append(
                SchemaProblem(severity: .error, location: property.location, message: .storedPropertyInExtension(property.name)))
        }
    }

    /// A node for a type declared outside the sources (SwiftUI's `Color`, Core Location's
    /// `CLLocationCoordinate2D`) that an extension gives a `Decodable` conformance or an
    /// `init(from:)`, registered at file scope under its name so that properties of that type
    /// find it (`TypeDeclaration.isDeclaredElsewhere`). The name may be qualified with a module
    /// (`SwiftUI.Color`); a standard type or one named inside another (`Outer.Inner`) gets none.
    private func externalNode(extending names: [String], by extensionDeclaration: ExtensionDeclaration) -> DeclarationNode? {
        var names = names
        if names.count == 2, BuiltinType.moduleNames.contains(names[0]) || importedModules.contains(names[0]) { names.removeFirst() }
        guard names.count == 1, case .notFound = resolve(names, from: nil),
            extensionDeclaration.members.decodingInitializer != nil
                || extensionDeclaration.inheritance.contains(where: { Self.namesDecodingProtocol($0) })
        else { return nil }
        let declaration = TypeDeclaration(
            kind: .struct, name: names[0], location: extensionDeclaration.location, genericParameters: [], inheritance: [],
            attributes: [], isIndirect: false, isDeclaredElsewhere: true, members: MemberList())
        let node = makeNode(declaration, parent: nil)
        topLevelNodes.append(node)
        topLevelNodesByName[node.name, default: []].append(node)
        return node
    }

    /// `Codable`, `Decodable` or a composition holding one, as written.
    private static func namesDecodingProtocol(_ type: TypeReference) -> Bool {
        switch type {
        case .named(let components): ["Codable", "Decodable"].contains(components.last?.name ?? "")
        case .composition(let parts): parts.contains(where: namesDecodingProtocol)
        default: false
        }
    }

    /// The declared type a dotted name denotes from `scope` (at file scope: of file `inFile`),
    /// following typealiases; when a name is declared twice in one module, the declaration in
    /// `inFile` wins.
    func nominal(_ names: [String], from scope: DeclarationNode?, inFile: Int? = nil, depth: Int = 0) -> DeclarationNode? {
        switch resolve(names, from: scope, inFile: inFile, depth: depth) {
        case .node(let node): return node
        case .ambiguous(let nodes): return nodes.first { $0.fileIndex == inFile } ?? nodes.first
        case .alias(let alias, let aliasScope):
            guard depth < Self.maximumAliasDepth, case .named(let components)? = alias.target else { return nil }
            return nominal(components.map(\.name), from: aliasScope, inFile: aliasScope == nil ? inFile : nil, depth: depth + 1)
        default: return nil
        }
    }

    // MARK: Lookup

    /// Resolves a dotted name (`Outer.Inner`, `Foundation.Date`) from `scope` (nil: file scope,
    /// of file `inFile` when given).
    func resolve(_ names: [String], from scope: DeclarationNode?, inFile: Int? = nil, depth: Int = 0) -> Resolution {
        guard let first = names.first, depth < Self.maximumAliasDepth else { return .notFound }
        var resolution = lookup(first, from: scope, inFile: inFile)
        var rest = names.dropFirst()
        if case .notFound = resolution, BuiltinType.moduleNames.contains(first) || importedModules.contains(first),
            let next = rest.first
        {
            // `Foundation.Date`, `Swift.Int`, `Turf.LocationDegrees` with `import Turf`: a module
            // qualifier, since no type has that name.
            rest = rest.dropFirst()
            resolution = lookupAtFileScope(next, fromFile: scope?.fileIndex ?? inFile)
        }
        for name in rest {
            resolution = member(name, of: resolution, depth: depth)
        }
        return resolution
    }

    /// Unqualified lookup, innermost scope first, as the compiler does it.
    func lookup(_ name: String, from scope: DeclarationNode?, inFile: Int? = nil) -> Resolution {
        // `Self` in a type's declaration (`let format: Self.ResponseFormat`, `var next: Self?`):
        // the type itself.
        if name == "Self", let scope { return .node(scope) }
        var current = scope
        while let node = current {
            if node.declaration.genericParameters.contains(name) { return .genericParameter(name) }
            let found = membersNamed(name, in: node)
            if case .notFound = found {} else { return found }
            current = node.parent
        }
        return lookupAtFileScope(name, fromFile: scope?.fileIndex ?? inFile)
    }

    /// File-scope lookup; from inside a file (`fromFile`), `private` types of other files are
    /// invisible, as Swift's access control makes them.
    private func lookupAtFileScope(_ name: String, fromFile fileIndex: Int?) -> Resolution {
        var nodes = topLevelNodesByName[name] ?? []
        if nodes.count > 1, let fileIndex {
            nodes = nodes.filter { !$0.declaration.isFilePrivate || $0.fileIndex == fileIndex }
        }
        if nodes.count > 1, let fileIndex {
            // Declared in two modules: each module's files see their own.
            let own = nodes.filter { isInSameModule($0.fileIndex, fileIndex) }
            if own.count == 1 { nodes = own }
        }
        if nodes.count == 1 { return .node(nodes[0]) }
        if nodes.count > 1 { return .ambiguous(nodes) }
        if let alias = topLevelAliasesByName[name] { return .alias(alias, scope: nil) }
        if let builtin = BuiltinType.named(name) { return .builtin(builtin, name: name) }
        return .notFound
    }

    /// Nested types and typealiases of `node` named `name`, then those of its superclass.
    private func membersNamed(_ name: String, in node: DeclarationNode, depth: Int = 0) -> Resolution {
        let nested = node.children(named: name)
        if nested.count == 1 { return .node(nested[0]) }
        if nested.count > 1 { return .ambiguous(nested) }
        if let alias = node.typeAliases.first(where: { $0.name == name }) { return .alias(alias, scope: node) }
        if looksInSuperclasses, depth < Self.maximumAliasDepth, let superclass = superclass(of: node) {
            let inherited = membersNamed(name, in: superclass, depth: depth + 1)
            if case .notFound = inherited {} else { return inherited }
        }
        if associatedTypeNames.contains(name), let inferred = AssociatedTypeInference(resolver: self).inferredAssociatedType(name, of: node)
        {
            return inferred
        }
        return .notFound
    }

    private func member(_ name: String, of resolution: Resolution, depth: Int = 0) -> Resolution {
        switch resolution {
        case .node(let node):
            return membersNamed(name, in: node)
        case .alias(let alias, let scope):
            guard depth < Self.maximumAliasDepth, case .named(let components)? = alias.target else { return .notFound }
            return member(name, of: resolve(components.map(\.name), from: scope, depth: depth + 1), depth: depth + 1)
        case .builtin(_, let owner):
            // Foundation's nested types: `Calendar.Identifier`, `Locale.Region`.
            let qualified = owner + "." + name
            return BuiltinType.named(qualified).map { .builtin($0, name: qualified) } ?? .notFound
        default:
            return .notFound
        }
    }

    /// Whether the files at two indices belong to one module (always, when modules are not known).
    func isInSameModule(_ file: Int, _ other: Int) -> Bool {
        guard let modules, modules.indices.contains(file), modules.indices.contains(other) else { return true }
        return modules[file] == modules[other]
    }

    /// A class's superclass when it is declared in the sources: the first inherited type, if it
    /// names a class.
    func superclass(of node: DeclarationNode) -> DeclarationNode? {
        superclasses[ObjectIdentifier(node)]
    }

    /// The pin of package `identity` (`kodable`) in the `Package.resolved` of the file at
    /// `fileIndex`; nil when the file's package pins no such package.
    func pin(of identity: String, forFile fileIndex: Int) -> ResolvedPackagePins.Pin? {
        guard packagePins.indices.contains(fileIndex) else { return nil }
        return packagePins[fileIndex]?.pin(of: identity)
    }

    /// Every type name a lookup could have meant, for "did you mean".
    var knownTypeNames: [String] {
        allNodes.map(\.qualifiedName) + allNodes.map(\.name) + topLevelAliases.map(\.name) + BuiltinType.knownNames
    }
}
