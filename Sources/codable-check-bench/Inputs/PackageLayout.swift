import Foundation

/// Where the package's files are at run time: the model files the schema path reads, and the
/// corpus.
///
/// The benchmark must read the very `.swift` files it was compiled from, so the root is found from
/// this source file's own path (`#filePath`), and from the current directory when the binary runs
/// where that path does not exist (a copied binary, `swift run` from the package root).
struct PackageLayout {
    /// The package root: the folder holding `Package.swift`.
    let root: URL

    static func locate() throws(UsageError) -> PackageLayout {
        let compiledAt = URL(fileURLWithPath: #filePath)  // …/Sources/codable-check-bench/Inputs/PackageLayout.swift
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for candidate in [compiledAt, current] where isPackageRoot(candidate) {
            return PackageLayout(root: candidate)
        }
        throw UsageError("cannot find the package root (no Package.swift at \(compiledAt.path) or in the current directory)")
    }

    /// `Fixtures/benchmarks/Models`: the models compiled into this executable (through the
    /// `Sources/codable-check-bench/Models` symlink) and read by the schema path.
    var modelsFolder: URL {
        root.appendingPathComponent("Fixtures/benchmarks/Models")
    }

    /// A corpus file from `Fixtures/corpus/`, or from the shared corpus beside the package
    /// (`../shared/corpus/`) while the project's copy does not exist yet; nil if neither has it.
    func corpusFile(named name: String) -> URL? {
        let candidates = [
            root.appendingPathComponent("Fixtures/corpus").appendingPathComponent(name),
            root.deletingLastPathComponent().appendingPathComponent("shared/corpus").appendingPathComponent(name),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Writes a generated input to `.build/bench-data/` (ignored by git, removed by `make clean`).
    func saveGenerated(_ input: BenchmarkInput) throws(UsageError) -> URL {
        let folder = root.appendingPathComponent(".build/bench-data")
        let url = folder.appendingPathComponent(input.name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try input.data.write(to: url)
        } catch {
            throw UsageError("cannot write \(url.path): \(error.localizedDescription)")
        }
        return url
    }

    private static func isPackageRoot(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
    }
}
