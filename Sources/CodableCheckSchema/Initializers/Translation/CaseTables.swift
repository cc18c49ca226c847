import CodableCheckCore
import Foundation

/// `Self.mapping[text]`: a `static let` table of an enum's own cases keyed by a name each case
/// gives, looked up with a decoded string, as SDKs map wire names to cases they do not give raw
/// values (`guard let store = Self.mapping[text] else { throw ... }`). The table is built from
/// `allCases` in one of the spellings read here, keyed by an instance property of the enum whose
/// getter is a `switch self` returning a string literal (or `nil`) per case
/// (`CaseStringGetter`), or by `rawValue`:
///
/// - `Self.allCases.reduce(into: [:]) { table, c in if let name = c.wireName { table[name] = c } }`
///   and `{ table, c in table[c.wireName] = c }`: a later case with the same name replaces an
///   earlier one, as the subscript does;
/// - `Dictionary(uniqueKeysWithValues: Self.allCases.map { ($0.wireName, $0) })`, only when the
///   names are distinct (with a name twice the app stops when it first reads the table).
///
/// The lookup is the case whose name equals the text, else nil: what the app's dictionary gives.
/// Any other table is left to the other rules, which do not evaluate it.
enum CaseTables {
    typealias Failure = CustomDecodingTranslator.Failure

    /// The lookup `expression` is, if it is one of such a table.
    static func lookup(_ expression: BodyExpression, in translator: inout CustomDecodingTranslator) throws(Failure) -> DecodingExpression? {
        guard case .subscriptAccess(let base, let arguments) = expression, arguments.count == 1, arguments[0].label == nil,
            let (owner, name) = staticMember(base, in: translator), let table = table(named: name, of: owner, in: translator)
        else { return nil }
        var cases: [(name: String, value: DecodingExpression)] = []
        for (text, caseName) in table {
            guard let value = caseValue(caseName, of: owner, in: translator) else { return nil }
            cases.append((text, value))
        }
        let key = try translator.translate(arguments[0].value)
        let hidden = "$caseTable\(translator.chainCount)"
        translator.chainCount += 1
        var found: DecodingExpression = .literal("null")
        for (text, value) in cases.reversed() {
            found = .choose(.equals(.variable(hidden), .literal(JSONText.quoted(text)), negated: false), then: value, otherwise: found)
        }
        return .scoped(hidden, key, found)
    }

    /// `Self.mapping`, `Store.mapping`, or `mapping` alone in a static helper of the type.
    private static func staticMember(_ base: BodyExpression, in translator: CustomDecodingTranslator) -> (DeclarationNode, String)? {
        switch base {
        case .member(let owner, let name):
            guard let path = WrittenExpression.typePath(of: owner), let node = translator.declaredType(path) else { return nil }
            return (node, name)
        case .name(let name) where translator.isStaticHelper && !translator.locals.contains(name):
            return (translator.node, name)
        default:
            return nil
        }
    }

    /// The table a `static let` of `owner` holds, name to case, in the order a lookup tries them
    /// (each name once).
    private static func table(named name: String, of owner: DeclarationNode, in translator: CustomDecodingTranslator) -> [(String, String)]?
    {
        guard owner.kind == .enum, let property = owner.staticProperties.first(where: { $0.isLet && $0.name == name }),
            let text = property.initialValue?.text, let built = Built(text, owner: owner.name),
            let cases = allCases(of: owner)
        else { return nil }
        var names: [String: String] = [:]
        var order: [String] = []
        for caseName in cases {
            guard let key = keyName(of: caseName, property: built.property, in: owner, resolver: translator.resolver) else { return nil }
            guard let key else { continue }
            if names[key] != nil {
                // `uniqueKeysWithValues` stops the app on a name given twice; `reduce` keeps the last.
                guard !built.uniqueKeys else { return nil }
            } else {
                order.append(key)
            }
            names[key] = caseName
        }
        return order.map { ($0, names[$0] ?? "") }
    }

    /// The name `property` gives a case: `.some(nil)` for a case it gives nil, nil when unknown.
    private static func keyName(of caseName: String, property: String, in owner: DeclarationNode, resolver: TypeResolver) -> String?? {
        if property == "rawValue" {
            guard resolver.rawType(of: owner) == .string,
                let value = resolver.rawValues(of: owner, rawType: .string)?.first(where: { $0.name == caseName })
            else { return nil }
            return .some(value.rawValue)
        }
        guard let getter = owner.computedProperties.first(where: { $0.name == property && !$0.isStatic })?.caseStrings else {
            return nil
        }
        if let text = getter.strings[caseName] { return .some(text) }
        if getter.nilCases.contains(caseName) { return .some(nil) }
        return nil
    }

    /// `allCases` in its order: the cases a `static var allCases` getter lists, or, synthesized
    /// for a `CaseIterable` enum without payloads, the cases as declared.
    private static func allCases(of owner: DeclarationNode) -> [String]? {
        if let listed = owner.computedProperties.first(where: { $0.name == "allCases" && $0.isStatic }) {
            return listed.returnedCases
        }
        guard !owner.staticProperties.contains(where: { $0.name == "allCases" }),
            owner.conformances.contains(where: { $0.type.description == "CaseIterable" }),
            !owner.declaration.members.enumCases.contains(where: \.hasAssociatedValues)
        else { return nil }
        return owner.declaration.members.enumCases.map(\.name)
    }

    /// The value a case of `owner` is, as the interpreter holds the enum's values.
    private static func caseValue(_ caseName: String, of owner: DeclarationNode, in translator: CustomDecodingTranslator)
        -> DecodingExpression?
    {
        if let rawType = translator.resolver.rawType(of: owner) {
            guard let value = translator.resolver.rawValues(of: owner, rawType: rawType)?.first(where: { $0.name == caseName }) else {
                return nil
            }
            return .literal(rawType == .string ? JSONText.quoted(value.rawValue) : value.rawValue)
        }
        return .enumCase(name: caseName, arguments: [])
    }

    /// How a table's initial value builds it, read from its tokens.
    private struct Built {
        /// The property of each case its name comes from.
        var property: String
        /// Built by `Dictionary(uniqueKeysWithValues:)`.
        var uniqueKeys: Bool

        init?(_ text: String, owner: String) {
            var lexer = SwiftLexer(bytes: Array(text.utf8), fileIndex: -1)
            let tokens = lexer.tokenize()
            guard lexer.problems.isEmpty else { return nil }
            let written = tokens.filter { $0.kind != .endOfFile }.map(\.text).joined(separator: " ")
            let source = #"(?:(?:Self|\#(NSRegularExpression.escapedPattern(for: owner))) \. )?allCases"#
            let patterns: [(String, Bool)] = [
                (
                    #"\#(source) \. reduce \( into : \[ : \] \) \{ (\w+) , (\w+) in if let (\w+) = \2 \. (\w+) \{ \1 \[ \3 \] = \2 \} \}"#,
                    false
                ),
                (#"\#(source) \. reduce \( into : \[ : \] \) \{ (\w+) , (\w+) in \1 \[ \2 \. (\w+) \] = \2 \}"#, false),
                (#"Dictionary \( uniqueKeysWithValues : \#(source) (?:\. lazy )?\. map \{ \( \$ ?0 \. (\w+) , \$ ?0 \) \} \)"#, true),
            ]
            for (pattern, uniqueKeys) in patterns {
                guard let regex = try? NSRegularExpression(pattern: "^" + pattern + "$"),
                    let match = regex.firstMatch(in: written, range: NSRange(written.startIndex..., in: written)),
                    let range = Range(match.range(at: match.numberOfRanges - 1), in: written)
                else { continue }
                // `if let name = c.wireName` with `wireName` optional; `table[c.rawValue] = c`.
                property = String(written[range])
                self.uniqueKeys = uniqueKeys
                return
            }
            return nil
        }
    }
}
