/// One error from the compiler's output (`path:line:column: error: message`), with the
/// top-level declaration it falls in, so the fallback warning can say which declaration failed.
/// `Codable`: a failed build is remembered in the cache as its diagnostics.
struct CompilerDiagnostic: Equatable, Codable {
    var file: String
    var line: Int
    var column: Int
    var message: String
    /// `Feed` when the line is inside `struct Feed { ... }` or `extension Feed`; nil at file scope
    /// (an `import`).
    var declaration: String?

    /// The module a `no such module 'X'` error names.
    var missingModule: String? {
        let prefix = "no such module '"
        guard message.hasPrefix(prefix), message.hasSuffix("'") else { return nil }
        return String(message.dropFirst(prefix.count).dropLast())
    }

    /// The compiler's error lines, in order, each once (a declaration checked by two of the
    /// compiler's jobs is reported by both); notes, warnings and source excerpts are left out.
    static func errors(in output: String) -> [CompilerDiagnostic] {
        var seen: Set<String> = []
        return output.split(separator: "\n").compactMap { line -> CompilerDiagnostic? in
            guard seen.insert(String(line)).inserted else { return nil }
            guard let marker = line.range(of: ": error: ") else { return nil }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else {
                return nil
            }
            let file = place.dropLast(2).joined(separator: ":")
            return CompilerDiagnostic(
                file: file, line: lineNumber, column: column, message: String(line[marker.upperBound...]), declaration: nil)
        }
    }
}
