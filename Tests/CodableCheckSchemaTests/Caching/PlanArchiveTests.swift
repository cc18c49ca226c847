import CodableCheckCore
import CodableCheckSchema
import CodableCheckTestSupport
import Foundation
import Testing

/// The schema cache's plan archive: a plan read back is the plan written, shared and recursive
/// object plans included; what it does not carry is refused; and no bytes crash the reader.
@Suite struct PlanArchiveTests {
    static let packageRoot = PackagePaths.root

    /// Every value the plan holds, classes followed once (`dump` marks a repeated object
    /// instead of following it again), so that a dropped property or a lost share shows.
    func dumped(_ plan: ValuePlan) -> String {
        var text = ""
        dump(plan, to: &text)
        // Object identities differ between the written and the read plan; their numbering does not.
        return text.replacingOccurrences(of: #"#\d+"#, with: "#", options: .regularExpression)
    }

    @Test(arguments: ["Fixtures/Models", "Fixtures/benchmarks/Models", "Fixtures/cli/Models"])
    func everyArchivablePlanReadsBackTheSame(folder: String) throws {
        let models = try ModelSchema.load(paths: [Self.packageRoot.appendingPathComponent(folder).path])
        var archived = 0
        for name in models.typeNames {
            guard let plan = try? models.plan(for: name), let bytes = PlanArchive.encode(plan) else { continue }
            archived += 1
            let read = try #require(PlanArchive.decode(bytes), "\(name)")
            #expect(dumped(read) == dumped(plan), "\(name)")
            #expect(PlanDescription.render(read) == PlanDescription.render(plan), "\(name)")
            #expect(PlanArchive.encode(read) == bytes, "\(name)")
        }
        // Many model types decode synthesized: they are what the archive is for (the seed models
        // also exercise interpreted initializers and Foundation's own types, which it leaves out).
        #expect(archived * 3 > models.typeNames.count, "\(archived) of \(models.typeNames.count)")
    }

    @Test func recursiveAndSharedObjectsStayOneObject() throws {
        let models = schema(
            """
            final class Category: Codable {
                let name: String
                let children: [Category]
                let parent: Category?
            }
            struct Shelf: Codable {
                let main: Category
                let spare: Category
            }
            """)
        let bytes = try #require(PlanArchive.encode(try models.plan(for: "Shelf")))
        guard case .object(let shelf)? = PlanArchive.decode(bytes) else {
            Issue.record("not an object plan")
            return
        }
        guard case .object(let main) = shelf.fields[0].value, case .object(let spare) = shelf.fields[1].value,
            case .array(.object(let child)) = main.fields[1].value, case .optional(.object(let parent)) = main.fields[2].value
        else {
            Issue.record("unexpected shape: \(PlanDescription.render(.object(shelf)))")
            return
        }
        #expect(main === spare)
        #expect(main === child)
        #expect(main === parent)
        #expect(main.fields.map(\.key) == ["name", "children", "parent"])
    }

    @Test func keyNamesDefaultsAndConstantsAreKept() throws {
        let models = schema(
            """
            struct Edition: Codable {
                var title: String = "Untitled"
                let format = "paperback"
                let printings: [Int: Double]
                let status: Status
                enum CodingKeys: String, CodingKey {
                    case title = "book_title", format, printings, status
                }
            }
            enum Status: Int, Codable { case draft = 1, published = 2 }
            """)
        let plan = try models.plan(for: "Edition")
        let read = try #require(PlanArchive.encode(plan).flatMap { PlanArchive.decode($0) })
        #expect(dumped(read) == dumped(plan))
        guard case .object(let edition) = read else {
            Issue.record("not an object plan")
            return
        }
        #expect(edition.fields.map(\.key) == ["book_title", "printings", "status"])
        #expect(edition.fields[0].defaultValue == #""Untitled""#)
        #expect(edition.encodedConstants == [EncodedConstant(key: "format", value: .string("paperback"))])
    }

    @Test func plansItDoesNotCarryAreRefused() throws {
        let models = schema(
            """
            struct Temperature: Decodable {
                let celsius: Double
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    celsius = try container.decode(Double.self, forKey: .celsius)
                }
                enum CodingKeys: String, CodingKey { case celsius }
            }
            enum Shape: Codable {
                case circle(radius: Double)
                case square(side: Double)
            }
            struct Reading: Codable {
                let at: Temperature
            }
            """)
        for name in ["Temperature", "Shape", "Reading"] {
            #expect(PlanArchive.encode(try models.plan(for: name)) == nil, "\(name)")
        }
    }

    @Test func truncatedOrCorruptBytesNeverCrash() throws {
        let models = try ModelSchema.load(paths: [Self.packageRoot.appendingPathComponent("Fixtures/benchmarks/Models").path])
        let bytes = try #require(PlanArchive.encode(try models.plan(for: "TwitterSearchResponse")))
        for length in 0..<bytes.count {
            #expect(PlanArchive.decode(Array(bytes[..<length])) == nil, "\(length) bytes")
        }
        #expect(PlanArchive.decode(bytes + [0]) == nil)
        // Any change either reads as some plan or as none: the reader must not trap on it.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var changed = bytes
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                changed[Int.random(in: 0..<changed.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = PlanArchive.decode(changed)
        }
        #expect(PlanArchive.decode([UInt8](repeating: 0xFF, count: 64)) == nil)
        #expect(PlanArchive.decode([UInt8](repeating: 11, count: 10_000)) == nil)
    }
}
