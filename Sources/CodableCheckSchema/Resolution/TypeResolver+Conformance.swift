import CodableCheckCore

extension TypeResolver {
    /// How a declared type gets its `Decodable` conformance, if it has one.
    enum Decodability: Equatable {
        /// `Codable` or `Decodable` written on the type or an extension, directly, through a
        /// typealias (`typealias Model = Codable & Hashable`) or through a protocol that refines it.
        case declared(at: SourceLocation)
        /// A class whose superclass is decodable: it inherits `init(from:)`, which decodes the
        /// superclass's properties only (probed on Swift 6.3.1).
        case inherited(from: DeclarationNode)
        case none

        static func == (lhs: Decodability, rhs: Decodability) -> Bool {
            switch (lhs, rhs) {
            case (.declared(let a), .declared(let b)): a == b
            case (.inherited(let a), .inherited(let b)): a === b
            case (.none, .none): true
            default: false
            }
        }
    }

    func decodability(of node: DeclarationNode) -> Decodability {
        if let declared = declaredDecodableConformance(of: node) { return .declared(at: declared.location) }
        var ancestor = superclass(of: node)
        var steps = 0
        while let current = ancestor, steps < Self.maximumAliasDepth {
            if declaredDecodableConformance(of: current) != nil { return .inherited(from: current) }
            ancestor = superclass(of: current)
            steps += 1
        }
        return .none
    }

    /// For a class that declares neither `init(from:)` nor a conformance of its own, the nearest
    /// superclass whose `init(from:)` is hand-written: the body the class inherits.
    func inheritedInitializerOwner(of node: DeclarationNode) -> DeclarationNode? {
        guard node.kind == .class, node.decodingInitializer == nil, declaredDecodableConformance(of: node) == nil else { return nil }
        var ancestor = superclass(of: node)
        var steps = 0
        while let current = ancestor, steps < Self.maximumAliasDepth {
            if current.decodingInitializer != nil { return current }
            if declaredDecodableConformance(of: current) != nil { return nil }
            ancestor = superclass(of: current)
            steps += 1
        }
        return nil
    }

    /// The first conformance entry that makes `node` `Decodable` by itself.
    func declaredDecodableConformance(of node: DeclarationNode) -> (type: TypeReference, location: SourceLocation)? {
        node.conformances.first { entry in
            // Conformances on the declaration resolve in its enclosing scope; on an extension, at file scope.
            let scope = entry.location == node.location ? node.parent : nil
            var visited: Set<String> = []
            return isDecodableProtocol(entry.type, from: scope, inFile: entry.location.fileIndex, depth: 0, visited: &visited)
        }
    }

    /// Whether a type in an inheritance clause is, or implies, `Decodable`.
    func isDecodableProtocol(
        _ type: TypeReference, from scope: DeclarationNode?, inFile: Int? = nil, depth: Int, visited: inout Set<String>
    ) -> Bool {
        decodingSource(type, from: scope, inFile: inFile, depth: depth, visited: &visited) != nil
    }

    /// Where a type in an inheritance clause gets `Decodable` from.
    enum DecodingSource: Equatable {
        /// `Codable` or `Decodable` (or Kodable's protocols), directly or through the schema's
        /// own aliases and protocols.
        case standard
        /// A framework's protocol refining `Codable` (`Content`, Fluent's `Model`).
        case framework(FrameworkCodingProtocol)
    }

    /// `visited` holds the aliases and protocols already followed, so `protocol P: P, P` cannot
    /// branch forever. A composition gives its first part's source. `inFile` is the file of the
    /// inheritance clause: of two modules' protocols with one name, its own module's is meant.
    func decodingSource(
        _ type: TypeReference, from scope: DeclarationNode?, inFile: Int? = nil, depth: Int, visited: inout Set<String>
    ) -> DecodingSource? {
        guard depth < Self.maximumAliasDepth else { return nil }
        switch type {
        case .composition(let parts):
            for part in parts {
                if let source = decodingSource(part, from: scope, inFile: inFile, depth: depth + 1, visited: &visited) { return source }
            }
            return nil
        case .named(let components):
            switch resolve(components.map(\.name), from: scope, inFile: inFile) {
            case .builtin(.codingProtocol(let name), _):
                return ["Codable", "Decodable", "Kodable", "Dekodable"].contains(name) ? .standard : nil
            case .alias(let alias, let aliasScope):
                guard visited.insert("alias \(aliasScope?.qualifiedName ?? "").\(alias.name)").inserted, let target = alias.target else {
                    return nil
                }
                return decodingSource(target, from: aliasScope, depth: depth + 1, visited: &visited)
            case .node(let node) where node.kind == .protocol:
                guard visited.insert("protocol \(node.order)").inserted else { return nil }
                for inherited in node.declaration.inheritance {
                    if let source = decodingSource(inherited, from: node.parent, depth: depth + 1, visited: &visited) { return source }
                }
                return nil
            case .notFound:
                return importedFrameworkProtocol(components.map(\.name)).map(DecodingSource.framework)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Whether a class is `Codable` through Fluent's `Fields` (`final class Book: Model, Content`):
    /// FluentKit's `init(from:)` decodes it, whatever else it conforms to (`FluentFieldPlans`).
    func decodesThroughFluentFields(_ node: DeclarationNode) -> Bool {
        guard node.kind == .class else { return false }
        return node.conformances.contains { entry in
            let scope = entry.location == node.location ? node.parent : nil
            var visited: Set<String> = []
            guard
                case .framework(let framework)? = decodingSource(
                    entry.type, from: scope, inFile: entry.location.fileIndex, depth: 0, visited: &visited)
            else {
                return false
            }
            return framework.decodesThroughFluentFields
        }
    }

    /// Protocols of the standard library, Foundation and SwiftUI that models conform to and that
    /// do not imply `Codable`: not worth naming when a type turns out not to be decodable.
    static let standardProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Sendable", "Identifiable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "LosslessStringConvertible", "RawRepresentable", "CaseIterable", "Error",
        "LocalizedError", "CodingKey", "CodingKeyRepresentable", "ObservableObject", "Strideable", "Sequence",
        "Collection", "AnyObject", "BitwiseCopyable", "Copyable", "SendableMetatype", "ExpressibleByStringLiteral",
        "ExpressibleByIntegerLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
    ]

    /// The protocols `node` conforms to that the schema does not declare and that are not
    /// standard ones: where its `Codable` might come from when it has none here.
    func undeclaredConformances(of node: DeclarationNode) -> [String] {
        node.conformances.compactMap { entry in
            guard case .named(let components) = entry.type else { return nil }
            let names = components.map(\.name)
            let scope = entry.location == node.location ? node.parent : nil
            guard case .notFound = resolve(names, from: scope), !Self.standardProtocols.contains(names.last ?? "") else { return nil }
            return names.joined(separator: ".")
        }
    }

    /// The framework protocol refining `Codable` that `names` means here: one of
    /// `FrameworkCodingProtocol.all`, qualified with its module or imported by some file.
    func importedFrameworkProtocol(_ names: [String]) -> FrameworkCodingProtocol? {
        guard let found = FrameworkCodingProtocol.named(names) else { return nil }
        return names.count == 2 || found.modules.contains(where: importedModules.contains) ? found : nil
    }

    /// The raw type of an enum (`String`, `Int`, `UInt8`...) when its first inherited type is one;
    /// `.other` for a raw type codable-check does not support (`Double`, `Character`).
    enum RawType: Equatable {
        case string
        case integer(IntegerWidth)
        case other(String)
    }

    func rawType(of node: DeclarationNode) -> RawType? {
        guard node.kind == .enum, let first = node.declaration.inheritance.first,
            case .named(let components) = first
        else { return nil }
        var resolution = resolve(components.map(\.name), from: node.parent)
        var steps = 0
        while case .alias(let alias, let scope) = resolution, steps < Self.maximumAliasDepth,
            case .named(let target)? = alias.target
        {
            resolution = resolve(target.map(\.name), from: scope)
            steps += 1
        }
        switch resolution {
        case .builtin(.scalar(.leaf(.string)), _): return .string
        case .builtin(.scalar(.leaf(.integer(let width))), _): return .integer(width)
        case .builtin(.scalar, let name), .builtin(.notDecodable, let name), .builtin(.unsupported, let name):
            return .other(name)
        default: return nil
        }
    }
}

extension TypeResolver {
    /// The raw value type of a struct, class or enum made `RawRepresentable` by hand, with a raw
    /// type the standard library's default `Decodable` implementation covers (`Bool`, `String`,
    /// `Double`, `Float`, the integers): such a type decodes from a single raw value, not from an
    /// object (probed: `struct UserID: RawRepresentable, Codable { var rawValue: String }` reads
    /// `"abc"`). For an enum without a raw type, whose `rawValue` is computed, that default also
    /// wins over the synthesized enum conformance, in its own file or from another file's
    /// extension (probed on 6.3.1: `"X"` is `dataCorrupted`, `{"fast": {}}` a `typeMismatch`).
    func rawRepresentableType(of node: DeclarationNode) -> (scalar: ValuePlan.Scalar, name: String)? {
        guard node.kind == .struct || node.kind == .class || (node.kind == .enum && rawType(of: node) == nil),
            node.conformances.contains(where: { entry in
                if case .named(let components) = entry.type { return components.last?.name == "RawRepresentable" }
                return false
            })
        else { return nil }
        let rawType =
            node.instanceProperties.first { $0.name == "rawValue" }?.type
            ?? node.computedProperties.first { $0.name == "rawValue" && !$0.isStatic }?.type
            ?? node.typeAliases.first { $0.name == "RawValue" }?.target
        guard case .named(let components)? = rawType,
            case .builtin(.scalar(let scalar), let name) = resolveThroughAliases(components, from: node)
        else { return nil }
        guard case .leaf(let leaf) = scalar, leaf.isStandardRawValueType else { return nil }
        return (scalar, name)
    }

    /// What `components` names from `scope`, through any typealiases (`typealias RawValue = Tag`,
    /// `typealias Tag = String`): the type a raw value or a parameter really has.
    func resolveThroughAliases(_ components: [TypeReference.Component], from scope: DeclarationNode) -> Resolution {
        var resolution = resolve(components.map(\.name), from: scope)
        var steps = 0
        while case .alias(let alias, let scope) = resolution, steps < Self.maximumAliasDepth,
            case .named(let target)? = alias.target
        {
            resolution = resolve(target.map(\.name), from: scope)
            steps += 1
        }
        return resolution
    }
}

extension TypeResolver {
    /// The protocols `node` conforms to: directly, through its extensions, the schema's
    /// protocols and typealiases (`typealias Model = Codable & Identifiable`), and its
    /// superclasses. Protocols the sources do not declare are kept by name.
    func conformedProtocols(of node: DeclarationNode) -> (standard: Set<String>, declared: [DeclarationNode]) {
        var standard: Set<String> = []
        var declared: [DeclarationNode] = []
        var pending: [(type: TypeReference, scope: DeclarationNode?)] = []
        var current: DeclarationNode? = node
        var classes = 0
        while let type = current, classes < Self.maximumAliasDepth {
            pending += type.conformances.map { ($0.type, $0.location == type.location ? type.parent : nil) }
            current = superclass(of: type)
            classes += 1
        }
        var visited: Set<String> = []
        // In the order written, so that messages list the protocols as the declaration does.
        var next = 0
        while next < pending.count, next < Self.maximumHelperProtocols * 4 {
            let (type, scope) = pending[next]
            next += 1
            switch type {
            case .composition(let parts):
                pending += parts.map { ($0, scope) }
            case .named(let components):
                switch resolve(components.map(\.name), from: scope) {
                case .node(let protocolNode) where protocolNode.kind == .protocol:
                    guard visited.insert("protocol \(protocolNode.order)").inserted else { continue }
                    declared.append(protocolNode)
                    pending += protocolNode.declaration.inheritance.map { ($0, protocolNode.parent) }
                case .alias(let alias, let aliasScope):
                    guard let target = alias.target, visited.insert("alias \(aliasScope?.order ?? -1).\(alias.name)").inserted else {
                        continue
                    }
                    pending.append((target, aliasScope))
                case .notFound:
                    if let last = components.last?.name { standard.insert(last) }
                default:
                    continue
                }
            default:
                continue
            }
        }
        return (standard, declared)
    }
}
