import Foundation

/// The two programs `--whole-process` compares: the release `codable-check` built beside this
/// benchmark, and `foundation-check`, the one-off `JSONDecoder` program whose source is
/// `Fixtures/benchmarks/FoundationCheck/main.swift`, compiled here together with the very model
/// files the schema path reads.
///
/// The baseline is built as the tool is (`Baseline.static`: `-O -wmo -static-executable`, lld),
/// so the comparison is of the decoding and not of the linking: a dynamically linked Foundation
/// costs every process about 6 ms of start-up that the static tool does not pay, and counting it
/// would flatter the tool on small documents. `--dynamic-baseline` measures against the program
/// a user gets from a plain `swiftc -O`, labelled as such.
struct WholeProcessTools {
    let codableCheck: String
    let foundationCheck: String
    let baseline: Baseline

    /// How `foundation-check` is compiled.
    enum Baseline: String {
        case `static`
        case dynamic

        var swiftcFlags: [String] {
            switch self {
            case .static: ["-O", "-wmo", "-static-executable", "-use-ld=lld"]
            case .dynamic: ["-O", "-wmo"]
            }
        }

        /// How the report names the baseline.
        var label: String {
            "\(self == .static ? "statically" : "dynamically") linked (swiftc \(swiftcFlags.joined(separator: " ")))"
        }
    }

    static func prepare(layout: PackageLayout, baseline: Baseline, progress: (String) -> Void) throws(UsageError) -> WholeProcessTools {
        let binFolder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let codableCheck = binFolder.appendingPathComponent("codable-check").path
        guard FileManager.default.isExecutableFile(atPath: codableCheck) else {
            throw UsageError("no \(codableCheck): build it first (swift build -c release --product codable-check, or make bench-process)")
        }
        let sources =
            [layout.root.appendingPathComponent("Fixtures/benchmarks/FoundationCheck/main.swift")]
            + modelFiles(in: layout.modelsFolder)
        let output = layout.root.appendingPathComponent(".build/bench-tools/foundation-check-\(baseline.rawValue)")
        let flags = baseline.swiftcFlags
        if isStale(output, comparedWith: sources) {
            progress("compiling \(output.path) with swiftc \(flags.joined(separator: " ")) (once; again when its sources change)")
            try FileManager.default.createDirectoryOrThrow(at: output.deletingLastPathComponent())
            let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "/usr/bin/env"
            let arguments = (swiftc == "/usr/bin/env" ? ["swiftc"] : []) + flags + sources.map(\.path) + ["-o", output.path]
            let result = try ChildProcess.run(swiftc, arguments)
            guard result.exitStatus == 0 else {
                throw UsageError(
                    "swiftc failed (status \(result.exitStatus)) compiling \(output.path); run it by hand to see why: swiftc \(flags.joined(separator: " ")) \(sources.map(\.path).joined(separator: " ")) -o \(output.path)"
                )
            }
        }
        return WholeProcessTools(codableCheck: codableCheck, foundationCheck: output.path, baseline: baseline)
    }

    private static func modelFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }

    private static func isStale(_ output: URL, comparedWith sources: [URL]) -> Bool {
        guard let built = modificationDate(output) else { return true }
        return sources.contains { (modificationDate($0) ?? .distantFuture) > built }
    }

    private static func modificationDate(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}

extension FileManager {
    func createDirectoryOrThrow(at url: URL) throws(UsageError) {
        do {
            try createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot create \(url.path): \(error.localizedDescription)")
        }
    }
}
