import Foundation
import Testing

@testable import CodableCheckSchema

/// What `#if swift(...)` answers, by language mode, and where the mode comes from: the nearest
/// `Package.swift` above a schema file (its tools version and `swiftLanguageModes`), or
/// `--swift-version`. Also `--arch`.
@Suite struct LanguageModeTests {
    private func holds(_ condition: String, _ configuration: BuildConfiguration) -> Bool {
        var lexer = SwiftLexer(bytes: Array("#if \(condition)\nyes\n#else\nno\n#endif".utf8), fileIndex: 0)
        let filtered = ConditionalCompilationFilter.filter(lexer.tokenize(), fileIndex: 0, configuration: configuration)
        return filtered.tokens.map(\.text).contains("yes")
    }

    /// Probed with `swiftc -swift-version N` (6.3.1) on a file of `#if swift(...)` blocks.
    @Test(arguments: [
        (LanguageMode.v4, "swift(>=4.1.50)", true), (.v4, "swift(>=4.1.51)", false), (.v42, "swift(>=4.1.51)", true),
        (.v42, "swift(>=4.2.50)", false), (.v5, "swift(>=5.10)", true), (.v5, "swift(>=5.10.1)", false),
        (.v5, "swift(>=6)", false), (.v5, "swift(<6)", true), (.v6, "swift(>=6)", true), (.v6, "swift(>=6.3.1)", true),
        (.v6, "swift(>=6.3.2)", false), (.v6, "swift(<6)", false), (.v4, "compiler(>=6.3.1)", true),
        (.v5, "compiler(>=6)", true), (.v6, "compiler(>=6.3.2)", false),
    ])
    func eachModeAnswersAsSwiftcDoes(mode: LanguageMode, condition: String, expected: Bool) {
        #expect(holds(condition, BuildConfiguration(platform: .linux, languageMode: mode)) == expected, "\(mode) \(condition)")
    }

    /// This test target is built by a `swift-tools-version:6.0` package, so in Swift 6 mode.
    @Test func theSwift6ModeAnswersAsTheCompilerOfTheseTests() {
        #if swift(>=6.3.1)
        let compiled = true
        #else
        let compiled = false
        #endif
        #expect(holds("swift(>=6.3.1)", BuildConfiguration(languageMode: .v6)) == compiled)
        #expect(holds("swift(>=6.3.1)", BuildConfiguration()) == false, "without a package, swiftc's default mode 5")
    }

    /// SwiftPM's choice, probed with `swift build` on a one-target package (6.3.1).
    @Test(arguments: [
        ("// swift-tools-version:6.0\nimport PackageDescription", LanguageMode.v6),
        ("// swift-tools-version: 6.2\nimport PackageDescription", .v6),
        ("// swift-tools-version:5.9\nimport PackageDescription", .v5),
        ("// swift-tools-version:5.10;(swiftLanguageVersions)\n", .v5),
        ("// swift-tools-version:6.0\nlet package = Package(name: \"P\", targets: [], swiftLanguageModes: [.v5])", .v5),
        ("// swift-tools-version:6.1\nlet package = Package(name: \"P\", swiftLanguageVersions: [.v5, .version(\"6\")])", .v6),
        ("// swift-tools-version:5.8\nlet package = Package(name: \"P\", swiftLanguageVersions: [.v4_2, .v5])", .v5),
        ("// swift-tools-version:6.0\nlet package = Package(name: \"P\", swiftLanguageModes: [SwiftLanguageMode.v5])", .v5),
    ])
    func manifestsSayTheirMode(manifest: String, expected: LanguageMode) {
        #expect(PackageManifestLanguageMode.mode(ofManifest: manifest) == expected, "\(manifest)")
    }

    /// Commented-out settings are not in effect: SwiftPM compiles the manifest, so only code counts
    /// (a 6.0 package whose `swiftLanguageModes: [.v5]` is commented out builds in mode 6).
    @Test func commentedOutSettingsAreNotRead() {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Shop",  // was: swiftLanguageModes: [.v5]
                targets: [
                    .target(name: "Legacy" /*, swiftSettings: [.swiftLanguageMode(.v5)] */),
                    .target(name: "Notes", path: "Sources/Notes// not a comment", swiftSettings: [.swiftLanguageMode(.v5)]),
                    /* .target(name: "Old", swiftSettings: [.swiftLanguageMode(.v5)]), /* nested */ */
                    .target(name: "Old"),
                ]
                // swiftLanguageModes: [.v5]
            )
            """
        #expect(PackageManifestLanguageMode.mode(ofManifest: manifest, target: nil) == .v6)
        #expect(PackageManifestLanguageMode.mode(ofManifest: manifest, target: "Legacy") == .v6)
        #expect(PackageManifestLanguageMode.mode(ofManifest: manifest, target: "Notes") == .v5, "a // inside a string is text")
        #expect(PackageManifestLanguageMode.mode(ofManifest: manifest, target: "Old") == .v6)
        #expect(
            PackageManifestLanguageMode.withoutComments("let a = \"/* x */\" // c\n/* b */let b = 1")
                == "let a = \"/* x */\"     \n       let b = 1")
    }

    /// A target's own setting wins for its sources (probed: `.executableTarget(name: "P",
    /// swiftSettings: [.swiftLanguageMode(.v5)])` in a 6.0 package builds `P` in mode 5).
    @Test func aTargetsOwnSettingWinsForItsSources() {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Shop",
                products: [.library(name: "Legacy", targets: ["Legacy"])],
                targets: [
                    .target(name: "Legacy", swiftSettings: [.swiftLanguageMode(.v5)]),
                    .target(name: "Modern", dependencies: ["Legacy"]),
                    .target(name: "Next", swiftSettings: [.swiftLanguageMode(.version("6"))]),
                ],
                swiftLanguageModes: [.v5]
            )
            """
        #expect(PackageManifestLanguageMode.mode(ofManifest: manifest, target: "Legacy") == .v5)
        #expect(PackageManifestLanguageMode.mode(ofManifest: manifest, target: "Modern") == .v5)
        #expect(PackageManifestLanguageMode.mode(ofManifest: manifest, target: "Next") == .v6)
        #expect(PackageManifestLanguageMode.mode(ofManifest: manifest, target: nil) == .v5)
    }

    /// A Vapor app's target lists `.product(name: ...)` dependencies before its settings: their
    /// `name:` labels are the target's arguments' own, not the start of another target.
    @Test func aTargetsSettingAfterProductDependenciesIsFound() {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Tickets",
                dependencies: [.package(url: "https://github.com/vapor/vapor.git", from: "4.99.0")],
                targets: [
                    .executableTarget(
                        name: "App",
                        dependencies: [.product(name: "Vapor", package: "vapor"), .product(name: "Fluent", package: "fluent")],
                        swiftSettings: [.swiftLanguageMode(.v5)]
                    ),
                    .testTarget(name: "AppTests", dependencies: [.target(name: "App")]),
                ]
            )
            """
        #expect(PackageManifestLanguageMode.mode(ofManifest: manifest, target: "App") == .v5)
        #expect(PackageManifestLanguageMode.mode(ofManifest: manifest, target: "AppTests") == .v6)
    }

    /// A bracket inside a string among a target's arguments (an excluded file's name) is text,
    /// not the end of the argument list: the target's setting after it is still found.
    @Test func aBracketInAStringDoesNotEndTheTargetsArguments() {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Notebook",
                targets: [
                    .target(name: "Notebook", exclude: ["Drafts (old"], swiftSettings: [.swiftLanguageMode(.v5)]),
                    .target(name: "Sync", exclude: ["Sketches)"], swiftSettings: [.swiftLanguageMode(.v5)]),
                ]
            )
            """
        #expect(PackageManifestLanguageMode.mode(ofManifest: manifest, target: "Notebook") == .v5)
        #expect(PackageManifestLanguageMode.mode(ofManifest: manifest, target: "Sync") == .v5)
    }

    @Test func aManifestWithoutToolsVersionSaysNothing() {
        #expect(PackageManifestLanguageMode.mode(ofManifest: "import PackageDescription\n// swift-tools-version:6.0") == nil)
    }

    /// A package at `folder` with one model whose property type depends on `swift(>=6)`.
    private func makePackage(_ folder: URL, manifest: String?) throws -> String {
        let sources = folder.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        if let manifest { try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8) }
        let model = sources.appendingPathComponent("Model.swift")
        try """
        #if swift(>=6)
        struct Model: Codable { var count: Int }
        #else
        struct Model: Codable { var count: String }
        #endif
        """.write(to: model, atomically: true, encoding: .utf8)
        return model.path
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("language-mode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aSchemaFileIsReadInItsPackagesMode() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let six = try makePackage(root.appendingPathComponent("six"), manifest: "// swift-tools-version:6.0\n")
        let five = try makePackage(
            root.appendingPathComponent("five"), manifest: "// swift-tools-version:6.0\nlet p = Package(swiftLanguageModes: [.v5])\n")
        let loose = try makePackage(root.appendingPathComponent("loose"), manifest: nil)
        #expect(renderedPlan(try ModelSchema.load(paths: [six]), "Model") == "Model{count:Int}")
        #expect(renderedPlan(try ModelSchema.load(paths: [five]), "Model") == "Model{count:String}")
        #expect(renderedPlan(try ModelSchema.load(paths: [loose]), "Model") == "Model{count:String}")
        // Found from the folder too, and `--swift-version` overrides the package.
        #expect(renderedPlan(try ModelSchema.load(paths: [root.appendingPathComponent("six").path]), "Model") == "Model{count:Int}")
        let forcedFive = BuildConfiguration(languageMode: .v5)
        #expect(renderedPlan(try ModelSchema.load(paths: [six], configuration: forcedFive), "Model") == "Model{count:String}")
    }

    @Test func aFileUnderSourcesIsReadInItsTargetsMode() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest = """
            // swift-tools-version:6.0
            let package = Package(name: "P", targets: [
                .target(name: "App", swiftSettings: [.swiftLanguageMode(.v5)]),
                .target(name: "Core"),
            ])
            """
        let app = try makePackage(root, manifest: manifest)
        let core = root.appendingPathComponent("Sources/Core/Model.swift")
        try FileManager.default.createDirectory(at: core.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: app, toPath: core.path)
        #expect(renderedPlan(try ModelSchema.load(paths: [app]), "Model") == "Model{count:String}")
        #expect(renderedPlan(try ModelSchema.load(paths: [core.path]), "Model") == "Model{count:Int}")
    }

    @Test func theNearestManifestWins() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try "// swift-tools-version:5.9\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let inner = try makePackage(root.appendingPathComponent("Packages/Inner"), manifest: "// swift-tools-version:6.0\n")
        let outer = try makePackage(root, manifest: nil)
        #expect(renderedPlan(try ModelSchema.load(paths: [inner]), "Model") == "Model{count:Int}")
        #expect(renderedPlan(try ModelSchema.load(paths: [outer]), "Model") == "Model{count:String}")
    }

    @Test func inMemorySourcesAreInSwift5Mode() {
        let models = schema(
            "#if swift(>=6)\nstruct Model: Codable { var count: Int }\n#else\nstruct Model: Codable { var count: String }\n#endif")
        #expect(renderedPlan(models, "Model") == "Model{count:String}")
    }

    @Test(arguments: [
        (TargetPlatform.macos, nil as String?, "arch(arm64)", true), (.macos, "x86_64", "arch(x86_64)", true),
        (.macos, "x86_64", "arch(arm64)", false), (.ios, "arm64", "arch(arm64)", true), (.linux, "arm64", "arch(arm64)", true),
        (.macos, "x86_64", "_hasAtomicBitWidth(_128)", true), (.macos, "x86_64", "_pointerBitWidth(_64)", true),
    ])
    func archFollowsTheChosenArchitecture(platform: TargetPlatform, architecture: String?, condition: String, expected: Bool) {
        let configuration = BuildConfiguration(platform: platform, architecture: architecture)
        #expect(holds(condition, configuration) == expected, "\(platform) \(architecture ?? "default") \(condition)")
    }
}
