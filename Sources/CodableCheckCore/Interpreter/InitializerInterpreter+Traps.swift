/// Where the app's own code stops the app instead of throwing: `e!` on nil, `try! e` on an error,
/// `values[i]` outside the array. `JSONDecoder` never returns there, so the tool reports a trap
/// (`DecodingProblem.trap`) at the value that led to it: no `try?`, `catch` or lossy recovery
/// takes it back.
extension InitializerInterpreter {
    mutating func forceUnwrap(_ inner: DecodingExpression, source: String, _ host: inout Host) -> InterpretedValue? {
        guard let value = evaluate(inner, &host) else { return nil }
        guard value.isNil else { return value }
        host.errors.append(trap("`\(source)` in \(custom.plan.declarationName) finds nil and", at: origin(of: inner)))
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
                trap(
                    "`\(source)` in \(custom.plan.declarationName) asks for element \(offset) of \(elements.count), which",
                    at: origin(of: base)))
            return nil
        }
        return .json(elements[offset])
    }

    /// `fatalError(...)`, or a `precondition` whose condition is false (`cause`): placed at the
    /// value the condition names, else at the decoder's value.
    func stop(_ source: String, cause: DecodingExpression?) -> DecodingProblem {
        let what = "`\(source)` in \(custom.plan.declarationName)"
        guard let cause else { return trap(what, at: nil) }
        return trap(what + " finds its condition false and", at: origin(of: cause))
    }

    /// Where the value an expression computes was read from: the value it reads itself (the last
    /// read), or the first local or property it names that was read from the document.
    func origin(of expression: DecodingExpression) -> ValueOrigin? {
        let names = expression.names
        if names.contains(where: { frame.variables[$0]?.isContainerOrDecoder == true }) { return lastRead }
        return names.sorted().lazy.compactMap { frame.origins[$0] }.first
    }

    /// A trap at `origin` (the decoder's place when the value was not read from the document).
    func trap(_ what: String, at origin: ValueOrigin?) -> DecodingProblem {
        var place = origin
        if place == nil, case .decoder(let decoder)? = frame.variables[custom.plan.decoderName] {
            place = ValueOrigin(path: decoder.path, index: decoder.index)
        }
        // In a helper's frame (`self.init(code: code)` checking `code`), whose names were not
        // read there: the value read last, the one the helper was handed.
        if place == nil { place = lastRead }
        return DecodingProblem.trap(
            what, codingPath: place?.path ?? path, byteOffset: document.tape.offset(at: place?.index ?? 0))
    }
}
