import Foundation
import Kodable

/// A courier's shipment as its tracking API sends it, decoded with Kodable: plain properties
/// beside `@Coding` and `@CodableDate` with the options the interpreter models, so the compiled
/// stand-in and the interpreter are compared on one model.
struct Shipment: Kodable {
    var attempts: Int = 3
    var note: String?
    @Coding var reference: String
    @Coding(default: 7) var priority: Int
    @Coding("flags.fragile") var fragile: Bool
    @Coding var carrier: String?
    @Coding(.enforceTypeDecoding) var signed: Bool?
    @Coding("parcels", .lossy) var parcelIDs: [Int]
    @Coding(.trimmed) var recipient: String
    @Coding(.clamping(to: 0...5)) var rating: Double
    @Coding(.validation({ $0 > 10 })) var weight: Int
    @CodableDate(.timestamp, .key("picked_up")) var pickedUp: Date
    @CodableDate(.rfc2822) var delivered: Date?
}
