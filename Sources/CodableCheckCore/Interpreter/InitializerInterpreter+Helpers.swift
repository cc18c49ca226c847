/// Helpers a body calls (`HelperCall`): run in a scope of their own, with the same every-error
/// reporting as the body.
extension InitializerInterpreter {
    /// The helper's value (nil for one that returns nothing); nil when it threw (the errors are
    /// recorded). Its locals are its own; the properties it sets and the containers handed to it
    /// by variable are the caller's afterwards.
    mutating func runHelper(_ call: HelperCall, _ host: inout Host) -> InterpretedValue? {
        var scope: [String: InterpretedValue] = [:]
        for argument in call.arguments {
            guard let value = evaluate(argument.value, &host) else { return nil }
            scope[argument.label] = value
        }
        for property in call.properties where scope[property] == nil { scope[property] = frame.variables[property] }
        let callerVariables = frame.variables
        let callerReturn = frame.returnValue
        frame.variables = scope
        frame.returnValue = nil
        let flow = runBody(call.body, &host)
        let result = frame.returnValue ?? .json("null")
        var variables = callerVariables
        for property in call.properties { variables[property] = frame.variables[property] }
        for shared in call.sharedContainers { variables[shared.variable] = frame.variables[shared.parameter] }
        frame.variables = variables
        frame.returnValue = callerReturn
        return flow == .failed ? nil : result
    }
}
