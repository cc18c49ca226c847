import CodableCheckSchema
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
import CodableCheckTestSupport
#endif

/// Hostile declarations (issue 7): absurd nesting and cycles in the schema must end in a located
/// diagnostic, never a crash, a hang or a stack overflow. `RobustnessTests` covers truncated and
/// mutated model files; these are the shapes the issue names, at its sizes.
@Suite struct HostileSchemaTests {
    @Test("a type nested in itself 10,000 times: a located error past 64 levels", .hangGuard)
    func typeNestedTenThousandTimes() throws {
        let depth = 10_000
        let text = (0..<depth).map { "struct A\($0): Codable {\n" }.joined() + "var x: Int\n" + String(repeating: "}\n", count: depth)
        let models = schema(text)
        let errors = models.diagnostics.filter { $0.severity == .error }
        #expect(rendered(errors) == ["Models.swift:65:21: error: declarations nested more than 64 deep are skipped"])
        // The levels within the limit are still read and planned.
        #expect(renderedPlan(models, "A0.A1").hasPrefix("error:") == false)
    }

    /// What every too-deep spelling is told, the property's error in the plan.
    static let tooDeepToRead =
        "Models.swift:1:25: error: the type of property 's' of 'S' nests more than 64 levels deep "
        + "(each '?', '!', '[' and generic argument is a level), more than codable-check reads, so 'S' cannot be checked"

    @Test(
        "a 10,000-deep generic or optional type: one clear error, not a stack overflow", .hangGuard,
        arguments: ["[", "Optional<", "Array<", "Set<", "?", "!"])
    func typeExpressionNestedTenThousandTimes(opener: String) throws {
        let type: String
        switch opener {
        case "?", "!": type = "Int" + String(repeating: opener, count: 10_000)
        default:
            let closer = opener == "[" ? "]" : ">"
            type = String(repeating: opener, count: 10_000) + "Int" + String(repeating: closer, count: 10_000)
        }
        let models = schema("struct S: Codable { var s: \(type) }")
        // The parser says it where the type starts, and nothing misleading (no "wrong number of
        // type arguments" from a truncated `Optional<…>`).
        #expect(
            rendered(models.diagnostics) == [
                Self.tooDeepToRead.replacingOccurrences(of: "error:", with: "warning:"),
                "Models.swift:1:28: error: the type of property 's' nests more than 64 levels deep "
                    + "(each '?', '!', '[' and generic argument is a level), more than codable-check reads",
            ])
        // Swift compiles such a type; the type that needs the property cannot be planned.
        let error = try #require(planError(models, "S"))
        #expect(rendered(error.diagnostics) == [Self.tooDeepToRead])
    }

    @Test("optionals up to the limit are read; one more level is the limit's error")
    func optionalsAtTheLimit() throws {
        #expect(!renderedPlan(schema("struct S: Codable { var s: Int\(String(repeating: "?", count: 62)) }"), "S").hasPrefix("error:"))
        let past = try #require(planError(schema("struct S: Codable { var s: Int\(String(repeating: "?", count: 64)) }"), "S"))
        #expect(rendered(past.diagnostics) == [Self.tooDeepToRead])
        // A too-deep property leaves nothing behind: the next declaration reads as it would alone.
        let after = schema(
            "struct S: Codable { var s: Int\(String(repeating: "?", count: 100)) }\n"
                + "struct W: Codable { var pages: Dictionary<String, Int>?; var list: [Int] }\n")
        #expect(
            renderedPlan(after, "W")
                == renderedPlan(schema("struct W: Codable { var pages: Dictionary<String, Int>?; var list: [Int] }"), "W"))
        // A typealias that is too deep says so at the typealias.
        let alias = schema("typealias Deep = Int\(String(repeating: "?", count: 100))\nstruct S: Codable { var s: Deep }")
        #expect(
            alias.diagnostics.map(\.message).contains {
                $0.hasPrefix("the type of typealias 'Deep' nests more than 64 levels deep")
            })
    }

    @Test("typealias cycles and a 10,000-long typealias chain: located errors", .hangGuard)
    func recursiveTypealiases() throws {
        let cycle = schema("typealias A = B\ntypealias B = A\nstruct S: Codable { var a: A }\n")
        #expect(renderedPlan(cycle, "S") == "error: cannot interpret 'S': 1 error in its declarations")
        let error = try #require(planError(cycle, "S"))
        #expect(
            rendered(error.diagnostics) == [
                "Models.swift:3:25: error: the type of property 'a' of 'S' nests more than 64 levels deep, counting optionals, "
                    + "collections, generic arguments and typealiases ('B' is past the limit); more than codable-check follows, "
                    + "or a typealias refers to itself"
            ])

        let selfAlias = schema("typealias A = [A]\ntypealias O = O?\nstruct S: Codable { var a: A; var o: O }\n")
        #expect(renderedPlan(selfAlias, "S").hasPrefix("error: cannot interpret 'S'"))

        let chain =
            (0..<10_000).map { "typealias T\($0) = T\($0 + 1)\n" }.joined() + "typealias T10000 = Int\nstruct C: Codable { var c: T0 }\n"
        let long = schema(chain)
        let chainError = try #require(planError(long, "C"))
        #expect(chainError.diagnostics.map(\.line) == [10_002])
        #expect(
            chainError.diagnostics.map(\.message) == [
                "the type of property 'c' of 'C' nests more than 64 levels deep, counting optionals, collections, generic "
                    + "arguments and typealiases ('T63' is past the limit); more than codable-check follows, or a typealias refers to itself"
            ])
        // An optional typealias chain (`typealias T1 = T0?`), 10,000 long: the same message.
        let optionals = schema(
            "typealias O0 = Int?\n" + (1..<10_000).map { "typealias O\($0) = O\($0 - 1)?\n" }.joined()
                + "struct D: Codable { var d: O9999 }\n")
        // Named as the root, the chain, a cycle and a too-deep expression say the same.
        #expect(planError(optionals, "O9999") == .typeTooDeep("O9999"))
        #expect(planError(cycle, "A") == .typeTooDeep("A"))
        let deepExpression = "Int" + String(repeating: "?", count: 100)
        #expect(planError(optionals, deepExpression) == .typeTooDeep(deepExpression))
        #expect(planError(optionals, "[Int") == .invalidTypeExpression("[Int"))
        let optionalsError = try #require(planError(optionals, "D"))
        #expect(
            optionalsError.diagnostics.map(\.message).allSatisfy {
                $0.hasPrefix("the type of property 'd' of 'D' nests more than 64 levels deep")
            })
    }

    @Test("a struct containing itself without indirection: the compiler's error", .hangGuard)
    func structContainingItself() throws {
        let models = schema(
            """
            struct S: Codable { var s: S }
            struct P: Codable { var q: Q? }
            struct Q: Codable { var p: P? }
            struct R: Codable { var r: [R]; var d: [String: R]; var o: Set<Int>? }
            final class N: Codable { var next: N? }
            """)
        #expect(
            rendered(models.diagnostics.filter { $0.severity == .error }) == [
                "Models.swift:1:25: error: value type 'S' cannot have a stored property that recursively contains it ('s')",
                "Models.swift:2:25: error: value type 'P' cannot have a stored property that recursively contains it ('q')",
                "Models.swift:3:25: error: value type 'Q' cannot have a stored property that recursively contains it ('p')",
            ])
        #expect(renderedPlan(models, "S") == "error: cannot interpret 'S': 1 error in its declarations")
        #expect(renderedPlan(models, "P") == "error: cannot interpret 'P': 2 errors in its declarations")
        // Indirection through a collection or a class is fine, as in Swift.
        #expect(!renderedPlan(models, "R").hasPrefix("error:"))
        #expect(!renderedPlan(models, "N").hasPrefix("error:"))
    }

    @Test(
        "a folder of 3,000 model files, symbolic-link loops, a FIFO and files that are not Swift",
        .hangGuard)
    func hostileSchemaFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-schema-\(UUID().uuidString)")
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: folder.appendingPathComponent("nested/deeper"), withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: folder) }
        for index in 0..<3_000 {
            try "struct Model\(index): Codable { var id: Int }\n".write(
                to: folder.appendingPathComponent("Model\(index).swift"), atomically: false, encoding: .utf8)
        }
        // Links back up the tree, twice per level: each one would multiply the paths found.
        try fileManager.createSymbolicLink(atPath: folder.appendingPathComponent("self").path, withDestinationPath: ".")
        try fileManager.createSymbolicLink(atPath: folder.appendingPathComponent("nested/up").path, withDestinationPath: "..")
        try fileManager.createSymbolicLink(atPath: folder.appendingPathComponent("nested/deeper/top").path, withDestinationPath: "../..")
        try fileManager.createSymbolicLink(atPath: folder.appendingPathComponent("loop-a").path, withDestinationPath: "loop-b")
        try fileManager.createSymbolicLink(atPath: folder.appendingPathComponent("loop-b").path, withDestinationPath: "loop-a")
        try fileManager.createSymbolicLink(atPath: folder.appendingPathComponent("Dangling.swift").path, withDestinationPath: "nowhere")
        try fileManager.createSymbolicLink(
            atPath: folder.appendingPathComponent("nested/Model0-again.swift").path, withDestinationPath: "../Model0.swift")
        #expect(mkfifo(folder.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        try Data([0xFF, 0xFE, 0x00, 0xC0, 0x80]).write(to: folder.appendingPathComponent("Binary.swift"))
        try "not swift".write(to: folder.appendingPathComponent("README.md"), atomically: false, encoding: .utf8)
        try fileManager.createDirectory(at: folder.appendingPathComponent("Folder.swift"), withIntermediateDirectories: false)

        let paths = ModelSchema.discoverSchemaPaths(from: folder.path)
        // Every model once, the binary file, and nothing reached twice or through a FIFO.
        #expect(paths.count == 3_001)
        #expect(!paths.contains { $0.hasSuffix("Pipe.swift") || $0.hasSuffix("Model0-again.swift") })
        let models = try ModelSchema.load(paths: [folder.path])
        #expect(renderedPlan(models, "Model2999") == renderedPlan(schema("struct Model2999: Codable { var id: Int }"), "Model2999"))
        #expect(!models.diagnostics.contains { $0.message.contains("declared") })
    }

    private func planError(_ models: ModelSchema, _ type: String) -> SchemaPlanError? {
        do {
            _ = try models.plan(for: type)
            return nil
        } catch {
            return error as? SchemaPlanError
        }
    }
}
