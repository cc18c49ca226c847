import Foundation
import Kodable

/// Kodable's README user.
struct User: Kodable {
    var identifier: String = ""
    var social: String?
    @Coding("first_name") var firstName: String
    @Coding(default: "+1 123456789") var phone: String
    @Coding("address.zipCode") var zipCode: Int
    @Coding("likes_cats") var likesCats: Bool
    @Coding(.lossy) var ids: [String]
    @Coding("nickname") var nickname: String?
    @Coding("verified", .enforceTypeDecoding) var verified: Bool
    @CodableDate var birthday: Date
    @CodableDate(.rfc2822, "rfc") var rfcDate: Date
    @CodableDate(.timestamp, "timestamp") var timestamp: Date
    @CodableDate(.format("y-MM-dd"), "ymd") var yearMonthDay: Date
}

/// `@Coding` in a plain Codable type does nothing (Kodable's own fallback).
struct Plain: Codable {
    @Coding("first_name") var firstName: String
}
