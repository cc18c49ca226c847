import Foundation
import Testing

/// The compile cache under the ways real use treats it: many runs at once, Ctrl-C during a
/// build, a build killed outright. A stand-in compiler (`FakeCompiler`) takes the real one's
/// place, so each test takes seconds and needs no toolchain.
@Suite struct CompileCacheTests {
    static let fixtures = ToolPaths.packageRoot.appendingPathComponent("Fixtures/compile")
    static let arguments = ["decode", "parcels.json", "--type", "[Parcel]", "--schema", "Parcels", "--compile"]
    static let valid = ToolProcess.Outcome(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors\n", status: 0)

    /// The build folders in the cache (leftovers of builds that did not finish).
    static func buildFolders(in cache: URL) -> [String] {
        let building = cache.appendingPathComponent("codable-check/building")
        return ((try? FileManager.default.contentsOfDirectory(atPath: building.path)) ?? []).sorted()
    }

    /// Starts the tool without waiting for it; what it writes to standard error goes to
    /// `errors` when given.
    static func start(environment: [String: String], errors: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = try ToolProcess.executableURL()
        process.arguments = arguments
        process.environment = environment.merging(["HOME": NSTemporaryDirectory()]) { given, _ in given }
        process.currentDirectoryURL = fixtures
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        if let errors {
            try Data().write(to: errors)
            process.standardError = try FileHandle(forWritingTo: errors)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        return process
    }

    /// Twenty runs started together need the same core and helper: one builds each while the
    /// others wait for its lock, and all of them decode with what it built.
    @Test func twentyRunsStartedTogetherBuildOnce() throws {
        let folder = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = try FakeCompiler(in: folder)
        let environment = compiler.environment(seconds: 1, cache: folder.appendingPathComponent("cache"))
        // All started before any is waited for.
        let errors = (0..<20).map { folder.appendingPathComponent("errors-\($0).txt") }
        let processes = try errors.map { try Self.start(environment: environment, errors: $0) }
        for process in processes { #expect(FakeCompiler.waitForExit(process)) }
        let outcomes = zip(processes, errors).map { process, errors in
            ToolProcess.Outcome(
                stdout: "", stderr: (try? String(contentsOf: errors, encoding: .utf8)) ?? "", status: process.terminationStatus)
        }
        #expect(outcomes.allSatisfy { $0 == Self.valid }, "\(outcomes)")
        #expect(compiler.builds.map { $0.split(separator: " ")[0] } == ["core", "helper"])
        #expect(Self.buildFolders(in: folder.appendingPathComponent("cache")).isEmpty)
    }

    /// Ctrl-C during a build: the compiler is stopped, the build folder removed, and the run
    /// ends by the signal, as an interrupted program does.
    @Test func anInterruptedBuildLeavesNothingBehind() throws {
        let folder = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = try FakeCompiler(in: folder)
        let cache = folder.appendingPathComponent("cache")
        let process = try Self.start(environment: compiler.environment(seconds: 600, cache: cache))
        let started = try #require(compiler.waitForBuild("core "))
        defer { if let pid = Int32(started.split(separator: " ")[1]) { kill(pid, SIGKILL) } }
        #expect(Self.buildFolders(in: cache).count == 1)
        kill(process.processIdentifier, SIGINT)
        try #require(FakeCompiler.waitForExit(process), "the run did not end on SIGINT")
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGINT)
        #expect(Self.buildFolders(in: cache).isEmpty)
        #expect(compiler.waitForBuild("stopped \(started)") != nil, "the compiler was not stopped: \(compiler.builds)")
    }

    /// A build killed outright (`SIGKILL`, a machine stopped) cannot clean up: the next run
    /// removes its folder, since no living process holds it.
    @Test func aKilledBuildsLeftoversAreRemovedByTheNextRun() throws {
        let folder = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = try FakeCompiler(in: folder)
        let cache = folder.appendingPathComponent("cache")
        let process = try Self.start(environment: compiler.environment(seconds: 600, cache: cache))
        let started = try #require(compiler.waitForBuild("core "))
        kill(process.processIdentifier, SIGKILL)
        try #require(FakeCompiler.waitForExit(process))
        // The orphaned stand-in compiler is stopped by hand; its folder stays behind.
        if let pid = Int32(started.split(separator: " ")[1]) { kill(pid, SIGTERM) }
        let left = Self.buildFolders(in: cache)
        #expect(left.count == 1)

        let next = try ToolProcess.run(Self.arguments, in: Self.fixtures, environment: compiler.environment(seconds: 0, cache: cache))
        #expect(next == Self.valid)
        #expect(Self.buildFolders(in: cache).isEmpty, "left behind: \(left)")
    }
}
