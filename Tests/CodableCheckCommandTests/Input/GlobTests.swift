import Testing

@testable import CodableCheckCommand

/// The one pattern matcher (`Glob`) behind quoted INPUT patterns, `--exclude` and a project
/// file's `inputs` and `exclude`.
@Suite struct GlobTests {
    @Test(arguments: [
        ("*.json", "a.json", true),
        ("*.json", "dir/a.json", false),
        ("*.json", ".hidden.json", false),
        ("a?.json", "ab.json", true),
        ("a?.json", "a.json", false),
        ("[ab]*.json", "b1.json", true),
        ("[!ab]*.json", "b1.json", false),
        ("[a-c]x", "cx", true),
        ("[a-c]x", "dx", false),
        ("Fixtures/*/a.json", "Fixtures/v1/a.json", true),
        ("Fixtures/*/a.json", "Fixtures/v1/v2/a.json", false),
        ("Fixtures/**/*.json", "Fixtures/a.json", true),
        ("Fixtures/**/*.json", "Fixtures/v1/v2/a.json", true),
        ("Fixtures/**/*.json", "Fixtures/.git/a.json", false),
        ("Fixtures/**/*.json", "Other/a.json", false),
        ("**/status*.json", "x/y/status-2.json", true),
        ("**", "x/y/z", true),
        ("./Fixtures/*.json", "Fixtures/a.json", true),
        ("Fixtures/*.json", "./Fixtures/a.json", true),
        ("/tmp/f/*.json", "/tmp/f/a.json", true),
        ("a*b*c", "aXbYbZc", true),
        ("a*b*c", "aXbYbZ", false),
        ("[unclosed", "[unclosed", true),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) against \(path)")
    }

    @Test func whereASearchStarts() {
        #expect(Glob("Fixtures/api/**/*.json").literalPrefix == "Fixtures/api")
        #expect(Glob("*.json").literalPrefix == "")
        #expect(Glob("/srv/data/*/x.json").literalPrefix == "/srv/data")
        #expect(Glob("Fixtures/a?.json").literalPrefix == "Fixtures")
    }

    @Test func patternsAreToldFromPaths() {
        #expect(Glob.isPattern("Fixtures/**/*.json"))
        #expect(Glob.isPattern("a?.json"))
        #expect(Glob.isPattern("a[12].json"))
        #expect(!Glob.isPattern("Fixtures/a.json"))
    }

    @Test func anExcludeWithoutASlashNamesAFileOrFolderAnywhere() {
        let exclusion = InputExclusion([Glob("legacy"), Glob("*.generated.json")])
        #expect(exclusion.excludes("Fixtures/legacy/a.json"))
        #expect(exclusion.excludes("legacy"))
        #expect(exclusion.excludes("Fixtures/feed.generated.json"))
        #expect(!exclusion.excludes("Fixtures/legacyish/a.json"))
        #expect(!exclusion.excludes("Fixtures/feed.json"))
    }

    @Test func anExcludeWithASlashMatchesThePathOrAFolderItIsIn() {
        let exclusion = InputExclusion([Glob("Fixtures/old"), Glob("Tests/**/broken-*.json")])
        #expect(exclusion.excludes("Fixtures/old/a.json"))
        #expect(exclusion.excludes("./Fixtures/old/v1/a.json"))
        #expect(!exclusion.excludes("Other/Fixtures/old/a.json"))
        #expect(exclusion.excludes("Tests/x/y/broken-1.json"))
        #expect(!exclusion.excludes("Tests/x/y/fine-1.json"))
        #expect(!InputExclusion().excludes("anything.json"))
    }
}
