import Testing

@testable import CodableCheckSchema

/// `WrittenExpression.substituting` (a `CodingKey` struct's literal, a `DecodingError` helper's
/// arguments) replaces a parameter through `BodyExpression.rewritten`, looking into members,
/// calls, `!`, prefix operators, `try` and interpolations, and keeping any other form as written.
@Suite struct WrittenExpressionTests {
    static let value = BodyExpression.literal(#""id""#)

    @Test func aParameterIsReplacedInsideCallsMembersAndOperators() {
        let written = BodyExpression.call(
            .member(.name("Keys"), "make"),
            [BodyArgument(label: "key", value: .tryExpression("try", .prefix("-", .forceUnwrap(.member(.name("key"), "raw")))))])
        let expected = BodyExpression.call(
            .member(.name("Keys"), "make"),
            [BodyArgument(label: "key", value: .tryExpression("try", .prefix("-", .forceUnwrap(.member(Self.value, "raw")))))])
        #expect(WrittenExpression.substituting("key", with: Self.value, in: written) == expected)
    }

    @Test func anInterpolationBecomesTheValueAsWritten() {
        let written = BodyExpression.interpolatedString(#""no \(key) here""#)
        #expect(WrittenExpression.substituting("key", with: .name("kind"), in: written) == .interpolatedString(#""no \(kind) here""#))
    }

    @Test func otherFormsAreKeptAsWritten() {
        let binary = BodyExpression.binary("+", .name("key"), .literal("1"))
        #expect(WrittenExpression.substituting("key", with: Self.value, in: binary) == binary)
        let array = BodyExpression.arrayLiteral([.name("key")])
        #expect(WrittenExpression.substituting("key", with: Self.value, in: array) == array)
    }
}
