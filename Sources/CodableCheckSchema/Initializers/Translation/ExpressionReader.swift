import CodableCheckCore
import Foundation

/// Reads a body's expressions (`BodyExpression`) as the values the core interprets
/// (`DecodingExpression`), for `CustomDecodingTranslator`, whose `translate(_:)` calls `read` for
/// every expression: containers held in variables, reads, `try?`, operators, conversions, enum
/// cases, constants, and the transformations of decoded values the tool lets pass through
/// (`ExpressionReader+Transformations`). Each function works on the translator handed to it:
/// the body's scope (its locals, containers and the types read so far), which a reading may
/// change.
enum ExpressionReader {
    typealias Failure = CustomDecodingTranslator.Failure

    /// The value the interpreter computes for `expression`, in the scope `translator` holds;
    /// reading it may change that scope (a hidden container variable, `$0` bound in a `map`
    /// closure, a statement noted as not followed). Throws for an expression outside the
    /// interpreted subset.
    static func read(_ expression: BodyExpression, in translator: inout CustomDecodingTranslator) throws(Failure) -> DecodingExpression {
        if let explicit = ContainerExtensionCalls.explicitReceiver(expression, in: translator) { return try translator.translate(explicit) }
        if let key = CodingPathReads.lastKey(expression, in: translator) { return key }
        if let expanded = ExtensionPropertyGetters.expanded(expression, in: translator) { return try translator.translate(expanded) }
        if let contains = try StoppingCalls.rangeContains(expression, in: &translator) { return contains }
        if let test = EmptyCollectionConstants.test(expression, constants: translator.locals.emptyCollections) { return test }
        if let empty = EmptyCollectionAliases.literal(of: expression, resolver: translator.resolver, from: translator.node) {
            return try translator.translate(empty)
        }
        if let date = try DateFormatterLocals.parsedDate(expression, in: &translator) { return date }
        if case .cast(let op, let value, let type) = expression, let key = UserInfoKeys.userInfoKey(of: value, in: translator) {
            return try translator.userInfo.value(of: key, cast: (op, type), resolver: translator.resolver, from: translator.node)
        }
        if let key = UserInfoKeys.userInfoKey(of: expression, in: translator) {
            return try translator.userInfo.value(of: key, cast: nil, resolver: translator.resolver, from: translator.node)
        }
        if let read = try AnyValueLocals.expression(expression, in: &translator) { return read }
        if let member = translator.userInfo.opaqueMember(expression) { return member }
        if let member = try UserInfoInstanceMembers.member(expression, in: &translator) { return member }
        if let dispatched = try ContentDispatch.dispatchExpression(expression, in: &translator) { return dispatched }
        if case .call(let callee, let arguments) = expression {
            do throws(Failure) {
                if let call = try HelperInlining.helperCall(callee, arguments, in: &translator) { return call }
            } catch {
                // A static helper called without `try` cannot throw: what it gives is a value,
                // followed or not.
                guard HelperInlining.helperCallee(callee, in: translator)?.isStatic == true,
                    let value = nonThrowingValue(expression, in: translator)
                else { throw error }
                return value
            }
        }
        if let made = try FailableInitializerCalls.value(expression, in: &translator) { return made }
        if let found = try CaseTables.lookup(expression, in: &translator) { return found }
        if case .call(.member(let base, let method), let arguments) = expression,
            let operation = try ElementOperations.collectionOperation(base, method, arguments, in: &translator)
        {
            return operation
        }
        switch expression {
        case .calledClosure(let statements):
            let resultType = translator.calledClosureType
            translator.calledClosureType = nil
            return try HelperInlining.calledClosure(statements, resultType: resultType, in: &translator)
        case .tryExpression(let kind, let covered):
            translator.tryDepth += 1
            defer { translator.tryDepth -= 1 }
            switch kind {
            case "try?":
                if let swallowed = SwallowedCalls.value(covered, in: &translator) { return swallowed }
                return .tryOptional(try translator.translate(covered), source: WrittenExpression.render(covered))
            case "try!": return .tryForced(try translator.translate(covered), source: WrittenExpression.render(expression))
            default: return try translator.translate(covered)
            }
        case .binary("??", let left, let right):
            let value = try translator.translate(left)
            let fallback = try translator.translate(right)
            if translator.isUnknowable(value), !fallback.cannotChangeOutcome, let statement = translator.currentStatement {
                // Whether the right side runs, and may throw, hangs on a value the tool does not
                // know: the interpreter does not run it, and says the statement is not followed.
                UninterpretedStatements.noteUndecided(
                    statement, [], reason: "the value left of `??` is not interpreted, and the right side may throw", in: &translator)
            }
            return .coalesce(value, fallback)
        case .binary("==", let left, let right):
            let (first, second) = try EqualityOperands.translated(left, right, in: &translator)
            return .equals(first, second, negated: false)
        case .binary("!=", let left, let right):
            let (first, second) = try EqualityOperands.translated(left, right, in: &translator)
            return .equals(first, second, negated: true)
        case .binary("&&", let left, let right):
            return .and(try translator.translate(left), try translator.translate(right))
        case .binary("||", let left, let right):
            return .or(try translator.translate(left), try translator.translate(right))
        case .binary(let op, let left, let right) where ["<", "<=", ">", ">="].contains(op):
            return .compare(op, try translator.translate(left), try translator.translate(right))
        case .binary(let op, let left, let right) where TrapRule.arithmeticOperators.contains(op):
            // Arithmetic is not evaluated: both sides are, and the result is unknown. Joining
            // strings or arrays cannot fail; integer arithmetic may overflow or divide by zero,
            // which stops the app where the tool would see nothing.
            guard !translator.trapRule.operatorMayTrap(op, left, right) else {
                let reason =
                    "`\(WrittenExpression.render(expression))` may overflow or divide by zero and stop the app; arithmetic is not evaluated"
                throw Failure(reason: reason)
            }
            return .conversion(.unknown, Self.sequence([try translator.translate(left), try translator.translate(right)]))
        case .ternary(let condition, let then, let otherwise):
            return .choose(
                try translator.translate(condition), then: try translator.translate(then), otherwise: try translator.translate(otherwise))
        case .prefix("!", let operand):
            return .not(try translator.translate(operand))
        case .literal(DictionaryLiteral.empty):
            return .literal("{}")
        case .literal(DictionaryLiteral.emptyOfOtherKeys):
            return .conversion(.unknown, .literal("{}"))
        case .literal(let text):
            return .literal(text)
        case .arrayLiteral(let elements) where elements.isEmpty:
            return .emptyArray
        case .arrayLiteral(let elements):
            // `["22:00-07:00"]`, `[1, 2]`: a constant, as `JSONEncoder` writes it.
            if let text = WrittenExpression.constantArrayText(elements) { return .literal(text) }
        case .call(.name(let type), let arguments) where arguments.isEmpty && type.hasPrefix("Array<"):
            // `Array<Step>()`.
            return .emptyArray
        case .call(.arrayLiteral(let elements), let arguments)
        where arguments.isEmpty && elements.count == 1 && WrittenExpression.typePath(of: elements[0]) != nil:
            // `[Step]()`.
            return .emptyArray
        case .name(let name) where translator.parameterConstants[name] != nil:
            // A helper handed `[:]` holds an empty dictionary.
            let constant = translator.parameterConstants[name] ?? "null"
            return .literal(constant == DictionaryLiteral.empty ? "{}" : constant)
        case .name(let name) where name == translator.decoderName || translator.containers[name] != nil || translator.locals.contains(name):
            return .variable(translator.parameterAliases[name] ?? name)
        case .name(let name) where translator.properties.contains(name) && !translator.isStaticHelper,
            .member(.name("self"), let name) where translator.properties.contains(name) && !translator.isStaticHelper:
            // An instance `let` with an initial value is that value; another property, what the
            // body set it to.
            return translator.constant(nil, name).map(DecodingExpression.literal) ?? .variable(name)
        case .member(.name(let owner), let name) where owner == "Self" || owner.first?.isUppercase == true:
            // `Self.defaultPage`, `Defaults.pageSize`, `Status.active`: a constant of a declared type.
            if let text = translator.constant(owner == "Self" ? [] : [owner], name) { return .literal(text) }
            if let enumCase = caseOfEnum(owner == "Self" ? nil : [owner], name, in: translator) { return enumCase }
        case .implicitMember(let name):
            // A case of this very enum with a raw value is that raw value (what encoding writes).
            if let rawType = translator.resolver.rawType(of: translator.node),
                let raw = translator.resolver.rawValues(of: translator.node, rawType: rawType),
                let value = raw.first(where: { $0.name == name })
            {
                return .literal(rawType == .string ? JSONText.quoted(value.rawValue) : value.rawValue)
            }
            return .enumCase(name: name, arguments: [])
        case .call(.name(DictionaryLiteral.callee), let arguments),
            .call(.name(_), let arguments) where PureClosureArgument.isCall(expression, among: translator.locals.pureClosures):
            return .conversion(.unknown, Self.sequence(try translatedArguments(arguments, in: &translator)))
        case .subscriptAccess(.name(let dictionary), let arguments)
        where arguments.count == 1 && translator.locals.contains(dictionary)
            && DictionaryLiteral.isDictionary(translator.locals.types[dictionary]):
            // `values[key]`: an optional the tool does not evaluate; never a trap.
            return .conversion(
                .unknown, Self.sequence([try translator.translate(.name(dictionary)), try translator.translate(arguments[0].value)]))
        case .subscriptAccess(.name(let array), let arguments)
        where translator.locals.arrays.contains(array) && arguments.count == 1 && arguments[0].label == nil:
            // `values[0]` on an array the body holds: the element, or a trap outside it.
            return .element(
                of: try translator.translate(.name(array)), index: try translator.translate(arguments[0].value),
                source: WrittenExpression.render(expression))
        case .member(.name(let container), let property) where UnkeyedState(rawValue: property) != nil:
            guard case .unkeyed? = translator.containers[container], let state = UnkeyedState(rawValue: property) else { break }
            return .unkeyedState(container: container, state)
        case .call(.implicitMember("init"), let arguments) where ContainerNames.mentionsContainer(expression, in: translator):
            // `try .init(from: decoder)` outside a case's payload: the type comes from the property
            // or annotated local it is assigned to, when there is one.
            if let decoded = try WholeDecoding.wholeDecodingOfContextType(arguments, in: &translator) { return decoded }
            throw Failure(reason: "the type `.init(...)` makes is inferred from its context, which the tool does not do", isPrecise: true)
        case .call(.implicitMember(let name), let arguments):
            var translated: [DecodingArgument] = []
            for (position, argument) in arguments.enumerated() {
                let value = CasePayloads.payloadInitializer(argument.value, ofCase: name, at: position, in: translator) ?? argument.value
                // `self = .text(try decoder.decodeFromSingleValueContainer())`: a generic helper's
                // result type is the payload's, as Swift infers it.
                let expected = CasePayloads.payloadType(ofCase: name, at: position, in: translator)
                translated.append(
                    DecodingArgument(label: argument.label ?? "_\(position)", value: try translator.translate(value, expecting: expected)))
            }
            return .enumCase(name: name, arguments: translated)
        case .call(.member(.name(let container), let method), let arguments) where translator.containers[container] != nil:
            return try ContainerCalls.containerCall(container, method, arguments, in: &translator)
        case .call(.member(.optionalChain(.name(let container)), let method), let arguments)
        where translator.containers[container] != nil && ["decode", "decodeIfPresent", "decodeNil", "contains"].contains(method):
            // `crew?.decode(...)` of a container bound by `try? c.nestedContainer(...)`: nil when
            // the container is (JSONDecoder's error swallowed), else the call, whose errors it throws.
            return .mapValue(.variable(container), body: try ContainerCalls.containerCall(container, method, arguments, in: &translator))
        case .call(.member(.call(.member(.name(let owner), _), _), let method), let arguments)
        where translator.containers[owner] != nil && CustomDecodingTranslator.containerMethods.contains(method):
            // `decoder.container(keyedBy: K.self).decode(...)`: the container in a hidden variable.
            guard case .call(let inner, _) = expression, case .member(let base, _) = inner else { break }
            let name = "$container\(translator.chainCount)"
            translator.chainCount += 1
            let container = try translator.translate(base)
            ContainerNames.registerContainer(name, container, in: &translator)
            PropertySourceNotes.noteBinding(name, container, in: &translator)
            translator.locals.insert(name)
            return .scoped(name, container, try ContainerCalls.containerCall(name, method, arguments, in: &translator))
        case .call(.member(let base, let method), let arguments) where ["map", "flatMap"].contains(method) && arguments.count == 1:
            var value = base
            if case .optionalChain(let chained) = base { value = chained }
            let translatedValue = try translator.translate(value)
            // A closure that reads from a container runs once per element of an array: not followed.
            let handed =
                ElementOperations.isArray(translatedValue, optionalAllowed: true, in: translator)
                ? arguments[0].value : PureClosureArgument.closure(ofInitializer: arguments[0].value)
            if case .closure(let body?) = handed, !ContainerNames.mentionsContainer(body, in: translator) {
                // `{ URL(string: $0) }`: evaluated with `$0` bound to the value (nil stays nil).
                let hadArgument = translator.locals.contains("$0")
                translator.locals.insert("$0")
                defer { if !hadArgument { translator.locals.remove("$0") } }
                if let translatedBody = try? translator.translate(body) { return .mapValue(translatedValue, body: translatedBody) }
            }
            // A closure the tool cannot read passes the value through, unless it may throw; so does
            // an initializer named by its labels (`URL.init(string:)`), but not a function of the
            // app's, which may throw.
            if ThrowingCode.mayThrow(arguments[0].value) { throw Failure(reason: "its closure may throw") }
            if translator.trapRule.argumentMayTrap(
                arguments[0].value, of: method, elementType: elementType(of: translatedValue, in: translator))
            {
                // `{ Token(parsing: $0) }` whose initializer has a `precondition`; a closure not read.
                throw Failure(reason: "`\(WrittenExpression.render(arguments[0].value))` may stop the app", isPrecise: true)
            }
            switch arguments[0].value {
            case .closure, .call(.member(_, "init"), _), .member(_, "init"): break
            // `flatMap(Self.firstTag(from:))` with no `try` around it: Swift lets the function throw
            // nothing (`map` rethrows), and whether it may stop the app was asked above.
            case .call(_, let holes) where translator.tryDepth == 0 && !holes.isEmpty && holes.allSatisfy({ $0.value == .name("_") }): break
            default: throw Failure(reason: "`\(WrittenExpression.render(arguments[0].value))` may throw", isPrecise: true)
            }
            return .conversion(.opaque, translatedValue)
        case .call(.name(let typeName), let arguments)
        where arguments.count == 1 && arguments[0].label == nil && typeName != "Int" && IntegerWidth(rawValue: typeName) != nil
            && holdsString(arguments[0].value, in: translator):
            // `UInt8(text)` of a `String`: Swift's `init?(_:)` is `init?(_:radix: 10)`, nil when
            // the text is no number in range (checked with swiftc on signs, spaces, overflow).
            guard let width = IntegerWidth(rawValue: typeName) else { break }
            return .conversion(.integerWithRadix(width, radix: 10), try translator.translate(arguments[0].value))
        case .call(.name(let typeName), let arguments) where arguments.count == 1:
            if let conversion = try conversion(typeName, label: arguments[0].label, in: translator) {
                let value = try translator.translate(arguments[0].value)
                let argumentType = DecodedTypes.decodedType(of: value, in: translator) ?? translator.trapRule.type(of: arguments[0].value)
                if conversion == .integer, TrapRule.intConversionMayTrap(from: argumentType) {
                    let reason =
                        "`\(WrittenExpression.render(expression))` may stop the app (`Int(_:)` traps on a floating-point value out of its range, "
                        + "an infinity or NaN); it is not evaluated"
                    throw Failure(reason: reason, isPrecise: true)
                }
                return .conversion(conversion, value)
            }
        case .call(.name("URL"), let arguments)
        where arguments.count == 2 && arguments[0].label == "string" && arguments[1].label == "encodingInvalidCharacters":
            // `URL(string: s, encodingInvalidCharacters: false)`: nil for text with a space or a
            // character outside ASCII, which `URL(string:)` (and so JSONDecoder) percent-encodes.
            guard case .literal(let flag) = arguments[1].value, ["true", "false"].contains(flag) else { break }
            return .conversion(.url(encodingInvalidCharacters: flag == "true"), try translator.translate(arguments[0].value))
        case .call(.name(let typeName), let arguments)
        where arguments.count == 2 && arguments[0].label == nil && arguments[1].label == "radix":
            // `UInt32(hex.dropFirst(), radix: 16)`, as a colour's body checks its digits.
            if let width = IntegerWidth(rawValue: typeName), case .literal(let text) = arguments[1].value, let radix = Int(text),
                (2...36).contains(radix)
            {
                return .conversion(.integerWithRadix(width, radix: radix), try translator.translate(arguments[0].value))
            }
        default:
            break
        }
        do throws(Failure) {
            if let transformation = try valueTransformation(expression, in: &translator) { return transformation }
        } catch {
            if let value = nonThrowingValue(expression, in: translator) { return value }
            // Named below as the whole expression, which is what the body writes.
            if error.isPrecise { throw error }
        }
        if let made = try AppInitializerReads.value(expression, in: &translator) { return made }
        if let value = nonThrowingValue(expression, in: translator) { return value }
        throw Failure(reason: "the expression `\(WrittenExpression.render(expression))` is not interpreted")
    }

    /// An expression no `try` covers, that reads no container and cannot trap itself (`TrapRule`:
    /// no `!`, `try!`, `as!`, subscript, integer arithmetic or unknown range), such as
    /// `Event(name, payload: p)`, `Self.defaultLimit`, `text.split(separator: ",")`: Swift lets it
    /// throw nothing, so it is a value the tool does not know rather than a
    /// statement it does not follow. Under a `try`, the same holds when the declarations say it
    /// throws nothing (`?? Group(Vector(0))`, `?? Self.defaultLimit`: see `throwsNothing`). Nil
    /// for any other expression.
    static func nonThrowingValue(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> DecodingExpression? {
        guard translator.tryDepth == 0 || throwsNothing(expression, in: translator),
            !ContainerNames.mentionsContainer(expression, in: translator),
            !translator.trapRule.mayTrap(expression),
            !ThrowingCode.mayThrow(expression), !changesState(expression, in: translator)
        else { return nil }
        switch expression {
        case .call, .member, .name, .cast("as?", _, _), .cast("as", _, _), .binary, .prefix, .ternary, .optionalChain, .arrayLiteral:
            // `conditionalWarnings = [Warning.ifSet(value: x)]`: an array of values the app
            // computes, which decoding does not read.
            return .conversion(.unknown, .literal("null"))
        default:
            return nil
        }
    }

    /// Whether evaluating the expression may change what the body holds, besides giving a value:
    /// `self.init(...)` and `super.init(...)`, a method of `self` (a class's, or a `mutating`
    /// one, may set properties), a mutating method on a local or property (`queue.removeFirst()`),
    /// an `inout` argument (`&count`).
    static func changesState(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> Bool {
        switch expression {
        case .call(let callee, let arguments):
            if arguments.contains(where: { if case .prefix("&", _) = $0.value { true } else { false } }) { return true }
            switch callee {
            case .member(.name("self"), _), .member(.name("super"), _): return true
            case .name(let function) where function.first?.isLowercase == true && !translator.locals.contains(function):
                // A bare call is a method of `self` unless a local holds a closure of that name.
                return true
            case .member(.name(let variable), let method) where DeclarationParser.collectionMutatingMethods.contains(method):
                return translator.locals.contains(variable) || translator.properties.contains(variable)
            default: break
            }
            return changesState(callee, in: translator) || arguments.contains { changesState($0.value, in: translator) }
        case .member(let base, _), .prefix(_, let base), .optionalChain(let base), .cast(_, let base, _), .tryExpression(_, let base):
            return changesState(base, in: translator)
        case .binary(_, let left, let right): return changesState(left, in: translator) || changesState(right, in: translator)
        case .ternary(let condition, let then, let otherwise):
            return changesState(condition, in: translator) || changesState(then, in: translator) || changesState(otherwise, in: translator)
        case .arrayLiteral(let elements): return elements.contains { changesState($0, in: translator) }
        case .subscriptAccess(let base, let arguments):
            return changesState(base, in: translator) || arguments.contains { changesState($0.value, in: translator) }
        case .name, .implicitMember, .literal, .interpolatedString, .typeSelf, .closure, .forceUnwrap: return false
        // It may set any name around it.
        case .calledClosure: return true
        }
    }

    /// The element type of an array the expression holds, when the types tell.
    static func elementType(of value: DecodingExpression, in translator: CustomDecodingTranslator) -> TypeReference? {
        if case .array(let element)? = DecodedTypes.decodedType(of: value, in: translator)?.unwrappingOptionals { element } else { nil }
    }

    /// `URL(string:)`, `Int(_:)`... and `E(rawValue:)` for a raw enum.
    static func conversion(_ typeName: String, label: String?, in translator: CustomDecodingTranslator) throws(Failure)
        -> DecodingConversion?
    {
        switch (typeName, label) {
        case ("URL", "string"): return .url(encodingInvalidCharacters: true)
        case ("Int", nil): return .integer
        case ("Double", nil): return .double
        case ("Bool", nil): return .bool
        case ("String", nil), ("String", "describing"): return .string
        // A `Date` from a number never fails; its value is not evaluated.
        case ("Date", "timeIntervalSince1970"), ("Date", "timeIntervalSinceReferenceDate"): return .unknown
        case (_, "rawValue"):
            // An `init?(rawValue:)` of the app's own runs its body (which may trap): not this.
            guard let enumNode = translator.typeNamed([typeName]), enumNode.rawValueInitializer == nil,
                let rawType = translator.resolver.rawType(of: enumNode),
                let values = translator.resolver.rawValues(of: enumNode, rawType: rawType)
            else { return nil }
            return .rawValue(values.map { rawType == .string ? JSONText.quoted($0.rawValue) : $0.rawValue })
        default: return nil
        }
    }

    /// Whether the expression is a local known to hold a `String` (`if let text: String = try?
    /// c.decode...`, `let text = try c.decode(String.self, ...)`).
    static func holdsString(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> Bool {
        guard case .name(let name) = expression, translator.locals.contains(name),
            case .named(let components)? = translator.locals.types[name]
        else {
            return false
        }
        return components.map(\.name) == ["String"] || components.map(\.name) == ["Swift", "String"]
    }

    /// Evaluates every expression in order, giving the last one's value (earlier reads still
    /// throw): `a && b`-free sequencing through `scoped` with a throwaway name.
    static func sequence(_ expressions: [DecodingExpression]) -> DecodingExpression {
        guard var result = expressions.last else { return .literal("null") }
        for expression in expressions.dropLast().reversed() { result = .scoped("$discarded", expression, result) }
        return result
    }

    /// The arguments that translate; one that does not is left out when it reads nothing (names
    /// no container or decoder), else the body is not followed.
    static func translatedArguments(_ arguments: [BodyArgument], in translator: inout CustomDecodingTranslator) throws(Failure)
        -> [DecodingExpression]
    {
        var translated: [DecodingExpression] = []
        for argument in arguments {
            do throws(Failure) {
                translated.append(try translator.translate(argument.value))
            } catch {
                if ContainerNames.mentionsContainer(argument.value, in: translator) { throw error }
            }
        }
        return translated
    }
}
