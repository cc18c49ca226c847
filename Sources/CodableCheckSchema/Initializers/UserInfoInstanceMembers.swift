import CodableCheckCore

/// `(decoder.userInfo[.context] as! ProjectContext).objects`, as a getter of the app's reads it
/// (`decoder.context.objects`, expanded by `ExtensionPropertyGetters`): a member of an instance
/// the user stated the app's decoder holds (`--user-info context=ProjectContext`), whose
/// contents the tool does not know, as for the same instance held in a local
/// (`UserInfoReads.opaqueMember`). The cast is decided as written
/// (`UserInfoReads.value(of:cast:resolver:from:)`): without the key, `as!` traps and is not followed,
/// and `(… as? T)?.member` is nil.
enum UserInfoInstanceMembers {
    /// The member's value, when `expression` is a member of such a cast; nil for any other
    /// expression, and for a cast whose result the rule does not take (a scalar, a nil unwrapped
    /// with `!`), which the other rules then meet as written.
    static func member(
        _ expression: BodyExpression, in translator: inout CustomDecodingTranslator
    ) throws(CustomDecodingTranslator.Failure) -> DecodingExpression? {
        guard case .member(var base, _) = expression else { return nil }
        var isChained = false
        if case .optionalChain(let inner) = base {
            base = inner
            isChained = true
        } else if case .forceUnwrap(let inner) = base {
            base = inner
        }
        guard case .cast(let op, let value, let type) = base, let key = UserInfoKeys.userInfoKey(of: value, in: translator) else {
            return nil
        }
        let instance = try translator.userInfo.value(of: key, cast: (op, type), resolver: translator.resolver, from: translator.node)
        switch instance {
        case .literal(UserInfoReads.opaqueInstanceText): return .conversion(.unknown, instance)
        case .literal("null") where isChained: return instance
        default: return nil
        }
    }
}
