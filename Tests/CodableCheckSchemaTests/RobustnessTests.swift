import CodableCheckCore
import CodableCheckSchema
import CodableCheckTestSupport
import Foundation
import Testing

/// The reader must never crash or hang, whatever the text: every cut of every model file (at
/// every byte, so also inside tokens and multi-byte characters, but for the cuts `distinctCuts`
/// shows read as one already read: an ASCII byte of trivia right after other trivia, and a
/// partial name that spells no word when a shorter one of the same name is read), and a few
/// hostile inputs.
///
/// A cut between two tokens is read from the start of the top-level declaration before the one
/// it cuts, a cut inside a token from its own declaration's start (see `cutWindows`), not from
/// the file's start: the lexer and the parser start afresh at a top-level boundary, so what a
/// cut can do to them lies between it and that boundary, and the sweep then costs a file's size
/// times at most two declarations' length rather than the square of its size
/// (`Fixtures/Models/CustomDecoding.swift`, 15 KB: 15 million bytes read instead of 117
/// million). Every prefix that ends at a top-level boundary is read whole too, so the reader
/// also sees each file's complete declarations accumulate.
///
/// Time limits catch hangs, not slowness: they are generous because the suite shares two cores
/// with other builds (each case takes well under a second alone).
@Suite struct RobustnessTests {
    static let files: [(name: String, text: String)] = [
        ("books", SeedModels.books), ("languages", SeedModels.languages), ("landmarks", SeedModels.landmarks),
        ("library", NoisyModels.library), ("feed", AppModels.feed),
    ]

    @Test(.hangGuard, arguments: files.map(\.name))
    func everyCutReads(name: String) throws {
        let bytes = Array(try #require(Self.files.first { $0.name == name }).text.utf8)
        for window in Self.cutWindows(bytes) {
            let text = String(decoding: bytes[window], as: UTF8.self)
            // Reading surveys every type already; planning one root exercises the root path too.
            let schema = ModelSchema(sources: [("Cut.swift", text)])
            if let first = schema.typeNames.first { _ = try? schema.plan(for: "[\(first)]") }
            #expect(schema.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 })
        }
    }

    /// The project's seed models on disk (`Fixtures/Models`), cut the same way.
    static let fixtureModelFiles: [String] = ModelSchema.discoverSchemaPaths(from: FixtureModelTests.modelsDirectory)

    @Test(.hangGuard, arguments: fixtureModelFiles)
    func everyCutOfTheSeedModelsReads(path: String) throws {
        let bytes = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
        for window in Self.cutWindows(bytes) {
            let schema = ModelSchema(sources: [("Cut.swift", String(decoding: bytes[window], as: UTF8.self))])
            #expect(schema.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 })
        }
    }

    /// The byte ranges the sweep reads: every prefix that ends at a top-level boundary, whole;
    /// for every cut `distinctCuts` keeps between two tokens, the text from the start of the
    /// top-level declaration before the cut one up to the cut (a complete declaration, then a
    /// cut one, so the cut one's names are resolved against it and the step from one to the
    /// next is read too); and for a cut inside a token, the text from its own declaration's
    /// start. Such a cut leaves the tokens of the cut at that token's start, which is read with
    /// the declaration before, but for the partial last token; the parser starts afresh at the
    /// boundary, so the declaration before can meet that token only as a name, a whole word
    /// (a type or member it declares or uses): where the part spells a word of that
    /// declaration, the cut is read with it too. What is left out is the near misses the
    /// declaration before would offer for a part that spells none of its words.
    static func cutWindows(_ bytes: [UInt8]) -> [Range<Int>] {
        let boundaries = topLevelBoundaries(bytes)
        let declarationWords = zip(boundaries, boundaries.dropFirst()).map { words(in: Array(bytes[$0..<$1])) }
        var tokenStart = [Int?](repeating: nil, count: bytes.count + 1)  // for a cut inside a token
        var lexer = SwiftLexer(bytes: bytes, fileIndex: 0)
        for token in lexer.tokenize() where token.offset + 1 < token.endOffset {
            for cut in token.offset + 1..<min(token.endOffset, bytes.count + 1) { tokenStart[cut] = token.offset }
        }
        var windows = boundaries.dropFirst().map { 0..<$0 }
        var current = 0  // the index in `boundaries` of the last boundary before the cut
        for cut in distinctCuts(bytes, vocabulary: vocabulary(of: bytes)) {
            while current + 1 < boundaries.count && boundaries[current + 1] < cut { current += 1 }
            if let start = tokenStart[cut], start >= boundaries[current], current > 0,
                !declarationWords[current - 1].contains(String(decoding: bytes[start..<cut], as: UTF8.self))
            {
                windows.append(boundaries[current]..<cut)
            } else {
                windows.append(boundaries[max(current - 1, 0)]..<cut)
            }
        }
        return windows
    }

    /// Offset 0 and every offset just past a `}` or `#endif` that closes a top-level
    /// declaration (bracket depth and `#if` depth both back to zero), as the lexer reads the
    /// file, so braces in strings and comments do not count. Declarations without braces
    /// (`import`, `typealias`) join the one after them.
    static func topLevelBoundaries(_ bytes: [UInt8]) -> [Int] {
        var lexer = SwiftLexer(bytes: bytes, fileIndex: 0)
        var boundaries = [0]
        var bracketDepth = 0
        var conditionDepth = 0
        for token in lexer.tokenize() {
            bracketDepth += token.bracketDepthChange
            if token.kind == .pound && token.text == "#if" { conditionDepth += 1 }
            if token.kind == .pound && token.text == "#endif" { conditionDepth -= 1 }
            let closes = token.isPunctuation("}") || (token.kind == .pound && token.text == "#endif")
            if closes && bracketDepth == 0 && conditionDepth == 0 && token.endOffset <= bytes.count {
                boundaries.append(token.endOffset)
            }
        }
        if boundaries.last != bytes.count { boundaries.append(bytes.count) }
        return boundaries
    }

    /// Every prefix length of `bytes` that can read differently from the ones kept before it.
    /// Two kinds of cut are skipped:
    ///
    /// - Those whose last byte is trivia, ASCII and neither `/`, `*` nor a line break, right
    ///   after other trivia (a comment's text, a run of spaces, the indentation after a line
    ///   break): there the reader sees what it saw one byte earlier. Trivia makes no token, and
    ///   the lexer's state at the end of such a prefix (inside a comment or not, at which
    ///   nesting, after a space or a line break) was already the same one byte before: such a
    ///   byte neither opens nor closes a comment nor ends a line, and it follows trivia, after
    ///   which the lexer has seen a space already. Every line break, `/`, `*` and non-ASCII byte
    ///   of trivia is kept, and the first space after a token. (A cut window starts where the
    ///   one a byte earlier starts, unless a boundary lies between them, and the byte before a
    ///   boundary closes a token, so the skip holds for windows too.)
    /// - Those that end inside a name, two or more ASCII bytes into it, where the part before
    ///   the cut is no word of `vocabulary` and a shorter such part of the same name is kept
    ///   (in `publicationDate`, `pub`, `publ`... after `pu`, but not `public`, a keyword). Such a
    ///   cut leaves the tokens of the kept one but for the last name's spelling, and the reader
    ///   tells a name only as a whole word: a keyword or contextual keyword, a type, member or
    ///   method it knows (all spelled in its sources) or a name of the file (`vocabulary(of:)`
    ///   holds every word of both). Two parts that are none of these are both names it does not
    ///   know, wherever they stand; what differs is the spelling a diagnostic quotes and the
    ///   near misses ranked for it (`NearMiss` has tests of its own). Every part that spells a
    ///   word is kept (`Int` of `Int64`, `decode` of `decodeIfPresent`, `in` of `init`), as is
    ///   every cut inside another kind of token (string, number, attribute, backticked name)
    ///   and at or after a name's non-ASCII byte.
    ///
    /// Every cut skipped now was read, cleanly, by the sweep before it skipped them.
    static func distinctCuts(_ bytes: [UInt8], vocabulary: Set<String>) -> [Int] {
        var lexer = SwiftLexer(bytes: bytes, fileIndex: 0)
        var isTrivia = [Bool](repeating: true, count: bytes.count)
        var readsAsAShorterPart = [Bool](repeating: false, count: bytes.count + 1)
        for token in lexer.tokenize() where token.offset < token.endOffset {
            let end = min(token.endOffset, bytes.count)
            for index in token.offset..<end { isTrivia[index] = false }
            guard token.kind == .identifier, !token.isEscaped else { continue }
            var cut = token.offset + 2
            var keptAnUnknownPart = false
            while cut < end, bytes[token.offset..<cut].allSatisfy(isWordByte) {
                if !vocabulary.contains(String(decoding: bytes[token.offset..<cut], as: UTF8.self)) {
                    readsAsAShorterPart[cut] = keptAnUnknownPart
                    keptAnUnknownPart = true
                }
                cut += 1
            }
        }
        func isPlainTrivia(_ index: Int) -> Bool {
            let byte = bytes[index]
            return isTrivia[index] && byte < 0x80 && !LineBreak.isStart(byte) && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "*")
        }
        return (0...bytes.count).filter { length in
            !readsAsAShorterPart[length] && (length < 2 || !(isPlainTrivia(length - 1) && isTrivia[length - 2]))
        }
    }

    /// The words a partial name is compared with: every word of the reader's sources
    /// (`CodableCheckSchema` and `CodableCheckCore`: the keywords, type, member and method
    /// names it tells apart are spelled there, in string literals or as names) and of the file.
    /// A superset is safe: it only keeps more cuts.
    static func vocabulary(of bytes: [UInt8]) -> Set<String> {
        readerVocabulary.union(words(in: bytes))
    }

    static let readerVocabulary: Set<String> = {
        var vocabulary: Set<String> = []
        for folder in ["Sources/CodableCheckSchema", "Sources/CodableCheckCore"] {
            let root = PackagePaths.url(folder)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) ?? Data()
                vocabulary.formUnion(words(in: Array(data)))
            }
        }
        return vocabulary
    }()

    /// The runs of ASCII letters, digits, `_` and `$` in `bytes`.
    static func words(in bytes: [UInt8]) -> Set<String> {
        var words: Set<String> = []
        var start: Int?
        for index in 0...bytes.count {
            if index < bytes.count, isWordByte(bytes[index]) {
                if start == nil { start = index }
            } else if let first = start {
                words.insert(String(decoding: bytes[first..<index], as: UTF8.self))
                start = nil
            }
        }
        return words
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    @Test func distinctCutsSkipOnlyPlainTrivia() {
        let text = "struct A { // ab c\n  var x: Int /* d */ }"
        let bytes = Array(text.utf8)
        let everyPart = Set(["struct", "var", "Int"].flatMap { word in (1...word.count).map { String(word.prefix($0)) } })
        let skipped = Set(0...bytes.count).subtracting(Self.distinctCuts(bytes, vocabulary: everyPart)).sorted()
        // The text of `// ab c` and of `/* d */`, the indentation after the line break and the
        // space after each comment; never the space after a token, the line break, a `/` or a
        // `*`, nor a cut inside `struct`, `var` or `Int` (every part of them is a word here).
        #expect(
            skipped.map { String(decoding: bytes[..<$0].suffix(2), as: UTF8.self) } == [
                "/ ", " a", "ab", "b ", " c", "\n ", "  ", "* ", " d", "d ", "/ ",
            ])
    }

    @Test func distinctCutsSkipPartialNamesThatSpellNoWord() {
        let bytes = Array("let name: Int64; init(café".utf8)
        let kept = Self.distinctCuts(bytes, vocabulary: ["let", "name", "Int", "Int64", "in", "init"])
        let skipped = Set(0...bytes.count).subtracting(kept).sorted().map { String(decoding: bytes[..<$0], as: UTF8.self) }
        // `nam`, `Int6` and `caf` spell no word, and neither do `na`, `In` and `ca`, which are
        // kept; `Int` and `in` are words, and a name's first byte, its end and the cut inside
        // `é` are always kept.
        #expect(skipped == ["let nam", "let name: Int6", "let name: Int64; init(caf"])
        // The reader's own words include its keywords and the names it knows.
        #expect(["struct", "in", "Int", "decodeIfPresent", "CodingKeys", "nestedContainer"].allSatisfy(Self.readerVocabulary.contains))
    }

    @Test func topLevelBoundariesFollowTheLexerAndConditionalBlocks() {
        let text = "import A\nstruct B {}\n/* } */ struct C { var s = \"}\" }\n#if X\nstruct D {}\n#endif\nlet e = 1"
        let bytes = Array(text.utf8)
        let boundaries = Self.topLevelBoundaries(bytes)
        let declarations = zip(boundaries, boundaries.dropFirst()).map { String(decoding: bytes[$0..<$1], as: UTF8.self) }
        // The braces in the comment and the string, and the one inside `#if`, close nothing.
        #expect(
            declarations == [
                "import A\nstruct B {}", "\n/* } */ struct C { var s = \"}\" }", "\n#if X\nstruct D {}\n#endif", "\nlet e = 1",
            ])
    }

    @Test func cutWindowsReachEveryKeptCut() {
        let bytes = Array("struct A {}\nstruct B { var b: A }\nstruct C { var c: B }\n".utf8)
        let boundaries = Self.topLevelBoundaries(bytes)
        let windows = Self.cutWindows(bytes)
        // Every kept cut is read, every boundary's whole prefix is read, and a cut window
        // starts at a boundary and spans at most two declarations.
        #expect(Set(Self.distinctCuts(bytes, vocabulary: Self.vocabulary(of: bytes))).isSubset(of: windows.map(\.upperBound)))
        #expect(boundaries.dropFirst().allSatisfy { windows.contains(0..<$0) })
        #expect(windows.allSatisfy { boundaries.contains($0.lowerBound) })
        #expect(windows.filter { $0.lowerBound > 0 }.allSatisfy { window in boundaries.filter { window.contains($0) }.count <= 2 })
        let texts = Set(windows.map { String(decoding: bytes[$0], as: UTF8.self) })
        #expect(texts.contains("struct A {}\nstruct B { var b: "))
        #expect(texts.contains("\nstruct B { var b: A }\nstruct C { var c: B"))
        #expect(!texts.contains("struct A {}\nstruct B { var b: A }\nstruct C { var c: B"))
        // A cut inside a token is read from its own declaration's start, unless what it holds
        // of the token is a word of the declaration before (`A` of `AB`, which may name it).
        let pair = Array("struct A {}\nstruct AB { var v: A }".utf8)
        let pairTexts = Set(Self.cutWindows(pair).map { String(decoding: pair[$0], as: UTF8.self) })
        #expect(pairTexts.contains("struct A {}\nstruct A"))
        #expect(pairTexts.contains("\nstruct AB { v") && !pairTexts.contains("struct A {}\nstruct AB { v"))
        #expect(pairTexts.contains("struct A {}\nstruct AB { var "))
    }

    /// A named hostile input, so test output shows the name rather than kilobytes of brackets.
    struct HostileInput: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var testDescription: String { name }
    }

    static let hostileInputs: [HostileInput] =
        [
            .init(name: "10k open braces", text: String(repeating: "{", count: 10_000)),
            .init(name: "10k close braces", text: String(repeating: "}", count: 10_000)),
            .init(name: "2k nested structs", text: String(repeating: "struct A: Codable {", count: 2_000)),
            .init(name: "10k parens and brackets", text: String(repeating: "(", count: 10_000) + String(repeating: "[", count: 10_000)),
            .init(
                name: "20k parens then mismatched closers",
                text: "let x = " + String(repeating: "(", count: 20_000) + String(repeating: "]", count: 20_000)),
            .init(
                name: "5k nested array type",
                text: "struct A: Codable { var a: " + String(repeating: "[", count: 5_000) + "Int"
                    + String(repeating: "]", count: 5_000) + " }"),
            .init(
                name: "5k nested Optional<", text: "struct A: Codable { var a: " + String(repeating: "Optional<", count: 5_000) + "Int }"),
            .init(name: "5k nested interpolations", text: "let s = \"" + String(repeating: "\\(\"", count: 5_000)),
            .init(name: "5k #if", text: String(repeating: "#if X\n", count: 5_000)),
            .init(name: "1k stray #endif #else", text: String(repeating: "#endif\n#else\n", count: 1_000)),
            .init(name: "5k comment openers", text: String(repeating: "/*", count: 5_000)),
            .init(name: "5k nested array literal", text: "struct A: Codable { var a = " + String(repeating: "[", count: 5_000) + " }"),
            .init(name: "typealias cycle", text: "typealias A = B\ntypealias B = A\nstruct C: Codable { var a: A; var c: C.D.E.F }"),
            .init(
                name: "superclass cycles", text: "class A: A.B, Codable {}\nclass B: A {}\nclass C: C {}\nstruct S: Codable { var b: B }"),
            .init(name: "growing generic", text: "struct P<T>: Codable { var p: P<P<T>> }\nstruct Q: Codable { var p: P<Int> }"),
            .init(name: "control characters and emoji", text: "\u{0}\u{1}\u{FEFF}struct \u{1F600}: Codable { var `var`: Int }"),
            .init(name: "overflowing raw value", text: "enum E: Int, Codable { case a = 0x7FFFFFFFFFFFFFFF, b }"),
        ]
        + [
            "@", "#", "`", "\"", "#\"", "\"\"\"", "case", "struct", "var", "let x:", "extension", "init(from",
            "enum E: String, Codable { case a = ", "struct A<", "struct A: Codable { var a: [Int: }", "extension A.",
        ].map { HostileInput(name: $0, text: $0) }

    @Test(.hangGuard, arguments: hostileInputs)
    func hostileInputReads(input: HostileInput) {
        let schema = ModelSchema(sources: [("Hostile.swift", input.text)])
        for type in schema.types { _ = try? schema.plan(for: type.name) }
        for expression in ["A", "S", "Q", "P<Int>", "C", "[", "A<", "E"] { _ = try? schema.plan(for: expression) }
        _ = schema.diagnostics
    }
}

extension RobustnessTests {
    /// Inputs whose naive handling is exponential or unbounded in depth.
    @Test(
        .hangGuard,
        arguments: [
            HostileInput(name: "self-refining protocol", text: "protocol P: P, P, P, P, P, P, P, P {}\nstruct S: P { var s: Int }"),
            HostileInput(name: "self-composing alias", text: "typealias M = M & M & M & M & M & M\nstruct S: M { var s: Int }"),
            HostileInput(
                name: "doubling generic",
                text:
                    "struct Pair<A, B>: Codable { var a: A; var b: B }\nstruct P<T>: Codable { var p: P<Pair<T, T>>? }\nstruct S: Codable { var p: P<Int> }"
            ),
            HostileInput(name: "attribute generic nesting", text: String(repeating: "@A<", count: 20_000)),
            HostileInput(
                name: "attribute generic nesting in a type",
                text: "struct S: Codable { var s: " + String(repeating: "@A<", count: 20_000) + " }"),
            HostileInput(
                name: "long chain of value types",
                text: (0..<300).map { "struct T\($0): Codable { var next: T\($0 + 1)? }" }.joined(separator: "\n")),
        ])
    func pathologicalInputTerminates(input: HostileInput) {
        let schema = ModelSchema(sources: [("Hostile.swift", input.text)])
        for type in schema.types { _ = try? schema.plan(for: type.name) }
        _ = try? schema.plan(for: "S")
        _ = schema.diagnostics
    }
}

extension RobustnessTests {
    @Test(.hangGuard) func manyProblemsOnOneLongLineAreCappedAndPositionedQuickly() {
        let models = schema("struct Café: Codable {}" + String(repeating: "}", count: 100_000))
        #expect(models.diagnostics.count == 1_001)
        #expect(models.diagnostics.first?.description == "Models.swift:1:24: error: unexpected '}' at file scope")
        #expect(models.diagnostics[999].column == 1_023)
        #expect(models.diagnostics.last?.description == "Models.swift:1:1023: note: 99000 more problems in this file not listed")
    }
}
