/// What the compile path needs to know of one `.swift` file, read lexically: its imports, the
/// names it declares at file scope (types, extensions, functions, constants) with their lines,
/// and every identifier it mentions. Comments and string literals are skipped.
///
/// This is not the schema reader: it must see what the schema reader ignores (free functions
/// and globals an `init(from:)` calls, `extension`s), and only names matter, not meaning.
struct SwiftSourceOutline {
    struct Import: Equatable {
        var module: String
        /// 1-based.
        var line: Int
    }

    struct Declaration: Equatable {
        /// For `extension Outer.Inner`, `Outer`.
        var name: String
        var firstLine: Int
        var lastLine: Int
    }

    var imports: [Import] = []
    var declarations: [Declaration] = []
    var identifiers: Set<String> = []

    /// The file-scope declaration that contains `line`, if any.
    func declaration(containing line: Int) -> String? {
        declarations.first { $0.firstLine <= line && line <= $0.lastLine }?.name
    }

    init(text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        var line = 1
        var depth = 0
        var previous = ""
        var pending: (keyword: String, line: Int)?
        var open: (name: String, line: Int)?
        func identifier(at start: Int) -> String {
            var end = start
            while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                var nesting = 0
                repeat {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                        nesting += 1
                        index += 1
                    } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                        nesting -= 1
                        index += 1
                    }
                    index += 1
                } while index < bytes.count && nesting > 0
            } else if byte == UInt8(ascii: "\"") {
                // A string literal (interpolations included): skipped to its closing quote(s).
                let isMultiline = index + 2 < bytes.count && bytes[index + 1] == byte && bytes[index + 2] == byte
                index += isMultiline ? 3 : 1
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "\\") {
                        index += 2
                        continue
                    }
                    if bytes[index] == UInt8(ascii: "\n") {
                        line += 1
                        if !isMultiline { break }
                    }
                    if bytes[index] == byte {
                        if !isMultiline {
                            index += 1
                            break
                        }
                        if index + 2 < bytes.count, bytes[index + 1] == byte, bytes[index + 2] == byte {
                            index += 3
                            break
                        }
                    }
                    index += 1
                }
            } else if byte == UInt8(ascii: "{") {
                depth += 1
                index += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0, let current = open {
                    declarations.append(Declaration(name: current.name, firstLine: current.line, lastLine: line))
                    open = nil
                }
                index += 1
            } else if Self.isIdentifierByte(byte), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let word = identifier(at: index)
                index += word.utf8.count
                identifiers.insert(word)
                if depth == 0 {
                    if let keyword = pending {
                        pending = nil
                        if keyword.keyword == "import" {
                            if !Self.importKinds.contains(word) {
                                imports.append(Import(module: word, line: keyword.line))
                            } else {
                                pending = keyword  // `import struct Module.Type`: the module follows
                            }
                        } else if Self.bodyKeywords.contains(keyword.keyword) {
                            open = (word, keyword.line)
                        } else {
                            declarations.append(Declaration(name: word, firstLine: keyword.line, lastLine: line))
                        }
                    } else if Self.declaringKeywords.contains(word), previous != "." {
                        pending = (word, line)
                    }
                }
                previous = word
                continue
            } else {
                if byte == UInt8(ascii: ".") { previous = "." } else if byte != UInt8(ascii: " ") { previous = "" }
                index += 1
            }
        }
    }

    /// Keywords whose next identifier is declared at file scope.
    private static let declaringKeywords: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "extension", "typealias", "func", "let", "var", "import",
    ]
    /// Those whose declaration has a body that runs to its closing brace.
    private static let bodyKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "extension", "func"]
    /// `import struct Foundation.Date`.
    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
