/// The declared type names a `--type` expression mentions: `[String: Book]` → `Book`,
/// `Outer.Inner?` → `Outer.Inner`. Standard library and Foundation names are left out, since no
/// model file declares them. Used by `--verbose` to say where each type is declared.
enum TypeExpressionNames {
    static let builtIn: Set<String> = [
        "Bool", "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Decimal", "Date", "Data", "URL", "UUID", "Array", "Dictionary", "Set", "Optional",
    ]

    static func names(in expression: String) -> [String] {
        var names: [String] = []
        var current = ""
        func finishName() {
            var name = Substring(current)
            while name.first == "." { name = name.dropFirst() }
            while name.last == "." { name = name.dropLast() }
            for module in ["Swift.", "Foundation."] where name.hasPrefix(module) {
                name = name.dropFirst(module.count)
            }
            if !name.isEmpty, !builtIn.contains(String(name)), !names.contains(String(name)) {
                names.append(String(name))
            }
            current = ""
        }
        for character in expression {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                current.append(character)
            } else {
                finishName()
            }
        }
        finishName()
        return names
    }
}
