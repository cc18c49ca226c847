/// Messages about the conditions of `#if` blocks. Alphabetical.
extension SchemaMessage {
    static let conditionNestsTooDeeply = SchemaMessage(
        "condition nests parentheses and '!' more than \(CompilationConditionParser.maximumDepth) deep; the branch is not read")

    static func compilerSupportNotKnown(_ check: String) -> SchemaMessage {
        SchemaMessage("codable-check does not know the answer to '\(check)' for swiftc 6.3.1; it is read as false")
    }

    static func conditionEndsEarly(expecting what: String, directive: String) -> SchemaMessage {
        SchemaMessage("expected \(what) at the end of the condition of '\(directive)'; the branch is not read")
    }

    static func directiveAfterElse(_ directive: String) -> SchemaMessage {
        SchemaMessage("'\(directive)' after '#else' in the same '#if' block; the branch is not read")
    }

    static func expectedCondition(after directive: String) -> SchemaMessage {
        SchemaMessage("expected a condition after '\(directive)'; the branch is not read")
    }

    static func expectedInCondition(_ what: String, found: String, directive: String) -> SchemaMessage {
        SchemaMessage("expected \(what) in the condition of '\(directive)', found '\(found)'; the branch is not read")
    }

    static func malformedCheck(_ check: String) -> SchemaMessage {
        SchemaMessage("'\(check)' is not a valid check; the branch is not read")
    }

    static func moduleVersionNotChecked(_ check: String) -> SchemaMessage {
        SchemaMessage("codable-check does not know module versions: '\(check)' is read as false")
    }

    static func unexpectedTokenInCondition(_ token: String, directive: String) -> SchemaMessage {
        SchemaMessage("unexpected '\(token)' in the condition of '\(directive)'; the branch is not read")
    }

    static func unknownCondition(_ check: String) -> SchemaMessage {
        SchemaMessage(
            "unknown condition '\(check)' (swiftc knows os, arch, canImport, swift, compiler, targetEnvironment, hasFeature, hasAttribute); it is read as false"
        )
    }

    static func unknownModule(_ module: String, in check: String, platform: String) -> SchemaMessage {
        SchemaMessage(
            "'\(check)': codable-check does not know whether module '\(module)' is importable on \(platform); it is read as false (give --can-import \(module) if the app's build has it)"
        )
    }

    static func unknownPlatformValue(_ value: String, in check: String) -> SchemaMessage {
        SchemaMessage("unknown value '\(value)' in '\(check)'; it is read as false")
    }
}
