import CodableCheckCore
import Foundation

/// Constants and cases a body names, and transformations of decoded values the tool lets pass
/// through because they cannot throw (`.lowercased()`, `max(0, n)`).
extension ExpressionReader {
    /// `.newest` where a value is assigned to a property of type `SortOrder`: `SortOrder.newest`,
    /// so that a raw enum's case reads as its raw value. Looks only where the value is the
    /// result (the whole, after `??`, either side of `? :`).
    static func namingCases(in value: BodyExpression, ofProperty name: String, for translator: CustomDecodingTranslator) -> BodyExpression {
        guard
            case .named(let components)? = translator.node.instanceProperties.first(where: { $0.name == name })?.type?.unwrappingOptionals,
            components.count == 1, components[0].arguments.isEmpty,
            let enumNode = translator.resolver.nominal([components[0].name], from: translator.node),
            translator.resolver.rawType(of: enumNode) != nil
        else { return value }
        let typeName = components[0].name
        func named(_ expression: BodyExpression) -> BodyExpression {
            switch expression {
            case .implicitMember(let member): .member(.name(typeName), member)
            case .binary("??", let left, let right): .binary("??", left, named(right))
            case .ternary(let condition, let then, let otherwise): .ternary(condition, named(then), named(otherwise))
            case .tryExpression(let kind, let inner): .tryExpression(kind, named(inner))
            default: expression
            }
        }
        return named(value)
    }

    /// `Kind.circle` for an enum without raw values: the case.
    static func caseOfEnum(_ owner: [String]?, _ name: String, in translator: CustomDecodingTranslator) -> DecodingExpression? {
        guard let enumNode = owner.map({ translator.resolver.nominal($0, from: translator.node) }) ?? translator.node,
            enumNode.kind == .enum,
            translator.resolver.rawType(of: enumNode) == nil, enumNode.declaration.members.enumCases.contains(where: { $0.name == name })
        else { return nil }
        return .enumCase(name: name, arguments: [])
    }

    /// A transformation of decoded values the tool does not evaluate but lets the value pass
    /// through (`DecodingConversion.opaque`): a method call or property on a value
    /// (`.lowercased()`, `.trimmingCharacters(in:)`, `.count`, `s?.first`), a free function of
    /// values (`max(0, try c.decode(...))`). Reads in the base and the arguments still happen; an
    /// argument without reads that is not interpreted (`URL.init(string:)`, `{ ... }`) is left
    /// out. Nil when the expression is not one: calls on containers and decoders stay strict.
    static func valueTransformation(_ expression: BodyExpression, in translator: inout CustomDecodingTranslator) throws(Failure)
        -> DecodingExpression?
    {
        switch expression {
        case .optionalChain(let inner):
            return try translator.translate(inner)
        case .forceUnwrap(let inner):
            let value = try translator.translate(inner)
            // Whether a value the tool does not evaluate is nil is unknown: the app may stop there.
            guard !translator.isUnknowable(value) else {
                throw Failure(
                    reason: "`\(WrittenExpression.render(expression))` may stop the app on a value the tool does not evaluate",
                    isPrecise: true)
            }
            return .forceUnwrap(value, source: WrittenExpression.render(expression))
        case .member(let base, let property):
            guard !ContainerNames.isContainer(base, in: translator), property != "codingPath", property != "allKeys", property != "userInfo"
            else { return nil }
            let value = try translator.translate(base)
            if let member = EncodedMemberReads.encodedMember(named: property, of: value, in: translator) {
                return .conversion(.member(key: member.key), value)
            }
            if let operation = StringOperation.member(property, arguments: nil) { return .conversion(.stringOperation(operation), value) }
            if let end = CollectionEnds.operation(property, of: value, in: translator) { return .conversion(.stringOperation(end), value) }
            return .conversion(.opaque, value)
        case .call(.member(let base, let method), let arguments):
            // `X.init(...)` and `self.init(...)` make a value or delegate: no method of a value.
            guard !ContainerNames.isContainer(base, in: translator), !CustomDecodingTranslator.containerMethods.contains(method),
                method != "init"
            else {
                return nil
            }
            // `raw.hasPrefix(prefix)` after `let prefix = "plugin:"`: read as the literal.
            let written = LocalStringConstants.substituted(arguments, in: translator.locals)
            if let operation = StringOperation.member(method, arguments: written)
                ?? StringSplitting.operation(method, written, in: translator)
            {
                return .conversion(.stringOperation(operation), try translator.translate(base))
            }
            let value = try translator.translate(base)
            // A method the tool does not know may throw (`try raw.validated()`): not followed, so
            // its property is unchecked rather than passed as checked.
            let isKnown =
                ThrowingCode.nonThrowingMethods.contains(method) && !arguments.contains(where: { ThrowingCode.mayThrow($0.value) })
                && !arguments.contains {
                    translator.trapRule.argumentMayTrap($0.value, of: method, elementType: elementType(of: value, in: translator))
                }
            guard
                isKnown
                    || translator.tryDepth == 0 && handsOnlyPureClosures(arguments, in: translator)
                        && !changesState(expression, in: translator)
            else {
                throw Failure(reason: "`\(method)(...)` is not a method the tool knows cannot throw", isPrecise: true)
            }
            let reads = try translatedArguments(arguments, in: &translator)
            return reads.isEmpty ? .conversion(.opaque, value) : .conversion(.opaque, Self.sequence(reads + [value]))
        case .call(.name(let function), let arguments)
        where function.first?.isLowercase == true && !arguments.isEmpty
            && !arguments.contains(where: { ContainerNames.isContainer($0.value, in: translator) }):
            // A function handed a container or the decoder may read anything: not followed.
            // `max(0, try c.decode(...))` is handed a read value, which is; a function the tool
            // does not know may throw, so it is not.
            guard ThrowingCode.nonThrowingFunctions.contains(function) else {
                throw Failure(reason: "`\(function)(...)` is not a function the tool knows cannot throw", isPrecise: true)
            }
            let values = try translatedArguments(arguments, in: &translator)
            guard !values.isEmpty else { return nil }
            // The first value that is not a literal passes through (`max(0, n)` passes `n`).
            let passed = values.firstIndex { if case .literal = $0 { false } else { true } } ?? 0
            var ordered = values
            let kept = ordered.remove(at: passed)
            return .conversion(.opaque, Self.sequence(ordered + [kept]))
        default:
            return nil
        }
    }

    /// `dictionary.mapValues { $0.value }`, `items.sorted { $0.rank < $1.rank }` with no `try`
    /// around them: Swift lets such a call throw nothing, whatever the method (a rethrowing one
    /// is handed a closure that cannot throw), so its value is one the tool does not know. Only
    /// for arguments that are closures the reader kept whole, none of which reads a container,
    /// may stop the app or sets a name around it (`{ list.append($0) }`), and values without a
    /// closure among them.
    static func handsOnlyPureClosures(_ arguments: [BodyArgument], in translator: CustomDecodingTranslator) -> Bool {
        var handsClosure = false
        for argument in arguments {
            guard case .closure(let body) = argument.value else {
                if ContainerNames.mentionsContainer(argument.value, in: translator) || translator.trapRule.mayTrap(argument.value)
                    || changesState(argument.value, in: translator)
                {
                    return false
                }
                continue
            }
            guard let body, !ContainerNames.mentionsContainer(body, in: translator), !translator.trapRule.mayTrap(body),
                !changesState(body, in: translator)
            else { return false }
            handsClosure = true
        }
        return handsClosure
    }
}
