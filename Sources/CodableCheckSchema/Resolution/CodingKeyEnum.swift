/// A `CodingKey` enum's cases with the JSON key each stands for: the one rule served to
/// synthesis (`PlanBuilder`), encoded constants, tagged enums and the `init(from:)` interpreter.
///
/// The key is the `String` raw value when the enum's raw type is `String`, else the case name:
/// the compiler synthesizes `stringValue` that way, and an `Int` raw value is the key's
/// `intValue`, which `JSONDecoder` never matches against (probed on 6.3.1: `case a = 5` reads
/// `"a"`, and `{"5": 1}` is `keyNotFound`).
struct CodingKeyEnum {
    /// In declaration order.
    let cases: [(keyCase: EnumCaseDeclaration, key: String)]
    /// Whether the enum writes its own `var stringValue` (`case location` whose key is `"in"`):
    /// then the keys are what that getter returns, which the tool does not read, and the keys
    /// above are wrong (probed on 6.3.1: `{"location": ...}` is `keyNotFound` for `in`).
    let declaresStringValue: Bool

    init(_ keys: DeclarationNode, resolver: TypeResolver) {
        let renames = resolver.rawType(of: keys) == .string
        declaresStringValue = keys.computedProperties.contains { $0.name == "stringValue" && !$0.isStatic }
        cases = keys.declaration.members.enumCases.map { keyCase in
            if renames, case .string(let value)? = keyCase.rawValue { return (keyCase, value) }
            return (keyCase, keyCase.name)
        }
    }

    /// Case name to JSON key; a repeated case name, which the compiler rejects, keeps its first key.
    var keysByCaseName: [String: String] {
        Dictionary(cases.map { ($0.keyCase.name, $0.key) }, uniquingKeysWith: { first, _ in first })
    }
}
