import CodableCheckCore
import Testing

@testable import CodableCheckCommand

@Suite struct KeyHintsTests {
    /// Foundation's `convertFromSnakeCase`, as the reference notes pin it (B11).
    @Test(arguments: [
        ("first_name", "firstName"), ("route_u_r_l", "routeURL"), ("STOPS", "STOPS"), ("_route_id", "_routeId"),
        ("route_id_", "routeId_"), ("route__short___name", "routeShortName"), ("plain", "plain"), ("___", "___"),
        ("AVATAR_URL", "avatarUrl"),
    ])
    func snakeCaseConversion(_ key: String, _ expected: String) {
        #expect(KeyHints.convertFromSnakeCase(key) == expected)
    }

    static let plan: ValuePlan = {
        let person = ObjectPlan(
            typeName: "Person",
            fields: [
                FieldPlan(propertyName: "firstName", key: "firstName", value: .string),
                FieldPlan(propertyName: "email", key: "email", value: .optional(.string)),
            ])
        return .dictionary(key: .string, value: .array(.optional(.object(person))))
    }()

    @Test func objectPlanFollowsDictionariesArraysAndOptionals() {
        let hints = KeyHints(plan: Self.plan, keyStrategy: .useDefaultKeys)
        #expect(hints.objectPlan(at: [.key("team"), .index(3)])?.typeName == "Person")
        #expect(hints.objectPlan(at: [.key("team")]) == nil)
        #expect(hints.objectPlan(at: [.key("team"), .index(3), .key("email")]) == nil)
    }

    @Test func missingKeyHints() {
        let hints = KeyHints(plan: Self.plan, keyStrategy: .useDefaultKeys)
        let path: [CodingPathComponent] = [.key("team"), .index(0), .key("firstName")]
        #expect(
            hints.hint(forMissingKeyAt: path, presentKeys: ["first_name", "email"])
                == "'first_name' is present and 'firstName' is expected: try --key-strategy snake-case or a CodingKeys case")
        #expect(
            hints.hint(forMissingKeyAt: path, presentKeys: ["firstname"])
                == "'firstname' is present and 'firstName' is expected: check the spelling or add a CodingKeys case")
        #expect(hints.hint(forMissingKeyAt: path, presentKeys: ["email", "age"]) == nil)
    }

    @Test func unknownKeyAdviceOnlyForSnakeCase() {
        let hints = KeyHints(plan: Self.plan, keyStrategy: .useDefaultKeys)
        #expect(
            hints.snakeCaseAdvice(forUnknownKeyAt: [.key("t"), .index(0), .key("first_name")])
                == "'first_name' is present and 'firstName' is expected: try --key-strategy snake-case or a CodingKeys case")
        #expect(hints.snakeCaseAdvice(forUnknownKeyAt: [.key("t"), .index(0), .key("emial")]) == nil)
        let converting = KeyHints(plan: Self.plan, keyStrategy: .convertFromSnakeCase)
        #expect(converting.snakeCaseAdvice(forUnknownKeyAt: [.key("t"), .index(0), .key("first_name")]) == nil)
    }
}
