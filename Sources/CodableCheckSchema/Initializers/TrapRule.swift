/// The one rule for whether an expression the tool does not evaluate may stop the app: such an
/// expression is a value the tool need not know only when running it can neither throw nor trap
/// (a trap is a crash, which no verdict of "valid" may hide).
///
/// What may trap: a force unwrap, `try!`, `as!`, a subscript (an array index out of range), a
/// closure's body (not read here), integer arithmetic (`price * quantity` overflows; a prefix
/// `-` overflows on `Int.min`), and a range between values the tool does not know (`start..<end`
/// with `start > end`: "Range requires lowerBound <= upperBound"). Probed on 6.3.1: both of the
/// last two crash `JSONDecoder`'s caller with signal 4. What does not: comparisons, `&&`, `||`,
/// `??`, `+` joining strings or arrays, arithmetic on floating-point values (when the caller
/// knows an operand is one), and arithmetic on literals alone, which the compiler folds and
/// rejects when it overflows.
///
/// Calls of the app's functions are not looked into here; `ThrowingCode.mayThrow`
/// and the helper rules decide those.
struct TrapRule {
    /// The arithmetic operators, which trap on integer overflow (and `/`, `%` on a zero divisor).
    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%"]

    /// Operators that cannot trap whatever their operands.
    static let nonTrappingOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "??"]

    /// The declared or decoded type of a name (a local, or a property of the type decoded): the
    /// interpreter's to know; by default no name's type is known.
    var typeOfName: (String) -> TypeReference? = { _ in nil }
    /// Whether a call of the app's own initializer or static function may stop the app, as its
    /// body reads (`BodyEffects`); by default no call is known to.
    var appCallMayTrap: (_ callee: BodyExpression, _ arguments: [BodyArgument]) -> Bool = { _, _ in false }

    func mayTrap(_ expression: BodyExpression) -> Bool {
        switch expression {
        case .forceUnwrap, .subscriptAccess, .tryExpression("try!", _), .cast("as!", _, _): true
        case .name, .implicitMember, .literal, .interpolatedString, .typeSelf: false
        case .closure, .calledClosure: true
        case .prefix("-", let operand): !Self.isNumberArithmetic(operand) && !isFloatingPoint(operand)
        // `Box.init` handed to `mapValues` or `map` as a function: called with one value.
        case .member(let owner, "init") where WrittenExpression.typePath(of: owner) != nil:
            appCallMayTrap(expression, [BodyArgument(label: nil, value: .name("_"))]) || mayTrap(owner)
        case .member(let base, _), .tryExpression(_, let base), .prefix(_, let base), .optionalChain(let base), .cast(_, let base, _):
            mayTrap(base)
        case .call(let callee, let arguments):
            appCallMayTrap(callee, arguments) || mayTrap(callee) || arguments.contains { mayTrap($0.value) }
        case .arrayLiteral(let elements): elements.contains(where: mayTrap)
        case .binary(let operation, let left, let right):
            operatorMayTrap(operation, left, right) || mayTrap(left) || mayTrap(right)
        case .ternary(let condition, let then, let otherwise): mayTrap(condition) || mayTrap(then) || mayTrap(otherwise)
        }
    }

    /// Whether the binary operator itself may trap on these operands (theirs aside).
    func operatorMayTrap(_ operation: String, _ left: BodyExpression, _ right: BodyExpression) -> Bool {
        if Self.nonTrappingOperators.contains(operation) { return false }
        switch operation {
        case "+" where isConcatenated(left) || isConcatenated(right): return false
        case _ where Self.arithmeticOperators.contains(operation):
            // Only 0 and, on `Int.min`, -1 make a division trap.
            if operation == "/" || operation == "%", let divisor = Self.integerLiteral(right), divisor != 0, divisor != -1 {
                return false
            }
            let isConstant = Self.isNumberArithmetic(left) && Self.isNumberArithmetic(right)
            return !isConstant && !isFloatingPoint(left) && !isFloatingPoint(right)
        case "...", "..<":
            // `value...value`: one name on both sides is never reversed.
            if left == right, Self.isNamePath(left) { return false }
            guard let lower = Self.integerLiteral(left), let upper = Self.integerLiteral(right) else { return true }
            return lower > upper
        default: return true
        }
    }

    /// A string or array literal, a `String(...)` or a name known to hold a `String` or an array,
    /// or a `+` of one: what `+` joins instead of adding.
    private func isConcatenated(_ expression: BodyExpression) -> Bool {
        switch expression {
        case .literal(let json): json.hasPrefix("\"")
        case .interpolatedString, .arrayLiteral, .call(.name("String"), _): true
        case .name(let name), .member(.name("self"), let name):
            switch typeOfName(name)?.unwrappingOptionals {
            case .array?: true
            case .named(let components)? where components.map(\.name) == ["String"]: true
            default: false
            }
        case .binary("+", let left, let right): isConcatenated(left) || isConcatenated(right)
        default: false
        }
    }

    /// `value`, `self.limit`, `range.lowerBound`: reading it twice gives the same value.
    private static func isNamePath(_ expression: BodyExpression) -> Bool {
        switch expression {
        case .name: true
        case .member(let base, _): isNamePath(base)
        default: false
        }
    }

    /// A number literal, or arithmetic on number literals alone (`60 * 60 * 24`, `-1`).
    private static func isNumberArithmetic(_ expression: BodyExpression) -> Bool {
        switch expression {
        case .literal(let json): json.first?.isNumber == true
        case .prefix("-", let operand): isNumberArithmetic(operand)
        case .binary(let operation, let left, let right):
            arithmeticOperators.contains(operation) && isNumberArithmetic(left) && isNumberArithmetic(right)
        default: false
        }
    }

    private static func integerLiteral(_ expression: BodyExpression) -> Int? {
        switch expression {
        case .literal(let json): Int(json)
        case .prefix("-", .literal(let json)): Int(json).map { -$0 }
        default: nil
        }
    }

    /// Whether the expression is known to be a `Double`, `Float` or `CGFloat` (or one of
    /// Foundation's aliases of them), whose arithmetic gives infinities or NaN instead of
    /// trapping: a literal with a fraction or an exponent, a name of such a type, a conversion
    /// to one or a read of one (`try c.decode(Double.self, forKey: .x)`), or arithmetic with such
    /// an operand (Swift's arithmetic operators take two operands of one type).
    func isFloatingPoint(_ expression: BodyExpression) -> Bool {
        switch expression {
        case .literal(let json): json.first?.isNumber == true && json.contains { ".eE".contains($0) }
        case .name(let name), .member(.name("self"), let name): Self.isFloatingPoint(typeOfName(name))
        case .call(.name(let typeName), _): Self.isFloatingPoint(name: typeName)
        case .call(.member(_, let method), let arguments) where method == "decode":
            if case .typeSelf(let type)? = arguments.first?.value { Self.isFloatingPoint(type) } else { false }
        case .tryExpression("try", let operand), .prefix("-", let operand): isFloatingPoint(operand)
        case .binary(let operation, let left, let right) where Self.arithmeticOperators.contains(operation):
            isFloatingPoint(left) || isFloatingPoint(right)
        default: false
        }
    }

    static func isFloatingPoint(_ type: TypeReference?) -> Bool {
        guard case .named(let components)? = type, components.count == 1, let name = components.first?.name else { return false }
        return isFloatingPoint(name: name)
    }

    private static func isFloatingPoint(name: String) -> Bool {
        switch BuiltinType.named(name) {
        case .scalar(.leaf(.double))?, .scalar(.leaf(.float))?: true
        default: false
        }
    }

    /// Whether an argument handed to a method of a value may stop the app: a closure whose body
    /// may (`reduce(0) { $0 + $1 }` overflows on `Int`s; a closure the reader did not keep whole
    /// is not known not to), an arithmetic operator handed as a function (`reduce(0, +)`), or a
    /// value that may. In the closure, `$0` and `$1` are the elements (`$1` alone for `reduce`,
    /// whose `$0` is the running result), so arithmetic on `Double` elements is known safe.
    func argumentMayTrap(_ argument: BodyExpression, of method: String, elementType: TypeReference?) -> Bool {
        switch argument {
        case .closure(let body?):
            // The same rule (the app's calls included), with the closure's parameters typed.
            var rule = self
            let outer = typeOfName
            rule.typeOfName = { name in
                switch name {
                case "$1": elementType
                case "$0": method == "reduce" ? nil : elementType
                default: outer(name)
                }
            }
            return rule.mayTrap(body)
        case .closure(nil): return true
        case .name(let function) where Self.arithmeticOperators.contains(function): return !Self.isFloatingPoint(elementType)
        default: return mayTrap(argument)
        }
    }

    /// The type of a name or a string literal, when known.
    func type(of expression: BodyExpression) -> TypeReference? {
        switch expression {
        case .name(let name): typeOfName(name)
        case .literal(let json) where json.hasPrefix("\""): .named([.init(name: "String", arguments: [])])
        default: nil
        }
    }

    /// Whether `Int(value)` may trap: unless the value is a `String` (`Int.init?(_:)` gives nil)
    /// or an `Int` already. `Int(_:)` of a `Double` traps on a value out of `Int`'s range, an
    /// infinity or NaN (probed on 6.3.1: `Int(try c.decode(Double.self, ...))` on `1e300`), and a
    /// value whose type is not known may be one.
    static func intConversionMayTrap(from type: TypeReference?) -> Bool {
        switch type?.description {
        case "String", "Swift.String", "Int", "Swift.Int": false
        default: true
        }
    }
}
