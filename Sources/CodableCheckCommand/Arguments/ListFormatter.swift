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
        default: return items.dropLast().joined(separator: ", ") + lastSeparator + items[items.count - 1]
        }
    }
}
