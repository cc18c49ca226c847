/// The words generated orders are made of: names, places, products and notes, with enough
/// non-ASCII text and escapes that string decoding is exercised the way real shop data does.
enum OrderVocabulary {
    static let firstNames = [
        "Anna", "Ben", "Chloé", "David", "Émilie", "Farid", "Grace", "Hiroshi", "Ines", "Jürgen",
        "Katarzyna", "Liam", "Maya", "Noah", "Olivia", "Pedro", "Quinn", "Rosa", "Søren", "Tomás",
        "Uma", "Valentina", "Wei", "Xavier", "Yuki", "Zoë", "美咲", "Łukasz", "Ahmed", "Sofía",
    ]

    static let lastNames = [
        "Müller", "Smith", "García", "Rossi", "Dubois", "Nowak", "O'Brien", "Ødegaard", "Tanaka",
        "佐藤", "Kowalski", "Johnson", "Fernández", "Schmidt", "Lefèvre", "Nguyen", "Papadopoulos",
        "Andersson", "Silva", "Kim", "Brown", "Yılmaz", "Novák", "Horvát", "de Vries",
    ]

    static let streets = [
        "Hauptstraße", "Rue de Rivoli", "Main Street", "Via Roma", "Calle Mayor", "Baker Street",
        "Kurfürstendamm", "Ulica Długa", "Queen Street West", "Bahnhofstrasse", "Sunset Boulevard",
        "Nevsky Prospekt", "Avenida Paulista", "Karl Johans gate", "Dorpsstraat",
    ]

    /// A city with the region and postal code an address there uses, and its country code.
    static let places: [(city: String, region: String?, postalCode: String, country: String)] = [
        ("Berlin", nil, "10115", "DE"), ("Paris", nil, "75011", "FR"), ("Austin", "TX", "78701", "US"),
        ("Toronto", "ON", "M5V 2T6", "CA"), ("Tōkyō", "Tokyo", "100-0001", "JP"),
        ("Zürich", nil, "8001", "CH"), ("London", nil, "SW1A 1AA", "GB"), ("Kraków", nil, "30-001", "PL"),
        ("São Paulo", "SP", "01310-100", "BR"), ("Oslo", nil, "0154", "NO"), ("Portland", "OR", "97205", "US"),
        ("Milano", "MI", "20121", "IT"), ("Sevilla", "Andalucía", "41001", "ES"),
    ]

    static let products = [
        "Wool socks", "Ceramic mug", "Notebook, dotted A5", "Espresso beans 1 kg", "USB-C cable 2 m",
        "Linen shirt", "Desk lamp", "Trail running shoes", "Chef's knife 20 cm", "Yoga mat",
        "Bluetooth speaker", "Café crème cups (set of 4)", "Rain jacket", "Puzzle: 1000 pieces",
        "Tea sampler 緑茶", "Leather wallet", "Reusable bottle 750 ml", "Backpack 28 l",
    ]

    static let sizes = ["XS", "S", "M", "L", "XL"]

    static let colours = ["black", "white", "navy", "forest green", "bordeaux", "grey melange"]

    static let tags = ["gift", "priority", "first-order", "wholesale", "preorder", "fragile", "b2b", "promo"]

    static let discountCodes = ["SPRING10", "WELCOME5", "VIP-2024", "FREESHIP", "BLACKFRIDAY"]

    /// Discount rates as the JSON spells them; each parses to the nearest `Double`.
    static let discountRates: [StaticString] = ["0.05", "0.1", "0.15", "0.2", "0.25", "0.333"]

    /// Gift messages as JSON string content, escapes written out: quotes, newlines, `\u` escapes
    /// (one a surrogate pair) and a solidus escape.
    static let giftMessages: [StaticString] = [
        #"Happy birthday, \"Sam\"!\nLove, Mum"#,
        #"Caf\u00e9 voucher inside \u2615 enjoy"#,
        #"For the new flat \ud83c\udfe0 \u2014 A. & J."#,
        #"Thank you!"#,
        #"Merry Christmas\nand a happy new year\n\n\u2744 Oma"#,
        #"Keep it dry: see https:\/\/example.com\/care"#,
    ]
}
