import Foundation
import Testing

@testable import CodableCheckSchema

/// `#if` blocks read as swiftc builds them for a configuration: each operator, `#elseif` and
/// `#else`, nesting, the platform's answers, unknown checks (warnings, read as false) and
/// malformed conditions (errors, branch dropped).
@Suite struct ConditionalCompilationTests {
    static let linux = BuildConfiguration(platform: .linux)

    /// The tokens kept from `text`, without the end-of-file token.
    private func kept(_ text: String, _ configuration: BuildConfiguration = linux) -> [String] {
        var lexer = SwiftLexer(bytes: Array(text.utf8), fileIndex: 0)
        let filtered = ConditionalCompilationFilter.filter(lexer.tokenize(), fileIndex: 0, configuration: configuration)
        return filtered.tokens.map(\.text).filter { !$0.isEmpty }
    }

    /// Whether `condition` holds for `configuration`, from the branch `#if` keeps.
    private func holds(_ condition: String, _ configuration: BuildConfiguration = linux) -> Bool {
        kept("#if \(condition)\nyes\n#else\nno\n#endif", configuration) == ["yes"]
    }

    @Test(
        arguments: [
            ("true", true), ("false", false), ("!false", true), ("!!true", true),
            ("true && false", false), ("true && true", true), ("false || true", true), ("false || false", false),
            // `&&` binds tighter than `||`, as in Swift (probed: swiftc 6.3.1 takes this branch).
            ("true || false && false", true), ("(true || false) && false", false),
            ("!(false || false) && true", true), ("((((true))))", true),
        ])
    func operators(condition: String, expected: Bool) {
        #expect(holds(condition) == expected, "\(condition)")
    }

    @Test(
        arguments: [
            ("os(Linux)", true), ("os(macOS)", false), ("os(OSX)", false), ("os(iOS)", false), ("!os(Windows)", true),
            ("canImport(Foundation)", true), ("canImport(FoundationNetworking)", true), ("canImport(Glibc)", true),
            ("canImport(FoundationEssentials)", true), ("canImport(_Concurrency)", true),
            ("canImport(CoreLocation)", false), ("canImport(UIKit)", false), ("canImport(Darwin)", false),
            ("canImport(Musl)", false), ("_runtime(_Native)", true), ("_runtime(_ObjC)", false),
            ("_endian(little)", true), ("_pointerBitWidth(_64)", true), ("targetEnvironment(simulator)", false),
            ("swift(>=5.9)", true), ("swift(>=6.0)", false), ("swift(<6)", true), ("swift(<5.5.2)", false),
            ("compiler(>=6.3)", true), ("compiler(>=6.3.1)", true), ("compiler(>=6.3.2)", false), ("compiler(<7)", true),
            ("hasAttribute(retroactive)", true), ("arch(x86_64) || arch(arm64)", true), ("arch(i386)", false),
            ("DEBUG", false), ("!DEBUG", true),
        ])
    func linuxAnswersAsSwiftcDoes(condition: String, expected: Bool) {
        // The answers swiftc 6.3.1 gives on Linux in its default language mode (probed with a
        // file of `#if` blocks compiled there).
        #expect(holds(condition) == expected, "\(condition)")
    }

    /// The compiler that built this test answered each condition for the machine the tests run
    /// on; the host configuration must give the same answers. (`swift(...)` is left out: this
    /// package builds in the Swift 6 language mode, while in-memory sources are read in swiftc's
    /// default, 5; `LanguageModeTests` covers it.)
    static let compiledAnswers: [(condition: String, answer: Bool)] = {
        var answers: [(String, Bool)] = []
        #if os(Linux)
        answers.append(("os(Linux)", true))
        #else
        answers.append(("os(Linux)", false))
        #endif
        #if os(macOS)
        answers.append(("os(macOS)", true))
        #else
        answers.append(("os(macOS)", false))
        #endif
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS) || os(Windows)
        answers.append(("os(iOS) || os(tvOS) || os(watchOS) || os(visionOS) || os(Windows)", true))
        #else
        answers.append(("os(iOS) || os(tvOS) || os(watchOS) || os(visionOS) || os(Windows)", false))
        #endif
        #if arch(x86_64)
        answers.append(("arch(x86_64)", true))
        #else
        answers.append(("arch(x86_64)", false))
        #endif
        #if arch(arm64)
        answers.append(("arch(arm64)", true))
        #else
        answers.append(("arch(arm64)", false))
        #endif
        #if canImport(Foundation) && canImport(Dispatch) && canImport(XCTest)
        answers.append(("canImport(Foundation) && canImport(Dispatch) && canImport(XCTest)", true))
        #else
        answers.append(("canImport(Foundation) && canImport(Dispatch) && canImport(XCTest)", false))
        #endif
        #if canImport(FoundationNetworking)
        answers.append(("canImport(FoundationNetworking)", true))
        #else
        answers.append(("canImport(FoundationNetworking)", false))
        #endif
        #if canImport(FoundationEssentials)
        answers.append(("canImport(FoundationEssentials)", true))
        #else
        answers.append(("canImport(FoundationEssentials)", false))
        #endif
        #if canImport(Glibc)
        answers.append(("canImport(Glibc)", true))
        #else
        answers.append(("canImport(Glibc)", false))
        #endif
        #if canImport(Darwin)
        answers.append(("canImport(Darwin)", true))
        #else
        answers.append(("canImport(Darwin)", false))
        #endif
        #if _hasAtomicBitWidth(_128)
        answers.append(("_hasAtomicBitWidth(_128)", true))
        #else
        answers.append(("_hasAtomicBitWidth(_128)", false))
        #endif
        #if canImport(CoreLocation)
        answers.append(("canImport(CoreLocation)", true))
        #else
        answers.append(("canImport(CoreLocation)", false))
        #endif
        #if canImport(AppKit)
        answers.append(("canImport(AppKit)", true))
        #else
        answers.append(("canImport(AppKit)", false))
        #endif
        #if canImport(UIKit)
        answers.append(("canImport(UIKit)", true))
        #else
        answers.append(("canImport(UIKit)", false))
        #endif
        #if _runtime(_ObjC)
        answers.append(("_runtime(_ObjC)", true))
        #else
        answers.append(("_runtime(_ObjC)", false))
        #endif
        #if _endian(little) && _pointerBitWidth(_64)
        answers.append(("_endian(little) && _pointerBitWidth(_64)", true))
        #else
        answers.append(("_endian(little) && _pointerBitWidth(_64)", false))
        #endif
        #if targetEnvironment(simulator) || targetEnvironment(macCatalyst)
        answers.append(("targetEnvironment(simulator) || targetEnvironment(macCatalyst)", true))
        #else
        answers.append(("targetEnvironment(simulator) || targetEnvironment(macCatalyst)", false))
        #endif
        #if compiler(>=6.3)
        answers.append(("compiler(>=6.3)", true))
        #else
        answers.append(("compiler(>=6.3)", false))
        #endif
        #if compiler(<6.3.2)
        answers.append(("compiler(<6.3.2)", true))
        #else
        answers.append(("compiler(<6.3.2)", false))
        #endif
        #if hasAttribute(retroactive) && hasAttribute(preconcurrency)
        answers.append(("hasAttribute(retroactive) && hasAttribute(preconcurrency)", true))
        #else
        answers.append(("hasAttribute(retroactive) && hasAttribute(preconcurrency)", false))
        #endif
        return answers
    }()

    @Test(arguments: compiledAnswers.indices)
    func theHostAnswersAsTheCompilerOfTheseTests(index: Int) {
        let (condition, answer) = Self.compiledAnswers[index]
        #expect(holds(condition, .host) == answer, "\(condition)")
    }

    @Test(
        arguments: [
            (TargetPlatform.ios, "os(iOS)", true), (.ios, "canImport(UIKit)", true), (.ios, "canImport(AppKit)", false),
            (.ios, "canImport(CoreLocation)", true), (.ios, "canImport(FoundationNetworking)", false),
            (.macos, "os(macOS) && os(OSX)", true), (.macos, "canImport(AppKit)", true), (.macos, "canImport(UIKit)", false),
            (.watchos, "os(watchOS) && canImport(WatchKit)", true), (.visionos, "os(visionOS)", true),
            (.tvos, "os(tvOS) && !os(iOS)", true), (.ios, "_runtime(_ObjC)", true), (.ios, "arch(arm64)", true),
        ])
    func applePlatformsAnswerForThemselves(platform: TargetPlatform, condition: String, expected: Bool) {
        #expect(holds(condition, BuildConfiguration(platform: platform)) == expected, "\(platform) \(condition)")
    }

    @Test func definedFlagsAndModulesAreTrue() {
        let configuration = BuildConfiguration(platform: .linux, definedFlags: ["DEBUG", "STAGING"], importableModules: ["Vapor"])
        #expect(holds("DEBUG && STAGING", configuration))
        #expect(!holds("RELEASE", configuration))
        #expect(holds("canImport(Vapor)", configuration))
        #expect(holds("canImport(Vapor.Routing)", configuration))
    }

    @Test func elseifTakesTheFirstBranchThatHoldsAndElseTheRest() {
        let text = "a\n#if os(iOS)\nb\n#elseif os(Linux)\nc\n#elseif canImport(Foundation)\nd\n#else\ne\n#endif\nf"
        #expect(kept(text) == ["a", "c", "f"])
        #expect(kept(text, BuildConfiguration(platform: .ios)) == ["a", "b", "f"])
        #expect(kept("#if os(iOS)\nb\n#elseif os(macOS)\nc\n#else\nd\n#endif") == ["d"])
        #expect(kept("#if os(iOS)\nb\n#elseif os(macOS)\nc\n#endif\ne") == ["e"])
    }

    @Test func nestedBlocksOnlyCountInsideAKeptBranch() {
        let text =
            "a\n#if os(iOS) && !DEBUG\nb\n#if X\nc\n#else\nd\n#endif\n#elseif !os(iOS)\n#if canImport(Glibc)\ne\n#elseif true\nf\n#else\ng\n#endif\n#else\nh\n#endif\ni"
        #expect(kept(text) == ["a", "e", "i"])
        #expect(kept(text, BuildConfiguration(platform: .ios)) == ["a", "b", "d", "i"])
        #expect(kept(text, BuildConfiguration(platform: .ios, definedFlags: ["X"])) == ["a", "b", "c", "i"])
    }

    @Test func uncheckedConditionsInDroppedBranchesAreNotReported() {
        let models = schema("#if os(iOS)\n#if canImport(SomeSDK)\nstruct A: Codable {}\n#endif\n#endif\n", configuration: Self.linux)
        #expect(models.diagnostics.isEmpty)
    }

    @Test func unknownChecksAreWarningsReadAsFalse() {
        let text = """
            #if canImport(MapboxCommon)
            struct A: Codable { var a: Int }
            #elseif os(Solaris) || hasFeature(StrictConcurrency)
            struct A: Codable { var b: Int }
            #elseif isEnabled(Telemetry) || canImport(Foundation, _version: 2)
            struct A: Codable { var c: Int }
            #else
            struct A: Codable { var d: Int }
            #endif
            """
        let models = schema(text, configuration: Self.linux)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:1:5: warning: 'canImport(MapboxCommon)': codable-check does not know whether module 'MapboxCommon' is importable on linux; it is read as false (give --can-import MapboxCommon if the app's build has it)",
                "Models.swift:3:9: warning: unknown value 'Solaris' in 'os(Solaris)'; it is read as false",
                "Models.swift:3:24: warning: codable-check does not know the answer to 'hasFeature(StrictConcurrency)' for swiftc 6.3.1; it is read as false",
                "Models.swift:5:9: warning: unknown condition 'isEnabled(Telemetry)' (swiftc knows os, arch, canImport, swift, compiler, targetEnvironment, hasFeature, hasAttribute); it is read as false",
                "Models.swift:5:33: warning: codable-check does not know module versions: 'canImport(Foundation, _version: 2)' is read as false",
            ])
        #expect(renderedPlan(models, "A") == "A{d:Int}")
    }

    @Test func anOperandThatCannotChangeTheOutcomeIsNotReported() {
        // `||` stops at `true`, `&&` at `false`, as in Swift.
        let models = schema(
            "#if os(Linux) || canImport(Unknown)\n#endif\n#if os(iOS) && canImport(Unknown)\n#endif\n", configuration: Self.linux)
        #expect(models.diagnostics.isEmpty)
    }

    @Test(
        arguments: [
            ("#if\nstruct A {}\n#endif", "Models.swift:1:1: error: expected a condition after '#if'; the branch is not read"),
            ("#if os(Linux\n#endif", "Models.swift:1:13: error: expected ')' at the end of the condition of '#if'; the branch is not read"),
            (
                "#if (os(Linux)\n#endif",
                "Models.swift:1:15: error: expected ')' at the end of the condition of '#if'; the branch is not read"
            ),
            (
                "#if os(Linux) &&\n#endif",
                "Models.swift:1:17: error: expected a condition at the end of the condition of '#if'; the branch is not read"
            ),
            (
                "#if os(Linux) os(iOS)\n#endif",
                "Models.swift:1:15: error: unexpected 'os' in the condition of '#if'; the branch is not read"
            ),
            ("#if swift(>=five)\n#endif", "Models.swift:1:5: error: 'swift(>=five)' is not a valid check; the branch is not read"),
            ("#if swift(==5)\n#endif", "Models.swift:1:5: error: 'swift(==5)' is not a valid check; the branch is not read"),
            ("#if os()\n#endif", "Models.swift:1:5: error: 'os()' is not a valid check; the branch is not read"),
            (
                "#if false\n#elseif 1\n#endif",
                "Models.swift:2:9: error: unexpected '1' in the condition of '#elseif'; the branch is not read"
            ),
            (
                "#if true\n#else\n#else\n#endif",
                "Models.swift:3:1: error: '#else' after '#else' in the same '#if' block; the branch is not read"
            ),
            (
                "#if true\n#else\n#elseif true\n#endif",
                "Models.swift:3:1: error: '#elseif' after '#else' in the same '#if' block; the branch is not read"
            ),
            ("#if true\nstruct A: Codable {}\n", "Models.swift:1:1: error: '#if' without '#endif'"),
            ("#elseif true\n", "Models.swift:1:1: error: '#elseif' without '#if'"),
        ])
    func malformedConditionsAreErrors(text: String, diagnostic: String) {
        #expect(rendered(schema(text, configuration: Self.linux).diagnostics) == [diagnostic])
    }

    @Test func malformedConditionDropsItsBranch() {
        #expect(kept("#if os(Linux\na\n#else\nb\n#endif") == ["b"])
    }

    @Test func deeplyNestedConditionIsRefusedNotFollowed() {
        let condition = String(repeating: "!", count: 10_000) + "true"
        let models = schema("#if \(condition)\nstruct A: Codable {}\n#endif\n", configuration: Self.linux)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:1:69: error: condition nests parentheses and '!' more than 64 deep; the branch is not read"
            ])
    }

    @Test(
        arguments: [
            ("5.10", "5.9", true), ("6", "6.0.0", false), ("6.0.1", "6", true), ("5.5.2", "5.5.10", false), ("10", "9.99", true),
        ])
    func versionsCompareComponentByComponent(left: String, right: String, greater: Bool) throws {
        let a = try #require(VersionNumber(left))
        let b = try #require(VersionNumber(right))
        #expect((a > b) == greater)
    }

    @Test(arguments: ["", "5.", ".5", "5..1", "a", "-1", "1.2.3.4.5.6", "٣"])
    func invalidVersionsAreRefused(text: String) {
        #expect(VersionNumber(text) == nil)
    }

    @Test func theHostIsThisMachine() {
        #if os(Linux)
        #expect(BuildConfiguration.host.platform == .linux)
        #elseif os(macOS)
        #expect(BuildConfiguration.host.platform == .macos)
        #endif
        #expect(BuildConfiguration.host.definedFlags.isEmpty)
    }

    @Test func typesDeclaredPerPlatformFollowTheConfiguration() {
        let text = """
            #if canImport(CoreLocation)
                import CoreLocation
                typealias Degrees = CLLocationDegrees
                typealias Coordinate = CLLocationCoordinate2D
            #else
                typealias Degrees = Double
                struct Coordinate { var latitude: Degrees; var longitude: Degrees }
            #endif
            struct Pin: Codable { var title: String; var latitude: Degrees; var speed: CLLocationSpeed? }
            """
        #expect(renderedPlan(schema(text, configuration: Self.linux), "Pin") == "Pin{title:String, latitude:Double, speed:Double?}")
        #expect(
            renderedPlan(schema(text, configuration: BuildConfiguration(platform: .ios)), "Pin")
                == "Pin{title:String, latitude:Double, speed:Double?}")
        #expect(schema(text, configuration: BuildConfiguration(platform: .ios)).diagnostics.isEmpty)
    }
}

/// What `decode` is told about conditions the configuration could not answer.
@Suite struct UnansweredConditionWarningTests {
    @Test func aPlanIsWarnedOfUnansweredConditionsInItsTypesFiles() throws {
        let models = ModelSchema(
            sources: [
                (
                    "Release.swift",
                    "struct Release: Codable {\n    var version: String\n    #if canImport(Sentry)\n    var dsn: String\n    #endif\n}\n"
                ),
                ("Other.swift", "#if canImport(Unknown)\n#endif\nstruct Note: Codable { var text: String }\n"),
            ], configuration: BuildConfiguration(platform: .linux))
        let release = try models.planWithDiagnostics(for: "[Release]")
        #expect(
            rendered(release.warnings) == [
                "Release.swift:3:9: warning: 'canImport(Sentry)': codable-check does not know whether module 'Sentry' is importable on linux; it is read as false (give --can-import Sentry if the app's build has it)"
            ])
        #expect(rendered(try models.planWithDiagnostics(for: "Note").warnings).count == 1)
        #expect(rendered(try models.planWithDiagnostics(for: "String").warnings) == [])
    }

    /// A condition that is not Swift drops its branch, which may have declared what the type
    /// needs: planning a type of that file fails with the error (exit status 2 in `decode`), as
    /// the compiler refuses the file; a type from another file is planned as before.
    @Test func aMalformedConditionInATypesFileFailsItsPlan() throws {
        let models = ModelSchema(
            sources: [
                ("Track.swift", "#if os(Linux\nstruct Extra: Codable {}\n#endif\nstruct Track: Codable { var title: String }\n"),
                ("Album.swift", "struct Album: Codable { var name: String }\n"),
            ], configuration: BuildConfiguration(platform: .linux))
        #expect {
            try models.planWithDiagnostics(for: "Track")
        } throws: { error in
            guard case .uninterpretable(_, let diagnostics)? = error as? SchemaPlanError else { return false }
            return rendered(diagnostics) == [
                "Track.swift:1:13: error: expected ')' at the end of the condition of '#if'; the branch is not read"
            ]
        }
        #expect(rendered(try models.planWithDiagnostics(for: "Album").warnings) == [])
    }
}
