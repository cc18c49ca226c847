import CodableCheckCore

/// What a body reads from the decoder's `userInfo` (`decoder.userInfo[.key]`, `decoder.userInfo[.key]
/// as? T`), answered from what the user stated the app's decoder holds (`DecoderUserInfo`): an
/// absent key is nil, a scalar is its value, an instance of a type is a value whose contents are
/// unknown (`opaqueInstances`), and an unknown value is `DecodingConversion.unknown`. It keeps
/// the bookkeeping a warning needs: the keys no `--user-info` states, the statements that throw
/// whenever one of them is nil, and, while a side that runs because of them is translated, those
/// keys (`ThrownDecodingError.unsetUserInfoKeys`). `CustomDecodingTranslator+UserInfo` finds
/// which key an expression names.
struct UserInfoReads {
    /// How an instance from `userInfo` is held: present, its contents not known. Its members are
    /// unknown (`opaqueMember`), never this text.
    static let opaqueInstanceText = "{}"

    /// Keys read from `userInfo` that no `--user-info` states (nil), in reading order.
    private(set) var absentKeys: [String] = []
    /// Statements that throw whenever such a key is nil (`guard let c = decoder.userInfo[.c] as?
    /// C else { throw ... }`), with the key: a warning each says which option to give.
    var throwsWithoutValue: [(statement: BodyStatement, key: String)] = []
    /// While translating the side of an `if`/`guard` that runs because these `userInfo` keys are
    /// nil: an error thrown there says so (`ThrownDecodingError.unsetUserInfoKeys`).
    var unsetCause: [String] = []
    /// Locals holding an instance from the decoder's `userInfo`: present, contents unknown.
    var opaqueInstances: Set<String> = []

    /// The value of `userInfo[key]`, cast (`as?`, `as!`, `as`) to `type` when one is given.
    mutating func value(
        of key: String, cast: (op: String, type: TypeReference)?, resolver: TypeResolver, from node: DeclarationNode
    ) throws(CustomDecodingTranslator.Failure) -> DecodingExpression {
        typealias Failure = CustomDecodingTranslator.Failure
        guard let value = resolver.decoderUserInfo.values[key] else {
            absentKeys.append(key)
            if cast?.op == "as!" { throw Failure(reason: "`userInfo[.\(key)]` is not set (--user-info), and `as!` traps", isPrecise: true) }
            return .literal("null")
        }
        switch value {
        case .unknown:
            return .conversion(.unknown, .literal("null"))
        case .literal(let text):
            guard let cast else { return .literal(text) }
            if Self.literal(text, isA: cast.type) { return .literal(text) }
            if cast.op == "as!" { throw Failure(reason: "`userInfo[.\(key)]` is not a \(cast.type), and `as!` traps", isPrecise: true) }
            return .literal("null")
        case .instance(let typeName):
            guard let cast else { return .literal(Self.opaqueInstanceText) }
            if Self.isInstance(typeName, of: cast.type, resolver: resolver, from: node) { return .literal(Self.opaqueInstanceText) }
            if cast.op == "as!" { throw Failure(reason: "`userInfo[.\(key)]` is not a \(cast.type), and `as!` traps", isPrecise: true) }
            return .literal("null")
        }
    }

    /// Notes a statement that throws because a `userInfo` key read since `index` is absent; one
    /// note per key (an `else if` chain reads the key again).
    mutating func noteThrow(_ statement: BodyStatement, keysSince index: Int) {
        for key in absentKeys[index...] where !throwsWithoutValue.contains(where: { $0.key == key }) {
            throwsWithoutValue.append((statement, key))
        }
    }

    /// Notes whether a local now holds an instance from `userInfo`.
    mutating func noteHolding(_ name: String, _ expression: DecodingExpression) {
        if case .literal(Self.opaqueInstanceText) = expression { opaqueInstances.insert(name) } else { opaqueInstances.remove(name) }
    }

    /// `options.shapeFormat`, `options?.profile(...)` on an instance from `userInfo`: unknown.
    func opaqueMember(_ expression: BodyExpression) -> DecodingExpression? {
        var base: BodyExpression
        switch expression {
        case .member(let inner, _), .call(.member(let inner, _), _): base = inner
        default: return nil
        }
        while case .optionalChain(let inner) = base { base = inner }
        while case .forceUnwrap(let inner) = base { base = inner }
        guard case .name(let name) = base, opaqueInstances.contains(name) else { return nil }
        return .conversion(.unknown, .variable(name))
    }

    /// Whether a scalar stated with `--user-info` casts to `type` as its boxed Swift value does:
    /// `true`/`false` a `Bool`, a quoted text a `String`, a whole number an integer type, a
    /// number with a fraction or exponent a `Double` or `Float` (no bridging on Linux).
    static func literal(_ text: String, isA type: TypeReference) -> Bool {
        guard case .named(let components) = type, let name = components.last?.name else { return false }
        if ["Any", "AnyHashable"].contains(name) { return true }
        if text == "true" || text == "false" { return name == "Bool" }
        if text.hasPrefix("\"") { return name == "String" }
        let isWhole = !text.contains(where: { ".eE".contains($0) })
        if isWhole { return IntegerWidth(rawValue: name) != nil }
        return ["Double", "Float", "CGFloat"].contains(name)
    }

    /// Whether an instance of `typeName` casts to `type`: the same type, a superclass of it
    /// declared in the models, or a protocol one of them declares.
    static func isInstance(_ typeName: String, of type: TypeReference, resolver: TypeResolver, from node: DeclarationNode) -> Bool {
        guard case .named(let components) = type, let target = components.last?.name else { return false }
        if ["Any", "AnyObject"].contains(target) { return true }
        let path = typeName.split(separator: ".").map(String.init)
        if path.last == target { return true }
        var current = resolver.nominal(path, from: node)
        var visited = 0
        while let declared = current, visited < 32 {
            visited += 1
            if declared.name == target { return true }
            for conformance in declared.conformances {
                if case .named(let names) = conformance.type, names.last?.name == target { return true }
            }
            current = resolver.superclass(of: declared)
        }
        return false
    }
}
