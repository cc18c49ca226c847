/// Messages about text the lexer and parser could not read. Alphabetical.
extension SchemaMessage {
    static let expectedRawValue = SchemaMessage("expected a string or integer literal as the raw value")
    static let extensionNotAtFileScope = SchemaMessage("extensions must be declared at file scope")
    static let nestingTooDeep = SchemaMessage(
        "declarations nested more than \(DeclarationParser.maximumNestingDepth) deep are skipped")
    static let tuplePatternNotInterpreted = SchemaMessage("tuple patterns are not interpreted; property skipped")
    static let unexpectedClosingBrace = SchemaMessage("unexpected '}' at file scope")
    static let unterminatedBlockComment = SchemaMessage("unterminated '/*' comment")
    static let unterminatedConditionalBlock = SchemaMessage("'#if' without '#endif'")
    static let unterminatedEscapedName = SchemaMessage("unterminated '`' name")
    static let unterminatedStringLiteral = SchemaMessage("unterminated string literal")

    static func caseOutsideEnum(_ name: String) -> SchemaMessage {
        SchemaMessage("enum case '\(name)' is only allowed directly inside an enum")
    }

    static func expectedBody(of declaration: String) -> SchemaMessage {
        SchemaMessage("expected '{' to begin the body of \(declaration)")
    }

    static func expectedName(after keyword: String) -> SchemaMessage {
        SchemaMessage("expected a name after '\(keyword)'")
    }

    /// A type the parser refuses to recurse into: Swift would compile it, codable-check stops.
    static func typeNestsTooDeeplyToRead(in context: String) -> SchemaMessage {
        SchemaMessage(
            "the type of \(context) nests more than \(DeclarationParser.maximumTypeDepth) levels deep "
                + "(each '?', '!', '[' and generic argument is a level), more than codable-check reads")
    }

    static func expectedType(in context: String) -> SchemaMessage {
        SchemaMessage("expected a type in \(context)")
    }

    static func moreProblems(_ count: Int) -> SchemaMessage {
        SchemaMessage("\(count) more problem\(count == 1 ? "" : "s") in this file not listed")
    }

    static func unbalancedDirective(_ directive: String) -> SchemaMessage {
        SchemaMessage("'\(directive)' without '#if'")
    }

    static func unexpectedToken(_ text: String, in owner: String) -> SchemaMessage {
        SchemaMessage("unexpected '\(text)' in '\(owner)'; skipped to the next declaration")
    }

    static func unterminatedBody(of owner: String) -> SchemaMessage {
        SchemaMessage("expected '}' to close the body of '\(owner)'")
    }
}
