import CodableCheckCore

/// The seed models (`Fixtures/Models`) written out by hand as `ValuePlan`s, so the schema-driven
/// decoding can be tested against `JSONDecoder` before (and independently of) the Swift
/// declaration reader. Keep in step with `Fixtures/Models`: a plan that drifts from its model
/// makes the schema differential suite fail on that model's fixtures.
enum SeedModelPlans {
    /// The plan for a type tag (`Book`, `Array-Book`, `Dictionary-Book`), or nil if unknown.
    static func plan(forTag tag: String) -> ValuePlan? {
        if tag.hasPrefix("Array-") { return base[String(tag.dropFirst(6))].map { .array($0) } }
        if tag.hasPrefix("Dictionary-") {
            return base[String(tag.dropFirst(11))].map { .dictionary(key: .string, value: $0) }
        }
        return base[tag]
    }

    private static func field(_ name: String, _ value: ValuePlan, key: String? = nil) -> FieldPlan {
        FieldPlan(propertyName: name, key: key ?? name, value: value)
    }

    private static func object(_ name: String, _ fields: [FieldPlan]) -> ValuePlan {
        .object(ObjectPlan(typeName: name, fields: fields))
    }

    private static func stringEnum(_ name: String, _ rawValues: [String]) -> ValuePlan {
        .rawEnum(RawEnumPlan(typeName: name, rawType: .string, rawValues: rawValues))
    }

    private static func intEnum(_ name: String, _ rawValues: [Int]) -> ValuePlan {
        .rawEnum(RawEnumPlan(typeName: name, rawType: .integer(.int), rawValues: rawValues.map(String.init)))
    }

    static let base: [String: ValuePlan] = {
        var plans: [String: ValuePlan] = [:]

        let genre = stringEnum("Genre", ["fantasy", "mystery", "biography", "poetry", "science fiction"])
        plans["Genre"] = genre
        plans["Book"] = object("Book", [
            field("title", .string), field("author", .string), field("pages", .integer(.int)),
            field("publishedAt", .optional(.date)), field("isbn", .string), field("genre", genre),
            field("rating", .optional(.double)), field("inPrint", .bool),
        ])
        let coverImages = object("CoverImages", [field("small", .url), field("medium", .url), field("large", .url)])
        plans["CoverImages"] = coverImages
        plans["BookWithCoverImages"] = object("BookWithCoverImages", [
            field("title", .string), field("author", .string), field("coverImages", coverImages),
        ])
        let tag = object("Tag", [field("name", .string), field("color", .string)])
        plans["Tag"] = tag
        plans["BookWithTags"] = object("BookWithTags", [
            field("title", .string), field("author", .string), field("tags", .array(tag)),
        ])

        let paradigm = stringEnum("Paradigm", ["functional", "object-oriented", "procedural", "declarative", "concurrent"])
        plans["Paradigm"] = paradigm
        let typing = object("TypingDiscipline", [
            field("isStatic", .bool, key: "static"), field("isStrong", .bool, key: "strong"),
            field("inference", .optional(.bool)),
        ])
        plans["TypingDiscipline"] = typing
        plans["ProgrammingLanguage"] = object("ProgrammingLanguage", [
            field("name", .string), field("firstAppeared", .integer(.int), key: "first_appeared"),
            field("createdBy", .array(.string), key: "created_by"),
            field("latestRelease", .optional(.date), key: "latest_release"), field("paradigms", .array(paradigm)),
            field("typing", typing), field("fileExtensions", .array(.string), key: "file_extensions"),
            field("website", .optional(.url)),
        ])

        let comment = ObjectPlan(typeName: "Comment")
        comment.fields = [
            field("author", .string), field("body", .string), field("upvotes", .integer(.int)),
            field("replies", .array(.object(comment))),
        ]
        plans["Comment"] = .object(comment)
        plans["Article"] = object("Article", [
            field("id", .integer(.int)), field("slug", .string), field("headline", .string),
            field("status", stringEnum("Status", ["draft", "published", "in review"])),
            field("wordCount", .integer(.int)), field("keywords", .set(.string)), field("editedAt", .optional(.date)),
            field("comments", .array(.object(comment))),
        ])

        let song = object("Song", [
            field("title", .string), field("artist", .string), field("album", .optional(.string)),
            field("durationSeconds", .optional(.integer(.int))), field("trackNumber", .optional(.integer(.uint8))),
            field("bpm", .optional(.float)), field("explicit", .optional(.bool)),
            field("featuredArtists", .optional(.array(.string))), field("lyricsURL", .optional(.url)),
            field("playCountsByYear", .optional(.dictionary(key: .int, value: .integer(.int)))),
        ])
        plans["Song"] = song
        plans["Playlist"] = object("Playlist", [
            field("name", .string), field("curator", .optional(.string)), field("songs", .array(song)),
        ])

        let coordinate = object("Coordinate", [field("latitude", .double), field("longitude", .double)])
        plans["Coordinate"] = coordinate
        let category = stringEnum("LandmarkCategory", ["Lakes", "Rivers", "Mountains"])
        plans["LandmarkCategory"] = category
        plans["Landmark"] = object("Landmark", [
            field("id", .integer(.int)), field("name", .string), field("park", .string), field("state", .string),
            field("isFeatured", .bool), field("category", category), field("coordinates", coordinate),
            field("vantagePoints", .array(coordinate)), field("metadata", .dictionary(key: .string, value: .string)),
        ])

        let address = object("Address", [
            field("street", .string), field("city", .string), field("postalCode", .string), field("country", .string),
            field("location", .optional(coordinate)),
        ])
        plans["Address"] = address
        let role = intEnum("Role", [1, 2, 3])
        plans["Role"] = role
        plans["User"] = object("User", [
            field("id", .uuid), field("username", .string), field("email", .string), field("age", .optional(.integer(.int))),
            field("isVerified", .bool), field("address", address), field("billingAddress", .optional(address)),
            field("avatar", .optional(.data)), field("roles", .array(role)), field("lastLoginAt", .optional(.date)),
        ])

        let priority = intEnum("Priority", [0, 1, 2, 3])
        plans["Priority"] = priority
        let lineItem = object("LineItem", [
            field("sku", .string), field("name", .string), field("quantity", .integer(.int)),
            field("unitPrice", .decimal), field("weightKilograms", .optional(.double)),
        ])
        plans["LineItem"] = lineItem
        plans["Order"] = object("Order", [
            field("id", .integer(.int64)), field("customerID", .uuid), field("placedAt", .date), field("priority", priority),
            field("items", .array(lineItem)), field("discountPercent", .integer(.uint8)), field("shippingCost", .double),
            field("total", .decimal), field("notes", .optional(.string)), field("giftWrapped", .bool),
        ])

        plans["SensorReading"] = object("SensorReading", [
            field("sensorID", .integer(.uint32)), field("sequence", .integer(.uint64)),
            field("uptimeSeconds", .integer(.uint)), field("timestamp", .integer(.int64)), field("rssi", .integer(.int32)),
            field("altitudeMeters", .integer(.int16)), field("timezoneOffsetHours", .integer(.int8)),
            field("stepCount", .integer(.uint16)), field("batteryPercent", .integer(.uint8)),
            field("errorCount", .integer(.int)), field("temperature", .float), field("humidity", .double),
            field("calibration", .decimal),
        ])
        let venue = object("Venue", [
            field("name", .string), field("city", .string), field("capacity", .integer(.int)),
            field("openedAt", .optional(.date)),
        ])
        plans["Venue"] = venue
        let ticketTier = object("TicketTier", [
            field("name", .string), field("priceCents", .integer(.int)), field("salesEndAt", .date),
        ])
        plans["TicketTier"] = ticketTier
        plans["Event"] = object("Event", [
            field("id", .integer(.int)), field("title", .string), field("startsAt", .date),
            field("endsAt", .optional(.date)), field("venue", venue), field("ticketTiers", .array(ticketTier)),
            field("labels", .dictionary(key: .string, value: .string)), field("isSoldOut", .bool),
            field("organizerURL", .optional(.url)),
        ])

        plans["DiaryEntry"] = object("DiaryEntry", [
            field("day", .date), field("mood", intEnum("Mood", [1, 2, 3, 4, 5])), field("text", .string),
            field("photos", .array(.url)), field("revisitOn", .optional(.date)),
        ])
        return plans
    }()
}
