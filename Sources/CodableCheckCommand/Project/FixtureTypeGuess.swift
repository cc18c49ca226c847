import CodableCheckSchema
import Foundation

/// Which type each JSON file decodes as, guessed for `codable-check init` from what a project
/// already says: code that decodes the file (`JSONDecoder().decode(Issue.self, from:
/// fixture("issue"))`, a test helper `codableFromFile("issue", type: Issue.self)`, a preview's
/// `let response: MovieResponse? = Bundle.main.loadAndDecodeJSON(filename: "movie_list")`), else a declared type named like the file (`issue.json` → `Issue`, an
/// array `issues.json` → `[Issue]`) or like its folder (`issues/closed.json` → `Issue`). What
/// none of these tells is left for the user: `check` then says
/// what to fill in, and `check` itself verifies every guess.
struct FixtureTypeGuess {
    /// How a guess was made, said in `init`'s summary.
    enum Source: Sendable, Equatable {
        case test(file: String)
        case fileName
        case folderName
    }

    /// Type expressions decoded in the Swift sources, by the string literals on the same call
    /// (`"issue"`, `"issue.json"`), with the file that decodes them.
    private var decodedByName: [String: (type: String, file: String)] = [:]
    /// Declared type names, lower-cased, to the name as declared.
    private var typeNames: [String: String] = [:]

    /// `swiftFiles`: absolute paths of every Swift file to search for decode calls (tests
    /// included); `declaredTypes`: the schema's type names.
    init(swiftFiles: [String], shownAs shown: (String) -> String, declaredTypes: [String]) {
        for name in declaredTypes where typeNames[name.lowercased()] == nil {
            typeNames[name.lowercased()] = name
        }
        let declared = Set(declaredTypes.flatMap { $0.split(separator: ".").map(String.init) })
        for path in swiftFiles {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            var lexer = SwiftLexer(bytes: Array(data), fileIndex: 0)
            let tokens = lexer.tokenize()
            // A helper's call or a typed declaration names the type only when it names a model:
            // `Bundle.main.url(forResource: "feed", ...)` in `let url: URL? = ...` is no guess.
            let calls = Self.decodeCalls(in: tokens).filter { $0.isDecode || Self.names($0.type, among: declared) }
            let found = calls.map { ($0.type, $0.names) } + Self.typedDeclarations(in: tokens).filter { Self.names($0.0, among: declared) }
            for (type, names) in found {
                for name in names where decodedByName[name] == nil { decodedByName[name] = (type, shown(path)) }
            }
        }
    }

    /// Whether the type expression names one of `declared` (`[PullRequest.Comment]`).
    private static func names(_ type: String, among declared: Set<String>) -> Bool {
        type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { declared.contains(String($0)) }
    }

    /// `let NAME: T? = try? load(filename: "movie_list")`: a generic helper whose result type
    /// the annotation gives, with the string literals of the call that initializes it, or that
    /// an initializing closure returns.
    private static func typedDeclarations(in tokens: [SwiftToken]) -> [(String, [String])] {
        var found: [(String, [String])] = []
        for index in tokens.indices.dropLast(3) where tokens[index].isKeyword("let") || tokens[index].isKeyword("var") {
            guard tokens[index + 1].kind == .identifier, tokens[index + 2].text == ":" else { continue }
            var cursor = index + 3
            var type = ""
            while cursor < tokens.count, tokens[cursor].kind == .identifier || "[]:?!.<>,".contains(tokens[cursor].text),
                tokens[cursor].text != "="
            {
                type += tokens[cursor].text == ":" ? ": " : tokens[cursor].text == "," ? ", " : tokens[cursor].text
                cursor += 1
            }
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            guard !type.isEmpty, cursor < tokens.count, tokens[cursor].text == "=" else { continue }
            cursor += 1
            // `try`, `try?`, `await` before the call, or a closure returning it (`static let
            // preview: [Project]! = { return try? decode(filename: "sample_projects") }()`);
            // then a dotted name and its parenthesis.
            while cursor < tokens.count, ["try", "await", "?", "!", "{", "return"].contains(tokens[cursor].text) { cursor += 1 }
            while cursor + 1 < tokens.count, tokens[cursor].kind == .identifier || tokens[cursor].text == ".",
                tokens[cursor + 1].text != "("
            {
                cursor += 1
            }
            guard cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, tokens[cursor + 1].text == "(" else { continue }
            var depth = 1
            var names: [String] = []
            cursor += 2
            while cursor < tokens.count, depth > 0 {
                depth += tokens[cursor].bracketDepthChange
                if let value = tokens[cursor].stringValue { names.append(value) }
                cursor += 1
            }
            if !names.isEmpty { found.append((type, names)) }
        }
        return found
    }

    /// The type for the JSON file at `path` (as shown), whose top-level value `isArray` or not.
    func type(for path: String, isArray: Bool) -> (type: String, source: Source)? {
        let fileName = (path as NSString).lastPathComponent
        let base = (fileName as NSString).deletingPathExtension
        if let found = decodedByName[fileName] ?? decodedByName[base] { return (found.type, .test(file: found.file)) }
        let words = base.lowercased().filter { $0.isLetter || $0.isNumber }
        if let name = typeNames[words] { return (isArray ? "[\(name)]" : name, .fileName) }
        if isArray, words.hasSuffix("s"), let name = typeNames[String(words.dropLast())] { return ("[\(name)]", .fileName) }
        // A folder of one kind of document: `trails/lakeshore.json` → `Trail`.
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent.lowercased().filter {
            $0.isLetter || $0.isNumber
        }
        for candidate in [folder, folder.hasSuffix("s") ? String(folder.dropLast()) : nil].compactMap({ $0 }) where !candidate.isEmpty {
            if let name = typeNames[candidate] { return (isArray ? "[\(name)]" : name, .folderName) }
        }
        return nil
    }

    /// Calls with a `T.self` argument and string literals among their arguments:
    /// `decode(T.self, from: fixture("issue"))`, and the helpers tests wrap it in,
    /// `Helper.codableFromFile("issue", type: Issue.self)`, `load("feed.json", as: Feed.self)`.
    /// The type must be an argument of the call itself (not of a call inside it), so
    /// `XCTAssertNoThrow(try decoder.decode(T.self, from: data("x")))` is the inner call's.
    ///
    /// A name among the arguments stands for the string literals of the `let NAME = ...` line
    /// before it: `let data = try fixtureData(for: "manifest-1.json")` and then
    /// `decode(Manifest.self, from: data)`.
    private static func decodeCalls(in tokens: [SwiftToken]) -> [(type: String, names: [String], isDecode: Bool)] {
        var calls: [(type: String, names: [String], isDecode: Bool)] = []
        var locals: [String: [String]] = [:]
        for index in tokens.indices.dropLast() {
            if tokens[index].isKeyword("let") || tokens[index].isKeyword("var"), let (name, literals) = localLiterals(in: tokens, at: index)
            {
                locals[name] = literals
            }
            guard tokens[index].kind == .identifier, tokens[index + 1].text == "(" else { continue }
            var types: [String] = []
            var names: [String] = []
            var depth = 1
            var cursor = index + 2
            var argumentStart = true
            while cursor < tokens.count, depth > 0 {
                let text = tokens[cursor].text
                if depth == 1, argumentStart, let (type, next) = typeArgument(in: tokens, at: cursor) {
                    types.append(type)
                    cursor = next
                    argumentStart = false
                    continue
                }
                argumentStart = depth == 1 && text == ","
                depth += tokens[cursor].bracketDepthChange
                if let value = tokens[cursor].stringValue {
                    names.append(value)
                } else if tokens[cursor].kind == .identifier, tokens[cursor - 1].text != ".", let literals = locals[text] {
                    names += literals
                }
                cursor += 1
            }
            if types.count == 1, !names.isEmpty { calls.append((types[0], names, tokens[index].text == "decode")) }
        }
        return calls
    }

    /// `let NAME = VALUE` on one line, with the string literals of `VALUE`: the name and them.
    private static func localLiterals(in tokens: [SwiftToken], at index: Int) -> (String, [String])? {
        guard index + 3 < tokens.count, tokens[index + 1].kind == .identifier, tokens[index + 2].text == "=" else { return nil }
        var literals: [String] = []
        var cursor = index + 3
        while cursor < tokens.count, tokens[cursor].kind != .endOfFile, cursor == index + 3 || !tokens[cursor].startsLine {
            if let value = tokens[cursor].stringValue { literals.append(value) }
            cursor += 1
        }
        return literals.isEmpty ? nil : (tokens[index + 1].text, literals)
    }

    /// An argument `T.self` or `label: T.self` starting at `start`: the type as written and
    /// the index after `.self`.
    private static func typeArgument(in tokens: [SwiftToken], at start: Int) -> (String, Int)? {
        var cursor = start
        if cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, tokens[cursor + 1].text == ":" { cursor += 2 }
        var type = ""
        var brackets = 0
        while cursor + 1 < tokens.count {
            let text = tokens[cursor].text
            if brackets == 0, text == ".", tokens[cursor + 1].text == "self" {
                return type.isEmpty ? nil : (type, cursor + 2)
            }
            guard tokens[cursor].kind == .identifier || "[]:?.<>,".contains(text) else { return nil }
            if text == "[" || text == "<" { brackets += 1 }
            if text == "]" || text == ">" { brackets -= 1 }
            // Outside brackets a comma or colon ends the argument: no `.self` came.
            if brackets == 0, text == "," || text == ":" { return nil }
            type += text == ":" ? ": " : text == "," ? ", " : text
            cursor += 1
        }
        return nil
    }
}
