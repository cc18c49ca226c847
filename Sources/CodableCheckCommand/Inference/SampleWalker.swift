import CodableCheckCore
import Foundation

/// Walks a read sample's tape and merges every value into a `ValueShape`, one pass per document.
struct SampleWalker {
    /// Enum suggestions stop at this many distinct strings.
    var maximumEnumCases: Int

    func add(_ document: JSONDocument, to shape: ValueShape) {
        document.withUTF8 { _ in
            visit(document.rootIndex, in: document, into: shape)
        }
    }

    private func visit(_ index: Int, in document: JSONDocument, into shape: ValueShape) {
        let tape = document.tape
        shape.count += 1
        switch tape.kind(at: index) {
        case .null:
            shape.nulls += 1
        case .true, .false:
            shape.bools += 1
        case .number:
            let flags = tape.flags(at: index)
            let text = document.literalText(at: index)
            if flags.contains(.isMalformedNumber) || !Self.fitsDouble(text) {
                shape.malformed += 1
            } else if flags.contains(.isPlainInteger), Int(text) != nil {
                shape.integers += 1
            } else if Self.isZeroWithExponent(text), Self.foundationRefusesDouble(text) {
                shape.zeroesWithExponent += 1
            } else {
                shape.fractionalNumbers += 1
            }
        case .string:
            guard let value = document.stringValue(at: index) else {
                shape.malformed += 1
                return
            }
            addString(value, to: shape)
        case .array:
            shape.arrays += 1
            let elements = shape.array ?? ValueShape()
            shape.array = elements
            var element = index + 1
            let end = tape.indexAfter(index)
            while element < end {
                visit(element, in: document, into: elements)
                element = tape.indexAfter(element)
            }
        case .object:
            let object = shape.object ?? ObjectShape()
            shape.object = object
            object.count += 1
            var seen = Set<String>()
            var member = index + 1
            let end = tape.indexAfter(index)
            while member < end {
                let value = member + 1
                guard let key = document.stringValue(at: member) else {
                    // Foundation checks every key of an object it decodes: this one fails it.
                    shape.malformed += 1
                    member = tape.indexAfter(value)
                    continue
                }
                // Foundation decodes the first of duplicate keys; later ones are never read.
                if seen.insert(key).inserted {
                    let entry = object.member(key)
                    entry.presence += 1
                    visit(value, in: document, into: entry.shape)
                }
                member = tape.indexAfter(value)
            }
        }
    }

    private func addString(_ value: String, to shape: ValueShape) {
        var facts = shape.strings ?? ValueShape.StringFacts()
        facts.count += 1
        if facts.allDates, (try? Date.ISO8601FormatStyle().parse(value)) == nil { facts.allDates = false }
        if facts.allURLs, !Self.isAbsoluteURL(value) { facts.allURLs = false }
        if facts.distinct.count <= maximumEnumCases, !facts.distinct.contains(value) {
            facts.distinct.append(value)
        }
        shape.strings = facts
    }

    /// Whether `Double` decoding accepts the number: neither overflow to infinity nor underflow
    /// of a non-zero number to zero (`JSONDecoder` rejects both).
    static func fitsDouble(_ text: String) -> Bool {
        guard let value = Double(text) else { return false }
        if value.isInfinite { return false }
        if value == 0 {
            let mantissa = text.prefix { $0 != "e" && $0 != "E" }
            return !mantissa.contains { ("1"..."9").contains($0) }
        }
        return true
    }

    /// `0e1`, `-0.0E5`: a significand of zeros and an exponent, the spelling `JSONDecoder`
    /// refuses for `Double` in some forms (not all: `0.0e1` decodes). Cheap, so only these few
    /// numbers are handed to `foundationRefusesDouble`.
    static func isZeroWithExponent(_ text: String) -> Bool {
        guard let exponent = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return false }
        return !text[..<exponent].contains { ("1"..."9").contains($0) }
    }

    /// Whether `JSONDecoder` refuses the number as a `Double`, asked of Foundation itself (the
    /// reference for what decodes) rather than restated here.
    static func foundationRefusesDouble(_ text: String) -> Bool {
        (try? JSONDecoder().decode(Double.self, from: Data(text.utf8))) == nil
    }

    /// `scheme://…` that `URL(string:)` (what `JSONDecoder` uses for `URL`) accepts.
    static func isAbsoluteURL(_ value: String) -> Bool {
        guard let colon = value.firstIndex(of: ":"), value[colon...].hasPrefix("://"),
            let first = value.first, first.isASCII, first.isLetter,
            value[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return false }
        return URL(string: value) != nil
    }
}
