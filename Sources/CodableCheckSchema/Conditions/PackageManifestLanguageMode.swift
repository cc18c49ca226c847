import Foundation

/// The language mode a package's sources build in, read from its `Package.swift` without running
/// it: the `// swift-tools-version:` line, and a package-level `swiftLanguageModes:` (or its older
/// name `swiftLanguageVersions:`) list of plain cases.
///
/// What SwiftPM does (probed with 6.3.1): tools version 6.0 or later builds in mode 6, an earlier
/// one in mode 5; a package-level list picks the highest mode it names (`[.v5, .version("6")]`
/// builds in 6); a target's `swiftSettings: [.swiftLanguageMode(.v5)]` wins for that target.
/// The manifest is read as text, not run: a setting computed in Swift code is not seen
/// (`--swift-version` says it when it matters).
enum PackageManifestLanguageMode {
    /// The mode `manifest` builds the sources of `target` in (nil: the package's default); nil
    /// when it has no tools-version line.
    static func mode(ofManifest manifest: String, target: String? = nil) -> LanguageMode? {
        guard let tools = toolsVersion(in: manifest) else { return nil }
        let code = withoutComments(manifest)
        if let target, let own = targetMode(in: code, target: target) { return own }
        if let listed = listedModes(in: code).max(by: { $0.rank < $1.rank }) { return listed }
        return tools >= VersionNumber("6")! ? .v6 : .v5
    }

    /// `manifest` with its comments blanked out (`//` to the end of the line, `/* */` nested as
    /// Swift nests them), string literals left as they are: a setting someone commented out
    /// (`// swiftLanguageModes: [.v5]`) is not in effect. The schema's `SwiftLexer` finds the
    /// code; every byte outside its tokens but line breaks becomes a space.
    static func withoutComments(_ manifest: String) -> String {
        var lexer = SwiftLexer(bytes: Array(manifest.utf8), fileIndex: 0)
        let tokens = lexer.tokenize()
        var kept = lexer.bytes.map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
        for token in tokens where token.offset < token.endOffset {
            kept.replaceSubrange(token.offset..<token.endOffset, with: lexer.bytes[token.offset..<token.endOffset])
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// `.swiftLanguageMode(.v5)` (or its older name `.swiftLanguageVersion`) in the declaration
    /// of the target named `target`: the rest of the argument list its `name: "Target"` opens.
    private static func targetMode(in manifest: String, target: String) -> LanguageMode? {
        let quotedName = "\"" + target + "\""
        var searchStart = manifest.startIndex
        while let label = manifest.range(of: "name:", range: searchStart..<manifest.endIndex) {
            searchStart = label.upperBound
            let value = manifest[label.upperBound...].drop { $0 == " " }
            guard value.hasPrefix(quotedName) else { continue }
            let declaration = restOfArgumentList(from: label.upperBound, in: manifest)
            for setting in [".swiftLanguageMode(", ".swiftLanguageVersion("] {
                guard let open = declaration.range(of: setting)?.upperBound,
                    let close = declaration[open...].firstIndex(of: ")")
                else { continue }
                var argument = declaration[open..<close].trimmingCharacters(in: .whitespaces)
                if argument.hasPrefix(".version(") { argument += ")" }  // `.version("6")`: cut at its own `)`.
                if let mode = mode(named: argument) { return mode }
            }
        }
        return nil
    }

    /// From `start` to the `)` that closes the call `start` is in: a target's later arguments,
    /// `.product(name: ...)` dependencies and all (their own `name:` is no other target's). Read
    /// as tokens, by `SwiftToken.bracketDepthChange`, so a bracket in a string (`exclude:
    /// ["Sketches)"]`) is text.
    private static func restOfArgumentList(from start: String.Index, in manifest: String) -> Substring {
        let startOffset = manifest.utf8.distance(from: manifest.startIndex, to: start)
        var lexer = SwiftLexer(bytes: Array(manifest.utf8), fileIndex: 0)
        var depth = 0
        for token in lexer.tokenize() where token.offset >= startOffset {
            depth += token.bracketDepthChange
            if depth < 0 { return manifest[start..<manifest.utf8.index(manifest.startIndex, offsetBy: token.offset)] }
        }
        return manifest[start...]
    }

    /// `// swift-tools-version:5.9`, `// swift-tools-version: 6.0`, on the manifest's first line
    /// (SwiftPM reads no other), with an optional `;` suffix (`;(swiftLanguageVersions)`).
    static func toolsVersion(in manifest: String) -> VersionNumber? {
        let firstLine = manifest.prefix { $0 != "\n" && $0 != "\r" }
        guard firstLine.hasPrefix("//") else { return nil }
        let comment = firstLine.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        let label = "swift-tools-version:"
        guard comment.lowercased().hasPrefix(label) else { return nil }
        let value = comment.dropFirst(label.count).drop { $0 == " " || $0 == "\t" }.prefix { $0.isNumber || $0 == "." }
        return VersionNumber(String(value))
    }

    /// The modes a `swiftLanguageModes: [...]` or `swiftLanguageVersions: [...]` argument lists.
    private static func listedModes(in manifest: String) -> [LanguageMode] {
        for label in ["swiftLanguageModes:", "swiftLanguageVersions:"] {
            guard let start = manifest.range(of: label)?.upperBound,
                let open = manifest[start...].firstIndex(where: { !$0.isWhitespace }), manifest[open] == "[",
                let close = manifest[open...].firstIndex(of: "]")
            else { continue }
            return manifest[manifest.index(after: open)..<close].split(separator: ",").compactMap { entry in
                mode(named: entry.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        return []
    }

    /// `.v5`, `.v4_2`, `.version("6")`, `SwiftLanguageMode.v6`.
    private static func mode(named entry: String) -> LanguageMode? {
        let name =
            entry.split(separator: ".", maxSplits: 1).count == 2 && !entry.hasPrefix(".")
            ? String(entry.drop { $0 != "." }) : entry
        if name.hasPrefix(".version(\""), name.hasSuffix("\")") {
            return LanguageMode(versionText: String(name.dropFirst(".version(\"".count).dropLast(2)))
        }
        guard name.hasPrefix(".v") else { return nil }
        return LanguageMode(versionText: name.dropFirst(2).replacingOccurrences(of: "_", with: "."))
    }
}
