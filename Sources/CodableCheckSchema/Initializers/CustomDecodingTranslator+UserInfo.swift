import CodableCheckCore

/// `decoder.userInfo[.key]` and `decoder.userInfo[.key] as? T`, answered from what the user
/// stated the app's decoder holds (`DecoderUserInfo`) when the body is translated: an absent key
/// is nil, a scalar is its value, an instance of a type is a value whose contents are unknown
/// (`opaqueInstances`), and an unknown value is `DecodingConversion.unknown`.
extension CustomDecodingTranslator {
    /// How an instance from `userInfo` is held: present, its contents not known. Its members are
    /// unknown (`opaqueMember`), never this text.
    static let opaqueInstanceText = "{}"

    /// The key a `userInfo` subscript names (`decoder.userInfo[.options]`,
    /// `decoder.userInfo[CodingUserInfoKey.options]`), on the decoder or a decoder held in a
    /// variable; nil for any other expression. A key kept as a static constant of a declared type
    /// (`static let enabledKey: CodingUserInfoKey`, read as `userInfo[enabledKey]` inside that
    /// type or as `userInfo[Settings.enabledKey]`) is named by the constant's name, as `.options`
    /// is: the raw value behind either is never shown by the body.
    func userInfoKey(of expression: BodyExpression) -> String? {
        guard case .subscriptAccess(.member(.name(let decoder), "userInfo"), let arguments) = expression, arguments.count == 1,
            arguments[0].label == nil, decoder == decoderName || isDecoderVariable(decoder)
        else { return nil }
        switch arguments[0].value {
        case .implicitMember(let key), .member(.name("CodingUserInfoKey"), let key): return key
        case .name(let key) where !locals.contains(key) && containers[key] == nil:
            // Swift looks a bare name up in the enclosing types, innermost first.
            var scope: DeclarationNode? = node
            while let type = scope {
                if Self.declaresStaticConstant(key, in: type) { return key }
                scope = type.parent
            }
            return nil
        case .member(let owner, let key):
            guard let path = WrittenExpression.typePath(of: owner) else { return nil }
            let type = path == ["Self"] ? node : resolver.nominal(path, from: node)
            return type.map { Self.declaresStaticConstant(key, in: $0) } == true ? key : nil
        default: return nil
        }
    }

    /// Whether the type declares `static let name` (or `var`) among its stored members.
    static func declaresStaticConstant(_ name: String, in type: DeclarationNode) -> Bool {
        type.declaration.members.properties.contains { $0.isStatic && $0.name == name }
    }

    func isDecoderVariable(_ name: String) -> Bool {
        if case .decoder? = containers[name] { return true }
        return false
    }

    /// The value of `userInfo[key]`, cast (`as?`, `as!`, `as`) to `type` when one is given.
    mutating func userInfoValue(_ key: String, cast: (op: String, type: TypeReference)?) throws(Failure) -> DecodingExpression {
        guard let value = resolver.decoderUserInfo.values[key] else {
            absentUserInfoKeys.append(key)
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
            if isInstance(typeName, of: cast.type) { return .literal(Self.opaqueInstanceText) }
            if cast.op == "as!" { throw Failure(reason: "`userInfo[.\(key)]` is not a \(cast.type), and `as!` traps", isPrecise: true) }
            return .literal("null")
        }
    }

    /// Notes a statement that throws because a `userInfo` key read since `index` is absent; one
    /// note per key (an `else if` chain reads the key again).
    mutating func noteThrowWithoutUserInfo(_ statement: BodyStatement, keysSince index: Int) {
        for key in absentUserInfoKeys[index...] where !throwsWithoutUserInfo.contains(where: { $0.key == key }) {
            throwsWithoutUserInfo.append((statement, key))
        }
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
    func isInstance(_ typeName: String, of type: TypeReference) -> Bool {
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
}
