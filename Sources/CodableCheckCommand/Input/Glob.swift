/// A path pattern as CI configurations write them, and the one matcher for every pattern the tool
/// reads: an INPUT the shell did not expand (`'Fixtures/**/*.json'`), `--exclude`, and the
/// project file's `inputs` and `exclude`.
///
/// - `*` matches any run of characters within one path component, `?` one character, `[abc]`,
///   `[a-z]` and `[!abc]` one character of (or not of) a set;
/// - a component that is exactly `**` matches any number of components, none included;
/// - as in a shell, a wildcard never matches the leading `.` of a hidden name: `*.json` does not
///   match `.swiftlint.json`, and `**` does not enter `.git/`.
///
/// Matching works on components (`/`-separated), so `*` never crosses a `/`.
struct Glob: Sendable, Equatable {
    /// The pattern as written.
    let pattern: String
    private let components: [[Unicode.Scalar]]

    init(_ pattern: String) {
        self.pattern = pattern
        components = Self.components(of: pattern).map { Array($0.unicodeScalars) }
    }

    /// Whether `text` holds a wildcard, so it is a pattern rather than a path to read as named.
    static func isPattern(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// The leading components without a wildcard (`Fixtures/api` for `Fixtures/api/**/*.json`),
    /// where a search for the pattern's files starts; empty for `*.json`. Keeps a leading `/`.
    var literalPrefix: String {
        var prefix: [String] = []
        for component in Self.components(of: pattern) {
            if Self.isPattern(component) { break }
            prefix.append(component)
        }
        if prefix.count == components.count { prefix.removeLast() }
        let joined = prefix.joined(separator: "/")
        return pattern.hasPrefix("/") ? "/" + joined : joined
    }

    /// Whether the whole of `path` matches (`Fixtures/api/v1/a.json` for `Fixtures/**/*.json`).
    func matches(_ path: String) -> Bool {
        let parts = Self.components(of: path).map { Array($0.unicodeScalars) }
        return Self.match(components[...], parts[...])
    }

    /// Whether `name`, one component, matches a pattern of one component (`*.json`).
    func matchesName(_ name: String) -> Bool {
        components.count == 1 && Self.matchComponent(components[0][...], Array(name.unicodeScalars)[...])
    }

    /// Whether the pattern is one component (`Pods`, `*.generated.json`): an exclude like that
    /// names a file or folder wherever it is, as a `.gitignore` line without `/` does.
    var isName: Bool { components.count == 1 }

    /// `./a//b/` → `a`, `b`; a leading `/` is dropped here and kept by `literalPrefix`.
    private static func components(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
    }

    private static func match(_ pattern: ArraySlice<[Unicode.Scalar]>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == ["*", "*"] {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                // `**` crosses only components a wildcard may match: not hidden ones.
                guard let next = remaining.first, next.first != "." else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(first[...], component[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// One component against one name, `*` by backtracking to the last star (linear enough for
    /// file names).
    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        if name.first == ".", let head = pattern.first, head != "." { return false }
        var p = pattern.startIndex
        var n = name.startIndex
        var star: (pattern: Int, name: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                star = (p, n)
                p += 1
                continue
            }
            if p < pattern.endIndex, let width = matchOne(pattern[p...], name[n]) {
                p += width
                n += 1
                continue
            }
            guard let last = star else { return false }
            p = last.pattern + 1
            n = last.name + 1
            star = (last.pattern, last.name + 1)
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// How many pattern scalars matched `character` (1, or a `[...]` set's width); nil when they
    /// do not match it. A `[` without its `]` is a plain character.
    private static func matchOne(_ pattern: ArraySlice<Unicode.Scalar>, _ character: Unicode.Scalar) -> Int? {
        let head = pattern[pattern.startIndex]
        if head == "?" { return 1 }
        guard head == "[", let set = CharacterSet(pattern.dropFirst()) else { return head == character ? 1 : nil }
        return set.contains(character) ? set.width + 1 : nil
    }

    /// `[abc]`, `[a-z]`, `[!abc]` (after its `[`).
    private struct CharacterSet {
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var isNegated = false
        /// Scalars from after `[` through `]`.
        var width = 0

        init?(_ text: ArraySlice<Unicode.Scalar>) {
            var index = text.startIndex
            if index < text.endIndex, text[index] == "!" || text[index] == "^" {
                isNegated = true
                index += 1
            }
            let first = index
            while index < text.endIndex, text[index] != "]" || index == first {
                let low = text[index]
                if index + 2 < text.endIndex, text[index + 1] == "-", text[index + 2] != "]", low <= text[index + 2] {
                    ranges.append(low...text[index + 2])
                    index += 3
                } else {
                    ranges.append(low...low)
                    index += 1
                }
            }
            guard index < text.endIndex else { return nil }
            width = index - text.startIndex + 1
        }

        func contains(_ character: Unicode.Scalar) -> Bool {
            ranges.contains { $0.contains(character) } != isNegated
        }
    }
}
