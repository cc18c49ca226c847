/// `[String].joined(separator:)` without its cost on first use. The stdlib's `joined` on
/// strings is not specialized for its caller, and the first call in a process looks its generic
/// requirements up by scanning the runtime's whole protocol-conformance table: a quarter of a
/// million instructions and a score of page faults, a fifth of a run the schema cache serves
/// (issue 14). Code that runs on every run (option tables, the summary line) or on every
/// planning (type names) joins with this instead.
package enum StringJoining {
    /// The items with `separator` between each two, appended in a loop.
    package static func joined(_ items: [String], separator: String) -> String {
        var text = ""
        var isFirst = true
        for item in items {
            if !isFirst { text += separator }
            text += item
            isFirst = false
        }
        return text
    }
}
