import Foundation

/// Decodes compiled `Decodable` types from JSON with the observable behaviour of Foundation's
/// `JSONDecoder`, and can report every error with its position instead of only the first.
///
/// The strategies mirror `JSONDecoder`'s, with the same names and meanings.
public final class CodableCheckDecoder {
    public init() {}

    /// Mirrors `JSONDecoder.decode(_:from:)`: the value, or the `DecodingError` `JSONDecoder` would
    /// throw (at the value's true path where Foundation loses it; see `DecodingProblem`).
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        fatalError("CodableCheckDecoder is being written")
    }

    /// Decodes and collects every problem in decode order instead of throwing the first.
    public func decodeCollectingProblems<T: Decodable>(_ type: T.Type, from data: Data) -> DecodeReport<T> {
        fatalError("CodableCheckDecoder is being written")
    }
}

/// The outcome of `CodableCheckDecoder.decodeCollectingProblems(_:from:)`.
public struct DecodeReport<Value> {
    /// The decoded value, when decoding succeeded.
    public var value: Value?
    /// Problems that made decoding fail, in decode order; `problems.first` is the one
    /// `JSONDecoder` throws. Malformed JSON is one `dataCorrupted` problem at the syntax error.
    public var problems: [DecodingProblem]
    /// Problems the decoded type caught itself (`try?`, `decodeIfPresent` fallbacks) and went on.
    public var swallowedProblems: [DecodingProblem]

    public init(value: Value?, problems: [DecodingProblem], swallowedProblems: [DecodingProblem]) {
        self.value = value
        self.problems = problems
        self.swallowedProblems = swallowedProblems
    }
}
