import Foundation

// codable-check-bench: JSONDecoder, CodableCheckDecoder and the schema-driven validator on the
// same inputs and models, each checked against JSONDecoder before it is timed. `make bench`.

do {
    try BenchmarkCommand(options: BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))).run()
} catch {
    FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
    exit(2)
}
