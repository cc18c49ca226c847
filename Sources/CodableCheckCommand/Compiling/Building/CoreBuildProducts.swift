import Foundation

/// The core library as the tool's own build already compiled it: SwiftPM's products for the
/// `CodableCheckCore` target (`Modules/CodableCheckCore.swiftmodule`, one
/// `CodableCheckCore.build/<file>.swift.o` per source file, and the `swift-version-*.txt` naming
/// the compiler), beside the executable in a checkout (`.build/debug/`), or where `make install`
/// copies them (`PREFIX/share/codable-check/core-products/`, same layout).
///
/// Compiling the core from its sources is a minute or more of CPU (`CoreLibraryBuild`); taking
/// these products into the cache is a copy and an archive, under a second, so a first
/// `--compile` pays only for the app's declarations. They are taken when they are a whole build
/// (an object for every source file, the module, the compiler's version) by exactly this
/// compiler (a module from another compiler cannot be imported).
///
/// They are not judged by the sources' dates: a source written again unchanged (a `git
/// checkout`, a formatter that changed nothing) is newer than its object and the module, which
/// the next `swift build` leaves as they are, since the compiler does not rewrite an unchanged
/// output. The products are the core the tool itself was linked from, so a helper built with
/// them decodes as the tool's own core does, whatever the sources say since; the core's cache
/// key names the products (`identity`), not the sources.
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
    /// What the products are, for the core's cache key: each product's size and modification
    /// time, and the compiler's version. A build that changes an object or the module writes
    /// it anew; one that would write the same bytes leaves it, and the products are the same.
    /// Stamps, not a digest of the 12 MB of objects, which every `--compile` run would pay.
    var identity: String

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

    /// The products in `folder`, when they are a whole build of `sources`' files.
    init?(folder: URL, sources: CoreLibrarySources) {
        let module = folder.appendingPathComponent(Self.moduleFile)
        guard
            let versionFile = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
                .filter({ $0.hasPrefix("swift-version-") && $0.hasSuffix(".txt") }).sorted().first,
            let version = FileManager.default.contents(atPath: folder.appendingPathComponent(versionFile).path)
        else { return nil }
        // SwiftPM names each object after its source file's name: two sources of one name
        // would need a naming rule this does not know.
        let names = sources.files.map(\.lastPathComponent)
        guard Set(names).count == names.count else { return nil }
        let objects = sources.files.map { source in
            folder.appendingPathComponent(Self.objectFolder).appendingPathComponent(source.lastPathComponent + ".o")
        }
        var identity = StableHash()
        identity.add(version)
        for file in [module] + objects {
            guard let stamp = Self.stamp(file) else { return nil }
            identity.add(file.lastPathComponent)
            identity.add(stamp)
        }
        self.identity = identity.hexDigits
        self.folder = folder
        self.module = module
        self.objects = objects
        compilerVersion = String(decoding: version, as: UTF8.self)
    }

    /// The file's size and modification time; nil when it is missing.
    private static func stamp(_ file: URL) -> String? {
        var status = stat()
        guard stat(file.path, &status) == 0 else { return nil }
        return "\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
}
