/// Reads the declarations synthesized `Codable` depends on from one file's tokens, and steps
/// over everything else: function and initializer bodies, computed properties, protocols'
/// requirements, operators, macros, statements.
///
/// Tolerant by design: an unexpected token inside a type body is reported and skipped to the next
/// line that starts a declaration; nothing throws. Every loop consumes at least one token, and
/// type nesting deeper than `maximumNestingDepth` is skipped as a block, so no input can hang
/// the parser or overflow its stack.
struct DeclarationParser: SwiftTokenReading {
    var state: SwiftReadingState

    init(tokens: [SwiftToken], source: [UInt8], fileIndex: Int) {
        state = SwiftReadingState(tokens: tokens, source: source, fileIndex: fileIndex)
    }

    /// Carries on where another reader is (`InitializerBodyParser.parseLocalType`).
    init(state: SwiftReadingState) {
        self.state = state
    }

    /// Types nested deeper than this are skipped (with a diagnostic) rather than recursed into.
    static let maximumNestingDepth = 64

    static let declarationKeywords: Set<String> = [
        "struct", "class", "enum", "actor", "protocol", "extension", "typealias", "associatedtype",
        "var", "let", "func", "init", "deinit", "subscript", "case", "import", "operator",
        "precedencegroup", "macro",
    ]

    static let modifierKeywords: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "lazy",
        "weak", "unowned", "mutating", "nonmutating", "override", "required", "convenience", "dynamic",
        "optional", "indirect", "nonisolated", "isolated", "distributed", "consuming", "borrowing",
        "__consuming", "prefix", "postfix", "infix", "unsafe",
    ]

    /// Parses a whole file.
    mutating func parseFile() -> SourceFileDeclarations {
        var file = SourceFileDeclarations()
        while current.kind != .endOfFile {
            if current.isPunctuation("}") {
                // A stray closing brace at file scope: report it and carry on after it.
                report(.unexpectedClosingBrace, at: current)
                advance()
                continue
            }
            parseDeclaration(into: &file.members, extensions: &file.extensions, owner: nil, depth: 0)
        }
        file.importedModules = importedModules
        return file
    }

    // MARK: Declarations

    /// Parses one declaration (with its attributes and modifiers) into `members`, or skips it.
    mutating func parseDeclaration(
        into members: inout MemberList, extensions: inout [ExtensionDeclaration], owner: String?, depth: Int
    ) {
        let start = index
        let attributes = parseAttributes()
        let modifiers = parseModifiers()
        let keyword = current
        switch keyword.isEscaped ? "" : keyword.kind == .identifier ? keyword.text : "" {
        case "struct", "class", "enum", "actor", "protocol":
            if let declaration = parseTypeDeclaration(attributes: attributes, modifiers: modifiers, depth: depth) {
                members.types.append(declaration)
            }
        case "extension":
            if let declaration = parseExtension(depth: depth) {
                if owner != nil { report(.extensionNotAtFileScope, at: keyword) }
                extensions.append(declaration)
            }
        case "typealias":
            if let alias = parseTypeAlias() { members.typeAliases.append(alias) }
        case "var", "let":
            parseVariable(
                attributes: attributes, modifiers: modifiers, into: &members,
                readsGetters: owner.map(ContainerExtensions.keepsGetters(ofExtensionOf:)) ?? false)
        case "case":
            parseEnumCases(into: &members)
        case "init":
            let (signature, kind) = parseInitializer()
            members.initializers.append(signature)
            switch kind {
            case .decoding(let initializer):
                members.decodingInitializer = members.decodingInitializer ?? location(of: keyword)
                members.decodingInitializerBody = members.decodingInitializerBody ?? initializer
            case .rawValue(let failable):
                members.rawValueInitializer = members.rawValueInitializer ?? location(of: keyword)
                if let failable { members.functions.append(failable) }
            case .plain(let initializer): members.functions.append(initializer)
            case .other: break
            }
        case "associatedtype":
            if let associatedType = parseAssociatedType() { members.associatedTypes.append(associatedType) }
        case "func", "deinit", "subscript", "operator", "precedencegroup", "macro":
            if keyword.text == "func", peek().text == "encode", peek(2).isPunctuation("("), peek(3).text == "to" {
                // A hand-written `encode(to:)`: `--print` cannot assume synthesized encoding.
                members.encodingFunction = members.encodingFunction ?? location(of: keyword)
            }
            if keyword.text == "func" {
                // Kept with its body: an `init(from:)` may call it as a helper.
                let isStatic = modifiers.contains("static") || modifiers.contains("class")
                if let function = readingBodies({ $0.parseFunction(isStatic: isStatic) }) {
                    members.functions.append(function)
                }
            } else if keyword.text == "subscript" {
                // What its setter may do, for an assignment through it (`EachKeyIntoLocal`).
                members.subscripts.append(readingBodies { $0.parseSubscript() })
            } else {
                advance()
                skipSignatureAndBody()
            }
        case "import":
            // `import kind Module.Name`: the module is the first name after any kind keyword.
            var module = peek()
            if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(module.text) {
                module = peek(2)
            }
            if module.kind == .identifier, !module.startsLine, !importedModules.contains(module.text) {
                importedModules.append(module.text)
            }
            skipRestOfLine()
        default:
            if current.kind == .pound {
                skipFreestandingMacro()
            } else if current.isPunctuation(";") {
                advance()
            } else if !current.isPunctuation("}"), current.kind != .endOfFile {
                if let owner { report(.unexpectedToken(current.text, in: owner), at: current, severity: .warning) }
                skipStatement()
            }
        }
        if index == start, current.kind != .endOfFile, !current.isPunctuation("}") { advance() }
    }

    /// Access levels and other modifiers, including `private(set)` and `class` before a member.
    mutating func parseModifiers() -> Set<String> {
        var modifiers: Set<String> = []
        while current.kind == .identifier, !current.isEscaped {
            let isModifier =
                Self.modifierKeywords.contains(current.text)
                || current.text == "class" && peek().kind == .identifier && !peek().isEscaped
                    && (Self.declarationKeywords.contains(peek().text) || Self.modifierKeywords.contains(peek().text))
                    && !["struct", "class", "enum", "actor", "protocol", "extension"].contains(peek().text)
            guard isModifier else { break }
            // `optional` and `prefix` are also ordinary names: only a modifier before another keyword.
            if ["optional", "prefix", "postfix", "infix", "unsafe", "isolated"].contains(current.text),
                !(peek().kind == .identifier && !peek().isEscaped
                    && (Self.declarationKeywords.contains(peek().text) || Self.modifierKeywords.contains(peek().text)))
            {
                break
            }
            modifiers.insert(current.text)
            advance()
            if current.isPunctuation("("), !current.followsSpace { _ = skipBalanced() }
            _ = parseAttributes()
        }
        return modifiers
    }

    // MARK: Bodies

    /// Runs `read` with an `InitializerBodyParser` at the current token (a function's, an
    /// initializer's signature or body), and carries on after what it read, with its problems.
    mutating func readingBodies<Result, Failure>(_ read: (inout InitializerBodyParser) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        var reader = InitializerBodyParser(state: state.handedOver())
        defer { state = reader.state }
        return try read(&reader)
    }

    /// An expression of `init(from:)` code at `current` (`InitializerBodyParser`'s grammar), for
    /// callers that read one expression on its own (`CustomDecodingTranslator`'s date formatters).
    mutating func parseBodyExpression(allowsClosure: Bool) throws(BodyReadFailure) -> BodyExpression {
        try readingBodies { reader throws(BodyReadFailure) in try reader.parseBodyExpression(allowsClosure: allowsClosure) }
    }

    /// `InitializerBodyParser.mutatingMethods`, where `CustomDecodingTranslator` names it.
    static var mutatingMethods: Set<String> { InitializerBodyParser.mutatingMethods }

    /// `InitializerBodyParser.collectionMutatingMethods`, where `CustomDecodingTranslator` names it.
    static var collectionMutatingMethods: Set<String> { InitializerBodyParser.collectionMutatingMethods }

    /// `InitializerBodyParser.shortened(_:)`, where `CustomDecodingTranslator` names it.
    static func shortened(_ text: String) -> String { InitializerBodyParser.shortened(text) }

    // MARK: Skipping

    mutating func skipRestOfLine() {
        advance()
        while current.kind != .endOfFile, !current.startsLine { advance() }
    }

    /// `#warning("...")`, `#Preview { ... }`, `#sourceLocation(...)`, a freestanding macro.
    mutating func skipFreestandingMacro() {
        advance()
        if current.isPunctuation("<"), !current.followsSpace {
            advance()
            _ = parseTypeList(closing: ">")
        }
        if current.isPunctuation("("), !current.followsSpace { skipBalanced() }
        if current.isPunctuation("{"), !current.startsLine { skipBalanced() }
    }

    /// Skips something that is not a declaration, up to the next line that starts one (which
    /// may be the current token, after an error at the end of a line). Callers that must make
    /// progress check for it: `parseDeclaration` always does.
    mutating func skipStatement() {
        while current.kind != .endOfFile && !(current.startsLine && isDeclarationStart(current)) && !current.isPunctuation("}") {
            if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") {
                skipBalanced()
            } else {
                advance()
            }
        }
    }
}
