/// A part of a decoded value the tool does not know: a property a hand-written `init(from:)` sets
/// by code the tool does not follow (a statement it cannot interpret, a branch it cannot decide, a
/// call it does not evaluate). The printed value (`ValidationOutcome.encodedValue`) cannot hold
/// what the app holds there, so every report that prints a value says which parts are unknown and
/// what it has in their place, rather than leaving them out silently.
public struct UnknownValue: Sendable, Equatable {
    /// What the printed value has where the unknown value would be.
    public enum Printed: String, Sendable {
        /// Nothing: the property is left out of its object.
        case leftOut
        /// `null`: a value whose whole is unknown (an enum whose case the tool cannot tell).
        case null
        /// The value as the document has it: a single-value type whose one property the body
        /// makes from what it read, by code the tool does not follow.
        case asRead
    }

    /// The unknown value's coding path: its object's path and the property's key, as the type's
    /// encoding writes it.
    public var codingPath: [CodingPathComponent]
    /// Byte offset of the value whose `init(from:)` set it (the object's `{`).
    public var byteOffset: Int
    public var printed: Printed

    public init(codingPath: [CodingPathComponent], byteOffset: Int, printed: Printed) {
        self.codingPath = codingPath
        self.byteOffset = byteOffset
        self.printed = printed
    }

    /// The path as a user writes it: `books[0].slug`; the empty path is `<root>`.
    public var renderedPath: String { CodingPathComponent.render(codingPath) }

    /// Lower-case, no trailing period, without the path (reports put it first): why the value is
    /// unknown, and what `--print` has instead.
    public var message: String {
        let instead =
            switch printed {
            case .leftOut: "--print leaves it out"
            case .null: "--print writes null"
            case .asRead: "--print writes it as the document has it"
            }
        return "set by code in init(from:) that codable-check does not follow; \(instead)"
    }
}
