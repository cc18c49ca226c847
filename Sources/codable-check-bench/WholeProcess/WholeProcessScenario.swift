/// One whole-process comparison: the same files given to `foundation-check` and to
/// `codable-check decode`, each run as a fresh process.
struct WholeProcessScenario {
    /// `10,000 order files`, as the report's first column shows it.
    var name: String
    /// The `--type` both programs decode each file as.
    var typeName: String
    var files: [String]
    var byteCount: Int
    var rounds: Int

    func foundationArguments() -> [String] {
        ["--type", typeName] + files
    }

    func codableCheckArguments(modelsFolder: String) -> [String] {
        // The benchmark's settings (`DecodingSettings`): default keys, `.iso8601` dates.
        ["decode", "--type", typeName, "--schema", modelsFolder, "--date-strategy", "iso8601", "--quiet"] + files
    }
}
