import Testing

@testable import CodableCheckCommand

@Suite struct SwiftNamesTests {
    @Test(arguments: [
        ("created_at", "createdAt"), ("id", "id"), ("userID", "userID"), ("Content-Type", "contentType"),
        ("URL", "url"), ("PLEYEL_PLEYEL", "pleyelPleyel"), ("1st", "_1st"), ("@id", "id"), ("", "value"),
        ("avatar_url", "avatarUrl"), ("default", "default"), ("héllo wörld", "hLloWRld"),
    ])
    func propertyNames(_ key: String, _ expected: String) {
        #expect(SwiftNames.propertyName(key) == expected)
    }

    @Test(arguments: [
        ("tags", true, "Tag"), ("categories", true, "Category"), ("addresses", true, "Address"), ("status", true, "Status"),
        ("user_profile", false, "UserProfile"), ("news", false, "News"), ("3d", false, "T3d"),
    ])
    func typeNames(_ key: String, _ singular: Bool, _ expected: String) {
        #expect(SwiftNames.typeName(key, singular: singular) == expected)
    }

    @Test func stringLiteralsEscapeWhatSwiftNeeds() {
        #expect(SwiftNames.stringLiteral("a\"b\\c\nd\u{1}é") == #""a\"b\\c\nd\u{1}é""#)
        #expect(SwiftNames.escapedIdentifier("class") == "`class`")
        #expect(SwiftNames.escapedIdentifier("precedencegroup") == "`precedencegroup`")
        #expect(SwiftNames.escapedIdentifier("title") == "title")
    }
}
