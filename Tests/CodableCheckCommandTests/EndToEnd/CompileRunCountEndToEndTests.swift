import CodableCheckTestSupport
import Foundation
import Testing

/// How many compiler runs a `types --compile` build takes to leave out what fails: a module has
/// `HelperBuild.maximumRunsPerModule`, so a run that could have settled something and did not
/// brings a large module nearer to giving up for every type. With the real `swiftc`, in
/// `CompileEndToEndTests`' shared cache.
@Suite(.hangGuard) struct CompileRunCountEndToEndTests {
    /// `Crate` reads a lock whose stored `os_unfair_lock` no file declares and this platform
    /// lacks: nothing the build leaves out can fix it. It is left out in the first run, with the
    /// `Array` extension matched by spelling that does not compile either, so the second run
    /// builds `Pallet`. Before, `Crate` waited for a run that had nothing else to leave out
    /// (three runs; stream-chat's 63-file module ran out of runs so).
    @Test(.enabled(if: CompileEndToEndTests.hasSwiftc, "swiftc is not on PATH"))
    func anErrorNothingCanFixLeavesItsTypeOutInTheSameRun() throws {
        let (listing, runs) = try Self.listing(
            module: "Depot", file: "Depot.swift",
            """
            import Foundation

            final class LabelLock {
                static let shared = LabelLock()
                private var handle = os_unfair_lock()
                func locked<T>(_ body: () -> T) -> T { body() }
            }

            struct Crate: Decodable {
                var label: String

                init(from decoder: any Decoder) throws {
                    let raw = try decoder.singleValueContainer().decode(String.self)
                    label = LabelLock.shared.locked { raw.uppercased() }
                }
            }

            struct Pallet: Decodable {
                var summary: String
                var crates: Int

                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    summary = try container.decode(String.self, forKey: .summary)
                    crates = max(0, try container.decode(Int.self, forKey: .crates))
                }

                enum CodingKeys: String, CodingKey { case summary, crates }
            }

            extension Array {
                var summary: String { map { "\\($0)" }.joinedWithCommas() }
            }

            """)
        #expect(runs.count == 2 && runs.last?.contains(": built") == true, "\(runs)")
        #expect(listing.stdout.contains("Pallet") && listing.stdout.contains("1 compiled"), "\(listing.stdout)")
        #expect(listing.stderr.contains("'Crate' does not compile here"), "\(listing.stderr)")
    }

    /// `Tariff.rates`, kept because a coding key is spelled `rates`, holds a `Ledger` whose
    /// stored `os_unfair_lock_t` this platform lacks: `Ledger` takes no part in decoding and
    /// cannot compile here, so it is left out whole in the first run, and `rates`, which uses
    /// it, with it (`LeftOutCascade`); the second run builds `Invoice`. Before, `Ledger` failed
    /// in every run (its initializer left out, then "class 'Ledger' has no initializers", then
    /// `rates`) until nothing was left to leave out, and `Invoice` was not compiled (three runs;
    /// Pulse's `Mutex` and stream-core's `AllocatedUnfairLock` kept their builds failing so).
    @Test(.enabled(if: CompileEndToEndTests.hasSwiftc, "swiftc is not on PATH"))
    func aTypeThatCannotCompileHereGoesWithWhatUsesItInOneRun() throws {
        let (listing, runs) = try Self.listing(
            module: "Billing", file: "Billing.swift",
            """
            import Foundation

            final class Ledger<Value> {
                private let handle: os_unfair_lock_t
                private var value: Value

                init(_ value: Value) {
                    handle = .allocate(capacity: 1)
                    self.value = value
                }

                func read() -> Value { value }
            }

            struct Tariff: Hashable {
                var code: String

                static let rates = Ledger(["EU": 0.2, "US": 0.07])
            }

            struct Invoice: Decodable {
                var number: String
                var tariff: Tariff
                var rates: [Double]

                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    number = try container.decode(String.self, forKey: .number)
                    tariff = Tariff(code: try container.decode(String.self, forKey: .tariff))
                    rates = try container.decodeIfPresent([Double].self, forKey: .rates) ?? []
                }

                enum CodingKeys: String, CodingKey { case number, tariff, rates }
            }

            """)
        #expect(runs.count == 2 && runs.last?.contains(": built") == true, "\(runs)")
        #expect(listing.stdout.contains("Invoice") && listing.stdout.contains("1 compiled"), "\(listing.stdout)")
        #expect(!listing.stderr.contains("does not compile here"), "\(listing.stderr)")
    }

    /// `Beacon`'s initializer does not compile (here or anywhere), so the first run leaves it
    /// out, and the class then has no initializers: nothing a later run changes gives them
    /// back, so the second run leaves `Beacon` out whole with `Route.beacon`, which uses it, and
    /// the third builds `Route`. Before, "class 'Beacon' has no initializers" waited for a run
    /// with nothing left to leave out, and `Route`, whose selection keeps `Beacon` only for a
    /// name its coding keys spell, was not compiled.
    @Test(.enabled(if: CompileEndToEndTests.hasSwiftc, "swiftc is not on PATH"))
    func aClassLeftWithoutInitializersGoesAtOnce() throws {
        let (listing, runs) = try Self.listing(
            module: "Transit", file: "Transit.swift",
            """
            import Foundation

            final class Beacon {
                let region: String

                init(region: String) {
                    self.region = region.uppercased(radix: 16)
                }
            }

            struct Stop: Hashable {
                var name: String

                static let beacon = Beacon(region: "north")
            }

            struct Route: Decodable {
                var line: String
                var stops: [Stop]
                var beacon: Bool

                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    line = try container.decode(String.self, forKey: .line)
                    stops = try container.decode([String].self, forKey: .stops).map { Stop(name: $0) }
                    beacon = try container.decodeIfPresent(Bool.self, forKey: .beacon) ?? false
                }

                enum CodingKeys: String, CodingKey { case line, stops, beacon }
            }

            """)
        #expect(runs.count == 3 && runs.last?.contains(": built") == true, "\(runs)")
        #expect(listing.stdout.contains("Route") && listing.stdout.contains("1 compiled"), "\(listing.stdout)")
    }

    /// `Archive` is the namespace of `Archive.Entry` and holds a lock whose stored
    /// `os_unfair_lock_t` this platform lacks; `Entry`'s local `shared` keeps `Archive.shared`,
    /// which makes an `Archive`, so the selection keeps it whole. It cannot go whole (`Entry` is
    /// nested in it): the first run leaves out its members but its nested types, and the
    /// second builds `Entry`. Before, `Archive` failed in every run and `Entry`, which needs it
    /// only as a namespace, was not compiled (Pulse's models nested in `LoggerStore`, which
    /// holds Core Data stores).
    @Test(.enabled(if: CompileEndToEndTests.hasSwiftc, "swiftc is not on PATH"))
    func aNamespaceThatCannotCompileKeepsOnlyItsNestedTypes() throws {
        let (listing, runs) = try Self.listing(
            module: "Shelf", file: "Archive.swift",
            """
            import Foundation

            final class Archive {
                private let handle: os_unfair_lock_t
                private var titles: [String] = []

                init() {
                    handle = .allocate(capacity: 1)
                }

                static let shared = Archive()

                func record(_ title: String) { titles.append(title) }
            }

            extension Archive {
                struct Entry: Decodable {
                    var title: String
                    var shared: Bool

                    init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: CodingKeys.self)
                        title = try container.decode(String.self, forKey: .title)
                        let shared = try container.decodeIfPresent(Bool.self, forKey: .shared)
                        self.shared = shared ?? false
                    }

                    enum CodingKeys: String, CodingKey { case title, shared }
                }
            }

            """)
        #expect(runs.count == 2 && runs.last?.contains(": built") == true, "\(runs)")
        #expect(listing.stdout.contains("Archive.Entry") && listing.stdout.contains("1 compiled"), "\(listing.stdout)")
    }

    /// `types --schema Sources --compile` on `source`, the one file of `module` in a new folder
    /// (its name in a comment on the first line, so that no two runs share a helper): the
    /// listing, and the compiler's runs from the build's trace.
    static func listing(module: String, file: String, _ source: String) throws -> (
        outcome: ToolProcess.Outcome, runs: [String]
    ) {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("Sources/\(module)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "// \(directory.lastPathComponent)\n\(source)\n".write(
            to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        return try CompileEndToEndTests().compilerRuns(["types", "--schema", "Sources", "--compile"], in: directory)
    }
}
