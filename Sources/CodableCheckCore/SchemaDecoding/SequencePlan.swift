/// A standard-library or Foundation type that decodes from an unkeyed container, one element
/// after another, as its `init(from:)` does (probed with `JSONDecoder` on 6.3.1):
///
///     type                         JSON          beyond the elements
///     Range, ClosedRange           [lower, upper]  lower > upper is dataCorrupted at the range
///     PartialRangeFrom/UpTo/Through [bound]
///     CGPoint, CGSize              [x, y]          (each a CGFloat, decoded as Double)
///     CGRect                       [[x, y], [w, h]]
///     SIMD2<Float> ... SIMD64      [s0, s1, ...]   a count other than N is dataCorrupted first
///
/// Elements past the last one read are ignored (`[1, 2, 3]` is the range `1..<2`); too few is
/// `valueNotFound` "Unkeyed container is at end." at the first missing index.
public struct SequencePlan: Sendable {
    /// What the type checks besides decoding each element.
    public enum Check: Sendable, Equatable {
        case none
        /// `Range` and `ClosedRange`: the first element must not be greater than the second.
        case orderedBounds
        /// `SIMD`: the array must hold exactly this many elements, checked before any is decoded.
        case exactCount(Int)
    }

    /// One element the type reads.
    public struct Element: Sendable {
        public var value: ValuePlan
        /// The type the element is asked as, as `DecodingError` names it (`CGFloat` for
        /// `CGPoint`'s coordinates, though they decode through `Double`).
        public var typeName: String

        public init(value: ValuePlan, typeName: String) {
            self.value = value
            self.typeName = typeName
        }
    }

    /// As Swift writes the type in messages: `Range<Double>`, `CGRect`, `SIMD2<Float>`.
    public var typeName: String
    public var elements: [Element]
    public var check: Check

    public init(typeName: String, elements: [Element], check: Check = .none) {
        self.typeName = typeName
        self.elements = elements
        self.check = check
    }
}
