/// Values decoded with parts the tool does not know. A value whose own `init(from:)` set
/// something by code the tool does not follow is printed with that part left out or `null`
/// (`UnknownValue`), so its text cannot tell such a part from nil. The interpreter keeps, for each
/// local, where in its value those parts are (paths relative to the value): a stored property read
/// (`record.start`, `DecodingConversion.member`) at such a part is unknown, never nil, and a check
/// on it takes the side that does not throw, as for any unknown value; a property elsewhere in
/// the value (`record.time`) is known.
extension InitializerInterpreter {
    /// Where `expression`'s value has parts the tool does not know, relative to the value (`[]`:
    /// the whole). `mark` counts the unknown parts recorded before the expression ran: those
    /// recorded since belong to the value it read last.
    func unknownParts(of expression: DecodingExpression, since mark: Int, _ host: Host) -> [[CodingPathComponent]] {
        switch expression {
        case .variable(let name):
            return frame.unknownParts[name] ?? []
        case .conversion(.member(let key), let inner):
            return Self.parts(unknownParts(of: inner, since: mark, host), under: key)
        case .decode:
            guard mark < host.unknownValues.count else { return [] }
            // Recorded by this read, under the value it read (anything else: the whole).
            let root = lastRead?.path
            return host.unknownValues[mark...].map { unknown in
                guard let root, unknown.codingPath.starts(with: root) else { return [] }
                return Array(unknown.codingPath.dropFirst(root.count))
            }
        case .tryOptional(let inner, _), .scoped(_, _, let inner), .conversion(.opaque, let inner),
            .conversion(.wrappedInOptional, let inner):
            return unknownParts(of: inner, since: mark, host)
        case .coalesce(let value, let fallback):
            return unknownParts(of: value, since: mark, host) + unknownParts(of: fallback, since: mark, host)
        default:
            // Made from such a value in a way the tool does not trace: unknown as a whole.
            let mentionsOne = expression.names.contains { frame.unknownParts[$0]?.isEmpty == false }
            return mark < host.unknownValues.count || mentionsOne ? [[]] : []
        }
    }

    /// Notes where the value `expression` gave `name` has parts the tool does not know.
    mutating func noteUnknownParts(_ name: String, from expression: DecodingExpression, since mark: Int, _ host: Host) {
        let parts = unknownParts(of: expression, since: mark, host)
        frame.unknownParts[name] = parts.isEmpty ? nil : parts
    }

    /// A stored property of `inner`'s value: unknown where the value has a part the tool does not
    /// know at the property, or as a whole, and its text holds no value for the property.
    mutating func member(_ conversion: DecodingConversion, of inner: DecodingExpression, _ host: inout Host) -> InterpretedValue? {
        guard case .member(let key) = conversion else { return nil }
        let mark = host.unknownValues.count
        guard let value = evaluate(inner, &host) else { return nil }
        if value.isUnknown { return .unknown }
        let parts = unknownParts(of: inner, since: mark, host)
        let isUnknownHere = parts.contains { $0.isEmpty || $0 == [.key(key)] }
        guard let text = value.text, text != "null" else { return isUnknownHere ? .unknown : value }
        let member = conversion.applied(to: text)
        return isUnknownHere && member == "null" ? .unknown : .json(member)
    }

    /// The parts under the member `key`, relative to it; a whole unknown stays whole.
    static func parts(_ parts: [[CodingPathComponent]], under key: String) -> [[CodingPathComponent]] {
        parts.compactMap { part in
            if part.isEmpty { return [] }
            return part.first == .key(key) ? Array(part.dropFirst()) : nil
        }
    }

    /// An `if let` / `guard let` value that is nil in its text but unknown as a whole (a value
    /// whose case the tool cannot tell prints `null`): not known to be nil.
    func isUnknownNil(_ value: InterpretedValue, _ expression: DecodingExpression, since mark: Int, _ host: Host) -> Bool {
        value.isNil && unknownParts(of: expression, since: mark, host).contains { $0.isEmpty }
    }

    /// Whether an unknown value is certainly not nil: a part the tool does not know is a value
    /// some `init(from:)` decoded (an enum whose case it cannot tell, a date its function made),
    /// so a stored property that is such a part (`record.start`), or a value decoded whole that is
    /// one, holds a value; `if let` binds it, and what follows runs on a value the tool does not
    /// know.
    func isCertainlySome(_ expression: DecodingExpression, since mark: Int, _ host: Host) -> Bool {
        switch expression {
        case .conversion(.member(let key), .variable(let name)):
            return frame.unknownParts[name]?.contains([.key(key)]) == true
        case .coalesce(let value, let fallback):
            return isCertainlySome(value, since: mark, host) || isCertainlySome(fallback, since: mark, host)
        case .decode(_, _, _, ifPresent: false), .tryOptional(.decode(_, _, _, ifPresent: false), _):
            return unknownParts(of: expression, since: mark, host).contains { $0.isEmpty }
        default:
            return false
        }
    }
}

extension DecodingCondition {
    /// The clause's expression: the value bound, or the test.
    var expression: DecodingExpression {
        switch self {
        case .bind(_, let expression), .test(let expression): expression
        }
    }
}
