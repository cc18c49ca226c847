import Foundation

// Fluent-shaped models of a lending library, compiled here against `FluentKitStandIn.swift` and
// read as a schema (with `import FluentKit` put first, as a Vapor app's model file has it) by
// `FluentModelDifferentialTests`.

final class Branch: Model {
    @ID(key: .id) var id: UUID?
    @Field(key: "city") var city: String
    @Children(for: "branch_id") var members: [Member]

    init() {}
}

enum MembershipTier: String, Codable {
    case basic, premium
}

struct ReadingPreferences: Codable, Equatable {
    var newsletter: Bool
    var language: String
}

final class Member: Model {
    @ID(custom: "member_number") var id: Int?
    @Field(key: "display_name") var displayName: String
    @Field(key: "email") var email: String?
    @OptionalField(key: "phone") var phone: String?
    @Enum(key: "tier") var tier: MembershipTier
    @OptionalEnum(key: "previous_tier") var previousTier: MembershipTier?
    @Field(key: "preferences") var preferences: ReadingPreferences
    @Field(key: "tags") var tags: [String]
    @Timestamp(key: "joined_at", on: .create) var joinedAt: Date?
    @Parent(key: "branch_id") var branch: Branch
    @OptionalParent(key: "referrer_id") var referrer: Member?
    @Children(for: "member_id") var loans: [Loan]
    /// Not a Fluent property: never decoded.
    var sessionCount = 0

    init() {}
}

final class Loan: Model {
    @ID(key: .id) var id: UUID?
    @Parent(key: "member_id") var member: Member
    @Field(key: "due") var due: Date
    @Field(key: "renewals") var renewals: Int

    init() {}
}

/// A response holding models, decoded with synthesized `Codable`.
struct MemberPage: Codable {
    var members: [Member]
    var total: Int
}
