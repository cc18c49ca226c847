import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Kodable's README and its released code disagree on whether `@Coding` and `@CodableDate`
/// coerce (a number read as a string). With no `Package.resolved`, the README is followed; with
/// one that pins Kodable (beside `Package.swift`, or in an Xcode project or workspace), the code
/// of that version is (every release: only with `.lossless`; 1.0 also with `.lossy`).
@Suite struct PackagePinTests {
    static let model = """
        import Kodable
        struct Episode: Kodable {
            @CodableDate(.timestamp, .key("published_at")) var publishedAt: Date
            @CodableDate(.timestamp, .key("edited_at"), .lossless) var editedAt: Date
            @Coding("title", .lossy) var title: String
        }
        """

    static func pinned(_ version: String, format: Int) -> String {
        if format == 1 {
            return """
                {"object": {"pins": [{"package": "Kodable", "repositoryURL": "https://github.com/JARMourato/Kodable.git",
                "state": {"branch": null, "revision": "ae75436f5eb80c7c372d04fceb692a9a429b286a", "version": "\(version)"}}]}, "version": 1}
                """
        }
        return """
            {"pins": [{"identity": "kodable", "kind": "remoteSourceControl", "location": "https://github.com/JARMourato/Kodable.git",
            "state": {"revision": "5b72aac1d9ff761332bb5f27fb4c28542e0b067f", "version": "\(version)"}}], "version": \(format)}
            """
    }

    /// Writes `files` (relative path to text) under a new temporary folder and returns it.
    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pins-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// Whether each property coerces (its semantics' conversion), by name.
    func coercions(_ root: URL, schemaPath: String) throws -> [String: Bool] {
        defer { try? FileManager.default.removeItem(at: root) }
        let models = try ModelSchema.load(paths: [root.appendingPathComponent(schemaPath).path])
        guard case .object(let object) = try models.plan(for: "Episode") else {
            Issue.record("Episode is not an object plan")
            return [:]
        }
        return Dictionary(uniqueKeysWithValues: object.fields.map { ($0.propertyName, $0.semantics?.conversion != nil) })
    }

    @Test func withoutAPinTheReadmeIsFollowed() throws {
        let root = try folder(["Models/Episode.swift": Self.model])
        #expect(try coercions(root, schemaPath: "Models") == ["publishedAt": true, "editedAt": true, "title": true])
    }

    @Test func aPackagePinFollowsTheReleasedCode() throws {
        let root = try folder([
            "Package.swift": "// swift-tools-version:5.9\n", "Package.resolved": Self.pinned("2.0.1", format: 2),
            "Sources/App/Episode.swift": Self.model,
        ])
        #expect(try coercions(root, schemaPath: "Sources") == ["publishedAt": false, "editedAt": true, "title": false])
    }

    @Test func anXcodeProjectsPinIsFoundAboveTheModels() throws {
        let root = try folder([
            "Podcasts.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved": Self.pinned("1.0.0", format: 1),
            "Podcasts/Models/Episode.swift": Self.model,
        ])
        // Kodable 1.0 reads `.lossy` as "not enforced": a string coerces then.
        #expect(try coercions(root, schemaPath: "Podcasts/Models") == ["publishedAt": false, "editedAt": true, "title": true])
    }

    @Test func aPinToABranchIsStillTheCode() throws {
        let resolved = Self.pinned("2.0.1", format: 3).replacingOccurrences(of: #""version": "2.0.1""#, with: #""branch": "main""#)
        let root = try folder(["App.xcworkspace/xcshareddata/swiftpm/Package.resolved": resolved, "App/Episode.swift": Self.model])
        #expect(try coercions(root, schemaPath: "App") == ["publishedAt": false, "editedAt": true, "title": false])
    }
}
