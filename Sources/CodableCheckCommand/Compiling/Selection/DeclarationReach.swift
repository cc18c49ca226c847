/// The declarations decoding some types reaches, and nothing else: what a helper is compiled
/// from. Whatever is not reached (a SwiftUI view in the same file, a model's computed
/// `displayColor: Color`, a method nobody calls during decoding, a `static let preview`) is
/// blanked out of the helper's copy, so it cannot keep the helper from building.
///
/// A reached type keeps what its decoding and its conformances need: its stored properties and
/// cases, `init(from:)` and `encode(to:)`, its `CodingKeys`, typealiases, the members a
/// standard conformance may need (`StandardConformances`) or a reached protocol of the schema
/// requires, and every member when it conforms to a protocol the tool does not know (a
/// framework's, whose requirements cannot be told apart). Then, to a fixed point, what the
/// kept code names: types (a name inside a type means its nested type first), file-scope
/// functions and constants, members of reached types by name, initializers of types it calls
/// (`Money(...)`), members of extensions of other types (`label.trimmed` finds
/// `extension String { var trimmed }`, taken tentatively), file-scope names written after
/// their module (`Turf.intersection`). Names are matched by spelling, not meaning, so more
/// may be kept than the compiler needs: that costs compile time, or a declaration left out
/// when it does not compile (`CompiledSources`), never a wrong result.
struct DeclarationReach {
    typealias Address = DeclarationIndex.Address

    let index: DeclarationIndex
    /// The schema's module names (`ModuleName`), so that `Turf.intersection` is a name at file scope.
    let modules: Set<String>
    /// What stays in the helper.
    private(set) var kept: Set<Address> = []
    /// Kept only for a member name an extension of another type offers (`name.slugged` finds
    /// `extension String { var slugged }`, but also any other extension with a member `slugged`).
    private(set) var tentative: Set<Address> = []
    private(set) var reachedTypes: Set<String> = []
    private var usedNames: Set<String> = []
    private var constructedTypes: Set<String> = []
    private var requiredNames: Set<String> = []
    /// The argument labels of initializers a reached protocol of the schema requires (`init(wkt:)`).
    private var requiredInitializerLabels: Set<[String]> = []
    /// Kept types and extensions, with the type they belong to: their members are looked at
    /// again when a name becomes used or required.
    private var keptContainers: [(owner: String, address: Address)] = []
    private var pending: [(uses: NameUses, scope: String?)] = []

    init(index: DeclarationIndex, modules: Set<String>, roots: [String]) {
        self.index = index
        self.modules = modules
        for root in roots where index.declaresType(root) { reach(type: root) }
        // Operators are used by their spelling, which is no name: their declarations stay.
        for (file, outline) in index.outlines.enumerated() {
            for (position, declaration) in outline.declarations.enumerated()
            where declaration.keyword == "operator" || declaration.keyword == "precedencegroup" {
                kept.insert(Address(file: file, path: [position]))
            }
        }
        settle()
    }

    // MARK: Types

    private mutating func reach(type qualified: String) {
        guard reachedTypes.insert(qualified).inserted else { return }
        // A nested type lives in its parent's body.
        if let dot = qualified.lastIndex(of: ".") {
            let parent = String(qualified[..<dot])
            if index.declaresType(parent) || index.extensions[parent] != nil { reach(type: parent) }
        }
        for address in index.types[qualified] ?? [] { keep(container: address, of: qualified) }
        for address in index.extensions[qualified] ?? [] { keep(container: address, of: qualified) }
    }

    /// Keeps a type declaration or extension, its header's names and its members that are needed
    /// whatever the code names.
    private mutating func keep(container address: Address, of owner: String) {
        guard kept.insert(address).inserted else { return }
        if let parent = address.parent { kept.insert(parent) }
        let declaration = index.declaration(at: address)
        keptContainers.append((owner, address))
        pending.append((declaration.uses, owner))
        if declaration.isProtocol {
            for member in declaration.members {
                requiredNames.formUnion(member.names)
                if member.kind == .initializer { requiredInitializerLabels.insert(member.labels) }
            }
        }
        let keepsAll = keepsAllMembers(declaration)
        for (position, member) in declaration.members.enumerated()
        where keepsAll || isNeeded(member) || !usedNames.isDisjoint(with: member.names) {
            keep(member: address.member(position), owner: owner)
        }
        if constructedTypes.contains(owner) { keepInitializers(of: owner) }
    }

    private mutating func keep(member address: Address, owner: String) {
        let member = index.declaration(at: address)
        if member.isTypeOrExtension, let name = member.names.first {
            reach(type: "\(owner).\(name)")
            return
        }
        guard kept.insert(address).inserted else { return }
        pending.append((member.uses, owner))
    }

    /// A declaration that conforms to a protocol the tool does not know, or a protocol, property
    /// wrapper or result builder, needs all its members.
    private func keepsAllMembers(_ declaration: OutlinedDeclaration) -> Bool {
        if declaration.isProtocol || !StandardConformances.wholeTypeAttributes.isDisjoint(with: declaration.attributes) {
            return true
        }
        return declaration.inheritance.contains { name in
            !StandardConformances.protocols.contains(name) && !index.simpleTypeNames.contains(name) && !modules.contains(name)
        }
    }

    /// Whether a member stays whatever the code names: see the type's documentation.
    private func isNeeded(_ member: OutlinedDeclaration) -> Bool {
        switch member.kind {
        case .storedProperty: return !member.isStatic || !requiredNames.isDisjoint(with: member.names)
        case .enumCase, .associatedType, .typeAlias, .deinitializer, .other, .subscript: return true
        case .initializer:
            return member.modifiers.contains("required") || StandardConformances.witnessInitializerLabels.contains(member.labels)
                || requiredInitializerLabels.contains(member.labels)
        case .function, .computedProperty:
            return member.isOperator || member.isEncodingFunction || !StandardConformances.witnessNames.isDisjoint(with: member.names)
                || !requiredNames.isDisjoint(with: member.names)
        case .type:
            return member.names == ["CodingKeys"] || member.inheritance.contains("CodingKey")
        case .extension:
            return false
        }
    }

    private mutating func keepInitializers(of owner: String) {
        for (containerOwner, address) in keptContainers where containerOwner == owner {
            for (position, member) in index.declaration(at: address).members.enumerated() where member.kind == .initializer {
                keep(member: address.member(position), owner: owner)
            }
        }
    }

    // MARK: Names

    /// Follows the names kept code uses until nothing new is kept.
    private mutating func settle() {
        var requiredSeen = (requiredNames.count, requiredInitializerLabels.count)
        while true {
            while let (uses, scope) = pending.popLast() { follow(uses, in: scope) }
            // A protocol reached late requires members of types kept before it.
            guard requiredNames.count != requiredSeen.0 || requiredInitializerLabels.count != requiredSeen.1 else { return }
            requiredSeen = (requiredNames.count, requiredInitializerLabels.count)
            for (owner, address) in keptContainers {
                for (position, member) in index.declaration(at: address).members.enumerated() where isNeeded(member) {
                    keep(member: address.member(position), owner: owner)
                }
            }
        }
    }

    private mutating func follow(_ uses: NameUses, in scope: String?) {
        for name in uses.plain {
            if let type = index.resolveType(name, in: scope) { reach(type: type) }
            keepFileScopeValues(named: name)
        }
        for qualified in uses.qualified where modules.contains(qualified.qualifier) {
            if let type = index.resolveType(qualified.member, in: nil) { reach(type: type) }
            keepFileScopeValues(named: qualified.member)
        }
        for name in uses.constructed {
            let type = name == NameUses.ownType ? scope : index.resolveType(name, in: scope) ?? typeAlias(name)
            guard let type, constructedTypes.insert(type).inserted else { continue }
            // A typealias the schema extends (`extension JSONArray`, an array): its extensions
            // hold the initializers called. (`String(...)` keeps no `extension String`.)
            if !index.declaresType(type) {
                for address in index.extensions[type] ?? [] { keep(container: address, of: type) }
            }
            keepInitializers(of: type)
        }
        // A member of any kept type may be meant: `foo()` inside the type, `value.foo` outside.
        for name in uses.plain.union(uses.members) where usedNames.insert(name).inserted {
            keepMembers(named: name)
        }
    }

    /// `name` when the schema declares a file-scope typealias of that name.
    private func typeAlias(_ name: String) -> String? {
        let declared = index.fileScopeValues[name]?.contains { index.declaration(at: $0).kind == .typeAlias } ?? false
        return declared ? name : nil
    }

    private mutating func keepFileScopeValues(named name: String) {
        for address in index.fileScopeValues[name] ?? [] where kept.insert(address).inserted {
            pending.append((index.declaration(at: address).uses, nil))
        }
    }

    /// The members of that name of kept types, and of extensions of types the schema does not
    /// declare (kept tentatively, with what they need whatever the code names).
    private mutating func keepMembers(named name: String) {
        for member in index.membersByName[name] ?? [] {
            if reachedTypes.contains(member.owner) {
                if let container = member.address.parent, kept.contains(container) { keep(member: member.address, owner: member.owner) }
            } else if !index.declaresType(member.owner), let container = member.address.parent {
                if !kept.contains(container) { tentative.insert(container) }
                keep(container: container, of: member.owner)
                keep(member: member.address, owner: member.owner)
                tentative.insert(member.address)
            }
        }
    }
}
