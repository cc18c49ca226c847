import CodableCheckCore

/// `decoder.userInfo[.key]` and `decoder.userInfo[.key] as? T`: which key an expression names,
/// in the scope of the body (the decoder, its locals, the enclosing types' constants);
/// `UserInfoReads` answers the value from what the user stated the app's decoder holds.
///
/// For `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum UserInfoKeys {
    /// The key a `userInfo` subscript names (`decoder.userInfo[.options]`,
    /// `decoder.userInfo[CodingUserInfoKey.options]`), on the decoder or a decoder held in a
    /// variable; nil for any other expression. A key kept as a static constant of a declared type
    /// (`static let enabledKey: CodingUserInfoKey`, read as `userInfo[enabledKey]` inside that
    /// type or as `userInfo[Settings.enabledKey]`) is named by the constant's name, as `.options`
    /// is: the raw value behind either is never shown by the body.
    static func userInfoKey(of expression: BodyExpression, in translator: CustomDecodingTranslator) -> String? {
        guard case .subscriptAccess(.member(.name(let decoder), "userInfo"), let arguments) = expression, arguments.count == 1,
            arguments[0].label == nil, decoder == translator.decoderName || isDecoderVariable(decoder, in: translator)
        else { return nil }
        switch arguments[0].value {
        case .implicitMember(let key), .member(.name("CodingUserInfoKey"), let key): return key
        case .name(let key) where !translator.locals.contains(key) && translator.containers[key] == nil:
            // Swift looks a bare name up in the enclosing types, innermost first.
            var scope: DeclarationNode? = translator.node
            while let type = scope {
                if Self.declaresStaticConstant(key, in: type) { return key }
                scope = type.parent
            }
            return nil
        case .member(let owner, let key):
            guard let path = WrittenExpression.typePath(of: owner) else { return nil }
            let type = path == ["Self"] ? translator.node : translator.resolver.nominal(path, from: translator.node)
            return type.map { Self.declaresStaticConstant(key, in: $0) } == true ? key : nil
        default: return nil
        }
    }

    /// Whether the type declares `static let name` (or `var`) among its stored members.
    static func declaresStaticConstant(_ name: String, in type: DeclarationNode) -> Bool {
        type.declaration.members.properties.contains { $0.isStatic && $0.name == name }
    }

    static func isDecoderVariable(_ name: String, in translator: CustomDecodingTranslator) -> Bool {
        if case .decoder? = translator.containers[name] { return true }
        return false
    }
}
