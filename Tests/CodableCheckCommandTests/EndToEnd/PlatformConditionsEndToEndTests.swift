import Foundation
import Testing

/// `--platform`, `--arch`, `--swift-version`, `--define` and `--can-import` through the built executable: which `#if`
/// branches of the declarations `decode` and `types` read, and what they say about a condition
/// they cannot answer. (That the default reads the branches swiftc compiles here is
/// `SchemaValidatorDifferentialTests` on `Fixtures/documents/stations`.)
@Suite struct PlatformConditionsEndToEndTests {
    static let stations = "Fixtures/documents/stations/"

    func run(_ arguments: [String]) throws -> ToolProcess.Outcome {
        try ToolProcess.run(arguments, in: ToolPaths.packageRoot, environment: ["NO_COLOR": "1", "CI": "1"])
    }

    /// A scratch model file, removed when the test ends.
    func withModels(_ text: String, _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("platform-conditions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Release.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        try body(file.path)
    }

    /// The coding paths of the errors a `--format json` report lists, joined with dots.
    func errorPaths(_ report: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
        let results = object?["results"] as? [[String: Any]] ?? []
        return results.flatMap { result in
            (result["errors"] as? [[String: Any]] ?? []).map { error in
                (error["codingPath"] as? [Any] ?? []).map { "\($0)" }.joined(separator: ".")
            }
        }
    }

    @Test func theDefaultReadsThisMachinesBranches() throws {
        let outcome = try run([
            "decode", Self.stations + "valid/hamburg-without-symbol.json", "--schema", "Fixtures/Models", "--type", "WeatherStation",
        ])
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    @Test func anApplePlatformReadsItsOwnBranches() throws {
        let outcome = try run([
            "decode", Self.stations + "valid/hamburg-without-symbol.json", "--schema", "Fixtures/Models", "--type", "WeatherStation",
            "--platform", "ios", "--format", "json",
        ])
        #expect(outcome.status == 1)
        // On iOS the symbol is required and the Objective-C runtime adds a property.
        #expect(try errorPaths(outcome.stdout) == ["symbolName", "bridgedIdentifier"])
    }

    @Test func definedFlagsAndImportableModulesChooseBranches() throws {
        let models = """
            import Foundation
            #if canImport(Vapor)
                import Vapor
            #endif

            struct Release: Codable {
                var version: String
                #if STAGING
                    var buildNumber: Int
                #endif
                #if canImport(Vapor)
                    var server: String
                #endif
            }
            """
        try withModels(models) { path in
            let document = "{\"version\": \"1.2.0\"}"
            let plain = try ToolProcess.run(
                ["decode", "-", "--schema", path, "--type", "Release"], stdin: document, environment: ["NO_COLOR": "1"])
            #expect(plain.status == 0)
            #expect(
                plain.stderr.hasPrefix(
                    "\(path):2:5: warning: 'canImport(Vapor)': codable-check does not know whether module 'Vapor' is importable on linux; it is read as false (give --can-import Vapor if the app's build has it)\n"
                ), "\(plain.stderr)")

            let configured = try ToolProcess.run(
                ["decode", "-", "--schema", path, "--type", "Release", "--define", "STAGING", "--can-import", "Vapor", "--format", "json"],
                stdin: document)
            #expect(configured.status == 1)
            #expect(configured.stderr == "")
            #expect(try errorPaths(configured.stdout) == ["buildNumber", "server"])
        }
    }

    @Test func compileLeavesAnotherConfigurationToTheInterpreter() throws {
        let outcome = try run([
            "decode", Self.stations + "valid/zugspitze.json", "--schema", "Fixtures/Models/WeatherStations.swift",
            "--type", "WeatherStation", "--compile", "--platform", "macos", "--define", "DEBUG", "--format", "json",
        ])
        let host = try #require(["linux", "macos"].first { outcome.stderr.contains("this machine (\($0))") }, "\(outcome.stderr)")
        let given = host == "macos" ? "--define DEBUG" : "--platform macos --define DEBUG"
        #expect(
            outcome.stderr
                == "codable-check: warning: --compile: swiftc builds the declarations for this machine (\(host)), not with \(given); decoding with the interpreter instead\n"
        )
        // macOS has no hygrometer, and its Objective-C runtime adds a property.
        #expect(try errorPaths(outcome.stdout) == ["sensors.2", "bridgedIdentifier"])
    }

    @Test func typesListsTheBranchesTaken() throws {
        let linux = try run(["types", "--schema", "Fixtures/Models/WeatherStations.swift", "--platform", "linux"])
        let macOS = try run(["types", "--schema", "Fixtures/Models/WeatherStations.swift", "--platform", "macos"])
        let elevation = { (listing: String) in listing.split(separator: "\n").first { $0.hasPrefix("  elevation ") } ?? "" }
        #expect(elevation(linux.stdout).hasSuffix(#"key "elevation"      decode"#), "\(linux.stdout)")
        #expect(linux.stdout.contains("  case hygrometer"), "\(linux.stdout)")
        #expect(!linux.stdout.contains("bridgedIdentifier"))
        #expect(macOS.stdout.contains("  bridgedIdentifier"), "\(macOS.stdout)")
        #expect(macOS.stdout.contains("  case pyranometer"), "\(macOS.stdout)")
        #expect(linux.status == 0 && macOS.status == 0)
    }

    @Test func archAndSwiftVersionChooseBranches() throws {
        let models = """
            struct Build: Codable {
                #if arch(x86_64)
                    var intel: Bool
                #endif
                #if swift(>=6)
                    var strictConcurrency: Bool
                #endif
            }
            """
        try withModels(models) { path in
            func paths(_ arguments: [String]) throws -> [String] {
                let outcome = try ToolProcess.run(
                    ["decode", "-", "--schema", path, "--type", "Build", "--format", "json"] + arguments, stdin: "{}")
                #expect(outcome.stderr == "")
                return try errorPaths(outcome.stdout)
            }
            // Outside a package the file is in Swift 5 mode; macOS is arm64 unless told.
            let plainMac = try paths(["--platform", "macos"])
            let intelMac = try paths(["--platform", "macos", "--arch", "x86_64"])
            let swift6 = try paths(["--platform", "macos", "--swift-version", "6"])
            let explicitDefaults = try paths(["--platform", "macos", "--arch", "arm64", "--swift-version", "5"])
            #expect(plainMac == [])
            #expect(intelMac == ["intel"])
            #expect(swift6 == ["strictConcurrency"])
            #expect(explicitDefaults == [])
        }
    }

    @Test(
        arguments: [
            (
                ["--arch", "i386"],
                "codable-check: error: invalid value 'i386' for option '--arch': expected 'arm64' or 'x86_64'"
            ),
            (
                ["--swift-version", "7"],
                "codable-check: error: invalid value '7' for option '--swift-version': expected '4', '4.2', '5' or '6'"
            ),
            (
                ["--platform", "android"],
                "codable-check: error: invalid value 'android' for option '--platform': expected 'linux', 'macos', 'ios', 'tvos', 'watchos' or 'visionos'"
            ),
            (
                ["--define", "1X"],
                "codable-check: error: invalid value '1X' for option '--define': expected a condition name, such as 'DEBUG'"
            ),
            (
                ["--can-import", "Vapor."],
                "codable-check: error: invalid value 'Vapor.' for option '--can-import': expected a module name, such as 'Vapor'"
            ),
        ])
    func invalidValuesAreUsageErrors(arguments: [String], message: String) throws {
        let outcome = try run(["types", "--schema", "Fixtures/Models/WeatherStations.swift"] + arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix(message + "\n"), "\(outcome.stderr)")
    }
}
