import Foundation
import Testing

@testable import CodableCheckCommand

/// When the tool's own build products stand for the core's sources (`CoreBuildProducts`): only
/// a whole build by this compiler is taken instead of compiling, and the core's key names the
/// products, not the sources' dates.
@Suite struct CoreBuildProductsTests {
    /// A core of two sources in `sources/`, and SwiftPM's products for them in `products/`.
    struct Layout {
        let root: URL
        var sources: URL { root.appendingPathComponent("sources") }
        var products: URL { root.appendingPathComponent("products") }
        static let names = ["Reading/JSONReader.swift", "Decoding/TapeDecoder.swift"]

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("core-products-\(UUID().uuidString)")
            for name in Self.names { try write("// \(name)\n", to: sources.appendingPathComponent(name), age: 60) }
            try write("Swift version 6.3.1\n", to: products.appendingPathComponent("swift-version-1A2B.txt"), age: 0)
            try write("module", to: products.appendingPathComponent(CoreBuildProducts.moduleFile), age: 0)
            for name in Self.names { try write("object", to: object(for: name), age: 0) }
        }

        func object(for name: String) -> URL {
            products.appendingPathComponent(CoreBuildProducts.objectFolder)
                .appendingPathComponent((name as NSString).lastPathComponent + ".o")
        }

        /// Writes `text` to `file`, made `age` seconds ago.
        func write(_ text: String, to file: URL, age: TimeInterval) throws {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: file.path)
        }

        func found() throws -> CoreBuildProducts? {
            CoreBuildProducts(folder: products, sources: try #require(CoreLibrarySources(folder: sources)))
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func aWholeCurrentBuildIsTakenWithItsCompilersVersion() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let products = try #require(try layout.found())
        // In the sources' order (sorted by path), as the cache key reads them.
        #expect(products.objects.map(\.lastPathComponent) == ["TapeDecoder.swift.o", "JSONReader.swift.o"])
        #expect(products.compilerVersion == "Swift version 6.3.1\n")
    }

    /// A source written again after the build with the same content (a `git checkout`, a
    /// formatter that changed nothing) is newer than its object and the module, which the
    /// next `swift build` leaves as they are (the compiler does not rewrite an unchanged
    /// output): the products are still the tool's build, and are taken.
    @Test func aSourceRewrittenUnchangedAfterTheBuildStillTakesTheProducts() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let name = Layout.names[0]
        try layout.write("// \(name)\n", to: layout.sources.appendingPathComponent(name), age: -5)
        #expect(try layout.found() != nil)
    }

    /// The products are the core the tool itself runs, whatever the sources say since (edited
    /// and not built: the tool runs the products too); the core's key names the products, so a
    /// rebuild that changes an object or the module is a new key, and nothing else is.
    @Test func theKeyNamesTheProductsNotTheSourcesDates() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let before = try #require(try layout.found()).identity
        try layout.write("// edited\n", to: layout.sources.appendingPathComponent(Layout.names[0]), age: -5)
        #expect(try #require(try layout.found()).identity == before)
        try layout.write("object, rebuilt", to: layout.object(for: Layout.names[1]), age: -5)
        #expect(try #require(try layout.found()).identity != before)
    }

    @Test func aMissingObjectModuleOrCompilerVersionIsNotTaken() throws {
        for missing in [Layout.names[1], CoreBuildProducts.moduleFile, "swift-version-1A2B.txt"] {
            let layout = try Layout()
            defer { layout.remove() }
            let file = missing.hasSuffix(".swift") ? layout.object(for: missing) : layout.products.appendingPathComponent(missing)
            try FileManager.default.removeItem(at: file)
            #expect(try layout.found() == nil, "without \(missing)")
        }
    }

    @Test func twoSourcesOfOneNameAreNotTaken() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try layout.write("// again\n", to: layout.sources.appendingPathComponent("Support/JSONReader.swift"), age: 60)
        #expect(try layout.found() == nil)
    }
}
