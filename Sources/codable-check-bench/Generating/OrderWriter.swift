/// Writes one random order as compact JSON, in the shape `Fixtures/benchmarks/Models/Orders.swift`
/// declares, drawing every choice from a seeded generator so the output is reproducible.
///
/// The mix is meant to look like a shop's export: optional keys that are sometimes null and
/// sometimes absent, enums, ISO 8601 dates with and without offsets, two-decimal prices (integer
/// prices in yen), nested line items with attribute dictionaries, and tag arrays.
struct OrderWriter {
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// Appends the order numbered `number` to `out`.
    mutating func write(number: Int, to out: inout JSONOutput) {
        let status = random.pick(OrderStatus.allCases)
        let currency = random.pick(Currency.allCases)
        let fractionDigits = currency == .jpy ? 0 : 2

        out.byte("{")
        out.key("id"); out.raw("\"ord_"); out.paddedDigits(number, digits: 9); out.byte("\"")
        out.raw(","); out.key("number"); out.integer(number)
        out.raw(","); out.key("status"); out.string(status.rawValue)
        out.raw(","); out.key("currency"); out.string(currency.rawValue)

        let placed = randomDateTime()
        out.raw(","); out.key("placed_at"); writeDate(placed, to: &out)
        out.raw(","); out.key("shipped_at")
        switch status {
        case .shipped, .delivered, .refunded: writeDate(placed.addingDays(random.int(in: 1...3)), to: &out)
        case .pending, .paid, .cancelled: out.raw("null")
        }

        out.raw(","); out.key("customer"); writeCustomer(to: &out)
        out.raw(","); out.key("shipping_address"); writeAddress(to: &out)
        switch random.int(in: 0...9) {
        case 0...4: out.raw(","); out.key("billing_address"); out.raw("null")
        case 5...7: out.raw(","); out.key("billing_address"); writeAddress(to: &out)
        default: break  // orders from before the field existed
        }
        out.raw(","); out.key("shipping_speed"); out.integer(random.pick(ShippingSpeed.allCases).rawValue)

        var subtotal = 0
        out.raw(","); out.key("items"); out.byte("[")
        for index in 0..<random.int(in: 1...6) {
            if index > 0 { out.byte(",") }
            subtotal += writeLineItem(fractionDigits: fractionDigits, to: &out)
        }
        out.byte("]")

        let shipping = fractionDigits == 0 ? random.int(in: 0...12) * 100 : random.pick([0, 490, 590, 990, 1500])
        let tax = subtotal * random.pick([0, 7, 10, 19, 20]) / 100
        writeAmount(key: "subtotal", subtotal, fractionDigits: fractionDigits, to: &out)
        writeAmount(key: "shipping_cost", shipping, fractionDigits: fractionDigits, to: &out)
        writeAmount(key: "tax", tax, fractionDigits: fractionDigits, to: &out)
        writeAmount(key: "total", subtotal + shipping + tax, fractionDigits: fractionDigits, to: &out)

        if random.chance(20) {
            out.raw(","); out.key("discount_code"); out.string(random.pick(OrderVocabulary.discountCodes))
        }
        out.raw(","); out.key("tags"); out.byte("[")
        for index in 0..<random.int(in: 0...3) {
            if index > 0 { out.byte(",") }
            out.string(random.pick(OrderVocabulary.tags))
        }
        out.byte("]")
        if random.chance(8) {
            out.raw(","); out.key("gift_message"); out.escapedString(random.pick(OrderVocabulary.giftMessages))
        }
        out.byte("}")
    }

    private mutating func writeCustomer(to out: inout JSONOutput) {
        let id = random.int(in: 1...2_000_000)
        out.byte("{")
        out.key("id"); out.integer(id)
        out.raw(","); out.key("email"); out.raw("\"customer"); out.integer(id); out.raw("@example.com\"")
        out.raw(","); out.key("name"); out.string(randomName())
        out.raw(","); out.key("phone")
        if random.chance(60) {
            out.raw("\"+"); out.integer(random.int(in: 1...99)); out.byte(" ")
            out.paddedDigits(random.int(in: 0...999_999_999), digits: 9); out.byte("\"")
        } else {
            out.raw("null")
        }
        out.raw(","); out.key("is_returning"); out.bool(random.chance(55))
        if random.chance(35) {
            out.raw(","); out.key("loyalty_tier"); out.string(random.pick(LoyaltyTier.allCases).rawValue)
        }
        out.byte("}")
    }

    private mutating func writeAddress(to out: inout JSONOutput) {
        let place = random.pick(OrderVocabulary.places)
        out.byte("{")
        out.key("name"); out.string(randomName())
        out.raw(","); out.key("line1")
        out.string("\(random.int(in: 1...240)) \(random.pick(OrderVocabulary.streets))")
        out.raw(","); out.key("line2")
        if random.chance(25) {
            out.raw("\"Apt. "); out.integer(random.int(in: 1...80)); out.byte("\"")
        } else {
            out.raw("null")
        }
        out.raw(","); out.key("city"); out.string(place.city)
        if let region = place.region {
            out.raw(","); out.key("region"); out.string(region)
        }
        out.raw(","); out.key("postal_code"); out.string(place.postalCode)
        out.raw(","); out.key("country"); out.string(place.country)
        out.byte("}")
    }

    /// Writes a line item and returns its price (quantity times unit price) in minor units.
    private mutating func writeLineItem(fractionDigits: Int, to out: inout JSONOutput) -> Int {
        let quantity = random.chance(80) ? 1 : random.int(in: 2...12)
        let unitPrice = fractionDigits == 0 ? random.int(in: 3...400) * 100 : random.int(in: 199...49_999)
        out.byte("{")
        out.key("sku"); out.raw("\"SKU-"); out.paddedDigits(random.int(in: 0...99_999), digits: 5); out.byte("\"")
        out.raw(","); out.key("name"); out.string(random.pick(OrderVocabulary.products))
        out.raw(","); out.key("quantity"); out.integer(quantity)
        out.raw(","); out.key("unit_price")
        if fractionDigits == 0 { out.integer(unitPrice) } else { out.fixedPoint(unitPrice, scale: 2) }
        out.raw(","); out.key("discount_rate")
        if random.chance(15) { out.raw(random.pick(OrderVocabulary.discountRates)) } else { out.raw("null") }
        out.raw(","); out.key("weight_kg"); out.fixedPoint(random.int(in: 20...25_000), scale: 3)
        out.raw(","); out.key("attributes"); out.byte("{")
        switch random.int(in: 0...9) {
        case 0...3: break
        case 4...6:
            out.key("size"); out.string(random.pick(OrderVocabulary.sizes))
        default:
            out.key("size"); out.string(random.pick(OrderVocabulary.sizes))
            out.raw(","); out.key("colour"); out.string(random.pick(OrderVocabulary.colours))
        }
        out.byte("}")
        out.byte("}")
        return quantity * unitPrice
    }

    private mutating func writeAmount(key: StaticString, _ minorUnits: Int, fractionDigits: Int, to out: inout JSONOutput) {
        out.raw(","); out.key(key)
        if fractionDigits == 0 { out.integer(minorUnits) } else { out.fixedPoint(minorUnits, scale: fractionDigits) }
    }

    private mutating func randomName() -> String {
        "\(random.pick(OrderVocabulary.firstNames)) \(random.pick(OrderVocabulary.lastNames))"
    }

    private mutating func randomDateTime() -> GeneratedDateTime {
        GeneratedDateTime(
            year: random.int(in: 2021...2025), month: random.int(in: 1...12), day: random.int(in: 1...25),
            hour: random.int(in: 0...23), minute: random.int(in: 0...59), second: random.int(in: 0...59),
            offsetMinutes: random.chance(70) ? 0 : random.pick([120, -300, 540, 330]))
    }

    private func writeDate(_ date: GeneratedDateTime, to out: inout JSONOutput) {
        out.byte("\"")
        date.write(to: &out)
        out.byte("\"")
    }
}
