import Foundation

/// Broken variants of a valid document, for differential tests that need many wrong inputs
/// without writing each: every value down to `maximumDepth` removed (in an object), made null,
/// and replaced by a value of another kind (a string by a number and by `""`, a number or Bool
/// by a string and by `1.5`, an object by `[]`, an array by `{}`). Keys are written sorted.
enum JSONMutations {
    static let maximumDepth = 3

    static func of(_ json: String) -> [String] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) else { return [] }
        var variants: [Any] = []
        visit(root, depth: 0, rebuild: { $0 ?? NSNull() }, into: &variants)
        var seen: Set<String> = [json]
        return variants.compactMap { variant in
            guard let data = try? JSONSerialization.data(withJSONObject: variant, options: [.fragmentsAllowed, .sortedKeys]) else {
                return nil
            }
            let text = String(decoding: data, as: UTF8.self)
            return seen.insert(text).inserted ? text : nil
        }
    }

    /// `rebuild` puts a replacement (nil: the value removed) back into the whole document.
    private static func visit(_ value: Any, depth: Int, rebuild: (Any?) -> Any, into variants: inout [Any]) {
        if depth > 0 { variants.append(rebuild(nil)) }
        for replacement in replacements(for: value) { variants.append(rebuild(replacement)) }
        guard depth < maximumDepth else { return }
        if let object = value as? [String: Any] {
            for key in object.keys.sorted() {
                visit(
                    object[key] ?? NSNull(), depth: depth + 1,
                    rebuild: { replacement in
                        var changed = object
                        changed[key] = replacement
                        return rebuild(changed)
                    }, into: &variants)
            }
        } else if let array = value as? [Any] {
            for index in array.indices {
                visit(
                    array[index], depth: depth + 1,
                    rebuild: { replacement in
                        var changed = array
                        if let replacement { changed[index] = replacement } else { changed.remove(at: index) }
                        return rebuild(changed)
                    }, into: &variants)
            }
        }
    }

    private static func replacements(for value: Any) -> [Any] {
        switch value {
        case is NSNull: return ["null?"]
        case is String: return [NSNull(), 12, ""]
        case is [String: Any]: return [NSNull(), [Any]()]
        case is [Any]: return [NSNull(), [String: Any]()]
        default: return [NSNull(), "1", 1.5]
        }
    }
}
