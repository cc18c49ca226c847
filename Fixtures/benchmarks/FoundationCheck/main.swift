import Foundation

// foundation-check: what a Swift user would write instead of codable-check, for the benchmark's
// `--whole-process` mode. Decodes every file given with Foundation's `JSONDecoder` into the
// compiled benchmark models (`Fixtures/benchmarks/Models`, compiled into this program beside this
// file), with the benchmark's settings (default keys, `.iso8601` dates), and exits 0 when every
// file decoded, 1 otherwise: the same contract as `codable-check decode --quiet`.
//
// Not a package target: `codable-check-bench --whole-process` compiles it with
// `swiftc -O main.swift ../Models/*.swift -o .build/bench-tools/foundation-check`.
//
// usage: foundation-check --type Order|[Order]|TwitterSearchResponse|CitmCatalog|FeatureCollection FILE...

func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .useDefaultKeys
    decoder.dateDecodingStrategy = .iso8601
    return decoder
}

/// Decodes `data` as the named type, keeping the value alive until the decode returns.
func decode(_ typeName: String, _ data: Data, with decoder: JSONDecoder) throws -> Bool {
    switch typeName {
    case "Order": _ = try decoder.decode(Order.self, from: data)
    case "[Order]": _ = try decoder.decode([Order].self, from: data)
    case "TwitterSearchResponse": _ = try decoder.decode(TwitterSearchResponse.self, from: data)
    case "CitmCatalog": _ = try decoder.decode(CitmCatalog.self, from: data)
    case "FeatureCollection": _ = try decoder.decode(FeatureCollection.self, from: data)
    default: return false
    }
    return true
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, arguments[0] == "--type" else {
    FileHandle.standardError.write(Data("usage: foundation-check --type TYPE FILE...\n".utf8))
    exit(2)
}
let typeName = arguments[1]
let files = arguments.dropFirst(2)
let jsonDecoder = decoder()
var invalid = 0
for file in files {
    do {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        guard try decode(typeName, data, with: jsonDecoder) else {
            FileHandle.standardError.write(Data("unknown type \(typeName)\n".utf8))
            exit(2)
        }
    } catch {
        invalid += 1
        FileHandle.standardError.write(Data("\(file): \(error)\n".utf8))
    }
}
exit(invalid == 0 ? 0 : 1)
