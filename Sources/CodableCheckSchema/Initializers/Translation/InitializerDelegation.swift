import CodableCheckCore

/// `self.init(...)` and `super.init(...)` to an initializer the tool does not read: a memberwise
/// one, one of a superclass outside the models (`NSObject`, a database's object class), one whose
/// body it cannot follow. Without `try` before it Swift lets the call throw nothing, so what can
/// fail is its arguments' reads, which the tool follows; what the initializer stores is a value
/// it does not know (`DecodingStatement.delegation`). With `try` it stays a statement not
/// followed: the initializer's own errors are unknown.
///
/// For `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum InitializerDelegation {
    typealias Failure = CustomDecodingTranslator.Failure

    /// The delegation `expression` is, if it is one the tool can follow this way; nil when it is
    /// not a delegation (or is covered by `try`, or hands over the decoder or a container, which
    /// may read anything). Throws when an argument is not followed.
    static func delegation(_ expression: BodyExpression, in translator: inout CustomDecodingTranslator) throws(Failure)
        -> DecodingStatement?
    {
        guard case .call(.member(.name(let receiver), "init"), let arguments) = expression, receiver == "self" || receiver == "super",
            !arguments.contains(where: { ContainerNames.isContainer($0.value, in: translator) })
        else { return nil }
        // A superclass in the models decodes or sets what the tool would then not know; only
        // one outside them (whose stored values are no property of the models) is taken.
        if receiver == "super", translator.resolver.superclass(of: translator.node) != nil { return nil }
        var values: [DecodingExpression] = []
        for argument in arguments {
            let value = try translator.translate(argument.value)
            // `Token(parsing: try text())` as a value the tool does not compute may still throw.
            if ThrowingCode.containsTry(argument.value), translator.isUnknowable(value),
                !StoredMemberReads.isStoredMemberOfRead(argument.value, value, in: translator)
            {
                throw Failure(reason: "the argument `\(WrittenExpression.render(argument.value))` may throw", isPrecise: true)
            }
            values.append(value)
        }
        let set = receiver == "self" ? PropertySourceNotes.storedProperties(in: translator) : []
        translator.locals.unknowable.formUnion(set)
        // `types` shows what a property is handed: the argument of its name (a memberwise
        // initializer's), else the call.
        for property in set {
            if let index = arguments.firstIndex(where: { $0.label == property }) {
                PropertySourceNotes.noteAssignment(property, values[index], written: arguments[index].value, in: &translator)
            }
        }
        PropertySourceNotes.noteSetByWholeValue(set, shown: WrittenExpression.render(expression), in: &translator)
        return .delegation(arguments: values, properties: set)
    }

    /// Whether a property holds a value the tool does not compute, as `noteUnknowable` tells for
    /// a local: set by a delegation or assigned one (`x = Calendar.current.component(...)`), a
    /// condition on it is named, not evaluated as if it were nil; assigned a value the tool
    /// computes (`self.init()`, then `text = try c.decode(...)`), it is evaluated again.
    static func noteUnknowableProperty(_ name: String, _ expression: DecodingExpression, in translator: inout CustomDecodingTranslator) {
        if translator.isUnknowable(expression) {
            translator.locals.unknowable.insert(name)
        } else {
            translator.locals.unknowable.remove(name)
        }
    }
}
