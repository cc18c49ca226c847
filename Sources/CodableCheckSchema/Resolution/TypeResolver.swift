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
        case notFound
    }

    private(set) var topLevelNodes: [DeclarationNode] = []
    private(set) var topLevelAliases: [TypeAliasDeclaration] = []
    /// File-scope names, indexed once: lookups happen for every property of every type.
    private var topLevelNodesByName: [String: [DeclarationNode]] = [:]
    private var topLevelAliasesByName: [String: TypeAliasDeclaration] = [:]
    /// Every node, parents before children, files in load order.
    private(set) var allNodes: [DeclarationNode] = []
    private(set) var problems: [SchemaProblem] = []
    /// The modules some file imports: a framework's protocols count only when it is imported,
    /// and a name qualified with one (`Turf.LocationDegrees`) is looked up without it.
    private(set) var importedModules: Set<String> = []
    /// For each file, the `--schema` path it came from (nil: all from one).
    let schemaRoots: [Int]?

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

    init(files: [SourceFileDeclarations], schemaRoots: [Int]? = nil, decoderUserInfo: DecoderUserInfo = DecoderUserInfo()) {
        self.schemaRoots = schemaRoots
        self.decoderUserInfo = decoderUserInfo
        for file in files {
            importedModules.formUnion(file.importedModules)
            topLevelAliases += file.members.typeAliases
            for declaration in file.members.types {
                topLevelNodes.append(makeNode(declaration, parent: nil))
            }
        }
        topLevelNodesByName = Dictionary(grouping: topLevelNodes, by: \.name)
        for alias in topLevelAliases where topLevelAliasesByName[alias.name] == nil {
            topLevelAliasesByName[alias.name] = alias
        }
        for file in files {
            for extensionDeclaration in file.extensions {
                containerExtensions.record(extensionDeclaration)
                merge(extensionDeclaration)
            }
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
        return node
    }

    /// Attaches an extension to the type it extends. Extensions of types not declared in the
    /// sources (`extension String`, `extension Array where ...`) are ignored.
    private func merge(_ extensionDeclaration: ExtensionDeclaration) {
        guard case .named(let components) = extensionDeclaration.extendedType,
            let target = nominal(components.map(\.name), from: nil, preferringFile: extensionDeclaration.location.fileIndex)
        else { return }
        target.merge(extensionDeclaration)
        for nested in extensionDeclaration.members.types { target.addChild(makeNode(nested, parent: target)) }
        for property in extensionDeclaration.members.properties where !property.isStatic {
            problems.append(
                SchemaProblem(severity: .error, location: property.location, message: .storedPropertyInExtension(property.name)))
        }
    }

    /// The declared type a dotted name denotes from `scope`, following typealiases; when a
    /// name is declared twice, the declaration in `preferringFile` wins.
    func nominal(_ names: [String], from scope: DeclarationNode?, preferringFile: Int? = nil, depth: Int = 0) -> DeclarationNode? {
        switch resolve(names, from: scope, depth: depth) {
        case .node(let node): return node
        case .ambiguous(let nodes): return nodes.first { $0.fileIndex == preferringFile } ?? nodes.first
        case .alias(let alias, let aliasScope):
            guard depth < Self.maximumAliasDepth, case .named(let components)? = alias.target else { return nil }
            return nominal(components.map(\.name), from: aliasScope, preferringFile: preferringFile, depth: depth + 1)
        default: return nil
        }
    }

    // MARK: Lookup

    /// Resolves a dotted name (`Outer.Inner`, `Foundation.Date`) from `scope` (nil: file scope).
    func resolve(_ names: [String], from scope: DeclarationNode?, depth: Int = 0) -> Resolution {
        guard let first = names.first, depth < Self.maximumAliasDepth else { return .notFound }
        var resolution = lookup(first, from: scope)
        var rest = names.dropFirst()
        if case .notFound = resolution, BuiltinType.moduleNames.contains(first) || importedModules.contains(first),
            let next = rest.first
        {
            // `Foundation.Date`, `Swift.Int`, `Turf.LocationDegrees` with `import Turf`: a module
            // qualifier, since no type has that name.
            rest = rest.dropFirst()
            resolution = lookupAtFileScope(next, fromFile: scope?.fileIndex)
        }
        for name in rest {
            resolution = member(name, of: resolution, depth: depth)
        }
        return resolution
    }

    /// Unqualified lookup, innermost scope first, as the compiler does it.
    func lookup(_ name: String, from scope: DeclarationNode?) -> Resolution {
        var current = scope
        while let node = current {
            if node.declaration.genericParameters.contains(name) { return .genericParameter(name) }
            let found = membersNamed(name, in: node)
            if case .notFound = found {} else { return found }
            current = node.parent
        }
        return lookupAtFileScope(name, fromFile: scope?.fileIndex)
    }

    /// File-scope lookup; from inside a file (`fromFile`), `private` types of other files are
    /// invisible, as Swift's access control makes them.
    private func lookupAtFileScope(_ name: String, fromFile fileIndex: Int?) -> Resolution {
        var nodes = topLevelNodesByName[name] ?? []
        if nodes.count > 1, let fileIndex {
            nodes = nodes.filter { !$0.declaration.isFilePrivate || $0.fileIndex == fileIndex }
        }
        if nodes.count > 1, let fileIndex, let schemaRoots, schemaRoots.indices.contains(fileIndex) {
            // Declared under two `--schema` paths: each path's files see their own.
            let ownRoot = nodes.filter { schemaRoots.indices.contains($0.fileIndex) && schemaRoots[$0.fileIndex] == schemaRoots[fileIndex] }
            if ownRoot.count == 1 { nodes = ownRoot }
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
            return membersNamed(name, in: superclass, depth: depth + 1)
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

    /// A class's superclass when it is declared in the sources: the first inherited type, if it
    /// names a class.
    func superclass(of node: DeclarationNode) -> DeclarationNode? {
        superclasses[ObjectIdentifier(node)]
    }

    /// Every type name a lookup could have meant, for "did you mean".
    var knownTypeNames: [String] {
        allNodes.map(\.qualifiedName) + allNodes.map(\.name) + topLevelAliases.map(\.name) + BuiltinType.knownNames
    }
}
