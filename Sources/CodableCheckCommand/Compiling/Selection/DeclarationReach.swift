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
/// their module (`Turf.intersection`). A nested type needs its parent only as a namespace
/// (`keepShell`), also when written after it (`LoggerStore.Error`). Names are matched by
/// spelling, not meaning, so more may be kept than the compiler needs: that costs compile
/// time, or a declaration left out when it does not compile (`CompiledSources`), never a
/// wrong result.
///
/// An extension of a type the schema does not declare is kept when its header names a reached
/// type (`extension Optional: ValidationResult where Wrapped: ValidationResult`, `extension
/// Decodable where Self: Marker`): it adds a conformance, or members, to what decoding uses.
///
/// A conformance decoding cannot use is left out of the copy, with what only it requires
/// (DiscordBM's `ValidatablePayload` and its `validate()` on every payload): see
/// `unusedConformances`.
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
    /// Types kept only as the namespace of a reached nested type (see `keepShell`).
    private var shells: Set<String> = []
    /// Their declarations: header and braces kept, conformances left out, static members by name.
    private var shellAddresses: Set<Address> = []
    private var usedNames: Set<String> = []
    /// Those of `usedNames` written on their own (`revisionSeparator`, not `value.decode`):
    /// what may name a shell's static member from a type nested in it.
    private var plainNames: Set<String> = []
    private var constructedTypes: Set<String> = []
    private var requiredNames: Set<String> = []
    /// The argument labels of initializers a reached protocol of the schema requires (`init(wkt:)`).
    private var requiredInitializerLabels: Set<[String]> = []
    /// The argument labels of the bare `.init(...)` calls kept code makes (`NameUses.initializerCalls`).
    private var calledInitializerLabels: Set<[String]> = []
    /// Kept types and extensions, with the type they belong to: their members are looked at
    /// again when a name becomes used or required.
    private var keptContainers: [(owner: String, address: Address)] = []
    private var pending: [(uses: NameUses, scope: String?)] = []
    /// The schema's protocols whose conformances may be left out (`unusedConformances`), with the member
    /// names they and their extensions declare.
    private var inertProtocols: [String: Set<String>] = [:]
    /// Those protocols by each member name.
    private var inertProtocolsByMemberName: [String: Set<String>] = [:]
    /// The conformances to an inert protocol written on kept types and extensions, not yet
    /// followed: left out unless the protocol is reached another way.
    private var deferredConformances: [(address: Address, entry: Int, protocol: String)] = []
    /// Extensions of types the schema does not declare, by the names their headers use.
    private var foreignExtensionsByHeaderName: [String: [Address]] = [:]

    /// The conformances left out of the helper's copy, by the type or extension that writes
    /// them (entry indices of its inheritance clause): to a protocol of the schema that decoding
    /// cannot use. Such a protocol inherits nothing but `Sendable`, and neither it nor its
    /// extensions (or extensions of other types whose header names it) declare an initializer,
    /// a subscript, an operator, a nested type, or a member a standard conformance may use
    /// (`hash`, `description`...); no kept code names it
    /// (no cast, generic constraint, existential, refining protocol or typealias), nor any
    /// member it or its extensions declare. Then nothing kept can tell whether a type conforms:
    /// the conformance and the requirements only it needs go, and the verdict stays.
    ///
    /// A shell (`keepShell`) leaves out every conformance it writes.
    var unusedConformances: [Address: Set<Int>] {
        var result: [Address: Set<Int>] = [:]
        for deferred in deferredConformances where !reachedTypes.contains(deferred.protocol) && kept.contains(deferred.address) {
            result[deferred.address, default: []].insert(deferred.entry)
        }
        for address in shellAddresses {
            let entries = index.declaration(at: address).inheritanceEntries
            if !entries.isEmpty { result[address] = Set(entries.indices) }
        }
        return result
    }

    /// Whether a member name finds members of extensions of types the schema does not declare
    /// (`keepMembers(named:)`): off until the firm reach is settled (see `init`).
    private var followsSpellingMatches = false

    /// What a member found only by its spelling needs is as tentative as it is: posthog-ios's
    /// survey questions read `question.description`, which found `extension
    /// SCNetworkReachabilityFlags { var description }`, whose `typealias Connection =
    /// Reachability.Connection` then kept the whole `Reachability` class (SystemConfiguration)
    /// firmly, and the build failed on it. So what the reach keeps beyond the firm reach (the
    /// one without such matches) is tentative: left out if it does not compile (`CompiledSources`).
    ///
    /// One reach computes both: it settles without spelling matches, notes what it keeps, then
    /// follows the names used so far again with them and settles once more. Every rule only
    /// adds, so that is the fixed point a reach following them from the start reaches, at the
    /// cost of one reach rather than two (`types --compile` computes one per type after a build
    /// that failed: MacPaw/OpenAI's 700 types took 10 minutes).
    init(index: DeclarationIndex, modules: Set<String>, roots: [String]) {
        self.index = index
        self.modules = modules
        // Only names of file-scope types: a header's `Element` in `extension Sequence where
        // Element: Hashable` is the extended type's own, not a nested `OrderedSet.Element`.
        for (name, addresses) in index.extensions where !index.declaresType(name) {
            for address in addresses {
                for used in index.declaration(at: address).uses.plain where index.declaresType(used) {
                    foreignExtensionsByHeaderName[used, default: []].append(address)
                }
            }
        }
        findInertProtocols()
        for root in roots where index.declaresType(root) { reach(type: root) }
        // Operators are used by their spelling, which is no name: their declarations stay.
        for (file, outline) in index.outlines.enumerated() {
            for (position, declaration) in outline.declarations.enumerated()
            where declaration.keyword == "operator" || declaration.keyword == "precedencegroup" {
                kept.insert(Address(file: file, path: [position]))
            }
        }
        settle()
        let firm = kept
        followsSpellingMatches = true
        for name in usedNames.sorted() { keepMembers(named: name) }
        keepNeededMembers()
        settle()
        tentative.formUnion(kept.subtracting(firm))
    }

    // MARK: Types

    private mutating func reach(type qualified: String) {
        guard reachedTypes.insert(qualified).inserted else { return }
        shells.remove(qualified)
        // A nested type lives in its parent's body.
        if let parent = parentScope(of: qualified) { keepShell(of: parent) }
        for address in index.types[qualified] ?? [] { keep(container: address, of: qualified) }
        for address in index.extensions[qualified] ?? [] { keep(container: address, of: qualified) }
        for address in foreignExtensionsByHeaderName[qualified] ?? [] where !kept.contains(address) {
            let declaration = index.declaration(at: address)
            // Like a member found by name: left out if it does not compile, unless it decodes.
            if !declaration.providesDecoding { tentative.insert(address) }
            keep(container: address, of: declaration.extendedPath.joined(separator: "."))
        }
    }

    /// A type a reached type is nested in, as a namespace: its declarations' headers without
    /// their conformances, and of its members those the kept code names on their own that need
    /// no instance (`isShellMember`: a static constant the nested type's decoding reads).
    /// Pulse's models are nested in `LoggerStore` and `NetworkLogger`, whose Core Data, Combine
    /// and Network members kept them from building. Its extensions stay out but for those
    /// declaring a reached nested type. Reached as a type of its own later (a property's type,
    /// a root, a call of its initializer), it is kept whole. A property wrapper or result
    /// builder is kept whole at once: its attribute needs its members.
    private mutating func keepShell(of qualified: String) {
        guard !reachedTypes.contains(qualified), !shells.contains(qualified) else { return }
        let declarations = index.types[qualified] ?? []
        let needsMembers = declarations.contains { address in
            !StandardConformances.wholeTypeAttributes.isDisjoint(with: index.declaration(at: address).attributes)
        }
        if needsMembers {
            reach(type: qualified)
            return
        }
        shells.insert(qualified)
        if let parent = parentScope(of: qualified) { keepShell(of: parent) }
        for address in declarations where kept.insert(address).inserted {
            shellAddresses.insert(address)
            keepEnclosing(address)
            let declaration = index.declaration(at: address)
            // The header's names but its own (`Manifest` in `struct Manifest`), which would make it whole.
            var header = declaration.usesOutsideInheritance
            header.plain.subtract(declaration.names)
            pending.append((header, parentScope(of: qualified)))
            for (position, member) in declaration.members.enumerated()
            where Self.isShellMember(member) && !plainNames.isDisjoint(with: member.names) {
                keep(member: address.member(position), owner: qualified)
            }
        }
    }

    /// Whether a member of a shell may be used without an instance of its type, which only a
    /// whole type gives (a property of its type, a call of its initializer): what is static, a
    /// case or a typealias. (A nested type is found by its scope, `DeclarationIndex.resolveType`:
    /// `Options` inside `NetworkLogger.Request` is not `LoggerStore.Options`.)
    private static func isShellMember(_ member: OutlinedDeclaration) -> Bool {
        member.isStatic || [.enumCase, .typeAlias].contains(member.kind)
    }

    /// The declaration a nested one is in: a type is kept by `reach` (whole or a shell); an
    /// extension not kept otherwise (`extension LoggerStore { struct Info }`) is a shell too.
    private mutating func keepEnclosing(_ address: Address) {
        guard let parent = address.parent, kept.insert(parent).inserted, index.declaration(at: parent).kind == .extension else { return }
        shellAddresses.insert(parent)
    }

    /// Keeps a type declaration or extension, its header's names and its members that are needed
    /// whatever the code names.
    private mutating func keep(container address: Address, of owner: String) {
        // A shell's declaration is kept already: now whole.
        guard kept.insert(address).inserted || shellAddresses.remove(address) != nil else { return }
        keepEnclosing(address)
        let declaration = index.declaration(at: address)
        keptContainers.append((owner, address))
        pending.append((usesDeferringInertConformances(of: declaration, at: address, owner: owner), owner))
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
                || requiredInitializerLabels.contains(member.labels) || followsSpellingMatches && isCalled(initializer: member)
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

    // MARK: Conformances decoding cannot use

    /// See `unusedConformances`.
    private mutating func findInertProtocols() {
        for name in index.protocols {
            guard let addresses = index.types[name], addresses.count == 1 else { continue }
            let declaration = index.declaration(at: addresses[0])
            guard declaration.attributes.isEmpty, declaration.inheritance.allSatisfy({ $0 == "Sendable" }) else { continue }
            // Its extensions, and those of other types naming it (`extension Array:
            // ValidatablePayload where Element: ValidatablePayload`, `extension Decodable where
            // Self: Marker`), hold what a conformance to it brings.
            let extensions = (index.extensions[name] ?? []) + (foreignExtensionsByHeaderName[name] ?? [])
            let members = declaration.members + extensions.flatMap { index.declaration(at: $0).members }
            let isInert = members.allSatisfy { member in
                (member.kind == .function || member.kind == .computedProperty) && !member.isOperator
                    && StandardConformances.witnessNames.isDisjoint(with: member.names)
            }
            guard isInert else { continue }
            let names = Set(members.flatMap(\.names))
            inertProtocols[name] = names
            for member in names { inertProtocolsByMemberName[member, default: []].insert(name) }
        }
    }

    /// The names a kept type or extension uses, but for its conformances to inert protocols not
    /// reached yet: those are deferred (`unusedConformances`).
    private mutating func usesDeferringInertConformances(of declaration: OutlinedDeclaration, at address: Address, owner: String)
        -> NameUses
    {
        guard !declaration.isProtocol, !inertProtocols.isEmpty else { return declaration.uses }
        let scope = declaration.kind == .extension ? owner : parentScope(of: owner)
        var uses = declaration.usesOutsideInheritance
        for (position, entry) in declaration.inheritanceEntries.enumerated() {
            if entry.isSingleName, let type = index.resolveType(entry.name, in: scope), inertProtocols[type] != nil,
                !reachedTypes.contains(type)
            {
                deferredConformances.append((address, position, type))
            } else {
                uses.formUnion(entry.uses)
            }
        }
        return uses
    }

    /// `Outer` for `Outer.Inner`; nil for a file-scope type.
    private func parentScope(of qualified: String) -> String? {
        qualified.lastIndex(of: ".").map { String(qualified[..<$0]) }
    }

    // MARK: Names

    /// Follows the names kept code uses until nothing new is kept.
    private mutating func settle() {
        var seen = [requiredNames.count, requiredInitializerLabels.count, calledInitializerLabels.count]
        while true {
            while let (uses, scope) = pending.popLast() { follow(uses, in: scope) }
            // A protocol reached late requires members of types kept before it; an initializer
            // called late may be one of theirs.
            let now = [requiredNames.count, requiredInitializerLabels.count, calledInitializerLabels.count]
            guard now != seen else { return }
            seen = now
            keepNeededMembers()
        }
    }

    /// The members of the kept types and extensions that are needed whatever the code names
    /// (`isNeeded`), again: what is needed grows with the protocols and calls reached.
    private mutating func keepNeededMembers() {
        for (owner, address) in keptContainers {
            for (position, member) in index.declaration(at: address).members.enumerated() where isNeeded(member) {
                keep(member: address.member(position), owner: owner)
            }
        }
    }

    /// Whether a bare `.init(...)` call kept code makes may call this initializer: its labels are
    /// the call's, but for parameters with a default value the call leaves out. Matched by
    /// labels, not type, so taken with the spelling matches (tentative): okta's `form =
    /// .init(fields: ...)` and `.init(ion: ...)` called initializers of `Remediation.Form` and
    /// `Response.User` that no run kept, and each run left out one more layer of what then did
    /// not compile.
    private func isCalled(initializer: OutlinedDeclaration) -> Bool {
        calledInitializerLabels.contains { call in
            var remaining = call[...]
            for (position, label) in initializer.labels.enumerated() {
                if remaining.first == label {
                    remaining.removeFirst()
                } else if !initializer.defaultedParameters.contains(position) {
                    return false
                }
            }
            return remaining.isEmpty
        }
    }

    private mutating func follow(_ uses: NameUses, in scope: String?) {
        for name in uses.plain {
            if !uses.onlyQualifiers.contains(name), let type = index.resolveType(name, in: scope) { reach(type: type) }
            keepFileScopeValues(named: name)
        }
        for path in uses.paths { reach(path: path, in: scope) }
        calledInitializerLabels.formUnion(uses.initializerCalls)
        for qualified in uses.qualified where modules.contains(qualified.qualifier) {
            if let type = index.resolveType(qualified.member, in: nil) { reach(type: type) }
            keepFileScopeValues(named: qualified.member)
        }
        for name in uses.constructed {
            let type = name == NameUses.ownType ? scope : index.resolveType(name, in: scope) ?? typeAlias(name)
            guard let type else {
                keepExtensionInitializers(of: name)
                continue
            }
            // An instance of a shell is made: it is a type of its own.
            if shells.contains(type) { reach(type: type) }
            guard constructedTypes.insert(type).inserted else { continue }
            // A typealias the schema extends (`extension JSONArray`, an array): its extensions
            // hold the initializers called. (`String(...)` keeps no `extension String`.)
            if !index.declaresType(type) {
                for address in index.extensions[type] ?? [] { keep(container: address, of: type) }
            }
            keepInitializers(of: type)
        }
        // A member of any kept type may be meant: `foo()` inside the type, `value.foo` outside.
        for name in uses.plain where plainNames.insert(name).inserted { keepShellMembers(named: name) }
        for name in uses.plain.union(uses.members) where usedNames.insert(name).inserted {
            keepMembers(named: name)
            // A member an inert protocol declares may be called through a conformance.
            for type in inertProtocolsByMemberName[name] ?? [] { reach(type: type) }
        }
    }

    /// `LogStore.Failure.unreadable`: the nested type a path names, its parents kept as shells
    /// (`keepShell`), or the type at its head whole when it names a member of that type
    /// (`LogStore.shared`). A head the schema only extends (`URLSession.Settings`, declared in
    /// `extension URLSession`) reaches only a nested type.
    private mutating func reach(path: [String], in scope: String?) {
        let head = index.resolveType(path[0], in: scope)
        var type = head ?? path[0]
        var isNested = false
        for component in path.dropFirst() {
            guard index.declaresType("\(type).\(component)") else { break }
            type += ".\(component)"
            isNested = true
        }
        if isNested || head != nil { reach(type: type) }
    }

    /// An initializer the schema adds to a type it does not declare, called by the type's name
    /// (okta's `URL(requiredString: issuer)` of `extension URL { init(requiredString:) }`):
    /// the extensions of that type that declare one are kept, with their initializers. Found by
    /// the type's name, not the labels (`URL(string:)` is Foundation's), so kept tentatively:
    /// left out if they do not compile. Other extensions of the type stay out (`String(...)`
    /// keeps no `extension String { var slug }`).
    private mutating func keepExtensionInitializers(of name: String) {
        guard !index.declaresType(name), constructedTypes.insert(name).inserted else { return }
        for address in index.extensions[name] ?? []
        where index.declaration(at: address).members.contains(where: { $0.kind == .initializer }) {
            if !kept.contains(address) { tentative.insert(address) }
            keep(container: address, of: name)
        }
        keepInitializers(of: name)
    }

    /// `name` when the schema declares a file-scope typealias of that name.
    private func typeAlias(_ name: String) -> String? {
        let declared = index.fileScopeValues[name]?.contains { index.declaration(at: $0).kind == .typeAlias } ?? false
        return declared ? name : nil
    }

    private mutating func keepFileScopeValues(named name: String) {
        for address in index.fileScopeValues[name] ?? [] where kept.insert(address).inserted {
            let declaration = index.declaration(at: address)
            pending.append((declaration.uses, nil))
            // An extension of a typealias (XcodeGraph's `extension PlatformFilters: Comparable`,
            // a `Set`) adds conformances and members to what the alias names, which code using
            // the alias may need (`lhs.platformFilters < rhs.platformFilters`): kept like one of
            // another type whose header names a reached type, left out if it does not compile.
            guard declaration.kind == .typeAlias, !index.declaresType(name) else { continue }
            for found in index.extensions[name] ?? [] where !kept.contains(found) {
                if !index.declaration(at: found).providesDecoding { tentative.insert(found) }
                keep(container: found, of: name)
            }
        }
    }

    /// The static members of that name of shells (`keepShell`), a name written on its own: a
    /// nested type's code names them so (`revisionSeparator`), and `value.decode(...)` is no
    /// use of a shell's `static func decode`.
    private mutating func keepShellMembers(named name: String) {
        for member in index.membersByName[name] ?? [] where shells.contains(member.owner) {
            guard let container = member.address.parent, kept.contains(container),
                Self.isShellMember(index.declaration(at: member.address))
            else { continue }
            keep(member: member.address, owner: member.owner)
        }
    }

    /// The members of that name of kept types, and of extensions of types the schema does not
    /// declare (kept tentatively, with what they need whatever the code names).
    private mutating func keepMembers(named name: String) {
        for member in index.membersByName[name] ?? [] {
            if reachedTypes.contains(member.owner) {
                if let container = member.address.parent, kept.contains(container) { keep(member: member.address, owner: member.owner) }
            } else if followsSpellingMatches, !index.declaresType(member.owner), let container = member.address.parent {
                if !kept.contains(container) { tentative.insert(container) }
                keep(container: container, of: member.owner)
                keep(member: member.address, owner: member.owner)
                tentative.insert(member.address)
            }
        }
    }
}
