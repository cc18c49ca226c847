import Foundation

/// The bitmaps `CharacterSet.init(from:)` cannot read. After the first 8192 bytes (the Basic
/// Multilingual Plane), `CharacterSet(bitmapRepresentation:)` reads blocks of one plane-number
/// byte and up to 8192 bytes, while more than one byte is left; a plane number outside 1...16
/// stops the process (probed on 6.3.1: 0 is an illegal instruction, 17 and up a bad pointer
/// dereference, in CoreFoundation's `_CFCharacterSetInitWithBitmapRepresentation`).
enum CharacterSetTrap {
    /// `CharacterSet`'s Codable form, `{"bitmap": <Data>}`, read with the same decoder (so with
    /// its data strategy); a document it does not fit is left to `CharacterSet`'s own errors.
    private struct Form: Decodable {
        var bitmap: Data
    }

    /// Bytes of one plane's bitmap: 65536 bits.
    private static let planeSize = 8192
    /// The plane numbers a block may carry.
    private static let annexPlanes: ClosedRange<UInt8> = 1...16

    static func find(
        at index: Int, in document: JSONDocument, codingPath: [CodingPathComponent], with decoder: CodableCheckDecoder
    ) -> DecodingProblem? {
        guard let bitmap = decoder.decodeCollectingProblems(Form.self, in: document, at: index, codingPath: codingPath).value?.bitmap
        else { return nil }
        let bytes = [UInt8](bitmap)
        var offset = planeSize
        while bytes.count - offset > 1 {
            let plane = bytes[offset]
            if !annexPlanes.contains(plane) {
                return FoundationValue.trapProblem(
                    "CharacterSet bitmap names plane \(plane) at byte \(offset) (planes are 1 to 16)", of: "CharacterSet",
                    at: codingPath + [.key("bitmap")], index: index, in: document)
            }
            offset += 1 + planeSize
        }
        return nil
    }
}
