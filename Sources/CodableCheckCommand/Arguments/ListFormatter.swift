/// Joins words for messages: `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
enum ListFormatter {
    static func alternatives(_ items: [String]) -> String {
        join(items, lastSeparator: " or ")
    }

    static func conjunction(_ items: [String]) -> String {
        join(items, lastSeparator: " and ")
    }

    private static func join(_ items: [String], lastSeparator: String) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return joined(items.dropLast(), separator: ", ") + lastSeparator + items[items.count - 1]
        }
    }

    /// `items.joined(separator:)`, appended in a loop: the stdlib's `joined` on strings is not
    /// specialized for its caller, and its first use in a process looks its generic
    /// requirements up by scanning the runtime's whole conformance table (a quarter of a
    /// million instructions and a score of page faults, issue 14). Every run prints a summary
    /// and builds the option tables, so none of them calls it.
    static func joined(_ items: some Sequence<String>, separator: String) -> String {
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
