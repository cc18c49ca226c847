import CodableCheckCore

/// Closures called where they are written (`let size: Size? = { guard let w = ... else { return
/// nil }; return Size(...) }()`, `self.title = try { if let t = ... { return t }; return try
/// c.decode(...) }()`): run once, there, as a `HelperCall` that sees and may set every name
/// around it (a closure captures its scope), whose `return` ends the closure and gives its value.
/// The body is translated in a copy of this translator, so that a closure with a statement the
/// tool does not follow is one statement not followed, named where the closure is, as a helper's
/// is.
extension HelperInlining {
    /// The closure's call as a helper call; `resultType` is the type its context asks of it (the
    /// annotated local or the property it is assigned to), which its `return` values have.
    static func calledClosure(_ statements: [BodyStatement], resultType: TypeReference?, in translator: inout CustomDecodingTranslator)
        throws(Failure) -> DecodingExpression
    {
        let around = translator.locals.names.union(translator.properties).union(translator.containers.keys).union([translator.decoderName])
        // A name it declares hides the one around it inside the closure only: the closure starts
        // from the outer value (`if let title = title`) and hands back every other name it sets.
        let shadowed = BodyNames.declaredNames(in: statements).intersection(around).sorted()
        var nested = translator
        nested.tryDepth = 0
        nested.returnedContainer = nil
        nested.returnsUnknowable = false
        nested.closureResultType = resultType
        // `{ if let s { s } else { fallback } }()`: Swift 5.9's single `if`/`switch` expression
        // gives the value without `return`; any other body without one returns `Void`.
        let body = nested.translate(ImplicitReturns.explicitReturns(statements))
        if let first = nested.uncheckedStatements.dropFirst(translator.uncheckedStatements.count).first {
            throw Failure(
                reason: "the closure called in place has a statement the tool does not follow: `\(first.statement)`, as \(first.reason)",
                isPrecise: true)
        }
        let returnsUnknowable = nested.returnsUnknowable
        nested.tryDepth = translator.tryDepth
        nested.returnedContainer = translator.returnedContainer
        nested.returnsUnknowable = translator.returnsUnknowable
        nested.closureResultType = translator.closureResultType
        nested.currentStatement = translator.currentStatement
        restoreNames(shadowed, from: translator, in: &nested)
        translator = nested
        let call = HelperCall(
            name: "{ ... }()", arguments: shadowed.map { DecodingArgument(label: $0, value: .variable($0)) }, body: body,
            properties: around.subtracting(shadowed).sorted(), sharedContainers: [])
        return returnsUnknowable ? .conversion(.opaque, .callHelper(call)) : .callHelper(call)
    }

    /// What this translator knows of each name, as `outer` knew it: after a closure whose locals
    /// hid those names, they mean the outer ones again.
    static func restoreNames(_ names: [String], from outer: CustomDecodingTranslator, in translator: inout CustomDecodingTranslator) {
        for name in names {
            translator.locals.restore(name, from: outer.locals)
            if outer.userInfo.opaqueInstances.contains(name) {
                translator.userInfo.opaqueInstances.insert(name)
            } else {
                translator.userInfo.opaqueInstances.remove(name)
            }
            translator.containers[name] = outer.containers[name]
            translator.containerPaths[name] = outer.containerPaths[name]
            translator.parameterConstants[name] = outer.parameterConstants[name]
            translator.uncheckedNames[name] = outer.uncheckedNames[name]
        }
    }
}
