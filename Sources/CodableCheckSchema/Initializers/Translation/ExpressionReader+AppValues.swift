/// Values made from the app's own types under a `try` (`try c.decodeIfPresent(Group.self, forKey:
/// .g) ?? Group(Vector(0))`, `try c.decodeIfPresent(Int.self, forKey: .m) ?? Self.defaultMemory`):
/// the `try` covers them, so whether they may throw is read from their declarations.
extension ExpressionReader {
    /// Whether evaluating the expression cannot throw, as its declarations say: literals, locals,
    /// operators on such values, a static stored property or enum case of a declared type, and a
    /// call of a declared type's initializer that none of the initializers its labels can reach
    /// declares `throws` (see `initializerThrowsNothing`). Anything else (a function, a method, a
    /// type the models do not declare) may throw.
    static func throwsNothing(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> Bool {
        switch expression {
        case .literal, .interpolatedString, .implicitMember, .typeSelf:
            return true
        case .name(let name):
            // A value the body holds; a type's name (`Registry` in `Registry.shared.code(...)`)
            // or `self` is no value of its own.
            return translator.locals.contains(name) || translator.properties.contains(name)
        case .arrayLiteral(let elements):
            return elements.allSatisfy { throwsNothing($0, in: translator) }
        case .binary(_, let left, let right):
            return throwsNothing(left, in: translator) && throwsNothing(right, in: translator)
        case .prefix(_, let operand):
            return throwsNothing(operand, in: translator)
        case .ternary(let condition, let then, let otherwise):
            return throwsNothing(condition, in: translator) && throwsNothing(then, in: translator)
                && throwsNothing(otherwise, in: translator)
        case .member(let owner, let name):
            // `UUID().uuidString`: a property of a value made from nothing.
            if isFreshFoundationValue(owner, in: translator) { return true }
            guard let path = WrittenExpression.typePath(of: owner), let type = translator.declaredType(path) else { return false }
            return type.declaration.members.properties.contains { $0.isStatic && $0.name == name }
                || type.declaration.members.enumCases.contains { $0.name == name }
        case .call(let callee, let arguments):
            if isFreshFoundationValue(expression, in: translator) { return true }
            guard arguments.allSatisfy({ throwsNothing($0.value, in: translator) }) else { return false }
            // `Double(0)`: no conversion to a floating-point type throws (`BodyEffects`).
            if case .name(let name) = callee, BodyEffects.nonTrappingConversions.contains(name), translator.declaredType([name]) == nil {
                return true
            }
            if case .member(let owner, let name) = callee, name != "init" {
                // `Kind.other("x")`: an enum case's payload.
                guard let path = WrittenExpression.typePath(of: owner), let type = translator.declaredType(path) else { return false }
                return type.declaration.members.enumCases.contains { $0.name == name }
            }
            var typeCallee = callee
            if case .member(let owner, "init") = callee { typeCallee = owner }
            guard let path = WrittenExpression.typePath(of: typeCallee), let type = translator.declaredType(path) else { return false }
            return initializerThrowsNothing(type, labels: arguments.map(\.label), in: translator)
        default:
            return false
        }
    }

    /// `UUID()` or `Date()` (`BodyEffects.freshFoundationValues`), where the models declare no
    /// type of that name.
    static func isFreshFoundationValue(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> Bool {
        guard case .call(.name(let name), let arguments) = expression, arguments.isEmpty else { return false }
        return BodyEffects.freshFoundationValues.contains(name) && translator.declaredType([name]) == nil
    }

    /// Judged as swiftc's overload choice would be: only the initializers whose argument labels
    /// accept the call (labels in order, defaulted parameters left out or not) count. Where one
    /// accepts it, its `throws` decides; where several do and any throws, which one swiftc picks
    /// depends on the argument types, so the call may throw. A struct or enum none of whose
    /// declared initializers accepts the call reaches an implicit one (memberwise,
    /// `init(rawValue:)`), which never throws; a class may inherit initializers the tool cannot
    /// see, so it needs one it declares.
    private static func initializerThrowsNothing(_ type: DeclarationNode, labels: [String?], in translator: CustomDecodingTranslator)
        -> Bool
    {
        guard labels.first != "from", type.kind != .protocol else { return false }
        let candidates = type.initializers.filter { !$0.isDecoding && $0.accepts(labels: labels) }
        if candidates.isEmpty { return type.kind != .class }
        return candidates.allSatisfy { !$0.isThrowing }
    }
}
