/// Values with parts the tool does not know, as the body reads them (`UnknownValueParts`).
extension InitializerInterpreter {
    func unknownParts(since mark: Int, _ host: Host) -> UnknownValueParts {
        UnknownValueParts(recorded: host.unknownValues, mark: mark, lastRead: lastRead?.path, frame: frame)
    }

    /// A stored property of `inner`'s value: unknown where it is a part the tool does not know and
    /// the value's text holds no value for it.
    mutating func member(_ conversion: DecodingConversion, key: String, of inner: DecodingExpression, _ host: inout Host)
        -> InterpretedValue?
    {
        let mark = host.unknownValues.count
        guard let value = evaluate(inner, &host) else { return nil }
        if value.isUnknown { return .unknown }
        let isUnknownHere = unknownParts(since: mark, host).isUnknown(member: key, of: inner)
        guard let text = value.text, text != "null" else { return isUnknownHere ? .unknown : value }
        let member = conversion.applied(to: text)
        return isUnknownHere && member == "null" ? .unknown : .json(member)
    }
}

extension InitializerInterpreter {
    /// A check met a value the tool does not know and chooses between `ways`: the document is
    /// decided by approximation when the plan says so (`CustomDecodingPlan.siteOfCheckOnUnknownValue`).
    func noteCheckOnUnknownValue(choosing ways: @autoclosure () -> [DecodingStatement], _ host: inout Host) {
        guard let site = custom.plan.siteOfCheckOnUnknownValue(choosing: ways()), !host.approximations.contains(where: { $0.site == site })
        else { return }
        host.approximations.append(
            ReachedApproximation(site: site, codingPath: decodedValue.codingPath, byteOffset: document.tape.offset(at: decodedValue.index)))
    }
}
