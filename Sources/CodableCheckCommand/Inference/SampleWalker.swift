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
            if tape.flags(at: index).contains(.isPlainInteger), Int(document.literalText(at: index)) != nil {
                shape.integers += 1
            } else {
                shape.fractionalNumbers += 1
            }
        case .string:
            addString(document.stringValue(at: index) ?? "", to: shape)
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
                let key = document.stringValue(at: member) ?? ""
                let value = member + 1
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

    /// `scheme://…` that `URL(string:)` (what `JSONDecoder` uses for `URL`) accepts.
    static func isAbsoluteURL(_ value: String) -> Bool {
        guard let colon = value.firstIndex(of: ":"), value[colon...].hasPrefix("://"),
            let first = value.first, first.isASCII, first.isLetter,
            value[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return false }
        return URL(string: value) != nil
    }
}
