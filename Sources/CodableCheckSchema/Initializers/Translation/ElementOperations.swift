import CodableCheckCore

/// `map`, `compactMap`, `filter` and `reduce` over a decoded array (`try c.decode([String].self,
/// forKey: .tags).map { $0.lowercased() }`): followed element by element when the closure is one
/// expression the tool evaluates; `reduce` with `+` (or `{ $0 + $1 }`) over floating-point
/// numbers gives a value the tool does not compute but that cannot throw or trap. And whether a
/// value is an array.
///
/// For `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum ElementOperations {
    typealias Failure = CustomDecodingTranslator.Failure

    /// The operation as a `DecodingExpression`; nil when the call is not one on an array the tool
    /// can tell is not optional (`Optional.map` is left to the caller).
    static func collectionOperation(
        _ base: BodyExpression, _ method: String, _ arguments: [BodyArgument], in translator: inout CustomDecodingTranslator
    ) throws(Failure)
        -> DecodingExpression?
    {
        let operations: [String: ElementOperation] = ["map": .map, "compactMap": .compactMap, "filter": .filter]
        guard operations[method] != nil || method == "reduce" else { return nil }
        var value = base
        var chained = false
        if case .optionalChain(let inner) = base {
            value = inner
            chained = true
        }
        let typeCount = translator.types.count
        let translated = try translator.translate(value)
        guard isArray(translated, optionalAllowed: chained, in: translator) else {
            translator.dropTypes(from: typeCount)
            return nil
        }
        if method == "reduce" {
            guard arguments.count == 2, WrittenExpression.isSum(arguments[1].value) else {
                translator.dropTypes(from: typeCount)
                return nil
            }
            // Adding numbers never throws a DecodingError, and adding floating-point numbers never
            // traps; an integer sum may overflow, which stops the app (`TrapRule`). The sum is
            // not computed.
            guard TrapRule.isFloatingPoint(ExpressionReader.elementType(of: translated, in: translator)) else {
                throw Failure(
                    reason:
                        "`\(WrittenExpression.render(arguments[1].value))` on integers may overflow and stop the app; the sum is not evaluated",
                    isPrecise: true)
            }
            return .conversion(.unknown, ExpressionReader.sequence([translated, try translator.translate(arguments[0].value)]))
        }
        guard let operation = operations[method], arguments.count == 1,
            case .closure(let body?) = PureClosureArgument.closure(ofInitializer: arguments[0].value),
            ElementClosures.readsNoContainer(body, in: translator)
        else {
            translator.dropTypes(from: typeCount)
            return nil
        }
        let (hadArgument, outerType, wasPrintable) = (
            translator.locals.contains("$0"), translator.locals.types["$0"], translator.locals.printable.contains("$0")
        )
        translator.locals.insert("$0")
        // `$0` is an element: `{ $0.name }` (or `\.name`) is its member, as `--print` writes it; a
        // `String` or number one is printed in a message as Swift prints it.
        translator.locals.types["$0"] = ExpressionReader.elementType(of: translated, in: translator)
        let printable = translator.locals.types["$0"].map(PrintableValue.isPrintable) == true
        if printable { translator.locals.printable.insert("$0") } else { translator.locals.printable.remove("$0") }
        defer {
            if !hadArgument { translator.locals.remove("$0") }
            translator.locals.types["$0"] = outerType
            if wasPrintable { translator.locals.printable.insert("$0") } else { translator.locals.printable.remove("$0") }
        }
        guard let translatedBody = try? translator.translate(body) else {
            translator.dropTypes(from: typeCount)
            return nil
        }
        guard translator.isUnknowable(translatedBody) else { return .mapElements(translated, body: translatedBody, operation: operation) }
        // A closure the tool does not evaluate (`{ $0.trimmingCharacters(in: .whitespaces) }`):
        // each element passes through; what `filter` keeps is not known.
        if operation == .filter { return .conversion(.opaque, translated) }
        return .conversion(.opaque, .mapElements(translated, body: translatedBody, operation: operation))
    }

    /// Whether the expression's value is an array (not an optional one, unless `optionalAllowed`).
    static func isArray(_ expression: DecodingExpression, optionalAllowed: Bool, in translator: CustomDecodingTranslator) -> Bool {
        switch expression {
        case .decode(_, let type, _, let ifPresent):
            guard case .array? = translator.types[type] else { return false }
            return optionalAllowed || !ifPresent
        case .scoped(_, _, let body): return isArray(body, optionalAllowed: optionalAllowed, in: translator)
        // `if let names = try? c.decode([String].self)`: the array, once bound.
        case .tryOptional(let inner, _): return optionalAllowed && isArray(inner, optionalAllowed: true, in: translator)
        case .coalesce(let value, let fallback):
            if case .emptyArray = fallback { return isArray(value, optionalAllowed: true, in: translator) }
            return isArray(value, optionalAllowed: true, in: translator)
                && isArray(fallback, optionalAllowed: optionalAllowed, in: translator)
        case .variable(let name): return translator.locals.arrays.contains(name)
        case .mapElements: return true
        case .emptyArray: return true
        // `text.components(separatedBy: ":")`: the parts.
        case .conversion(.stringOperation(.components), _): return true
        default: return false
        }
    }
}
