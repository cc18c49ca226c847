import CodableCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `JSONDecoder`s an app configures (`DecoderSetup`) in the tokens of the schema's
/// own lexer, so strings, comments and attributes are already told apart from code.
///
/// What it follows, by braces and names rather than a full parse:
/// - `let`/`var NAME = JSONDecoder()` anywhere, and `NAME.PROPERTY = VALUE` while `NAME` is in
///   scope (a property is in scope in its type's methods); a set-up is qualified by the types
///   and functions around it (`TideClient.live`, `NewsAPI.fetch.decoder`);
/// - a property initialized by a closure (`static let api: JSONDecoder = { let d = JSONDecoder();
///   d.… = …; return d }()`): the closure's decoder is the property's;
/// - `DateFormatter`s declared the same way with a literal `dateFormat`, which
///   `.formatted(NAME)` refers to by name, in any file.
/// `#if` branches are all read (a decoder configured differently per platform is listed twice).
struct DecoderSetupReader {
    private let file: SourceFile
    private let tokens: [SwiftToken]

    private enum Frame {
        case type(String)
        /// A function's body: its locals are named after it (`loadEvents.decoder`).
        case function(String)
        /// The closure that initializes a property or variable: the first decoder or formatter
        /// built in it is the property's.
        case initializer(name: String, qualifiedName: String, line: Int, column: Int)
        case other
    }

    private enum Target: Equatable {
        case decoder(Int)
        case formatter(Int)
    }

    /// A name bound to a decoder or formatter, visible while the frame it was declared in is open.
    private struct Binding {
        var name: String
        var target: Target
        var depth: Int
    }

    /// A `DateFormatter` found in the source.
    struct Formatter {
        var name: String
        var qualifiedName: String
        /// The literal `dateFormat`, or nil when it is not set by a string literal.
        var dateFormat: String?
    }

    /// `.formatted(NAME)`, resolved once every file's formatters are known.
    struct FormattedReference {
        var decoder: Int
        var formatterName: String
        var statement: DecoderSetup.UnreadStatement
    }

    private var frames: [Frame] = []
    private var bindings: [Binding] = []
    private(set) var decoders: [DecoderSetup] = []
    private(set) var formatters: [Formatter] = []
    private(set) var references: [FormattedReference] = []

    static let decoderType = "JSONDecoder"
    static let formatterType = "DateFormatter"

    /// Every set-up in `files`, in file and source order.
    static func read(_ files: [SourceFile]) -> [DecoderSetup] {
        var decoders: [DecoderSetup] = []
        var formatters: [Formatter] = []
        var references: [FormattedReference] = []
        // Most files never name a decoder: no lexing for them. Searched once, for both loops.
        let namesDecoder = files.map { contains($0.bytes, decoderType) }
        for (index, file) in files.enumerated() where namesDecoder[index] {
            var lexer = SwiftLexer(bytes: file.bytes, fileIndex: index)
            var reader = DecoderSetupReader(file: file, tokens: lexer.tokenize())
            reader.readFile()
            references += reader.references.map { reference in
                var shifted = reference
                shifted.decoder += decoders.count
                return shifted
            }
            decoders += reader.decoders
            formatters += reader.formatters
        }
        for (index, file) in files.enumerated() where !namesDecoder[index] && contains(file.bytes, formatterType) {
            var lexer = SwiftLexer(bytes: file.bytes, fileIndex: index)
            var reader = DecoderSetupReader(file: file, tokens: lexer.tokenize())
            reader.readFile()
            formatters += reader.formatters
        }
        for reference in references {
            resolve(reference, formatters: formatters, into: &decoders[reference.decoder])
        }
        return decoders
    }

    /// Whether `text` names a decoder or a formatter: the files worth lexing. Searched in its
    /// UTF-8 bytes: Foundation's `String.contains` (through `CFStringFind`) cost 7 million
    /// instructions for the four benchmark model files, 1.3 ms of every run (issue 25).
    static func mayConfigureSetups(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { contains($0, decoderType) || contains($0, formatterType) }
    }

    private static func contains(_ bytes: [UInt8], _ word: String) -> Bool {
        bytes.withUnsafeBufferPointer { contains($0, word) }
    }

    /// Whether `word` occurs in `bytes`: `memchr` finds each candidate first byte, `memcmp`
    /// compares the rest. Every run of `decode` asks this of every schema file, cache hit or
    /// not; a byte-at-a-time search (`firstIndex(of:)` on a slice) cost about 10 instructions a
    /// byte of source for the two words, 200,000 for the four benchmark model files (20 KB), so
    /// about 10 million for an app with a megabyte of model sources (issue 25).
    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard let base = bytes.baseAddress, let first = needle.first, bytes.count >= needle.count else { return false }
        // The last place a match can start.
        let lastStart = bytes.count - needle.count
        var start = 0
        while start <= lastStart, let found = memchr(base + start, Int32(first), lastStart - start + 1) {
            let candidate = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + candidate, needle, needle.count) == 0 { return true }
            start = candidate + 1
        }
        return false
    }

    /// `.formatted(NAME)` becomes `.formatted(FORMAT)` when the formatters of that name agree on
    /// a literal format; otherwise the statement is unread, with the reason.
    private static func resolve(_ reference: FormattedReference, formatters: [Formatter], into setup: inout DecoderSetup) {
        let name = reference.formatterName
        let candidates = formatters.filter {
            $0.name == name || $0.qualifiedName == name || $0.qualifiedName.hasSuffix("." + name)
        }
        let formats = Set(candidates.map(\.dateFormat))
        var statement = reference.statement
        if candidates.isEmpty {
            statement.reason = "no DateFormatter named '\(name)' is declared in the files read"
        } else if formats.count > 1 {
            statement.reason = "the DateFormatters named '\(name)' have different formats"
        } else if let format = formats.first ?? nil {
            setup.dateStrategy = .formatted(format)
            return
        } else {
            statement.reason = "the dateFormat of '\(name)' is not set with a string literal"
        }
        setup.unread.append(statement)
    }

    private init(file: SourceFile, tokens: [SwiftToken]) {
        self.file = file
        self.tokens = tokens
    }

    private mutating func readFile() {
        var index = 0
        var pendingType: String?
        var pendingFunction: String?
        var pendingInitializer: Frame?
        while index < tokens.count, tokens[index].kind != .endOfFile {
            let token = tokens[index]
            if token.kind == .identifier, !token.isEscaped,
                ["struct", "class", "enum", "actor", "extension", "protocol"].contains(token.text),
                let (name, next) = dottedName(from: index + 1), !Self.declarationKeywords.contains(name)
            {
                pendingType = name
                index = next
                continue
            }
            if token.isKeyword("func"), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                // A function that returns a decoder (`static func makeDecoder() -> JSONDecoder`)
                // is a set-up of its own name, as a property initialized by a closure is.
                if returnsDecoder(signatureFrom: index + 2) {
                    let position = file.lineAndColumn(ofByteOffset: tokens[index + 1].offset)
                    let name = tokens[index + 1].text
                    let scope = scopePath
                    pendingInitializer = .initializer(
                        name: name, qualifiedName: scope.isEmpty ? name : scope + "." + name, line: position.line,
                        column: position.column)
                } else {
                    pendingFunction = tokens[index + 1].text
                }
                index += 2
                continue
            }
            if token.isPunctuation("{") {
                if let name = pendingType {
                    frames.append(.type(name))
                } else if let name = pendingFunction {
                    frames.append(.function(name))
                } else if let initializer = pendingInitializer {
                    frames.append(initializer)
                } else {
                    frames.append(.other)
                }
                pendingType = nil
                pendingFunction = nil
                pendingInitializer = nil
                index += 1
                continue
            }
            if token.isPunctuation("}") {
                // A requirement without a body (`func f()` in a protocol) opens nothing.
                pendingFunction = nil
                if !frames.isEmpty { frames.removeLast() }
                bindings.removeAll { $0.depth > frames.count }
                index += 1
                continue
            }
            if token.isKeyword("let") || token.isKeyword("var") {
                let (next, initializer) = readDeclaration(at: index)
                if initializer != nil { pendingInitializer = initializer }
                index = next
                continue
            }
            if token.kind == .identifier, !token.isEscaped, let next = readAssignment(at: index) {
                index = next
                continue
            }
            index += 1
        }
    }

    /// Words after `class` that make it a modifier (`class func`), not a type.
    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "static", "init", "deinit", "private", "fileprivate",
        "internal", "public", "open", "required", "convenience", "weak", "unowned", "lazy", "mutating", "nonmutating",
    ]

    /// Whether the signature from `index` up to its body's `{` ends with `-> JSONDecoder`.
    private func returnsDecoder(signatureFrom index: Int) -> Bool {
        var cursor = index
        var depth = 0
        while cursor + 1 < tokens.count, !(depth == 0 && tokens[cursor].isPunctuation("{")) {
            if tokens[cursor].isPunctuation("(") { depth += 1 }
            if tokens[cursor].isPunctuation(")") { depth -= 1 }
            if depth == 0, tokens[cursor].isPunctuation("}") || tokens[cursor].isPunctuation(";") { return false }
            // `->`, one token or two.
            let arrowEnd =
                tokens[cursor].text == "->" ? cursor : tokens[cursor].text == "-" && tokens[cursor + 1].text == ">" ? cursor + 1 : nil
            if depth == 0, let arrowEnd, let (name, after) = dottedName(from: arrowEnd + 1) {
                return name.split(separator: ".").last.map(String.init) == Self.decoderType && after < tokens.count
                    && (tokens[after].isPunctuation("{") || tokens[after].isKeyword("where"))
            }
            cursor += 1
        }
        return false
    }

    /// `A` or `A.B.C` starting at `index`; the index after it.
    private func dottedName(from index: Int) -> (String, Int)? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        var name = tokens[index].text
        var next = index + 1
        while next + 1 < tokens.count, tokens[next].isPunctuation("."), tokens[next + 1].kind == .identifier {
            name += "." + tokens[next + 1].text
            next += 2
        }
        return (name, next)
    }

    /// The enclosing types and functions: `TideClient.fetch`.
    private var scopePath: String {
        frames.compactMap {
            switch $0 {
            case .type(let name), .function(let name): name
            case .initializer, .other: nil
            }
        }.joined(separator: ".")
    }

    // MARK: Declarations

    /// `let NAME (: TYPE)? = VALUE`: a decoder or formatter built here is bound to `NAME`; a
    /// closure value (`= {`) is returned as the frame its brace opens.
    private mutating func readDeclaration(at index: Int) -> (next: Int, initializer: Frame?) {
        var next = index + 1
        guard next < tokens.count, tokens[next].kind == .identifier else { return (next, nil) }
        let nameToken = tokens[next]
        next += 1
        // A type annotation (`: JSONDecoder`) names what `= .init()` builds, and makes a computed
        // property (`var decoder: JSONDecoder { ... }`) a set-up of its own name.
        var annotation: String?
        if next < tokens.count, tokens[next].isPunctuation(":"), let (name, after) = dottedName(from: next + 1) {
            annotation = name.split(separator: ".").last.map(String.init)
            next = after
        }
        let position = file.lineAndColumn(ofByteOffset: nameToken.offset)
        let scope = scopePath
        let qualifiedName = scope.isEmpty ? nameToken.text : scope + "." + nameToken.text
        if annotation == Self.decoderType, next < tokens.count, tokens[next].isPunctuation("{") {
            return (
                next, Frame.initializer(name: nameToken.text, qualifiedName: qualifiedName, line: position.line, column: position.column)
            )
        }
        guard next < tokens.count, tokens[next].isPunctuation("="), next + 1 < tokens.count else { return (next, nil) }
        if tokens[next + 1].isPunctuation("{") {
            let frame = Frame.initializer(
                name: nameToken.text, qualifiedName: qualifiedName, line: position.line, column: position.column)
            return (next + 1, frame)
        }
        guard let (built, after) = constructedType(at: next + 1) ?? implicitInit(at: next + 1, annotation: annotation) else {
            return (next + 1, nil)
        }
        // The decoder a property's initializing closure builds is the property's.
        if case .initializer(let outer, let outerQualified, let line, let column)? = frames.last,
            !bindings.contains(where: { $0.depth == frames.count })
        {
            bind(nameToken.text, to: built, name: outer, qualifiedName: outerQualified, line: line, column: column)
        } else {
            bind(
                nameToken.text, to: built, name: nameToken.text, qualifiedName: qualifiedName, line: position.line, column: position.column)
        }
        return (after, nil)
    }

    /// `JSONDecoder()`, `Foundation.JSONDecoder()`, `JSONDecoder.init()`, likewise for
    /// `DateFormatter`: the type built and the index after the call.
    private func constructedType(at index: Int) -> (String, Int)? {
        guard let (name, next) = dottedName(from: index) else { return nil }
        var parts = name.split(separator: ".").map(String.init)
        if parts.last == "init" { parts.removeLast() }
        guard let type = parts.last, type == Self.decoderType || type == Self.formatterType,
            next + 1 < tokens.count, tokens[next].isPunctuation("("), tokens[next + 1].isPunctuation(")")
        else { return nil }
        return (type, next + 2)
    }

    /// `.init()` after an annotation that names a decoder or formatter (`let decoder:
    /// JSONDecoder = .init()`).
    private func implicitInit(at index: Int, annotation: String?) -> (String, Int)? {
        guard let annotation, annotation == Self.decoderType || annotation == Self.formatterType, index + 3 < tokens.count,
            tokens[index].isPunctuation("."), tokens[index + 1].text == "init", tokens[index + 2].isPunctuation("("),
            tokens[index + 3].isPunctuation(")")
        else { return nil }
        return (annotation, index + 4)
    }

    private mutating func bind(_ local: String, to type: String, name: String, qualifiedName: String, line: Int, column: Int) {
        let target: Target
        if type == Self.decoderType {
            decoders.append(
                DecoderSetup(
                    name: name, qualifiedName: qualifiedName, file: file.path, line: line, column: column, keyStrategy: nil,
                    dateStrategy: nil, dataStrategy: nil))
            target = .decoder(decoders.count - 1)
        } else {
            formatters.append(Formatter(name: name, qualifiedName: qualifiedName, dateFormat: nil))
            target = .formatter(formatters.count - 1)
        }
        bindings.append(Binding(name: local, target: target, depth: frames.count))
    }

    // MARK: Assignments

    /// `NAME.PROPERTY = VALUE` (or `self.NAME.PROPERTY = VALUE`) for a bound name; the index
    /// after the value, or nil when the tokens are something else.
    private mutating func readAssignment(at index: Int) -> Int? {
        var start = index
        if tokens[start].isKeyword("self"), start + 2 < tokens.count, tokens[start + 1].isPunctuation(".") { start += 2 }
        guard start + 4 < tokens.count, tokens[start].kind == .identifier, tokens[start + 1].isPunctuation("."),
            tokens[start + 2].kind == .identifier, tokens[start + 3].isPunctuation("="), !tokens[start + 4].isPunctuation("="),
            let binding = bindings.last(where: { $0.name == tokens[start].text })
        else { return nil }
        let property = tokens[start + 2].text
        let valueStart = start + 4
        let valueEnd = statementEnd(from: valueStart)
        switch binding.target {
        case .decoder(let decoder):
            read(property, value: valueStart..<valueEnd, into: decoder)
        case .formatter(let formatter):
            if property == "dateFormat" {
                let value = tokens[valueStart]
                formatters[formatter].dateFormat = valueEnd == valueStart + 1 && value.kind == .string ? value.stringValue : nil
            }
        }
        return valueEnd
    }

    /// The index just past the value that starts at `start`: the statement ends at a line
    /// break, a `;` or the enclosing `}`, outside brackets.
    private func statementEnd(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < tokens.count, tokens[index].kind != .endOfFile {
            let token = tokens[index]
            if index > start, depth == 0, token.startsLine, !token.isPunctuation("."), !token.isPunctuation("{") { break }
            let change = token.bracketDepthChange
            if depth == 0, change < 0 || token.isPunctuation(";") { return index }
            depth += change
            index += 1
        }
        return index
    }

    private mutating func read(_ property: String, value range: Range<Int>, into decoder: Int) {
        let member = memberName(in: range)
        var unread: String?
        switch property {
        case "keyDecodingStrategy":
            switch member?.name {
            case "convertFromSnakeCase": decoders[decoder].keyStrategy = .convertFromSnakeCase
            case "useDefaultKeys": decoders[decoder].keyStrategy = .useDefaultKeys
            case "custom": unread = "a custom key strategy is not read"
            default: unread = "not a key strategy the tool knows"
            }
        case "dateDecodingStrategy":
            switch member?.name {
            case "deferredToDate": decoders[decoder].dateStrategy = .deferredToDate
            case "secondsSince1970": decoders[decoder].dateStrategy = .secondsSince1970
            case "millisecondsSince1970": decoders[decoder].dateStrategy = .millisecondsSince1970
            case "iso8601": decoders[decoder].dateStrategy = .iso8601
            case "formatted":
                if let argument = member?.argument {
                    references.append(
                        FormattedReference(decoder: decoder, formatterName: argument, statement: statement(property, range, reason: "")))
                    return
                }
                unread = "the formatter is not a name"
            case "custom": unread = "a custom closure is not read"
            default: unread = "not a date strategy the tool knows"
            }
        case "dataDecodingStrategy":
            switch member?.name {
            case "base64": decoders[decoder].dataStrategy = .base64
            case "deferredToData": decoders[decoder].dataStrategy = .deferredToData
            case "custom": unread = "a custom closure is not read"
            default: unread = "not a data strategy the tool knows"
            }
        case "userInfo": unread = "userInfo is not read: state it with --user-info"
        case "nonConformingFloatDecodingStrategy": unread = "not read yet: state it with --float-strategy"
        default: unread = "the tool does not read it"
        }
        if let unread { decoders[decoder].unread.append(statement(property, range, reason: unread)) }
    }

    /// The strategy's case (`convertFromSnakeCase` in `.convertFromSnakeCase` or
    /// `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase`), and for a call with one name as
    /// its argument (`.formatted(Formatters.api)`), that name.
    private func memberName(in range: Range<Int>) -> (name: String, argument: String?)? {
        var index = range.lowerBound
        var name: String?
        while index < range.upperBound, tokens[index].isPunctuation(".") || tokens[index].kind == .identifier {
            if tokens[index].kind == .identifier { name = tokens[index].text }
            index += 1
        }
        guard let name else { return nil }
        guard index < range.upperBound, tokens[index].isPunctuation("("),
            let (argument, after) = dottedName(from: index + 1) ?? leadingDotName(from: index + 1),
            after + 1 == range.upperBound, tokens[after].isPunctuation(")")
        else { return (name, nil) }
        return (name, argument.split(separator: ".").last.map(String.init))
    }

    /// `.api` (a static member named by its leading dot).
    private func leadingDotName(from index: Int) -> (String, Int)? {
        guard index < tokens.count, tokens[index].isPunctuation(".") else { return nil }
        return dottedName(from: index + 1)
    }

    private func statement(_ property: String, _ range: Range<Int>, reason: String) -> DecoderSetup.UnreadStatement {
        let first = tokens[range.lowerBound]
        let last = tokens[max(range.lowerBound, range.upperBound - 1)]
        let text = String(decoding: file.bytes[first.offset..<max(first.offset, last.endOffset)], as: UTF8.self)
        var collapsed = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        if collapsed.count > 60 { collapsed = String(collapsed.prefix(57)) + "..." }
        let position = file.lineAndColumn(ofByteOffset: first.offset)
        return DecoderSetup.UnreadStatement(
            property: property, value: collapsed, line: position.line, column: position.column, reason: reason)
    }
}
