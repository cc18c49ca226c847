import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Hand-written `init(from:)` bodies (`Fixtures/Models/CustomDecoding.swift`, compiled into this
/// target and read as a schema) decoded by the interpreter and by `JSONDecoder` on the same
/// inputs: the same verdict, and the first error has Foundation's case, path and wording. For the
/// types with a synthesized `encode(to:)`, the printed value is what `JSONEncoder` writes.
@Suite("Interpreted init(from:) agrees with JSONDecoder")
struct CustomDecodingDifferentialTests {
    struct Input: Sendable, CustomTestStringConvertible {
        var type: String
        var json: String
        var testDescription: String { "\(type): \(json)" }
    }

    /// `nonisolated(unsafe)`: a constant table of metatypes, never mutated; the metatypes are
    /// simply not declared `Sendable`.
    nonisolated(unsafe) static let decoders: [String: any (Decodable & Equatable).Type] = [
        "SurveyPoint": SurveyPoint.self, "Track": Track.self, "ReadingSeries": ReadingSeries.self, "Podcast": Podcast.self,
        "Shape": Shape.self, "Attachment": Attachment.self, "Profile": Profile.self, "HexColor": HexColor.self, "Canvas": Canvas.self,
        "OptionalValue<Int>": OptionalValue<Int>.self, "[Shape]": [Shape].self, "[Track]": [Track].self,
        "[String: HexColor]": [String: HexColor].self, "RatedSong": RatedSong.self, "MetaReading": MetaReading.self,
        "ItemEnvelope<EnvelopeEntry>": ItemEnvelope<EnvelopeEntry>.self, "Handle": Handle.self, "HashColor": HashColor.self,
        "KindLabel": KindLabel.self, "[RatedSong]": [RatedSong].self, "BrandColor": BrandColor.self,
        "SwatchColor": SwatchColor.self, "BrandTheme": BrandTheme.self, "[BrandColor]": [BrandColor].self,
        "Palette": Palette.self, "LikeFlag": LikeFlag.self, "[LikeFlag]": [LikeFlag].self,
    ]

    static let seeds: [Input] = [
        // Apple's Coordinate: a nested container with its own keys.
        Input(type: "SurveyPoint", json: ##"{"latitude": 1.5, "longitude": -2, "additionalInfo": {"elevation": 30}}"##),
        Input(type: "SurveyPoint", json: ##"{"latitude": 1.5, "longitude": -2, "additionalInfo": {}}"##),
        Input(type: "SurveyPoint", json: ##"{"latitude": 1.5, "longitude": -2}"##),
        Input(type: "SurveyPoint", json: ##"{"latitude": 1.5, "longitude": -2, "additionalInfo": null}"##),
        Input(type: "SurveyPoint", json: ##"{"latitude": 1.5, "longitude": -2, "additionalInfo": [1]}"##),
        Input(type: "SurveyPoint", json: ##"{"latitude": 1.5, "longitude": -2, "additionalInfo": {"elevation": "high"}}"##),
        Input(type: "SurveyPoint", json: ##"{"latitude": "north", "longitude": -2, "additionalInfo": {"elevation": 1}}"##),
        Input(type: "SurveyPoint", json: ##"{"longitude": -2, "additionalInfo": {"elevation": 1}}"##),
        Input(type: "SurveyPoint", json: ##"{"latitude": null, "longitude": -2}"##),
        Input(type: "SurveyPoint", json: ##"[1, 2]"##),
        Input(type: "SurveyPoint", json: ##"null"##),
        Input(type: "SurveyPoint", json: ##"{"latitude": 1, "longitude": 2, "additionalInfo": {"elevation": 1e400}}"##),
        Input(type: "SurveyPoint", json: ##"{"latitude": 1, "longitude": 2, "additionalInfo": {"elevation": 3, "elevation": "x"}}"##),
        // The null-versus-missing Song: `contains`, then Int-or-Bool fallbacks.
        Input(type: "Track", json: ##"{"id": 1}"##),
        Input(type: "Track", json: ##"{"id": 1, "file": null}"##),
        Input(type: "Track", json: ##"{"id": 1, "file": "a.mp3"}"##),
        Input(type: "Track", json: ##"{"id": 1, "file": 3}"##),
        Input(type: "Track", json: ##"{"id": 1, "like": 1}"##),
        Input(type: "Track", json: ##"{"id": 1, "like": 0}"##),
        Input(type: "Track", json: ##"{"id": 1, "like": true}"##),
        Input(type: "Track", json: ##"{"id": 1, "like": false}"##),
        Input(type: "Track", json: ##"{"id": 1, "like": null}"##),
        Input(type: "Track", json: ##"{"id": 1, "like": "yes"}"##),
        Input(type: "Track", json: ##"{"id": 1, "like": 2.5}"##),
        Input(type: "Track", json: ##"{"id": "1"}"##),
        Input(type: "Track", json: ##"{}"##),
        Input(type: "Track", json: ##"{"id": 1, "file": {"a": 1}, "like": 1}"##),
        Input(type: "Track", json: ##"{"id": 1.5}"##),
        Input(type: "Track", json: ##"{"id": 1, "file": null, "like": "1"}"##),
        Input(type: "[Track]", json: ##"[{"id": 1}, {"id": 2, "file": null}, {"id": 3, "like": []}]"##),
        Input(type: "[Track]", json: ##"[{"id": 1}, {"file": null}]"##),
        // OptionalValue on its own.
        Input(type: "OptionalValue<Int>", json: ##"null"##),
        Input(type: "OptionalValue<Int>", json: ##"5"##),
        Input(type: "OptionalValue<Int>", json: ##""5""##),
        Input(type: "OptionalValue<Int>", json: ##"5.5"##),
        Input(type: "OptionalValue<Int>", json: ##"[]"##),
        // An unkeyed container read to its end.
        Input(type: "ReadingSeries", json: ##"["temp", 1, 2, 3]"##),
        Input(type: "ReadingSeries", json: ##"["temp"]"##),
        Input(type: "ReadingSeries", json: ##"[]"##),
        Input(type: "ReadingSeries", json: ##"[1, 2]"##),
        Input(type: "ReadingSeries", json: ##"["temp", 1, "two", 3]"##),
        Input(type: "ReadingSeries", json: ##"["temp", 1, null]"##),
        Input(type: "ReadingSeries", json: ##"{"label": "temp"}"##),
        Input(type: "ReadingSeries", json: ##"null"##),
        Input(type: "ReadingSeries", json: ##"["temp", 1, 2.5]"##),
        Input(type: "ReadingSeries", json: ##"[null, 1]"##),
        // A subclass handing `super` to its superclass.
        Input(type: "Podcast", json: ##"{"host": "Ann", "super": {"id": 1, "title": "Talk"}}"##),
        Input(type: "Podcast", json: ##"{"host": "Ann"}"##),
        Input(type: "Podcast", json: ##"{"host": "Ann", "super": null}"##),
        Input(type: "Podcast", json: ##"{"host": "Ann", "super": {}}"##),
        Input(type: "Podcast", json: ##"{"host": "Ann", "super": {"id": "1", "title": "Talk"}}"##),
        Input(type: "Podcast", json: ##"{"host": "Ann", "super": []}"##),
        Input(type: "Podcast", json: ##"{"super": {"id": 1, "title": "Talk"}}"##),
        Input(type: "Podcast", json: ##"{"host": 5, "super": {"id": 1, "title": "Talk"}}"##),
        Input(type: "Podcast", json: ##"{"host": "Ann", "id": 1, "title": "Talk"}"##),
        Input(type: "Podcast", json: ##"{"host": "Ann", "super": {"id": 1}}"##),
        // An enum with associated values, switched on `type`.
        Input(type: "Shape", json: ##"{"type": "circle", "radius": 2}"##),
        Input(type: "Shape", json: ##"{"type": "circle"}"##),
        Input(type: "Shape", json: ##"{"type": "circle", "radius": "big"}"##),
        Input(type: "Shape", json: ##"{"type": "rectangle", "width": 2, "height": 3}"##),
        Input(type: "Shape", json: ##"{"type": "rect", "width": 2, "height": 3}"##),
        Input(type: "Shape", json: ##"{"type": "rect", "width": 2}"##),
        Input(type: "Shape", json: ##"{"type": "rect", "height": 2}"##),
        Input(type: "Shape", json: ##"{"type": "point"}"##),
        Input(type: "Shape", json: ##"{"type": "triangle"}"##),
        Input(type: "Shape", json: ##"{"type": 3}"##),
        Input(type: "Shape", json: ##"{"type": null}"##),
        Input(type: "Shape", json: ##"{}"##),
        Input(type: "Shape", json: ##""circle""##),
        Input(type: "Shape", json: ##"{"type": "Circle", "radius": 1}"##),
        Input(type: "[Shape]", json: ##"[{"type": "point"}, {"type": "circle", "radius": 1}, {"type": "hexagon"}]"##),
        Input(type: "[Shape]", json: ##"[{"type": "point"}, {"type": "rect", "width": null, "height": 1}]"##),
        Input(type: "[Shape]", json: ##"[]"##),
        // An enum switched on a decoded raw enum's cases.
        Input(type: "Attachment", json: ##"{"kind": "image", "url": "https://example.com/a.png", "width": 640}"##),
        Input(type: "Attachment", json: ##"{"kind": "image", "url": "https://example.com/a.png"}"##),
        Input(type: "Attachment", json: ##"{"kind": "image", "url": ""}"##),
        Input(type: "Attachment", json: ##"{"kind": "image"}"##),
        Input(type: "Attachment", json: ##"{"kind": "document", "name": "a.pdf"}"##),
        Input(type: "Attachment", json: ##"{"kind": "file", "name": "a.pdf"}"##),
        Input(type: "Attachment", json: ##"{"kind": "document", "name": null}"##),
        Input(type: "Attachment", json: ##"{"kind": null}"##),
        // `try?` fallbacks, a raw value checked by hand, a URL.
        Input(type: "Profile", json: ##"{"name": "Ann", "age": 30, "status": "active"}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "age": "thirty", "status": "active"}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "status": "active"}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "age": null, "status": "active"}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "nickname": 5, "status": "active"}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "nickname": "A", "status": "active"}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "status": "banned"}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "status": 1}"##),
        Input(type: "Profile", json: ##"{"name": "Ann"}"##),
        Input(type: "Profile", json: ##"{"status": "active"}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "status": "suspended", "website": "https://example.com"}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "status": "suspended", "website": ""}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "status": "suspended", "website": 5}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "status": "active", "tags": ["a", "b"]}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "status": "active", "tags": null}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "status": "active", "tags": ["a", 1]}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "status": "active", "tags": "a"}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "age": 1e3, "status": "active"}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "age": 1.5, "status": "active"}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "age": 99999999999999999999, "status": "active"}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "status": "active", "website": "https://example.com/a b"}"##),
        Input(type: "Profile", json: ##"{"name": "Ann", "status": "active", "website": null, "nickname": null, "age": 7}"##),
        Input(type: "Profile", json: ##"{"name": "Zoë", "status": "suspended", "tags": [], "extra": true}"##),
        Input(type: "Track", json: ##"{"id": 7, "file": "", "like": 0, "unused": [1]}"##),
        Input(type: "Track", json: ##"{"id": -3, "file": "x\u00e9.mp3"}"##),
        Input(type: "Shape", json: ##"{"type": "rectangle", "width": 0.5, "height": 1e2}"##),
        Input(type: "Shape", json: ##"{"type": "circle", "radius": -0.0}"##),
        Input(type: "[Shape]", json: ##"[{"type": "point"}, {"type": "rect", "width": 1, "height": 2}]"##),
        Input(type: "[Track]", json: ##"[{"id": 1, "like": true}, {"id": 2, "like": 1}]"##),
        // A single-value type.
        Input(type: "HexColor", json: ##""#ff0000""##),
        Input(type: "HexColor", json: ##"5"##),
        Input(type: "HexColor", json: ##"null"##),
        Input(type: "HexColor", json: ##"{"hex": "#fff"}"##),
        Input(type: "[String: HexColor]", json: ##"{"red": "#f00", "blue": "#00f"}"##),
        Input(type: "[String: HexColor]", json: ##"{"red": "#f00", "blue": null}"##),
        // The seed's Song: `?? "Untitled"`, `String??` set only when present, `try?` Int, else Bool.
        Input(type: "RatedSong", json: ##"{"id":1}"##),
        Input(type: "RatedSong", json: ##"{"id":1,"file":null}"##),
        Input(type: "RatedSong", json: ##"{"id":1,"file":"a.mp3","like":1}"##),
        Input(type: "RatedSong", json: ##"{"id":1,"like":true}"##),
        Input(type: "RatedSong", json: ##"{"id":1,"like":"yes"}"##),
        Input(type: "RatedSong", json: ##"{"id":1,"like":null}"##),
        Input(type: "RatedSong", json: ##"{"id":1,"like":2.5}"##),
        Input(type: "RatedSong", json: ##"{"id":1,"file":3}"##),
        Input(type: "RatedSong", json: ##"{"id":"1","title":5}"##),
        Input(type: "RatedSong", json: ##"{"title":"x"}"##),
        Input(type: "RatedSong", json: ##"{"id":1,"title":null}"##),
        Input(type: "RatedSong", json: ##"{"id":1,"title":"T","like":0}"##),
        Input(type: "RatedSong", json: ##"null"##),
        Input(type: "[RatedSong]", json: ##"[{"id":1},{"id":2,"like":"no"},{"id":3,"file":false}]"##),
        // An optional nested container, `Int?` through `?? nil`, an unkeyed loop with defaults.
        Input(type: "MetaReading", json: ##"{"a":null,"c":[]}"##),
        Input(type: "MetaReading", json: ##"{"c":[]}"##),
        Input(type: "MetaReading", json: ##"{"a":"x","b":null,"c":[1,null,2]}"##),
        Input(type: "MetaReading", json: ##"{"a":1,"c":[]}"##),
        Input(type: "MetaReading", json: ##"{"a":"x","b":"y","c":[]}"##),
        Input(type: "MetaReading", json: ##"{"a":"x","c":[1,"z"]}"##),
        Input(type: "MetaReading", json: ##"{"a":"x","c":[],"meta":{"d":1}}"##),
        Input(type: "MetaReading", json: ##"{"a":"x","c":[],"meta":{}}"##),
        Input(type: "MetaReading", json: ##"{"a":"x","c":[],"meta":null}"##),
        Input(type: "MetaReading", json: ##"{"a":"x","c":[],"meta":5}"##),
        Input(type: "MetaReading", json: ##"{"a":"x","c":[],"meta":{"d":1,"e":"t"}}"##),
        Input(type: "MetaReading", json: ##"{"a":"x","c":null}"##),
        // `?? items.count`: a property of a decoded value passes through.
        Input(type: "ItemEnvelope<EnvelopeEntry>", json: ##"{"data":{"items":[{"id":1}]}}"##),
        Input(type: "ItemEnvelope<EnvelopeEntry>", json: ##"{"data":{"items":[{"id":1},{}]},"total":"2"}"##),
        Input(type: "ItemEnvelope<EnvelopeEntry>", json: ##"{"data":{},"total":1}"##),
        Input(type: "ItemEnvelope<EnvelopeEntry>", json: ##"{"data":{"items":[{"id":1}]},"total":null}"##),
        // Methods and functions on decoded values: `.lowercased()`, `max(0, ...)`, `?.trimmingCharacters`, `.flatMap(URL.init(string:))`.
        Input(type: "Handle", json: ##"{"name":"AB","count":-3,"title":" x ","link":"https://a.b"}"##),
        Input(type: "Handle", json: ##"{"name":1,"count":2}"##),
        Input(type: "Handle", json: ##"{"name":"a","count":"2"}"##),
        Input(type: "Handle", json: ##"{"name":"a"}"##),
        Input(type: "Handle", json: ##"{"name":"a","count":1,"title":5}"##),
        Input(type: "Handle", json: ##"{"name":"a","count":1,"link":3}"##),
        Input(type: "Handle", json: ##"{"name":"a","count":1,"link":null,"title":null}"##),
        // A check the tool assumes holds (`hasPrefix`): only inputs where it does, or a read fails first.
        // A colour validated by its body and written back by its own `encode(to:)` as the string it
        // holds (upper-cased); a swatch with a synthesized `encode(to:)` is written as its property.
        Input(type: "BrandColor", json: ##""#ff8800""##),
        Input(type: "BrandColor", json: ##""#FF8800""##),
        Input(type: "BrandColor", json: ##""#+FFFFF""##),
        Input(type: "BrandColor", json: ##""FF8800""##),
        Input(type: "BrandColor", json: ##""#GG0000""##),
        Input(type: "BrandColor", json: ##""#FF88""##),
        Input(type: "BrandColor", json: ##""#ff88001""##),
        Input(type: "BrandColor", json: ##""#-FFFFF""##),
        Input(type: "BrandColor", json: ##""#ÄÄÄÄÄÄ""##),
        Input(type: "BrandColor", json: ##""""##),
        Input(type: "BrandColor", json: ##"16746496"##),
        Input(type: "BrandColor", json: ##"null"##),
        Input(type: "[BrandColor]", json: ##"["#000000", "#abcdef", "#123"]"##),
        Input(type: "SwatchColor", json: ##""#1""##),
        Input(type: "SwatchColor", json: ##""""##),
        Input(type: "SwatchColor", json: ##""1""##),
        Input(
            type: "BrandTheme",
            json: ##"{"name": "Dusk", "primary": "#ff8800", "accents": ["#000000"], "states": {"hover": "#abcdef"}, "swatch": "#1"}"##),
        Input(type: "BrandTheme", json: ##"{"name": "Dusk", "primary": "#ff8800", "accents": [], "states": {}}"##),
        Input(type: "BrandTheme", json: ##"{"name": "Dusk", "primary": "#ff8800", "accents": ["#000000", "red"], "states": {}}"##),
        Input(type: "BrandTheme", json: ##"{"name": "Dusk", "primary": "#ff8800", "accents": [], "states": {"hover": "#12345"}}"##),
        Input(type: "BrandTheme", json: ##"{"name": "Dusk", "primary": "orange", "accents": [], "states": {}}"##),
        Input(type: "Palette", json: ##"{"name": "Dusk", "colors": ["#ff8800"], "format": "rgb"}"##),
        Input(type: "Palette", json: ##"{"name": "Empty"}"##),
        Input(type: "Palette", json: ##"{"name": "Dusk", "colors": ["#ff8800", "#12"]}"##),
        Input(type: "HashColor", json: ##""#fff""##),
        Input(type: "HashColor", json: ##"5"##),
        Input(type: "HashColor", json: ##"null"##),
        Input(type: "HashColor", json: ##"["#fff"]"##),
        // A thrown message interpolating a decoded local.
        Input(type: "KindLabel", json: ##"{"kind":"a"}"##),
        Input(type: "KindLabel", json: ##"{"kind":"zz"}"##),
        Input(type: "KindLabel", json: ##"{"kind":3}"##),
        Input(type: "KindLabel", json: ##"{}"##),
        // A Bool from 0/1 (`like = raw == 1`, issue 13): an Int is required, a string is typeMismatch.
        Input(type: "LikeFlag", json: ##"{"like": 1}"##),
        Input(type: "LikeFlag", json: ##"{"like": 0}"##),
        Input(type: "LikeFlag", json: ##"{"like": 2}"##),
        Input(type: "LikeFlag", json: ##"{"like": "1"}"##),
        Input(type: "LikeFlag", json: ##"{"like": true}"##),
        Input(type: "LikeFlag", json: ##"{"like": 1.0}"##),
        Input(type: "LikeFlag", json: ##"{"like": null}"##),
        Input(type: "LikeFlag", json: ##"{}"##),
        Input(type: "[LikeFlag]", json: ##"[{"like": 1}, {"like": "1"}]"##),
        // Together, inside synthesized decoding.
        Input(type: "Canvas", json: ##"{"background": "#fff", "shapes": []}"##),
        Input(
            type: "Canvas",
            json:
                ##"{"background": "#fff", "shapes": [{"type": "circle", "radius": 1}], "origin": {"latitude": 1, "longitude": 2, "additionalInfo": {"elevation": 3}}}"##
        ),
        Input(type: "Canvas", json: ##"{"background": "#fff", "shapes": [], "origin": {"latitude": 1, "longitude": 2}}"##),
        Input(type: "Canvas", json: ##"{"background": 1, "shapes": [{"type": "blob"}]}"##),
        Input(type: "Canvas", json: ##"{"background": "#fff", "shapes": [{"type": "blob"}]}"##),
        Input(type: "Canvas", json: ##"{"background": "#fff", "shapes": [], "series": [["a", 1], ["b"], [3]]}"##),
        Input(type: "Canvas", json: ##"{"background": "#fff", "shapes": [], "series": [["a", 1], ["b", "c"]]}"##),
        Input(type: "Canvas", json: ##"{"background": "#fff", "shapes": [], "origin": null, "series": null}"##),
        Input(type: "Canvas", json: ##"{"shapes": []}"##),
        Input(type: "Canvas", json: ##"{"background": null, "shapes": []}"##),
    ]

    @Test("at least 100 inputs")
    func enoughInputs() {
        #expect(Self.seeds.count >= 100)
    }

    @Test("verdict and first error equal JSONDecoder's", arguments: seeds)
    func sameOutcome(_ input: Input) throws {
        let type = try #require(Self.decoders[input.type])
        let data = Data(input.json.utf8)
        let (foundation, encoded) = Self.foundationOutcome(type, data)
        let plan = try SeedModelSchema.schema.plan(for: input.type)
        let document = try JSONReader.read(data)
        var options = ValidationOptions()
        options.producesValue = true
        let outcome = SchemaValidator(plan: plan, options: options).validate(document)
        switch (foundation, outcome.errors.first) {
        case (nil, nil):
            #expect(outcome.isValid)
            if let encoded { #expect(outcome.encodedValue == encoded) }
        case (let expected?, let problem?):
            expectSameProblem(foundation: expected, problem: problem, document: data)
        case (let expected?, nil):
            Issue.record("JSONDecoder threw \(expected); the interpreter found no error")
        case (nil, let problem?):
            Issue.record(
                "JSONDecoder decodes it; the interpreter found \(problem.kind.rawValue) at \(problem.renderedPath): \(problem.message)")
        }
    }

    /// Foundation's error, or the decoded value re-encoded (sorted keys) when the type is `Encodable`.
    private static func foundationOutcome<T: Decodable>(_ type: T.Type, _ data: Data) -> (ObservedDecodingError?, String?) {
        do {
            let value = try JSONDecoder().decode(T.self, from: data)
            guard let encodable = value as? any Encodable else { return (nil, nil) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return (nil, (try? encoder.encode(encodable)).map { String(decoding: $0, as: UTF8.self) })
        } catch {
            return (ObservedDecodingError(error), nil)
        }
    }

    @Test("the printed values of Encodable types are checked")
    func encodableTypesArePrinted() {
        let printed = Self.seeds.filter { input in
            guard let type = Self.decoders[input.type] else { return false }
            return Self.foundationOutcome(type, Data(input.json.utf8)).1 != nil
        }
        #expect(printed.count >= 30)
    }
}
