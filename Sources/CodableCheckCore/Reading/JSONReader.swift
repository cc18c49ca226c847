/// Reads bytes into a `JSONDocument`, accepting exactly what Foundation's `JSONDecoder` accepts.
public enum JSONReader {
    /// The deepest nesting of arrays and objects Foundation accepts; one more is an error.
    public static let maximumNestingDepth = 512

    public static func read(_ input: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONDocument {
        fatalError("JSONReader.read is being written")
    }
}
