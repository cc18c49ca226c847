import Foundation

/// The core library as the tool's own build already compiled it: SwiftPM's products for the
/// `CodableCheckCore` target (`Modules/CodableCheckCore.swiftmodule`, one
/// `CodableCheckCore.build/<file>.swift.o` per source file, and the `swift-version-*.txt` naming
/// the compiler), beside the executable in a checkout (`.build/debug/`), or where `make install`
/// copies them (`PREFIX/share/codable-check/core-products/`, same layout).
///
/// Compiling the core from its sources is a minute or more of CPU (`CoreLibraryBuild`); taking
/// these products into the cache is a copy and an archive, under a second, so a first
/// `--compile` pays only for the app's declarations. They are taken only when they are the
/// build of exactly these sources by exactly this compiler: every source file has its object,
/// no source is newer than its object or than the module, and the compiler on `PATH` reports
/// the version the products were built with (a module from another compiler cannot be
/// imported). Anything else, and the core is compiled from its sources as before.
struct CoreBuildProducts {
    static let moduleFile = "Modules/\(CoreLibraryBuild.moduleName).swiftmodule"
    static let objectFolder = "\(CoreLibraryBuild.moduleName).build"
    /// Where `make install` copies the products, relative to `PREFIX`.
    static let installedPath = "share/codable-check/core-products"

    var folder: URL
    var module: URL
    /// The objects of the core's sources, in the sources' order.
    var objects: [URL]
    /// `swiftc --version` of the compiler that built them, as SwiftPM recorded it.
    var compilerVersion: String

    /// The first candidate folder holding products of `sources`; nil when none does.
    static func find(for sources: CoreLibrarySources) -> CoreBuildProducts? {
        candidates().lazy.compactMap { Self(folder: $0, sources: sources) }.first
    }

    /// The executable's own folder (a checkout's `.build/<configuration>/`), then the installed copy.
    static func candidates() -> [URL] {
        guard let executablePath = InstallLayout.executablePath else { return [] }
        return [
            URL(fileURLWithPath: executablePath).deletingLastPathComponent(),
            InstallLayout.installed(installedPath, executablePath: executablePath),
        ]
    }

    /// The products in `folder`, when they are a whole, current build of `sources`.
    init?(folder: URL, sources: CoreLibrarySources) {
        let module = folder.appendingPathComponent(Self.moduleFile)
        guard let moduleTime = Self.modificationTime(module),
            let versionFile = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
                .filter({ $0.hasPrefix("swift-version-") && $0.hasSuffix(".txt") }).sorted().first,
            let version = FileManager.default.contents(atPath: folder.appendingPathComponent(versionFile).path)
        else { return nil }
        // SwiftPM names each object after its source file's name: two sources of one name
        // would need a naming rule this does not know.
        let names = sources.files.map(\.lastPathComponent)
        guard Set(names).count == names.count else { return nil }
        var objects: [URL] = []
        for source in sources.files {
            let object = folder.appendingPathComponent(Self.objectFolder).appendingPathComponent(source.lastPathComponent + ".o")
            guard let sourceTime = Self.modificationTime(source), let objectTime = Self.modificationTime(object),
                sourceTime <= objectTime, sourceTime <= moduleTime
            else { return nil }
            objects.append(object)
        }
        self.folder = folder
        self.module = module
        self.objects = objects
        compilerVersion = String(decoding: version, as: UTF8.self)
    }

    private static func modificationTime(_ file: URL) -> Double? {
        var status = stat()
        guard stat(file.path, &status) == 0 else { return nil }
        return Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
    }
}
