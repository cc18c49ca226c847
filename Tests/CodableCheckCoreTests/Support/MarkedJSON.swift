import Foundation

/// JSON text with location markers (`1️⃣` … `9️⃣`) written where a test expects a position.
/// The markers are removed; `offset(of:)` gives the UTF-8 byte offset each stood at.
///
///     let input = MarkedJSON(#"{"title": 1️⃣"Dune}"#)
///     input.text            // {"title": "Dune}
///     input.offset(of: "1️⃣")   // 10
struct MarkedJSON {
    private(set) var text = ""
    private var offsets: [Character: Int] = [:]

    static let markers: Set<Character> = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    init(_ marked: String) {
        var byteCount = 0
        for character in marked {
            if Self.markers.contains(character) {
                precondition(offsets[character] == nil, "marker \(character) used twice")
                offsets[character] = byteCount
            } else {
                text.append(character)
                byteCount += character.utf8.count
            }
        }
    }

    var bytes: [UInt8] { Array(text.utf8) }

    /// The byte offset the marker stood at.
    func offset(of marker: Character) -> Int {
        guard let offset = offsets[marker] else { preconditionFailure("no marker \(marker) in \(text.debugDescription)") }
        return offset
    }

    /// Every marker's offset, in marker order (`1️⃣` first).
    var markedOffsets: [Int] {
        offsets.sorted { String($0.key) < String($1.key) }.map(\.value)
    }
}
