import CodableCheckSchema

/// The document `codable-check types --decoders --format json` writes: every `JSONDecoder`
/// set-up found in the source, where, what it sets (as Swift spells it and as the options that
/// decode the same), and each statement not read with the reason. Optional members are left
/// out when `nil`.
struct DecoderSetupsReport: Encodable {
    var version = 1
    var decoders: [Entry]

    struct Entry: Encodable {
        var name: String
        var qualifiedName: String
        var file: String
        var line: Int
        var column: Int
        /// Each strategy set, Swift's spelling: `{"property": "keyDecodingStrategy", "value": ".convertFromSnakeCase"}`.
        var sets: [Assignment]
        /// `decode` options that decode the same: `["--key-strategy", "snake-case"]`.
        var options: [String]
        var unread: [Unread]
    }

    struct Assignment: Encodable {
        var property: String
        var value: String
    }

    struct Unread: Encodable {
        var property: String
        var value: String
        var line: Int
        var column: Int
        var reason: String
    }

    init(_ setups: [DecoderSetup], displayPath: (String) -> String) {
        decoders = setups.map { setup in
            Entry(
                name: setup.name, qualifiedName: setup.qualifiedName, file: displayPath(setup.file), line: setup.line,
                column: setup.column, sets: setup.assignments.map { Assignment(property: $0.property, value: $0.value) },
                options: DecoderSetupChoice.equivalentOptions(of: setup),
                unread: setup.unread.map {
                    Unread(property: $0.property, value: $0.value, line: $0.line, column: $0.column, reason: $0.reason)
                })
        }
    }
}
