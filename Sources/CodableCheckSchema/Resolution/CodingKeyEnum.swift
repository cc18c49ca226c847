/// A `CodingKey` enum's cases with the JSON key each stands for: the one rule served to
/// synthesis (`PlanBuilder`), encoded constants, tagged enums and the `init(from:)` interpreter.
///
/// The key is the `String` raw value when the enum's raw type is `String`, else the case name:
/// the compiler synthesizes `stringValue` that way, and an `Int` raw value is the key's
/// `intValue`, which `JSONDecoder` never matches against (probed on 6.3.1: `case a = 5` reads
/// `"a"`, and `{"5": 1}` is `keyNotFound`). An enum that writes its own `stringValue` has the
/// keys that getter returns, when it is a `switch self` the parser reads (`CaseStringGetter`).
struct CodingKeyEnum {
    /// In declaration order. Without a case whose own `stringValue` returns its payload
    /// (`case extended(String)`): such a case has no fixed key.
    let cases: [(keyCase: EnumCaseDeclaration, key: String)]
    /// Whether the enum writes its own `var stringValue` (`case location` whose key is `"in"`)
    /// in a shape the tool does not read: then the keys above are wrong (probed on 6.3.1:
    /// `{"location": ...}` is `keyNotFound` for `in`), and nothing may be read through them.
    let hasUnreadStringValue: Bool
    /// Whether the enum writes its own `var stringValue`, read or not. Which of an object's
    /// keys `allKeys` holds is then up to its own `init?(stringValue:)` (a `default:` that makes
    /// every other key `.extended(key)`), which the tool does not read.
    let hasOwnStringValue: Bool

    init(_ keys: DeclarationNode, resolver: TypeResolver) {
        let renames = resolver.rawType(of: keys) == .string
        let getter = keys.computedProperties.first { $0.name == "stringValue" && !$0.isStatic }
        let enumCases = keys.declaration.members.enumCases
        hasOwnStringValue = getter != nil
        if let getter {
            let strings = getter.caseStrings
            let covers = strings.map { read in
                enumCases.allSatisfy { read.strings[$0.name] != nil || read.payloadCases.contains($0.name) && $0.hasAssociatedValues }
            }
            hasUnreadStringValue = covers != true
            cases = enumCases.compactMap { keyCase in strings?.strings[keyCase.name].map { (keyCase, $0) } }
            return
        }
        hasUnreadStringValue = false
        cases = enumCases.map { keyCase in
            if renames, case .string(let value)? = keyCase.rawValue { return (keyCase, value) }
            return (keyCase, keyCase.name)
        }
    }

    /// Case name to JSON key; a repeated case name, which the compiler rejects, keeps its first key.
    var keysByCaseName: [String: String] {
        Dictionary(cases.map { ($0.keyCase.name, $0.key) }, uniquingKeysWith: { first, _ in first })
    }
}
