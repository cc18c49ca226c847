/// The ranges `IndexSet.init(from:)` cannot form: a negative length, or a location whose end
/// overflows `Int` (probed on 6.3.1: both stop the process).
enum IndexSetTrap {
    /// `IndexSet`'s Codable form, `{"indexes": [{"location": 1, "length": 3}]}`, read as
    /// `IndexSet.init(from:)` reads it: range by range, inserting each before reading the next.
    /// So the first range it cannot form is where it stops, and an error before that range is
    /// thrown first (left to `IndexSet`'s own code); one after it is never reached.
    private struct Reading: Decodable {
        /// The first range that traps: its position in `indexes`, location and length.
        var trap: (position: Int, location: Int, length: Int)?

        private enum Keys: String, CodingKey { case indexes }
        private enum RangeKeys: String, CodingKey { case location, length }

        init(from decoder: any Decoder) throws {
            var ranges = try decoder.container(keyedBy: Keys.self).nestedUnkeyedContainer(forKey: .indexes)
            while !ranges.isAtEnd {
                let position = ranges.currentIndex
                let range = try ranges.nestedContainer(keyedBy: RangeKeys.self)
                let location = try range.decode(Int.self, forKey: .location)
                let length = try range.decode(Int.self, forKey: .length)
                if length < 0 || location.addingReportingOverflow(length).overflow {
                    trap = (position, location, length)
                    return
                }
            }
        }
    }

    static func find(
        at index: Int, in document: JSONDocument, codingPath: [CodingPathComponent], with decoder: CodableCheckDecoder
    ) -> DecodingProblem? {
        guard let reading = decoder.decodeCollectingProblems(Reading.self, in: document, at: index, codingPath: codingPath).value,
            let trap = reading.trap
        else { return nil }
        let overflows = trap.location.addingReportingOverflow(trap.length).overflow
        return FoundationValue.trapProblem(
            "IndexSet range at \(trap.location) with length \(trap.length) "
                + (overflows ? "ends past Int.max" : "has a negative length"),
            of: "IndexSet", at: codingPath + [.key("indexes"), .index(trap.position)], index: index, in: document)
    }
}
