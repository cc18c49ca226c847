import Foundation
import Testing

@testable import CodableCheckCommand

/// When the tool's own build products stand for the core's sources (`CoreBuildProducts`): only
/// a whole build, no source newer than its object or the module, is taken instead of compiling.
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

    @Test func aSourceEditedSinceTheBuildIsNotTaken() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try layout.write("// edited\n", to: layout.sources.appendingPathComponent(Layout.names[0]), age: -5)
        #expect(try layout.found() == nil)
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
