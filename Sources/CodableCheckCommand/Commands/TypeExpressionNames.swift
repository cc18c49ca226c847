/// The declared type names a `--type` expression mentions: `[String: Book]` → `Book`,
/// `Outer.Inner?` → `Outer.Inner`. Standard library and Foundation names are left out, since no
/// model file declares them. Used for `--verbose` and for "did you mean" on unknown names.
enum TypeExpressionNames {
    static let builtIn: Set<String> = [
        "Bool", "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Decimal", "Date", "Data", "URL", "UUID", "Array", "Dictionary", "Set", "Optional",
        "Swift", "Foundation",
    ]

    static func names(in expression: String) -> [String] {
        var names: [String] = []
        var current = ""
        func flush() {
            let name = current.trimmingDots()
            if !name.isEmpty, !builtIn.contains(name), !names.contains(name) {
                names.append(name.hasPrefix("Swift.") || name.hasPrefix("Foundation.") ? "" : name)
                if names.last == "" { names.removeLast() }
            }
            current = ""
        }
        for character in expression {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return names
    }
}

extension String {
    fileprivate func trimmingDots() -> String {
        var text = Substring(self)
        while text.first == "." { text = text.dropFirst() }
        while text.last == "." { text = text.dropLast() }
        return String(text)
    }
}
