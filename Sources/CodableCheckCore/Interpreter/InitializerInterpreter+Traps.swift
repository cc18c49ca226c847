/// Where the app's own code stops the app instead of throwing: `e!` on nil, `try! e` on an error,
/// `values[i]` outside the array. `JSONDecoder` never returns there, so the tool reports a trap
/// (`DecodingProblem.trap`) at the value that led to it: no `try?`, `catch` or lossy recovery
/// takes it back.
extension InitializerInterpreter {
    mutating func forceUnwrap(_ inner: DecodingExpression, source: String, _ host: inout Host) -> InterpretedValue? {
        guard let value = evaluate(inner, &host) else { return nil }
        guard value.isNil else { return value }
        host.errors.append(
            findings.trap("`\(source)` in \(custom.plan.declarationName) finds nil and", at: frame.origin(of: inner, lastRead: lastRead)))
        return nil
    }

    mutating func tryForced(_ inner: DecodingExpression, source: String, _ host: inout Host) -> InterpretedValue? {
        let mark = FindingsMark(host)
        if let value = evaluate(inner, &host) { return value }
        if host.stoppedTheApp(since: mark) { return nil }
        // The error never leaves the body: where it was thrown is where the app stops.
        let first = host.discardFindings(since: mark)
        host.errors.append(
            DecodingProblem.trap(
                "`\(source)` in \(custom.plan.declarationName) meets an error (\(first?.message ?? "the value does not decode")) and",
                codingPath: first?.codingPath ?? path, byteOffset: first?.byteOffset ?? document.tape.offset(at: 0)))
        return nil
    }

    mutating func element(
        of base: DecodingExpression, at index: DecodingExpression, source: String, _ host: inout Host
    ) -> InterpretedValue? {
        guard let array = evaluate(base, &host), let position = evaluate(index, &host) else { return nil }
        if array.isUnknown || position.isUnknown { return .unknown }
        guard let text = array.text, let elements = InterpretedJSON.elements(ofArray: text), let offset = position.text.flatMap({ Int($0) })
        else { return .unknown }
        guard elements.indices.contains(offset) else {
            host.errors.append(
                findings.trap(
                    "`\(source)` in \(custom.plan.declarationName) asks for element \(offset) of \(elements.count), which",
                    at: frame.origin(of: base, lastRead: lastRead)))
            return nil
        }
        return .json(elements[offset])
    }
}
