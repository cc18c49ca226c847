/// What the compile path needs to know of one `.swift` file, read lexically: its imports, the
/// names it declares at file scope (types, extensions, functions, constants) with their lines,
/// and every identifier it mentions. Comments and string literals are skipped.
///
/// This is not the schema reader: it must see what the schema reader ignores (free functions
/// and globals an `init(from:)` calls, `extension`s), and only names matter, not meaning.
struct SwiftSourceOutline {
    struct Import: Equatable {
        var module: String
        /// 1-based.
        var line: Int
    }

    struct Declaration: Equatable {
        /// `struct`, `extension`, `func`, ...
        var keyword: String
        /// For `extension Outer.Inner`, `Outer`.
        var name: String
        var firstLine: Int
        /// The 1-based column of the keyword (in bytes, as the compiler counts them).
        var column: Int
        var lastLine: Int
        /// The names this declaration mentions that may be declared at file scope elsewhere:
        /// not those it declares inside itself (`Manifest.Product` is no top-level `Product`),
        /// not members of a value (`values.decode`, `.version`).
        var references: Set<String> = []
        /// The types it declares inside itself (`Product` in `struct Manifest`): no references
        /// in it, nor in the type's other extensions.
        var innerNames: Set<String> = []
        /// The members of values it names (`slugged` in `name.slugged`): what may be declared
        /// by an extension of a type the schema does not declare.
        var memberReferences: Set<String> = []
        /// The names it declares as direct members (`func slug`, `var isEmpty`, `case ready`):
        /// what an extension of a type the schema does not declare (`extension String`) offers.
        var memberNames: Set<String> = []
        /// Whether its header declares conformances (`extension Feature: Hashable`).
        var declaresConformances = false
        /// Whether it takes part in decoding: it names `Decodable` or `Codable`, or holds an
        /// `init(from:)`. Such a declaration is never left out of a helper.
        var providesDecoding = false

        /// `extension JSONFeed`, `struct Manifest`: how warnings name it.
        var title: String { "\(keyword) \(name)" }
        /// Whether its lines run from its keyword to its closing brace, so that it can be left out
        /// of a copy line by line (a file-scope `let` may end anywhere).
        var hasBody: Bool { SwiftSourceOutline.bodyKeywords.contains(keyword) }
    }

    var imports: [Import] = []
    var declarations: [Declaration] = []
    var identifiers: Set<String> = []

    /// The file-scope declaration that contains `line`, if any.
    func declaration(containing line: Int) -> String? {
        declarations.first { $0.firstLine <= line && line <= $0.lastLine }?.name
    }

    init(text: String) {
        var scanner = Scanner(bytes: Array(text.utf8))
        scanner.run(into: &self)
    }

    /// Keywords whose next identifier is declared at file scope.
    fileprivate static let declaringKeywords: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "extension", "typealias", "func", "let", "var", "import",
    ]
    /// Those whose declaration has a body that runs to its closing brace.
    fileprivate static let bodyKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "extension", "func"]
    /// `import struct Foundation.Date`.
    fileprivate static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
    /// Keywords that declare a member, whose name follows.
    fileprivate static let memberKeywords: Set<String> = [
        "func", "var", "let", "case", "struct", "class", "enum", "typealias", "protocol", "actor",
    ]
    /// Words that are never a reference to a file-scope declaration, though one may be spelled
    /// so (`func any(...)` in a query builder): `any Decoder` must not pull it in.
    fileprivate static let keywords: Set<String> = [
        "any", "some", "self", "Self", "super", "init", "deinit", "try", "await", "async", "throws", "rethrows", "return",
        "if", "else", "guard", "switch", "case", "default", "for", "in", "where", "while", "repeat", "do", "catch", "throw",
        "let", "var", "func", "static", "public", "private", "internal", "fileprivate", "open", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "inout", "as", "is", "true", "false", "nil", "get", "set",
        "willSet", "didSet", "subscript", "convenience", "required", "indirect", "nonisolated", "consuming", "borrowing",
        "struct", "class", "enum", "protocol", "extension", "typealias", "actor", "import",
    ]
    /// Keywords that declare a type name inside another declaration, which shadows a file-scope
    /// name of the same spelling there.
    fileprivate static let nestedTypeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]

    fileprivate static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

extension SwiftSourceOutline {
    /// One pass over the bytes: comments and string literals skipped, braces counted, each
    /// identifier given to the file-scope declaration it falls in.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0
        var depth = 0
        /// The identifier just read, or "." right after a dot: `import` and `.member` checks.
        var previous = ""
        /// The identifier before the last dot (`Turf` in `Turf.intersection`), nil when none.
        var beforeDot: String?
        /// A file-scope keyword waiting for its name.
        var pending: (keyword: String, line: Int, column: Int)?
        /// The index in `declarations` of the one whose body (or header) is being read.
        var current: Int?
        /// Whether that declaration's body is open (a body keyword's `{` has not closed yet).
        var bodyOpen = false
        /// A type keyword inside a declaration, waiting for the nested name it declares.
        var nestedKeyword = false
        /// A member keyword directly inside a declaration, waiting for the member's name.
        var memberKeyword = false
        /// The inner names of the current declaration, taken out of its references at its end.
        var innerNames: Set<String> = []
        /// `init` `(` `from`: how far an `init(from:)` has been read.
        var initFromProgress = 0
        /// Right after a declaration's name: `.Inner` in `extension Outer.Inner` is still its name.
        var readingName = false
        /// Between a declaration's name and its body's `{`.
        var inHeader = false

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func run(into outline: inout SwiftSourceOutline) {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    newLine()
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    skipBlockComment()
                } else if byte == UInt8(ascii: "\"") {
                    skipStringLiteral()
                } else if byte == UInt8(ascii: "{") {
                    inHeader = false
                    depth += 1
                    index += 1
                    initFromProgress = 0
                } else if byte == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0, bodyOpen, let current {
                        outline.declarations[current].lastLine = line
                        finish(current, in: &outline)
                        bodyOpen = false
                        self.current = nil
                    }
                    index += 1
                    previous = ""
                } else if SwiftSourceOutline.isIdentifierByte(byte), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    readIdentifier(into: &outline)
                    continue
                } else {
                    if byte == UInt8(ascii: ".") {
                        beforeDot = previous == "." ? nil : (previous.isEmpty ? nil : previous)
                        previous = "."
                    } else if byte != UInt8(ascii: " ") {
                        if byte == UInt8(ascii: ":"), inHeader, depth == 0, let current {
                            outline.declarations[current].declaresConformances = true
                        }
                        previous = ""
                        readingName = false
                        // `func ==(...)`, `func ??<T>`: an operator, whose name is no identifier.
                        if let keyword = pending, keyword.keyword == "func", byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t") {
                            pending = nil
                        }
                    }
                    if memberKeyword, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\n") {
                        memberKeyword = false
                    }
                    initFromProgress = byte == UInt8(ascii: "(") && initFromProgress == 1 ? 2 : 0
                    index += 1
                }
            }
            if let current { finish(current, in: &outline) }
        }

        private mutating func newLine() {
            line += 1
            lineStart = index + 1
        }

        private mutating func readIdentifier(into outline: inout SwiftSourceOutline) {
            let start = index
            while index < bytes.count, SwiftSourceOutline.isIdentifierByte(bytes[index]) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            let isMember = previous == "." && !(beforeDot?.first?.isUppercase ?? false)
            let isNamePart = readingName && previous == "."
            readingName = isNamePart
            outline.identifiers.insert(word)
            initFromProgress = word == "init" ? 1 : (word == "from" && initFromProgress == 2 ? 3 : 0)
            if initFromProgress == 3, let current { outline.declarations[current].providesDecoding = true }
            if depth == 0 {
                readAtFileScope(word, start: start, isMember: isMember || isNamePart, into: &outline)
            } else if let current {
                if nestedKeyword {
                    innerNames.insert(word)
                    nestedKeyword = false
                } else if SwiftSourceOutline.nestedTypeKeywords.contains(word), previous != "." {
                    nestedKeyword = true
                }
                if memberKeyword {
                    outline.declarations[current].memberNames.insert(word)
                    memberKeyword = false
                } else if depth == 1, SwiftSourceOutline.memberKeywords.contains(word), previous != "." {
                    memberKeyword = true
                }
                if !SwiftSourceOutline.keywords.contains(word) {
                    if isMember {
                        outline.declarations[current].memberReferences.insert(word)
                    } else {
                        outline.declarations[current].references.insert(word)
                    }
                }
            }
            previous = word
        }

        private mutating func readAtFileScope(
            _ word: String, start: Int, isMember: Bool, into outline: inout SwiftSourceOutline
        ) {
            if let keyword = pending {
                pending = nil
                if keyword.keyword == "import" {
                    if !SwiftSourceOutline.importKinds.contains(word) {
                        outline.imports.append(Import(module: word, line: keyword.line))
                    } else {
                        pending = keyword  // `import struct Module.Type`: the module follows
                    }
                    return
                }
                if let current { finish(current, in: &outline) }
                outline.declarations.append(
                    Declaration(
                        keyword: keyword.keyword, name: word, firstLine: keyword.line, column: keyword.column, lastLine: line))
                current = outline.declarations.count - 1
                bodyOpen = SwiftSourceOutline.bodyKeywords.contains(keyword.keyword)
                innerNames = []
                readingName = true
                inHeader = true
            } else if SwiftSourceOutline.declaringKeywords.contains(word), previous != "." {
                if word == "import", let current {
                    finish(current, in: &outline)
                    self.current = nil
                }
                pending = (word, line, start - lineStart + 1)
            } else if let current, !isMember, !SwiftSourceOutline.keywords.contains(word) {
                // A header (`extension JSONFeed: FeedInitializable`), or what follows a `let`.
                outline.declarations[current].references.insert(word)
            }
        }

        /// A declaration read to its end: the names it declares inside are no references.
        private mutating func finish(_ current: Int, in outline: inout SwiftSourceOutline) {
            var declaration = outline.declarations[current]
            // Inside a type, its own members and nested types shadow file-scope names.
            declaration.references.subtract(innerNames)
            declaration.references.subtract(declaration.memberNames)
            declaration.innerNames = innerNames
            declaration.references.remove(declaration.name)
            if !declaration.references.isDisjoint(with: ["Decodable", "Codable"]) { declaration.providesDecoding = true }
            outline.declarations[current] = declaration
            innerNames = []
        }

        private mutating func skipBlockComment() {
            var nesting = 0
            repeat {
                if bytes[index] == UInt8(ascii: "\n") { newLine() }
                if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    nesting += 1
                    index += 1
                } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    nesting -= 1
                    index += 1
                }
                index += 1
            } while index < bytes.count && nesting > 0
        }

        /// A string literal (interpolations included): skipped to its closing quote(s).
        private mutating func skipStringLiteral() {
            let quote = bytes[index]
            let isMultiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
            index += isMultiline ? 3 : 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if bytes[index] == UInt8(ascii: "\n") {
                    newLine()
                    if !isMultiline { break }
                }
                if bytes[index] == quote {
                    if !isMultiline {
                        index += 1
                        break
                    }
                    if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
                        index += 3
                        break
                    }
                }
                index += 1
            }
            previous = ""
        }
    }
}
