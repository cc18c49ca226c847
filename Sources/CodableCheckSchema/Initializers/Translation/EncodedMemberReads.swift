import CodableCheckCore

/// Stored properties of decoded values: `try c.decode(Discriminator.self).type`, `probe.kind`,
/// as generated API clients read a discriminator before choosing which case to decode
/// (`DecodingConversion.member`).
///
/// For `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum EncodedMemberReads {
    /// A stored property of a value the expression decodes, by its name: its key in the value's
    /// encoding and its type (`EncodedMembers`). Nil when it is not one the tool reads.
    static func encodedMember(named name: String, of value: DecodingExpression, in translator: CustomDecodingTranslator) -> (
        key: String, type: TypeReference
    )? {
        encodedMembers(of: value, in: translator).first { $0.name == name }.map { ($0.key, $0.type) }
    }

    /// The type of the member `key` of a value the expression decodes (see `encodedMember`).
    static func encodedMemberType(key: String, of value: DecodingExpression, in translator: CustomDecodingTranslator) -> TypeReference? {
        encodedMembers(of: value, in: translator).first { $0.key == key }?.type
    }

    private static func encodedMembers(of value: DecodingExpression, in translator: CustomDecodingTranslator) -> [EncodedMembers.Member] {
        EncodedMembers.of(
            DecodedTypes.decodedType(of: value, in: translator), typeNamed: translator.typeNamed, resolver: translator.resolver)
    }
}
