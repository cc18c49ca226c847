import CodableCheckSchema

/// The token walk behind `SourceOutline`: splits a run of tokens into declarations at the same
/// depth, reads what each declares, and descends into type bodies.
struct OutlineReader {
    let tokens: [SwiftToken]
    /// Each `import`: its module, the byte offset of the module's name, and the declaration's
    /// bytes (attributes to the end of the path).
    private(set) var imports: [(offset: Int, module: String, range: Range<Int>)] = []

    init(tokens: [SwiftToken]) {
        self.tokens = tokens
    }

    /// The declarations in `tokens[range]` (a file, or a body between its braces).
    mutating func declarations(in range: Range<Int>) -> [OutlinedDeclaration] {
        var result: [OutlinedDeclaration] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .pound, Self.directives.contains(token.text) {
                index = skipDirective(at: index, limit: range.upperBound)
                continue
            }
            if token.isPunctuation(";") || token.isPunctuation("}") {
                index += 1
                continue
            }
            // A declaration's attributes and modifiers may stand on lines of their own: it ends
            // after its keyword.
            let keyword = min(keywordIndex(from: index, limit: range.upperBound), range.upperBound - 1)
            let end = nextDeclarationStart(after: keyword, limit: range.upperBound)
            if let declaration = declaration(in: index..<end) { result.append(declaration) }
            index = end
        }
        return result
    }

    // MARK: Where declarations start and end

    static let directives: Set<String> = ["#if", "#elseif", "#else", "#endif"]
    static let declaringKeywords: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "extension", "func", "init", "deinit", "subscript", "var", "let",
        "case", "typealias", "associatedtype", "import", "operator", "precedencegroup", "macro",
    ]
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "required", "convenience", "optional", "dynamic",
        "nonisolated", "indirect", "prefix", "postfix", "infix", "distributed",
    ]

    /// The index of the keyword after the attributes and modifiers starting at `start`.
    private func keywordIndex(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit {
            let token = tokens[index]
            let isModifier =
                token.kind == .identifier && !token.isEscaped && Self.modifiers.contains(token.text)
                && !(token.text == "class" && index + 1 < limit && isTypeName(tokens[index + 1]))
            guard token.kind == .attribute || isModifier else { return index }
            index += 1
            // An attribute's generic arguments (`@UnstableEnum<String>`) are part of it.
            if token.kind == .attribute, index < limit, tokens[index].isPunctuation("<"), !tokens[index].followsSpace {
                index = matchingAngle(of: index, limit: limit) + 1
            }
            if index < limit, tokens[index].isPunctuation("("), !tokens[index].followsSpace {
                index = matchingClose(of: index, limit: limit) + 1
            }
        }
        return index
    }

    /// A `#if` or `#elseif` line's condition is part of the directive, not a declaration.
    private func skipDirective(at index: Int, limit: Int) -> Int {
        var next = index + 1
        if tokens[index].text == "#if" || tokens[index].text == "#elseif" {
            while next < limit, !tokens[next].startsLine { next += 1 }
        }
        return next
    }

    private func startsDeclaration(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .attribute: true
        // `#if` lines, and freestanding macros (`#Preview { ... }`, `#warning(...)`).
        case .pound: true
        case .identifier: !token.isEscaped && (Self.declaringKeywords.contains(token.text) || Self.modifiers.contains(token.text))
        default: false
        }
    }

    /// The index of the first token after `start` at the same depth that starts a line and a
    /// declaration, or follows a `;`; `limit` when none does.
    private func nextDeclarationStart(after start: Int, limit: Int) -> Int {
        var depth = 0
        var index = start + 1
        while index < limit {
            let token = tokens[index]
            let change = token.bracketDepthChange
            if depth == 0, change < 0 || token.isPunctuation(";") { return index }
            if depth == 0, token.kind != .punctuation, token.startsLine, startsDeclaration(token) { return index }
            depth += change
            index += 1
        }
        return limit
    }

    /// The index of the `>` closing the `<` at `open` (`<Array<Set<Int>>>`), or `limit`.
    private func matchingAngle(of open: Int, limit: Int) -> Int {
        var depth = 0
        for index in open..<limit {
            if tokens[index].isPunctuation("<") { depth += 1 }
            if tokens[index].isPunctuation(">") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return limit
    }

    /// The index of the bracket closing the one at `open`, or `limit`.
    private func matchingClose(of open: Int, limit: Int) -> Int {
        var depth = 0
        for index in open..<limit {
            let change = tokens[index].bracketDepthChange
            depth += change
            if change < 0, depth == 0 { return index }
        }
        return limit
    }

    // MARK: One declaration

    private mutating func declaration(in range: Range<Int>) -> OutlinedDeclaration? {
        let index = keywordIndex(from: range.lowerBound, limit: range.upperBound)
        var attributes: [String] = []
        var modifiers: [String] = []
        var privateModifier: Range<Int>?
        var depth = 0
        for prefix in range.lowerBound..<index {
            let token = tokens[prefix]
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { depth -= 1 }
            guard depth == 0 else { continue }
            if token.kind == .attribute { attributes.append(token.text) }
            if token.kind == .identifier, Self.modifiers.contains(token.text) { modifiers.append(token.text) }
            let isSetterOnly = prefix + 1 < index && tokens[prefix + 1].isPunctuation("(") && !tokens[prefix + 1].followsSpace
            if token.kind == .identifier, !token.isEscaped, token.text == "private" || token.text == "fileprivate", !isSetterOnly {
                privateModifier = token.offset..<token.endOffset
            }
        }
        guard index < range.upperBound else { return nil }
        let keywordToken = tokens[index]
        let last = range.upperBound - 1
        var declaration = OutlinedDeclaration(
            kind: .other, keyword: keywordToken.text, attributes: attributes, modifiers: modifiers,
            range: tokens[range.lowerBound].offset..<tokens[last].endOffset, keywordOffset: keywordToken.offset)
        declaration.privateModifier = privateModifier
        declaration.isStatic = modifiers.contains("static") || modifiers.contains("class")
        let rest = index + 1..<range.upperBound
        switch keywordToken.isEscaped ? "" : keywordToken.text {
        case "import":
            readImport(in: rest, range: declaration.range)
            return nil
        case "struct", "class", "enum", "protocol", "actor":
            declaration.kind = .type(keywordToken.text)
            if let name = rest.first.map({ tokens[$0] }), name.kind == .identifier { declaration.names = [name.text] }
            declaration.hasGenericParameters = rest.count > 1 && tokens[rest.lowerBound + 1].isPunctuation("<")
            readTypeBody(of: &declaration, start: range.lowerBound, header: rest)
        case "extension":
            declaration.kind = .extension
            declaration.extendedPath = dottedName(from: rest.lowerBound, limit: rest.upperBound)
            declaration.names = declaration.extendedPath.last.map { [$0] } ?? []
            readTypeBody(of: &declaration, start: range.lowerBound, header: rest)
        case "func":
            declaration.kind = .function
            readFunctionName(of: &declaration, in: rest)
            declaration.uses = uses(in: range)
        case "init", "subscript":
            declaration.kind = keywordToken.text == "init" ? .initializer : .subscript
            declaration.names = [keywordToken.text]
            (declaration.labels, declaration.defaultedParameters) = parameterLabels(in: rest)
            declaration.isFailable = rest.first.map { tokens[$0].isPunctuation("?") || tokens[$0].isPunctuation("!") } ?? false
            declaration.uses = uses(in: range)
        case "deinit":
            declaration.kind = .deinitializer
            declaration.uses = uses(in: range)
        case "var", "let":
            declaration.kind = isComputed(rest) ? .computedProperty : .storedProperty
            declaration.names = boundNames(in: rest)
            declaration.uses = uses(in: range)
        case "case":
            declaration.kind = .enumCase
            declaration.names = boundNames(in: rest)
            declaration.uses = uses(in: range)
        case "macro":
            // Kept like a file-scope function when an attribute names it (`@UnstableEnum<String>`).
            if let name = rest.first.map({ tokens[$0] }), name.kind == .identifier { declaration.names = [name.text] }
            declaration.externalMacroModule = externalMacroModule(in: rest)
            declaration.uses = uses(in: range)
        case "typealias", "associatedtype":
            declaration.kind = keywordToken.text == "typealias" ? .typeAlias : .associatedType
            if let name = rest.first.map({ tokens[$0] }), name.kind == .identifier { declaration.names = [name.text] }
            declaration.uses = uses(in: range)
        default:
            declaration.uses = uses(in: range)
        }
        return declaration
    }

    /// `"UnstableEnumMacro"` in `= #externalMacro(module: "UnstableEnumMacro", type: "UnstableEnum")`.
    private func externalMacroModule(in range: Range<Int>) -> String? {
        for index in range where tokens[index].kind == .pound && tokens[index].text == "#externalMacro" {
            var next = index + 1
            while next + 2 < range.upperBound {
                if tokens[next].isKeyword("module"), tokens[next + 1].isPunctuation(":"), tokens[next + 2].kind == .string {
                    return tokens[next + 2].stringValue
                }
                if tokens[next].isPunctuation(")") { break }
                next += 1
            }
        }
        return nil
    }

    /// `class` followed by a name is a class; followed by `func`, `var` or another modifier, a
    /// modifier.
    private func isTypeName(_ token: SwiftToken) -> Bool {
        token.kind == .identifier
            && (token.isEscaped || !(Self.declaringKeywords.contains(token.text) || Self.modifiers.contains(token.text)))
    }

    /// `import Foundation`, `import struct Foundation.Date`, `@testable import App`.
    private mutating func readImport(in range: Range<Int>, range bytes: Range<Int>) {
        var index = range.lowerBound
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]
        if index < range.upperBound, kinds.contains(tokens[index].text), index + 1 < range.upperBound { index += 1 }
        guard index < range.upperBound, tokens[index].kind == .identifier else { return }
        imports.append((tokens[index].offset, tokens[index].text, bytes))
    }

    /// `Outer.Inner` from `index`: names joined by dots, up to anything else.
    private func dottedName(from start: Int, limit: Int) -> [String] {
        var names: [String] = []
        var index = start
        while index < limit, tokens[index].kind == .identifier {
            names.append(tokens[index].text)
            guard index + 2 < limit, tokens[index + 1].isPunctuation("."), !tokens[index + 1].followsSpace else { break }
            index += 2
        }
        return names
    }

    /// The header (up to the body's `{`: generic parameters, inheritance, `where`) and the
    /// members between the braces.
    private mutating func readTypeBody(of declaration: inout OutlinedDeclaration, start: Int, header: Range<Int>) {
        var open = header.lowerBound
        var depth = 0
        while open < header.upperBound {
            let token = tokens[open]
            if token.isPunctuation("{"), depth == 0 { break }
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
            open += 1
        }
        declaration.inheritanceEntries = inheritedEntries(in: header.lowerBound..<open)
        declaration.uses = uses(in: start..<open)
        // The names each entry uses, and those the rest of the header uses (attributes,
        // generic parameters, `where` clause): a conformance left out takes only its own.
        var outside = NameUses()
        var index = start
        for position in declaration.inheritanceEntries.indices {
            let entry = declaration.inheritanceEntries[position]
            var first = index
            while first < open, tokens[first].offset < entry.range.lowerBound { first += 1 }
            var end = first
            while end < open, tokens[end].offset < entry.range.upperBound { end += 1 }
            outside.formUnion(uses(in: index..<first))
            declaration.inheritanceEntries[position].uses = uses(in: first..<end)
            declaration.inheritanceEntries[position].isSingleName = end == first + 1
            index = end
        }
        outside.formUnion(uses(in: index..<open))
        declaration.usesOutsideInheritance = outside
        guard open < header.upperBound else { return }
        let close = matchingClose(of: open, limit: header.upperBound)
        declaration.members = declarations(in: open + 1..<close)
    }

    /// Each entry after the header's `:`, up to `where` or the body: its first name, the `:` or
    /// `,` before it, and its tokens (a generic argument list, a `.`-path, `& Other`).
    private func inheritedEntries(in header: Range<Int>) -> [OutlinedDeclaration.InheritedEntry] {
        var entries: [OutlinedDeclaration.InheritedEntry] = []
        var angle = 0
        var expectsName = false
        var separator: Int?
        for index in header {
            let token = tokens[index]
            if token.isPunctuation("<") { angle += 1 }
            if token.isPunctuation(">") { angle -= 1 }
            if angle == 0, token.isKeyword("where") { break }
            let separates = angle == 0 && (token.isPunctuation(":") || token.isPunctuation(","))
            // The entry open since the last separator runs to here.
            if !separates, separator == nil, let last = entries.indices.last {
                entries[last].range = entries[last].range.lowerBound..<token.endOffset
            }
            guard angle == 0 else { continue }
            if separates {
                separator = token.offset
                expectsName = true
            } else if expectsName, token.kind == .identifier {
                if !token.isKeyword("any"), let before = separator {
                    entries.append(.init(name: token.text, separator: before, range: token.offset..<token.endOffset))
                    separator = nil
                }
                expectsName = token.isKeyword("any")
            } else if !token.isPunctuation("~") {
                expectsName = false
            }
        }
        return entries
    }

    /// A function's name (or operator's spelling) and argument labels.
    private func readFunctionName(of declaration: inout OutlinedDeclaration, in range: Range<Int>) {
        guard let first = range.first else { return }
        if tokens[first].kind == .identifier {
            declaration.names = [tokens[first].text]
        } else {
            var spelling = ""
            var index = first
            while index < range.upperBound, tokens[index].kind == .punctuation, !tokens[index].isPunctuation("("),
                !tokens[index].isPunctuation("<") || spelling.isEmpty
            {
                spelling += tokens[index].text
                index += 1
            }
            declaration.names = [spelling]
            declaration.isOperator = true
        }
        (declaration.labels, declaration.defaultedParameters) = parameterLabels(in: first + 1..<range.upperBound)
    }

    /// The first name of each parameter (`from` in `(from decoder: Decoder)`, `_`), of the first
    /// parenthesized list at the top level, and the indices of those with a default value.
    private func parameterLabels(in range: Range<Int>) -> (labels: [String], defaulted: Set<Int>) {
        guard let open = range.first(where: { tokens[$0].isPunctuation("(") || tokens[$0].isPunctuation("{") }),
            tokens[open].isPunctuation("(")
        else { return ([], []) }
        let close = matchingClose(of: open, limit: range.upperBound)
        var labels: [String] = []
        var defaulted: Set<Int> = []
        var depth = 0
        var atParameterStart = true
        for index in open + 1..<close {
            let token = tokens[index]
            if token.kind == .punctuation {
                depth += token.bracketDepthChange
                if depth == 0, token.text == "," { atParameterStart = true }
                if depth == 0, token.text == "=", !labels.isEmpty { defaulted.insert(labels.count - 1) }
                continue
            }
            if atParameterStart, depth == 0, token.kind == .identifier || token.kind == .attribute {
                if token.kind == .identifier { labels.append(token.text) }
                atParameterStart = token.kind == .attribute
            }
        }
        return (labels, defaulted)
    }

    /// The names `var a, b: Int` or `case red, green(Int)` binds: the first name, and each
    /// name after a top-level comma.
    private func boundNames(in range: Range<Int>) -> [String] {
        var names: [String] = []
        var depth = 0
        var expectsName = true
        for index in range {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{", "<": depth += 1
                case ")", "]", "}", ">": depth -= 1
                case "," where depth == 0: expectsName = true
                case "=" where depth == 0: expectsName = false
                default: break
                }
                continue
            }
            if expectsName, depth == 0, token.kind == .identifier {
                names.append(token.text)
                expectsName = false
            }
        }
        return names
    }

    /// Whether a `var` is computed: a block at the top level of the declaration, before any
    /// `=` (a closure in an initial value is no accessor block), that is not only `willSet` and
    /// `didSet` (a stored property's observers).
    private func isComputed(_ range: Range<Int>) -> Bool {
        var depth = 0
        for index in range {
            let token = tokens[index]
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "=" where depth == 0: return false
            case "{" where depth == 0:
                let next = index + 1 < range.upperBound ? tokens[index + 1] : nil
                return !(next?.isKeyword("willSet") == true || next?.isKeyword("didSet") == true)
            default: break
            }
        }
        return false
    }

    // MARK: Names used

    /// The names used in `tokens[range]`, string interpolations included (`depth`: how many
    /// interpolations this is inside of, bounded so that no input nests the walk without end).
    func uses(in range: Range<Int>, depth: Int = 0) -> NameUses {
        var uses = NameUses()
        // The plain names written on their own, and those at the head of a path.
        var alone: Set<String> = []
        var heads: Set<String> = []
        for index in range {
            let token = tokens[index]
            switch token.kind {
            case .attribute:
                uses.plain.insert(token.text)
                alone.insert(token.text)
            case .string:
                let interpolated = Self.interpolatedUses(in: token.text, depth: depth)
                alone.formUnion(interpolated.plain.subtracting(interpolated.onlyQualifiers))
                heads.formUnion(interpolated.onlyQualifiers)
                uses.formUnion(interpolated)
            case .identifier:
                let previous = index > range.lowerBound ? tokens[index - 1] : nil
                if !token.isEscaped, let call = initializerCall(at: index, in: range, after: previous) {
                    switch call {
                    case .ownType: uses.constructed.insert(NameUses.ownType)
                    case .type(let path): uses.constructed.insert(path)
                    case .labels(let labels): uses.initializerCalls.insert(labels)
                    }
                    continue
                }
                // After a dot a keyword is a member's name (`.default`, `path.extension`,
                // `Self.associatedtype`), but for `.self` and `.init`.
                let isMemberName = previous?.isPunctuation(".") == true && token.text != "self" && token.text != "init"
                guard token.isEscaped || isMemberName || !NameUses.keywords.contains(token.text) else { continue }
                if let previous, previous.isPunctuation(".") {
                    uses.members.insert(token.text)
                    let qualifier = index >= range.lowerBound + 2 ? tokens[index - 2] : nil
                    if let qualifier, qualifier.kind == .identifier, !previous.followsSpace {
                        uses.qualified.insert(.init(qualifier: qualifier.text, member: token.text))
                    }
                    if let typePath = constructedTypePath(endingAt: index, in: range) { uses.constructed.insert(typePath) }
                } else {
                    uses.plain.insert(token.text)
                    let path = dottedName(from: index, limit: range.upperBound)
                    if path.count > 1 {
                        uses.paths.insert(path)
                        heads.insert(token.text)
                    } else {
                        alone.insert(token.text)
                    }
                    if let call = argumentList(after: index, in: range), tokens[call].isPunctuation("("), !tokens[call].followsSpace {
                        uses.constructed.insert(token.text)
                    }
                }
            default:
                continue
            }
        }
        uses.onlyQualifiers = heads.subtracting(alone)
        return uses
    }

    /// `Token.Metadata` for `Token.Metadata(id: id)`: a nested type's initializer called by its
    /// qualified name (okta's `UserInfo.Request(...)`), which `constructed` holds as that path so
    /// that the nested type's initializers are kept. Only a path of names written together whose
    /// first starts with a capital, as types are named: `value.send(...)` is a method call.
    private func constructedTypePath(endingAt index: Int, in range: Range<Int>) -> String? {
        guard let call = argumentList(after: index, in: range), tokens[call].isPunctuation("("), !tokens[call].followsSpace
        else { return nil }
        var path = [tokens[index].text]
        var start = index
        while start - 2 >= range.lowerBound, tokens[start - 1].isPunctuation("."), !tokens[start - 1].followsSpace,
            tokens[start - 2].kind == .identifier, !tokens[start].followsSpace
        {
            start -= 2
            path.insert(tokens[start].text, at: 0)
        }
        guard path.count > 1, path[0].first?.isUppercase == true, path[0] != NameUses.ownType else { return nil }
        return path.joined(separator: ".")
    }

    /// The index of the token after the name at `index` and its generic arguments, if any
    /// (`CoalescedResult<UserInfo>(taskName:)` constructs a `CoalescedResult`); nil at the end of
    /// `range`. Only names, dots, commas, `?`, `[`, `]` and `:` may stand between the angle
    /// brackets, so a comparison (`count < limit`) is no generic argument list.
    private func argumentList(after index: Int, in range: Range<Int>) -> Int? {
        var next = index + 1
        guard next < range.upperBound else { return nil }
        guard tokens[next].isPunctuation("<"), !tokens[next].followsSpace else { return next }
        var depth = 0
        while next < range.upperBound {
            let token = tokens[next]
            if token.isPunctuation("<") {
                depth += 1
            } else if token.isPunctuation(">") {
                depth -= 1
                if depth == 0 { return next + 1 < range.upperBound ? next + 1 : nil }
            } else if token.kind != .identifier, !([".", ",", "?", "[", "]", ":"].contains { token.isPunctuation($0) }) {
                return nil
            }
            next += 1
        }
        return nil
    }

    /// A call of an initializer written with `init` or `Self`.
    private enum InitializerCall {
        /// `self.init(`, `Self.init(`, `Self(`: the type the code is in.
        case ownType
        /// `Token.Metadata.init(`: that type.
        case type(String)
        /// A bare `.init(id: id)` (the type the context expects, which only the compiler knows:
        /// `form = .init(fields: fields)` calls `Form`'s, not the enclosing type's), or
        /// `super.init(`: the argument labels, `_` for an argument without one.
        case labels([String])
    }

    private func initializerCall(at index: Int, in range: Range<Int>, after previous: SwiftToken?) -> InitializerCall? {
        let open = index + 1
        guard open < range.upperBound, tokens[open].isPunctuation("("), !tokens[open].followsSpace else { return nil }
        switch tokens[index].text {
        case "Self": return previous?.isPunctuation(".") == true ? nil : .ownType
        case "init": guard previous?.isPunctuation(".") == true else { return nil }
        default: return nil
        }
        var qualifier: [String] = []
        var dot = index - 1
        while dot - 1 >= range.lowerBound, tokens[dot].isPunctuation("."), !tokens[dot].followsSpace, !tokens[dot + 1].followsSpace,
            tokens[dot - 1].kind == .identifier
        {
            qualifier.insert(tokens[dot - 1].text, at: 0)
            dot -= 2
        }
        switch qualifier {
        case ["self"], ["Self"]: return .ownType
        case [], ["super"]: return .labels(argumentLabels(from: open, in: range))
        default: return .type(qualifier.joined(separator: "."))
        }
    }

    /// The labels of the arguments in the list opening at `open` (`_` for one without a label).
    private func argumentLabels(from open: Int, in range: Range<Int>) -> [String] {
        let close = matchingClose(of: open, limit: range.upperBound)
        var labels: [String] = []
        var start = open + 1
        var depth = 0
        for index in open + 1..<close {
            let change = tokens[index].bracketDepthChange
            depth += change
            guard depth == 0, tokens[index].isPunctuation(",") || index == close - 1 else { continue }
            if start < close {
                let isLabeled = start + 1 < close && tokens[start].kind == .identifier && tokens[start + 1].isPunctuation(":")
                labels.append(isLabeled ? tokens[start].text : "_")
            }
            start = index + 1
        }
        return labels
    }

    /// The names used in a string literal's interpolations (`"\(NumberUtil.format(x))"`), which
    /// the lexer keeps inside the literal: each is lexed again on its own.
    static func interpolatedUses(in literal: String, depth: Int) -> NameUses {
        guard depth < SwiftLexer.maximumInterpolationDepth, literal.contains("\\") else { return NameUses() }
        let bytes = Array(literal.utf8)
        var uses = NameUses()
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            var open = index + 1
            while open < bytes.count, bytes[open] == UInt8(ascii: "#") { open += 1 }
            guard open < bytes.count, bytes[open] == UInt8(ascii: "(") else {
                index = open
                continue
            }
            var parentheses = 0
            var close = open
            while close < bytes.count {
                if bytes[close] == UInt8(ascii: "(") { parentheses += 1 }
                if bytes[close] == UInt8(ascii: ")") {
                    parentheses -= 1
                    if parentheses == 0 { break }
                }
                close += 1
            }
            var lexer = SwiftLexer(bytes: Array(bytes[(open + 1)..<min(close, bytes.count)]), fileIndex: 0)
            let inner = lexer.tokenize()
            let reader = OutlineReader(tokens: inner)
            uses.formUnion(reader.uses(in: 0..<max(0, inner.count - 1), depth: depth + 1))
            index = close + 1
        }
        return uses
    }
}
