/// Reads a static computed property's body that returns a list of the enum's own cases, braces
/// included: `{ [.description, .url] }`, `{ return [.a, .b] }`, `{ get { [Self.a] } }` (the
/// `allBuiltinKeys` an OpenAPI library's keys enum declares to tell its declared keys from the
/// `x-` extensions). Token by token, as `CaseStringGetterReader`; anything else is not read.
enum CaseListGetterReader {
    /// The case names in order, or nil for any other body.
    static func read(_ body: ArraySlice<SwiftToken>) -> [String]? {
        var tokens = Array(body)
        guard tokens.count >= 4, tokens.first?.isPunctuation("{") == true, tokens.last?.isPunctuation("}") == true else { return nil }
        tokens = Array(tokens.dropFirst().dropLast())
        if tokens.first?.isKeyword("get") == true {
            guard tokens.count >= 3, tokens[1].isPunctuation("{"), tokens.last?.isPunctuation("}") == true else { return nil }
            tokens = Array(tokens.dropFirst(2).dropLast())
        }
        if tokens.first?.isKeyword("return") == true { tokens.removeFirst() }
        guard tokens.first?.isPunctuation("[") == true, tokens.last?.isPunctuation("]") == true else { return nil }
        var names: [String] = []
        var index = 1
        let end = tokens.count - 1
        while index < end {
            // `.name`, or `Owner.name` (`Self.name`, `CodingKeys.name`).
            if tokens[index].kind == .identifier, index + 1 < end, tokens[index + 1].isPunctuation(".") { index += 1 }
            guard tokens[index].isPunctuation("."), index + 1 < end, tokens[index + 1].kind == .identifier else { return nil }
            names.append(tokens[index + 1].text)
            index += 2
            if index < end {
                guard tokens[index].isPunctuation(",") else { return nil }
                index += 1
            }
        }
        return names
    }
}
