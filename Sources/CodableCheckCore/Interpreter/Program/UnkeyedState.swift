/// What a body asks an unkeyed container about where it stands (`DecodingExpression.unkeyedState`).
/// `JSONDecoder`'s unkeyed container always knows its count, so `count` is never nil there.
public enum UnkeyedState: String, Sendable, Equatable, CaseIterable {
    /// `isAtEnd`: every element read.
    case isAtEnd
    /// `count`: the number of elements in the array.
    case count
    /// `currentIndex`: the index of the next element to read.
    case currentIndex
}
