/// A hand-written `init(from:)` as read from the source: where it is, its parameter's name, and
/// its body as statements, or the first statement the reader could not follow.
struct DecodingInitializer: Sendable, Equatable {
    /// Of the `init` keyword.
    var location: SourceLocation
    /// `decoder` in `init(from decoder: Decoder)`.
    var decoderName: String
    var body: Body

    enum Body: Sendable, Equatable {
        case statements([BodyStatement])
        /// The body uses something outside the subset the tool follows: the statement, and where.
        case unreadable(statement: String, location: SourceLocation)
    }
}

/// One statement of an initializer body, with where it starts and its text (for messages).
struct BodyStatement: Sendable, Equatable {
    indirect enum Kind: Sendable, Equatable {
        /// `let x = e`, `var x: T = e`, `var x: T` (no value).
        case declare(name: String, value: BodyExpression?)
        /// `target = e`.
        case assign(target: BodyExpression, value: BodyExpression)
        case expression(BodyExpression)
        case ifStatement(conditions: [BodyCondition], then: [BodyStatement], otherwise: [BodyStatement]?)
        case guardStatement(conditions: [BodyCondition], otherwise: [BodyStatement])
        case whileLoop(condition: BodyExpression, body: [BodyStatement])
        case switchStatement(subject: BodyExpression, cases: [BodySwitchCase], defaultBody: [BodyStatement]?)
        case throwStatement(BodyExpression)
        case returnStatement
    }

    var kind: Kind
    var location: SourceLocation
    /// The statement's first line, as written.
    var text: String
}

struct BodySwitchCase: Sendable, Equatable {
    var patterns: [BodyExpression]
    var body: [BodyStatement]
}

enum BodyCondition: Sendable, Equatable {
    /// `let x = e` (or `var`); `let x` alone binds `x` to itself.
    case bind(name: String, value: BodyExpression)
    case test(BodyExpression)
}

/// An expression of an initializer body, as written.
indirect enum BodyExpression: Sendable, Equatable {
    case name(String)
    /// `.latitude`.
    case implicitMember(String)
    case member(BodyExpression, String)
    case call(BodyExpression, [BodyArgument])
    /// `{ ... }` (a closure passed to `.map`): its expression when it is a single one
    /// (`{ URL(string: $0) }`), else nil (not looked into).
    case closure(BodyExpression?)
    /// `Double.self`, `[Tag].self`.
    case typeSelf(TypeReference)
    /// A literal's JSON text (`"\"a\""`, `1`, `true`, `null`); a string with interpolation is
    /// kept as its source text in `interpolated`.
    case literal(String)
    case interpolatedString(String)
    case arrayLiteral([BodyExpression])
    /// `try`, `try?`, `try!`: the operator's text and the expression it covers.
    case tryExpression(String, BodyExpression)
    case binary(String, BodyExpression, BodyExpression)
    case prefix(String, BodyExpression)
    /// `e?` in an optional chain.
    case optionalChain(BodyExpression)
    case forceUnwrap(BodyExpression)
}

struct BodyArgument: Sendable, Equatable {
    var label: String?
    var value: BodyExpression
}
