import CodableCheckCore

/// Closures called where they are written (`let size: Size? = { guard let w = ... else { return
/// nil }; return Size(...) }()`, `self.title = try { if let t = ... { return t }; return try
/// c.decode(...) }()`): run once, there, as a `HelperCall` that sees and may set every name
/// around it (a closure captures its scope), whose `return` ends the closure and gives its value.
/// The body is translated in a copy of this translator, so that a closure with a statement the
/// tool does not follow is one statement not followed, named where the closure is, as a helper's
/// is.
extension CustomDecodingTranslator {
    /// The closure's call as a helper call; `resultType` is the type its context asks of it (the
    /// annotated local or the property it is assigned to), which its `return` values have.
    mutating func calledClosure(_ statements: [BodyStatement], resultType: TypeReference?) throws(Failure) -> DecodingExpression {
        let around = locals.names.union(properties).union(containers.keys).union([decoderName])
        // A name it declares hides the one around it inside the closure only: the closure starts
        // from the outer value (`if let title = title`) and hands back every other name it sets.
        let shadowed = BodyNames.declaredNames(in: statements).intersection(around).sorted()
        var nested = self
        nested.tryDepth = 0
        nested.returnedContainer = nil
        nested.returnsUnknowable = false
        nested.closureResultType = resultType
        // `{ if let s { s } else { fallback } }()`: Swift 5.9's single `if`/`switch` expression
        // gives the value without `return`; any other body without one returns `Void`.
        let body = nested.translate(ImplicitReturns.explicitReturns(statements))
        if let first = nested.uncheckedStatements.dropFirst(uncheckedStatements.count).first {
            throw Failure(
                reason: "the closure called in place has a statement the tool does not follow: `\(first.statement)`, as \(first.reason)",
                isPrecise: true)
        }
        let returnsUnknowable = nested.returnsUnknowable
        nested.tryDepth = tryDepth
        nested.returnedContainer = returnedContainer
        nested.returnsUnknowable = self.returnsUnknowable
        nested.closureResultType = closureResultType
        nested.currentStatement = currentStatement
        nested.restoreNames(shadowed, from: self)
        self = nested
        let call = HelperCall(
            name: "{ ... }()", arguments: shadowed.map { DecodingArgument(label: $0, value: .variable($0)) }, body: body,
            properties: around.subtracting(shadowed).sorted(), sharedContainers: [])
        return returnsUnknowable ? .conversion(.opaque, .callHelper(call)) : .callHelper(call)
    }

    /// What this translator knows of each name, as `outer` knew it: after a closure whose locals
    /// hid those names, they mean the outer ones again.
    mutating func restoreNames(_ names: [String], from outer: CustomDecodingTranslator) {
        for name in names {
            locals.restore(name, from: outer.locals)
            if outer.userInfo.opaqueInstances.contains(name) {
                userInfo.opaqueInstances.insert(name)
            } else {
                userInfo.opaqueInstances.remove(name)
            }
            containers[name] = outer.containers[name]
            containerPaths[name] = outer.containerPaths[name]
            parameterConstants[name] = outer.parameterConstants[name]
            uncheckedNames[name] = outer.uncheckedNames[name]
        }
    }
}
