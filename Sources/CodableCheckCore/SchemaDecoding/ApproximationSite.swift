/// A place in the model sources where schema-driven decoding departs from what the app's own code
/// does: a hand-written `init(from:)` checked as if synthesized, a statement of one that is not
/// followed, a check assumed to hold, an `init?(rawValue:)` not read, a property wrapper decoded
/// as its bare type.
///
/// The plan carries each site on the part of it the site changes (`ObjectPlan.approximations`,
/// `CustomDecodingPlan.approximations`), and the walkers note the sites a document's decoding
/// reaches (`ValidationOutcome.approximations`): a document that never enters the approximated
/// part (an absent optional, an empty array) keeps an exact verdict.
public struct ApproximationSite: Sendable, Hashable {
    /// What kind of departure: stable names, used as they are in reports (`codable-check types
    /// --format json`, the JSON report's `approximations`).
    public enum Kind: String, Sendable, CaseIterable {
        /// A hand-written `init(from:)` that is not read: decoding is checked as if synthesized.
        case initializerNotRead
        /// A statement of an interpreted `init(from:)` that the tool does not follow: the reads it
        /// certainly makes are checked, what it sets is not.
        case statementNotFollowed
        /// A check in an `init(from:)` (`guard count > 0 else { throw … }`) assumed to hold.
        case conditionAssumed
        /// An `init?(rawValue:)` that is not read: every raw value of the right type is accepted.
        case rawValueInitializerNotRead
        /// A property wrapper, Kodable option or closure decoded as the bare type.
        case propertyFeatureIgnored
        /// An attribute on the type that may be an attached macro (`@LenientSize enum Size`):
        /// its expansion may add the `init(from:)` or conformance decoding calls, which the tool
        /// does not see; the type is checked as declared.
        case macroNotExpanded
        /// A check in an interpreted `init(from:)` that met, in this document, a value the tool
        /// does not know (another type's value made by a helper it does not follow): the way
        /// that does not throw is taken, and what either way sets is unchecked. Reached at run
        /// time only, by a body that has no approximation of its own.
        case checkOnUnknownValue
    }

    public var kind: Kind
    /// The type whose declaration holds the site (`Invoice`, `Outer.Inner`).
    public var typeName: String
    /// What is approximated, as written: the statement (`for key in container.allKeys {`),
    /// `init(from:)`, the wrapper (`@Clamped`).
    public var subject: String
    /// The schema reader's warning about it: lower-case, no trailing period.
    public var message: String
    /// Why the tool does not follow it, when the warning gives a reason of its own (a statement
    /// not followed: `the tool does not follow this statement`, `helper 'parse' has a for loop`).
    public var reason: String?
    /// The function holding the site when it is not `typeName`'s `init(from:)`: the app's date
    /// function (`decodeAPIDate(_:)` at file scope, `APIFormats.decodeAPIDate(_:)`).
    public var declaration: String?
    /// The model file, as the schema was read.
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int

    public init(
        kind: Kind, typeName: String, subject: String, message: String, reason: String? = nil, declaration: String? = nil,
        file: String, line: Int, column: Int
    ) {
        self.declaration = declaration
        self.kind = kind
        self.typeName = typeName
        self.subject = subject
        self.message = message
        self.reason = reason
        self.file = file
        self.line = line
        self.column = column
    }
}
