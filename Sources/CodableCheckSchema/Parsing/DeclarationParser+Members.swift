extension DeclarationParser {
    // MARK: Types and extensions

    /// `struct Name<T>: Inherited where ... { members }` and the other nominal kinds, at the
    /// keyword. Returns nil (after a diagnostic) when there is no name.
    mutating func parseTypeDeclaration(attributes: [AttributeUse], modifiers: Set<String>, depth: Int) -> TypeDeclaration? {
        let keyword = current
        let kind = TypeDeclaration.Kind(rawValue: keyword.text) ?? .struct
        advance()
        guard current.kind == .identifier else {
            report(.expectedName(after: keyword.text), at: current)
            return nil
        }
        let nameToken = current
        advance()
        var declaration = TypeDeclaration(
            kind: kind, name: nameToken.text, location: location(of: nameToken),
            genericParameters: parseGenericParameters(), inheritance: parseInheritance(),
            attributes: attributes, isIndirect: modifiers.contains("indirect"),
            isFilePrivate: modifiers.contains("private") || modifiers.contains("fileprivate"), members: MemberList())
        skipWhereClause()
        guard current.isPunctuation("{") else {
            report(.expectedBody(of: "\(kind.rawValue) '\(nameToken.text)'"), at: current)
            return declaration
        }
        if depth >= Self.maximumNestingDepth {
            report(.nestingTooDeep, at: current)
            skipBalanced()
            return declaration
        }
        if kind == .protocol {
            declaration.members = parseProtocolRequirements(owner: nameToken.text, depth: depth)
            return declaration
        }
        declaration.members = parseBody(owner: nameToken.text, depth: depth + 1, opening: current)
        if kind != .enum { reportMisplacedCases(declaration.members.enumCases) }
        return declaration
    }

    /// A protocol's body, at its `{`: only what conformers' associated types are inferred from
    /// is kept (its `associatedtype`s and property requirements, `var payload: Payload { get }`).
    /// Its other requirements have no bodies and are no helpers, and nothing in it is reported:
    /// a protocol's requirements never decide how a model decodes.
    private mutating func parseProtocolRequirements(owner: String, depth: Int) -> MemberList {
        let problemCount = problems.count
        let body = parseBody(owner: owner, depth: depth + 1, opening: current)
        problems.removeSubrange(problemCount...)
        var requirements = MemberList()
        requirements.associatedTypes = body.associatedTypes
        requirements.computedProperties = body.computedProperties
        return requirements
    }

    /// `case` declares enum cases only directly in an enum, never in a struct, class or extension.
    private mutating func reportMisplacedCases(_ cases: [EnumCaseDeclaration]) {
        for misplaced in cases {
            problems.append(SchemaProblem(severity: .error, location: misplaced.location, message: .caseOutsideEnum(misplaced.name)))
        }
    }

    /// `extension Outer.Inner: Protocols where ... { members }`, at the keyword.
    mutating func parseExtension(depth: Int) -> ExtensionDeclaration? {
        advance()
        let nameToken = current
        guard let extendedType = parseType() else {
            report(.expectedName(after: "extension"), at: nameToken)
            skipStatement()
            return nil
        }
        var declaration = ExtensionDeclaration(
            extendedType: extendedType, location: location(of: nameToken), inheritance: parseInheritance(),
            members: MemberList())
        declaration.isConstrained = current.isKeyword("where")
        skipWhereClause()
        guard current.isPunctuation("{") else {
            report(.expectedBody(of: "extension of '\(extendedType.description)'"), at: current)
            return declaration
        }
        if depth >= Self.maximumNestingDepth {
            report(.nestingTooDeep, at: current)
            skipBalanced()
            return declaration
        }
        declaration.members = parseBody(owner: extendedType.description, depth: depth + 1, opening: current)
        reportMisplacedCases(declaration.members.enumCases)
        return declaration
    }

    /// `{ members }` with `current` at the `{`. Extensions found inside are invalid Swift; they
    /// are reported and dropped.
    private mutating func parseBody(owner: String, depth: Int, opening: SwiftToken) -> MemberList {
        advance()
        var members = MemberList()
        var nestedExtensions: [ExtensionDeclaration] = []
        while current.kind != .endOfFile, !current.isPunctuation("}") {
            parseDeclaration(into: &members, extensions: &nestedExtensions, owner: owner, depth: depth)
        }
        if current.isPunctuation("}") {
            advance()
        } else {
            report(.unterminatedBody(of: owner), at: opening)
            members.unterminatedBody = location(of: opening)
        }
        return members
    }

    /// `<T: Codable, U>`: the parameter names.
    private mutating func parseGenericParameters() -> [String] {
        guard current.isPunctuation("<") else { return [] }
        advance()
        var names: [String] = []
        var expectingName = true
        var angleDepth = 1
        while current.kind != .endOfFile, !current.isPunctuation("{") {
            let token = current
            if token.isPunctuation("<") { angleDepth += 1 }
            if token.isPunctuation(">") {
                angleDepth -= 1
                if angleDepth == 0 {
                    advance()
                    break
                }
            }
            if angleDepth == 1, token.isPunctuation(",") {
                expectingName = true
            } else if expectingName, token.kind == .identifier, !token.isKeyword("each"), !token.isKeyword("let") {
                names.append(token.text)
                expectingName = false
            }
            if token.isPunctuation("(") || token.isPunctuation("[") { skipBalanced() } else { advance() }
        }
        return names
    }

    /// `: A, B & C, @unchecked Sendable, ~Copyable`, up to `where` or `{`.
    mutating func parseInheritance() -> [TypeReference] {
        guard current.isPunctuation(":") else { return [] }
        advance()
        var inherited: [TypeReference] = []
        while current.kind != .endOfFile {
            _ = parseAttributes()
            if current.isPunctuation("~") {
                advance()
                _ = parseType()
            } else if let type = parseType() {
                inherited.append(type)
            } else {
                report(.expectedType(in: "inheritance list"), at: current)
                break
            }
            guard current.isPunctuation(",") else { break }
            advance()
        }
        return inherited
    }

    /// A `where` clause's requirements are not interpreted.
    private mutating func skipWhereClause() {
        guard current.isKeyword("where") else { return }
        while current.kind != .endOfFile, !current.isPunctuation("{"), !current.isPunctuation("}") {
            if current.startsLine, isDeclarationStart(current) { return }
            advance()
        }
    }

    /// `typealias Name<T> = Type`, at the keyword.
    mutating func parseTypeAlias() -> TypeAliasDeclaration? {
        advance()
        guard current.kind == .identifier else {
            report(.expectedName(after: "typealias"), at: current)
            return nil
        }
        let nameToken = current
        advance()
        let genericParameters = parseGenericParameters()
        guard current.isPunctuation("=") else {
            report(.expectedType(in: "typealias '\(nameToken.text)'"), at: current)
            return TypeAliasDeclaration(
                name: nameToken.text, location: location(of: nameToken), target: nil, genericParameters: genericParameters)
        }
        advance()
        let typeStart = current
        let target = parseType()
        if target == nil {
            let what = "typealias '\(nameToken.text)'"
            report(typeNestedTooDeeply ? .typeNestsTooDeeplyToRead(in: what) : .expectedType(in: what), at: typeStart)
            skipStatement()
        }
        skipWhereClause()
        return TypeAliasDeclaration(
            name: nameToken.text, location: location(of: nameToken), target: target, genericParameters: genericParameters)
    }

    /// `associatedtype Name: Constraint = Default where ...`, at the keyword; the constraints
    /// and `where` clause are skipped (they never decide what the type is).
    mutating func parseAssociatedType() -> AssociatedTypeDeclaration? {
        advance()
        guard current.kind == .identifier, !current.startsLine else {
            report(.expectedName(after: "associatedtype"), at: current)
            skipStatement()
            return nil
        }
        let nameToken = current
        advance()
        _ = parseInheritance()
        var defaultType: TypeReference?
        if current.isPunctuation("=") {
            advance()
            defaultType = parseType()
            if defaultType == nil { skipStatement() }
        }
        skipWhereClause()
        return AssociatedTypeDeclaration(name: nameToken.text, location: location(of: nameToken), defaultType: defaultType)
    }

    // MARK: Properties

    /// `let`/`var` with one or more patterns: `var a, b: Int`, `let x: Int, y = "s"`,
    /// `var count = 0 { didSet { ... } }`, `var area: Double { width * height }`. With
    /// `readsGetters` (an extension of `Decoder` or a container), a computed property's getter
    /// of one expression is kept (`ComputedProperty.getter`).
    mutating func parseVariable(
        attributes: [AttributeUse], modifiers: Set<String>, into members: inout MemberList, readsGetters: Bool = false
    ) {
        let isLet = current.text == "let"
        advance()
        var declared: [StoredProperty] = []
        while current.kind != .endOfFile {
            guard current.kind == .identifier, !current.isKeyword("_") || current.isEscaped else {
                if current.isPunctuation("(") {
                    report(.tuplePatternNotInterpreted, at: current, severity: .warning)
                } else {
                    report(.expectedName(after: isLet ? "let" : "var"), at: current)
                }
                skipStatement()
                break
            }
            let nameToken = current
            advance()
            var property = StoredProperty(
                name: nameToken.text, location: location(of: nameToken), type: nil, initialValue: nil, isLet: isLet,
                isStatic: modifiers.contains("static") || modifiers.contains("class"),
                isLazy: modifiers.contains("lazy"), attributes: attributes)
            if current.isPunctuation(":") {
                advance()
                let typeStart = current
                property.type = parseType()
                if property.type == nil {
                    let what = "property '\(nameToken.text)'"
                    report(typeNestedTooDeeply ? .typeNestsTooDeeplyToRead(in: what) : .expectedType(in: what), at: typeStart)
                    property.hasUnreadableType = true
                    property.typeNestsTooDeeply = typeNestedTooDeeply
                    declared.append(property)
                    members.properties.append(contentsOf: declared)
                    skipStatement()
                    return
                }
            }
            if current.isPunctuation("=") {
                advance()
                property.initialValue = parseInitialValue()
            }
            var isComputed = false
            var caseStrings: CaseStringGetter?
            var returnedCases: [String]?
            var getter: BodyExpression?
            if current.isPunctuation("{"), !(current.startsLine && property.type == nil && property.initialValue == nil) {
                let first = peek()
                let isObserverBlock =
                    first.isKeyword("willSet") || first.isKeyword("didSet")
                    || first.kind == .attribute && (peek(2).isKeyword("willSet") || peek(2).isKeyword("didSet"))
                isComputed = !isObserverBlock
                if isComputed, property.isStatic {
                    // `static var allBuiltinKeys: [CodingKeys] { [.description, .url] }`, which the
                    // literal reading below also takes as a constant.
                    let open = index
                    skipBalanced()
                    returnedCases = CaseListGetterReader.read(tokens[open..<index])
                    index = open
                }
                if isComputed, property.isStatic, let literal = parseLiteralBody() {
                    // `static var defaultValue: Int { 0 }`: a `DefaultCodableStrategy`'s default.
                    property.initialValue = literal
                    isComputed = false
                } else {
                    let start = index
                    skipBalanced()
                    if !property.isStatic {
                        caseStrings = CaseStringGetterReader.read(tokens[start..<index])
                    }
                    if readsGetters, isComputed, !property.isStatic { getter = readingBodies { $0.oneExpressionGetter(from: start) } }
                }
            }
            if isComputed || returnedCases != nil, let type = property.type {
                // Its type may be what an associated type is inferred from (`var id: String { slug }`).
                members.computedProperties.append(
                    ComputedProperty(
                        name: property.name, location: property.location, type: type, isStatic: property.isStatic, caseStrings: caseStrings,
                        returnedCases: returnedCases, getter: getter))
            }
            if !isComputed { declared.append(property) }
            guard current.isPunctuation(",") else { break }
            advance()
        }
        // `var a, b: Int`: a name without type or value takes the type of the next one that has a type.
        var sharedType: TypeReference?
        for position in declared.indices.reversed() {
            if let type = declared[position].type {
                sharedType = type
            } else if declared[position].initialValue == nil {
                declared[position].type = sharedType
            } else {
                sharedType = nil
            }
        }
        members.properties.append(contentsOf: declared)
    }

    /// A computed property's body when it is a single literal (`{ 0 }`, `{ "none" }`, `{ [] }`),
    /// consumed with its braces; otherwise nil, with nothing consumed.
    mutating func parseLiteralBody() -> InitialValue? {
        let start = index
        advance()
        if current.isKeyword("return") { advance() }
        if let value = parseInitialValue(), value.literal != nil, current.isPunctuation("}") {
            advance()
            return value
        }
        index = start
        return nil
    }

    // MARK: Enum cases

    /// `case a, b = "x", c(Int)`, at the keyword.
    mutating func parseEnumCases(into members: inout MemberList) {
        advance()
        while current.kind == .identifier {
            let nameToken = current
            advance()
            var enumCase = EnumCaseDeclaration(
                name: nameToken.text, location: location(of: nameToken), rawValue: nil, hasAssociatedValues: false)
            if current.isPunctuation("(") {
                enumCase.hasAssociatedValues = true
                let start = index
                let problemCount = problems.count
                enumCase.associatedValues = parseAssociatedValues()
                if enumCase.associatedValues == nil {
                    // Not a list this reader follows: skip it whole, as before, without its complaints.
                    index = start
                    problems.removeSubrange(problemCount...)
                    skipBalanced()
                }
            }
            if current.isPunctuation("=") {
                advance()
                enumCase.rawValue = parseRawValue()
            }
            members.enumCases.append(enumCase)
            guard current.isPunctuation(",") else { return }
            advance()
        }
        if !(current.startsLine && isDeclarationStart(current)) {
            report(.expectedName(after: "case"), at: current)
            skipStatement()
        }
    }

    /// `(radius: Double, label: String = "x")` or `(String, Int)`, at the `(`; nil (leaving the
    /// position anywhere) for anything else.
    private mutating func parseAssociatedValues() -> [AssociatedValue]? {
        advance()
        var values: [AssociatedValue] = []
        while !current.isPunctuation(")") {
            var label: String?
            if current.kind == .identifier, peek().isPunctuation(":") {
                label = current.text == "_" ? nil : current.text
                advance()
                advance()
            }
            guard let type = parseType() else { return nil }
            values.append(AssociatedValue(label: label, type: type))
            if current.isPunctuation("=") {
                // A default value: skipped up to the next `,` or `)` at this level.
                advance()
                while !current.isPunctuation(","), !current.isPunctuation(")") {
                    guard current.kind != .endOfFile else { return nil }
                    if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") {
                        skipBalanced()
                    } else {
                        advance()
                    }
                }
            }
            guard current.isPunctuation(",") else { break }
            advance()
        }
        guard current.isPunctuation(")") else { return nil }
        advance()
        return values
    }

    // MARK: Initializers

    /// The initializers that change how a type decodes.
    enum InitializerKind {
        /// `init(from decoder: Decoder)`: custom decoding, with its body as read.
        case decoding(DecodingInitializer)
        /// `init?(rawValue:)`: a `RawRepresentable` type's own validation (its body, when failable).
        case rawValue(FunctionDeclaration?)
        /// Another initializer with a body, kept as a function named `init`: `self.init(...)` in
        /// an `init(from:)` runs it (`init?(stringValue:)`: named `init?`, for `DeclaredKeyList`).
        case plain(FunctionDeclaration)
        case other
    }

    /// Reads an initializer at `init`: its signature (with the reader every `func` is read
    /// with), and what kind it is, from its parameters.
    mutating func parseInitializer() -> (signature: InitializerSignature, kind: InitializerKind) {
        let keyword = current
        advance()
        let isFailable = current.isPunctuation("?") || current.isPunctuation("!")
        if isFailable { advance() }
        guard let read = readingBodies({ $0.parseSignature() }) else {
            return (InitializerSignature(isThrowing: false, isFailable: isFailable), .other)
        }
        var signature = InitializerSignature(isThrowing: read.isThrowing, isFailable: isFailable, parameters: read.parameters)
        // `init(from decoder: Decoder, regions: [Region]?)` is not `Decodable`'s requirement: it
        // is read as a plain initializer, which `self.init(from: decoder, regions: nil)` and
        // `Step(from: d, regions: r)` run.
        if signature.isDecoding, read.parameters.count == 1 {
            return (signature, .decoding(readingBodies { $0.parseDecodingInitializer(at: keyword, decoderName: read.parameters[0].name) }))
        }
        let isRawValue = read.parameters.first?.label == "rawValue"
        if !isRawValue, !isFailable, read.hasBody {
            // `self.init(name: name, ...)` at the end of an `init(from:)` runs it.
            let plain = readingBodies { $0.parseFunctionBody(named: "init", at: keyword, isStatic: false, signature: read) }
            signature.bodyEffects = plain.bodyEffects
            return (signature, .plain(plain))
        }
        if isFailable, read.hasBody {
            // Kept as a function named `init?` (which no `self.init(...)` finds): a `CodingKey` enum's
            // `init?(stringValue:)` for `DeclaredKeyList`, others for `FailableInitializerCalls`.
            let failable = readingBodies { $0.parseFunctionBody(named: "init?", at: keyword, isStatic: false, signature: read) }
            signature.bodyEffects = failable.bodyEffects
            return (signature, isRawValue ? .rawValue(failable) : .plain(failable))
        }
        if read.hasBody {
            let start = index
            skipBalanced()
            signature.bodyEffects = BodyEffects(tokens[start..<index])
        }
        return (signature, isRawValue ? .rawValue(nil) : .other)
    }
}
