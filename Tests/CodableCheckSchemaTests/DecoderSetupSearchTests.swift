import Testing

@testable import CodableCheckSchema

/// Which schema files are lexed for `JSONDecoder` set-ups (`DecoderSetupReader.mayConfigureSetups`):
/// a byte search that must find the words wherever they are, and only whole occurrences.
@Suite struct DecoderSetupSearchTests {
    @Test func findsEitherWordAnywhere() {
        #expect(DecoderSetupReader.mayConfigureSetups("JSONDecoder"))
        #expect(DecoderSetupReader.mayConfigureSetups("let d = JSONDecoder()"))
        #expect(DecoderSetupReader.mayConfigureSetups("static let api = JSONDecoder"))
        #expect(DecoderSetupReader.mayConfigureSetups("DateFormatter()\nstruct A {}"))
        // A false start just before the real one, and many candidate first bytes before it.
        #expect(DecoderSetupReader.mayConfigureSetups("JJSONDecoder"))
        #expect(DecoderSetupReader.mayConfigureSetups(String(repeating: "Date Double Decodable ", count: 500) + "DateFormatter"))
        #expect(DecoderSetupReader.mayConfigureSetups("// naïve café: JSONDecoder"))
    }

    @Test func missesPartsAndOtherWords() {
        #expect(!DecoderSetupReader.mayConfigureSetups(""))
        #expect(!DecoderSetupReader.mayConfigureSetups("J"))
        #expect(!DecoderSetupReader.mayConfigureSetups("JSONDecode"))
        #expect(!DecoderSetupReader.mayConfigureSetups("struct A: Decodable { let date: Date }\nJSONDecode"))
        #expect(!DecoderSetupReader.mayConfigureSetups("DateFormat JSONEncoder ISO8601DateFormatte"))
    }
}
