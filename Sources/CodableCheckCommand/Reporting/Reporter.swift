/// One output format (`--format text|json`). Results arrive per input as they are decoded; a
/// streaming format writes them at once, the others collect them until `finish`.
protocol Reporter {
    /// The `--format` value.
    static var identifier: String { get }
    mutating func report(_ result: InputResult)
    mutating func finish(_ summary: Summary)
    /// Whether nobody reads the report any more (a closed pipe): the command stops early.
    var isOutputClosed: Bool { get }
}
