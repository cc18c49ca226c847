import CodableCheckSchema
import Foundation

/// Which type each JSON file decodes as, guessed for `codable-check init` from what a project
/// already says: a test that decodes the file (`JSONDecoder().decode(Issue.self, from:
/// fixture("issue"))`), else a declared type named like the file (`issue.json` → `Issue`, an
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
        for path in swiftFiles {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            var lexer = SwiftLexer(bytes: Array(data), fileIndex: 0)
            for (type, names) in Self.decodeCalls(in: lexer.tokenize()) {
                for name in names where decodedByName[name] == nil { decodedByName[name] = (type, shown(path)) }
            }
        }
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

    /// `decode(T.self, ...)` calls and the string literals in their arguments.
    private static func decodeCalls(in tokens: [SwiftToken]) -> [(String, [String])] {
        var calls: [(String, [String])] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, tokens[index].text == "decode", tokens[index + 1].text == "(" else { continue }
            // The type: every token up to `.self`.
            var cursor = index + 2
            var type = ""
            while cursor + 1 < tokens.count, !(tokens[cursor].text == "." && tokens[cursor + 1].text == "self") {
                guard tokens[cursor].kind == .identifier || "[]:?.<>,".contains(tokens[cursor].text) else { break }
                type += tokens[cursor].text == ":" ? ": " : tokens[cursor].text
                cursor += 1
            }
            guard !type.isEmpty, cursor + 1 < tokens.count, tokens[cursor + 1].text == "self" else { continue }
            // The string literals until the call's closing parenthesis.
            var depth = 1
            var names: [String] = []
            cursor += 2
            while cursor < tokens.count, depth > 0 {
                switch tokens[cursor].text {
                case "(": depth += 1
                case ")": depth -= 1
                default: if let value = tokens[cursor].stringValue { names.append(value) }
                }
                cursor += 1
            }
            if !names.isEmpty { calls.append((type, names)) }
        }
        return calls
    }
}
