/// What the body of an app's initializer or function could do besides making a value, read from
/// its tokens: whether it may stop the program. The tool does not interpret these bodies where a
/// value is made (`Token(parsing: text)`, `Kind(rawValue: raw)`, `Self.normalized(name)`), yet
/// taking such a call as a value the tool need not know (`TrapRule`), or a raw-value
/// initializer as taking every raw value (`TypeResolver.takesEveryRawValue`), is only right when
/// the body cannot stop the program.
///
/// Deliberately narrow: anything that may trap, or whose effect the tokens do not show, counts
/// against the body, so a body this does not understand leaves its type approximated.
struct BodyEffects: Sendable, Equatable {
    /// The names the body calls with an argument list: `.unknown(rawValue)` gives `unknown`,
    /// `fatalError("...")` gives `fatalError`. The type's own enum cases build values; anything
    /// else may run code the tool has not read.
    var calledNames: Set<String> = []
    /// Whether a token sequence itself may trap: a force unwrap, `try!`, `as!`, arithmetic
    /// (`+`, `-`, `*`, `/`, `%` overflow or divide by zero), a subscript whose result is not
    /// unwrapped with `??` (an array index out of range), or a range built from anything but
    /// literals (`a..<b` with `a > b`).
    var mayTrap = false
    /// Whether the body stops the program by what it writes to that end: a force unwrap,
    /// `try!`, `as!`, or a call of `fatalError`, `precondition`, `assert` and their kin (what
    /// `mayTrap` and `calledNames` also see, without arithmetic, subscripts and other calls).
    var stopsExplicitly: Bool {
        forces || !calledNames.isDisjoint(with: Self.stoppingFunctions)
    }
    /// A force unwrap, `try!` or `as!`.
    private var forces = false
    /// Whether the body writes `return nil` (anywhere, a closure's included): without one, a
    /// failable initializer that cannot stop always makes a value.
    var returnsNil = false

    /// The standard library's functions that stop the program: those that always do, and those
    /// that do when their condition fails (`assert` and `assertionFailure` in a debug build).
    static let stoppingFunctions = StoppingCalls.stoppingFunctions.union(UninterpretedStatements.autoclosureFunctions)

    /// Standard library methods a body may call that never trap (`Self.allCases.first { ... }`).
    static let nonTrappingMethods: Set<String> = ["first", "contains", "lowercased", "uppercased", "hasPrefix", "hasSuffix"]

    /// Conversions to a floating-point type (`Double(x)` of a `CGFloat`, `Float(n)` of an `Int`):
    /// they round, or give an infinity, and never trap (`Double("x")` gives nil). `Int(_:)` is
    /// not one: it traps on a `Double` out of range.
    static let nonTrappingConversions: Set<String> = ["Double", "Float", "CGFloat"]

    /// Foundation values made from nothing (`UUID()`, a new identifier; `Date()`, the time now):
    /// their initializers and properties (`.uuidString`) neither throw nor trap; their values are
    /// not known (`?? UUID().uuidString` as a default).
    static let freshFoundationValues: Set<String> = ["UUID", "Date"]

    /// Whether the body cannot stop the program: nothing in it may trap, and it calls nothing
    /// but `allowed` (a type's own enum cases, which build values), the standard methods that
    /// never trap and conversions to a floating-point type.
    func cannotStop(calling allowed: Set<String>) -> Bool {
        !mayTrap && calledNames.isSubset(of: allowed.union(Self.nonTrappingMethods).union(Self.nonTrappingConversions))
    }

    init(_ tokens: ArraySlice<SwiftToken>) {
        let tokens = Array(tokens)
        returnsNil = zip(tokens, tokens.dropFirst()).contains { $0.isKeyword("return") && $1.isKeyword("nil") }
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let touchesPrevious = previous.map { !token.followsSpace && Self.endsOperand($0) } ?? false
            switch token.text {
            case "!":
                // `a!`, `try!`, `as!` trap; `!=` and a prefix `!flag` do not.
                if next?.isPunctuation("=") == true, next?.followsSpace == false { continue }
                // `list.first { ... }!`: after a trailing closure's `}` too.
                let afterClosure = previous?.isPunctuation("}") == true && !token.followsSpace
                if touchesPrevious || afterClosure || previous?.isKeyword("try") == true || previous?.isKeyword("as") == true {
                    mayTrap = true
                    forces = true
                }
            case "(":
                // `f(`, `.unknown(`; after `)`, `]` or `>` (`make()(x)`, `Box<Int>(x)`) the callee has
                // no name: its `)` or `>` is recorded, which no enum case is called.
                if touchesPrevious, let previous {
                    calledNames.insert(SuperInitializerCall.opens(tokens, at: index) ? SuperInitializerCall.calledName : previous.text)
                }
            case "{":
                // `.first { ... }`: a method given a trailing closure. (`switch value {` and
                // `if flag {` have no `.` before the name.)
                if let previous, previous.kind == .identifier, index >= 2, tokens[index - 2].isPunctuation("."),
                    !tokens[index - 2].followsSpace
                {
                    calledNames.insert(previous.text)
                }
            case "[":
                if touchesPrevious, !Self.isUnwrappedWithNilCoalescing(tokens, subscriptAt: index),
                    !Self.hasDefaultArgument(tokens, subscriptAt: index)
                {
                    mayTrap = true
                }
            case "+", "*", "/", "%":
                // `//` comments never reach here; `/` alone is a division.
                mayTrap = true
            case "-":
                // `->` in a closure's signature; `-1`, a negative literal.
                if next?.isPunctuation(">") == true { continue }
                if next?.kind == .number, next?.followsSpace == false, !touchesPrevious { continue }
                mayTrap = true
            case ".":
                // `0...9` and `0..<9` between literals; any other range may be built reversed.
                if next?.isPunctuation(".") == true, next?.followsSpace == false, previous?.kind != .number { mayTrap = true }
            default:
                continue
            }
        }
    }

    /// Whether `token` can end an operand, so that a `!`, `(` or `[` right after it is postfix.
    private static func endsOperand(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .identifier: !["return", "case", "in", "where", "else", "try", "throw", "await"].contains(token.text)
        case .number, .string: true
        case .punctuation: token.text == ")" || token.text == "]" || token.text == "?" || token.text == ">"
        default: false
        }
    }

    /// Whether the subscript opened at `index` passes `default:` (`table[key, default: .generic]`):
    /// a dictionary's lookup that gives the default for a missing key, never a trap.
    private static func hasDefaultArgument(_ tokens: [SwiftToken], subscriptAt index: Int) -> Bool {
        var depth = 0
        for position in index..<tokens.count {
            depth += tokens[position].bracketDepthChange
            if depth == 0 { return false }
            if depth == 1, tokens[position].text == "default",
                position + 1 < tokens.count, tokens[position + 1].isPunctuation(":")
            {
                return true
            }
        }
        return false
    }

    /// Whether the subscript opened at `index` is followed, after its `]`, by `??`: its result
    /// is optional (a dictionary's lookup), never an out-of-range trap.
    private static func isUnwrappedWithNilCoalescing(_ tokens: [SwiftToken], subscriptAt index: Int) -> Bool {
        var depth = 0
        for position in index..<tokens.count {
            depth += tokens[position].bracketDepthChange
            guard depth == 0 else { continue }
            return position + 2 < tokens.count && tokens[position + 1].isPunctuation("?") && tokens[position + 2].isPunctuation("?")
        }
        return false
    }
}
