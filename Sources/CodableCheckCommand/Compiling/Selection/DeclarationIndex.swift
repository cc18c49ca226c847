/// Every declaration of a schema's files, found by name: what `DeclarationReach` looks names up
/// in. Types by their qualified name (`Manifest.Product`), extensions by the type they extend,
/// file-scope functions, constants and typealiases by name, members by name and owner.
struct DeclarationIndex {
    /// A declaration: the file (its index in the schema's files) and the path of indices from
    /// file scope down (see `SourceOutline.declarationPath(atLine:)`).
    struct Address: Hashable, Comparable {
        var file: Int
        var path: [Int]

        static func < (lhs: Address, rhs: Address) -> Bool {
            lhs.file != rhs.file ? lhs.file < rhs.file : lhs.path.lexicographicallyPrecedes(rhs.path)
        }

        func member(_ index: Int) -> Address { Address(file: file, path: path + [index]) }

        /// The declaration this one is a member of; nil at file scope.
        var parent: Address? { path.count > 1 ? Address(file: file, path: Array(path.dropLast())) : nil }
    }

    /// A member of a type or extension, with the qualified name of the type it belongs to.
    struct Member {
        var owner: String
        var address: Address
    }

    let outlines: [SourceOutline]
    /// Type declarations by qualified name (`Manifest`, `Manifest.Product`).
    private(set) var types: [String: [Address]] = [:]
    /// Extensions by the qualified name of the type they extend.
    private(set) var extensions: [String: [Address]] = [:]
    /// File-scope functions, constants, variables and typealiases, by name.
    private(set) var fileScopeValues: [String: [Address]] = [:]
    /// The members of types and extensions, by each name they declare.
    private(set) var membersByName: [String: [Member]] = [:]
    /// The qualified names of the schema's protocols.
    private(set) var protocols: Set<String> = []
    /// Every simple name a type of the schema has (`Product` for `Manifest.Product`).
    private(set) var simpleTypeNames: Set<String> = []

    init(outlines: [SourceOutline]) {
        self.outlines = outlines
        for (file, outline) in outlines.enumerated() {
            for (index, declaration) in outline.declarations.enumerated() {
                add(declaration, at: Address(file: file, path: [index]), owner: nil)
            }
        }
    }

    private mutating func add(_ declaration: OutlinedDeclaration, at address: Address, owner: String?) {
        let qualified: String
        switch declaration.kind {
        case .type:
            guard let name = declaration.names.first else { return }
            qualified = owner.map { "\($0).\(name)" } ?? name
            types[qualified, default: []].append(address)
            simpleTypeNames.insert(name)
            if declaration.isProtocol { protocols.insert(qualified) }
        case .extension:
            qualified = declaration.extendedPath.joined(separator: ".")
            extensions[qualified, default: []].append(address)
        default:
            if let owner {
                for name in declaration.names { membersByName[name, default: []].append(Member(owner: owner, address: address)) }
            } else {
                for name in declaration.names { fileScopeValues[name, default: []].append(address) }
            }
            return
        }
        if let owner, let name = declaration.names.first {
            membersByName[name, default: []].append(Member(owner: owner, address: address))
        }
        for (index, member) in declaration.members.enumerated() {
            add(member, at: address.member(index), owner: qualified)
        }
    }

    func declaration(at address: Address) -> OutlinedDeclaration {
        outlines[address.file].declaration(at: address.path)!
    }

    /// Whether the schema declares a type of this qualified name.
    func declaresType(_ qualified: String) -> Bool {
        types[qualified] != nil
    }

    /// The type a name written inside `scope` (a qualified type name; nil at file scope) means:
    /// a nested type of the scope or of a type around it, else a file-scope type; nil when the
    /// schema declares none (`String`, even when the schema extends it). `Product` inside
    /// `Manifest` is `Manifest.Product`, not a file-scope `Product`.
    func resolveType(_ name: String, in scope: String?) -> String? {
        // Most names a body uses are no type of the schema's (`String`, a local, a label): a set
        // lookup answers them without building a qualified name per enclosing scope.
        if !simpleTypeNames.contains(name), !name.contains(".") { return nil }
        var prefix = scope
        while let current = prefix {
            let candidate = "\(current).\(name)"
            if types[candidate] != nil { return candidate }
            prefix = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        return types[name] != nil ? name : nil
    }
}
