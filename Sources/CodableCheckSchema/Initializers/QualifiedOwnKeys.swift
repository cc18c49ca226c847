/// `decoder.container(keyedBy: WalletConnect.Request.Metadata.CodingKeys.self)` (or
/// `Self.CodingKeys.self`) inside `Metadata`'s own `init(from:)`: the keys enum the compiler
/// synthesizes for the type, spelled through the type's own name, as Xcode's "add explicit
/// Codable implementation" writes it. It is the same enum as a bare `CodingKeys`, which no
/// declaration in the sources holds, so the name alone does not find it.
enum QualifiedOwnKeys {
    /// Whether `names` is the type's own name (or `Self`) followed by `CodingKeys`.
    static func namesOwnKeys(_ names: [String], in translator: CustomDecodingTranslator) -> Bool {
        guard names.count > 1, names.last == "CodingKeys" else { return false }
        let owner = Array(names.dropLast())
        if owner == ["Self"] { return true }
        return translator.resolver.nominal(owner, from: translator.node)?.order == translator.node.order
    }
}
