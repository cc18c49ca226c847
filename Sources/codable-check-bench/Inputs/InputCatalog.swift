import Foundation

/// The inputs the benchmark knows, and how to load or generate each.
///
/// The three classic JSON benchmark documents come from the corpus; the order inputs are generated
/// at start, in memory, at the sizes `--quick` or a full run asks for.
struct InputCatalog {
    struct Entry {
        let name: String
        let summary: String
    }

    static let entries = [
        Entry(name: "twitter.json", summary: "Twitter search response: CJK text, nested users and entities"),
        Entry(name: "citm_catalog.json", summary: "event catalog: dictionaries keyed by id, small integers"),
        Entry(name: "canada.json", summary: "GeoJSON polygon: 111,000 doubles in [[[Double]]]"),
        Entry(name: "orders.json", summary: "generated array of orders"),
        Entry(name: "orders.jsonl", summary: "generated JSON Lines stream, one order per line"),
    ]

    var layout: PackageLayout
    var quick: Bool

    /// Size of the generated `orders.json`: 100 MB, or 10 MB with `--quick`.
    var orderArrayByteCount: Int { quick ? 10_000_000 : 100_000_000 }
    /// Size of the generated `orders.jsonl`: 250 MB, or 25 MB with `--quick`.
    var orderLinesByteCount: Int { quick ? 25_000_000 : 250_000_000 }

    /// Loads or generates the input named `name`; nil with a reason when it cannot be had.
    func load(_ name: String) -> Result<BenchmarkInput, UsageError> {
        switch name {
        case "twitter.json": corpusDocument(name, model: .twitter)
        case "citm_catalog.json": corpusDocument(name, model: .citmCatalog)
        case "canada.json": corpusDocument(name, model: .canada)
        case "orders.json": .success(generated(name, framing: .array, seed: 1, byteCount: orderArrayByteCount))
        case "orders.jsonl": .success(generated(name, framing: .lines, seed: 2, byteCount: orderLinesByteCount))
        default: .failure(UsageError("unknown input '\(name)'"))
        }
    }

    private func corpusDocument(_ name: String, model: ModelBinding) -> Result<BenchmarkInput, UsageError> {
        guard let url = layout.corpusFile(named: name) else {
            return .failure(UsageError("\(name) is in neither Fixtures/corpus/ nor ../shared/corpus/"))
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return .failure(UsageError("cannot read \(url.path): \(error.localizedDescription)"))
        }
        let origin = url.path.hasPrefix(layout.root.path + "/")
            ? String(url.path.dropFirst(layout.root.path.count + 1)) : url.standardizedFileURL.path
        return .success(BenchmarkInput(
            name: name, data: data, units: [data], isLineDelimited: false, isGenerated: false, model: model, origin: origin,
            warmupRounds: 2, measuredRounds: quick ? 5 : 20))
    }

    private func generated(_ name: String, framing: OrdersGenerator.Framing, seed: UInt64, byteCount: Int) -> BenchmarkInput {
        let output = OrdersGenerator(seed: seed, framing: framing, targetByteCount: byteCount).generate()
        let units: [Data]
        let model: ModelBinding
        switch framing {
        case .array:
            units = [output.data]
            model = .orderArray
        case .lines:
            units = output.lineRanges.map { output.data[$0] }
            model = .order
        }
        let origin = "generated: \(Format.grouped(output.orderCount)) orders, seed \(seed), fnv1a \(Fingerprint.of(output.data))"
        return BenchmarkInput(
            name: name, data: output.data, units: units, isLineDelimited: framing == .lines, isGenerated: true, model: model,
            origin: origin, warmupRounds: 1, measuredRounds: quick ? 3 : 5)
    }
}
