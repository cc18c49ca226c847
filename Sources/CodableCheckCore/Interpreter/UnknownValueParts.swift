/// Where a body's values have parts the tool does not know. A value whose own `init(from:)` set
/// something by code the tool does not follow is printed with that part left out or `null`
/// (`UnknownValue`), so its text cannot tell such a part from nil. The interpreter keeps, for each
/// local, where in its value those parts are (`InterpreterFrame.unknownParts`, paths relative to
/// the value, `[]` for the whole): a stored property read (`record.start`,
/// `DecodingConversion.member`) at such a part is unknown, never nil, and a check on it takes the
/// side that does not throw, as for any unknown value; a property elsewhere in the value
/// (`record.time`) is known. Such a part is a value some `init(from:)` decoded (an enum whose case
/// the tool cannot tell, a date its function made), so it is certainly not nil: `if let` binds it.
struct UnknownValueParts {
    /// The parts recorded so far in the walk (`FindingsRecording.unknownValues`).
    var recorded: [UnknownValue]
    /// How many of them were recorded before the expression ran: those since belong to the value
    /// it read last, at `lastRead`.
    var mark: Int
    var lastRead: [CodingPathComponent]?
    var frame: InterpreterFrame

    /// Where `expression`'s value has parts the tool does not know, relative to the value.
    func of(_ expression: DecodingExpression) -> [[CodingPathComponent]] {
        // Nothing unknown recorded since, and no local holds any: the common case, kept cheap.
        if mark == recorded.count && frame.unknownParts.isEmpty { return [] }
        switch expression {
        case .variable(let name):
            return frame.unknownParts[name] ?? []
        case .conversion(.member(let key), let inner):
            return Self.parts(of(inner), under: key)
        case .decode:
            guard mark < recorded.count else { return [] }
            // Recorded by this read, under the value it read (anything else: the whole).
            return recorded[mark...].map { unknown in
                guard let root = lastRead, unknown.codingPath.starts(with: root) else { return [] }
                return Array(unknown.codingPath.dropFirst(root.count))
            }
        case .tryOptional(let inner, _), .scoped(_, _, let inner), .conversion(.opaque, let inner),
            .conversion(.wrappedInOptional, let inner):
            return of(inner)
        case .coalesce(let value, let fallback):
            return of(value) + of(fallback)
        default:
            // Made from such a value in a way the tool does not trace: unknown as a whole.
            let mentionsOne = expression.names.contains { frame.unknownParts[$0]?.isEmpty == false }
            return mark < recorded.count || mentionsOne ? [[]] : []
        }
    }

    /// Whether the member `key` of `inner`'s value is such a part, or the value is one as a whole.
    func isUnknown(member key: String, of inner: DecodingExpression) -> Bool {
        of(inner).contains { $0.isEmpty || $0 == [.key(key)] }
    }

    /// Whether an unknown (or `null`) value is certainly not nil: a stored property that is such a
    /// part, or a value decoded whole that is one.
    func isCertainlySome(_ expression: DecodingExpression) -> Bool {
        switch expression {
        case .conversion(.member(let key), .variable(let name)):
            frame.unknownParts[name]?.contains([.key(key)]) == true
        case .coalesce(let value, let fallback):
            isCertainlySome(value) || isCertainlySome(fallback)
        case .decode(_, _, _, ifPresent: false), .tryOptional(.decode(_, _, _, ifPresent: false), _):
            of(expression).contains { $0.isEmpty }
        default:
            false
        }
    }

    /// Whether the expression's value is unknown as a whole, whatever its text says.
    func isUnknownAsWhole(_ expression: DecodingExpression) -> Bool {
        of(expression).contains { $0.isEmpty }
    }

    /// Whether a clause whose value has a text decides nothing: the text stands for a value the
    /// tool does not know (`null` for an enum whose case the tool cannot tell), unless the clause
    /// binds it where it is certainly some.
    func decidesNothing(_ condition: DecodingCondition, value: InterpretedValue) -> Bool {
        switch condition {
        case .bind(_, let expression):
            isUnknownNil(value, expression) || isUnknownAsWhole(expression) && !isCertainlySome(expression)
        case .test(let expression):
            isUnknownAsWhole(expression)
        }
    }

    /// A value that is nil in its text but unknown as a whole: not known to be nil.
    func isUnknownNil(_ value: InterpretedValue, _ expression: DecodingExpression) -> Bool {
        value.isNil && isUnknownAsWhole(expression)
    }

    /// The parts under the member `key`, relative to it; a whole unknown stays whole.
    static func parts(_ parts: [[CodingPathComponent]], under key: String) -> [[CodingPathComponent]] {
        parts.compactMap { part in
            if part.isEmpty { return [] }
            return part.first == .key(key) ? Array(part.dropFirst()) : nil
        }
    }
}

extension Array {
    /// The array, or nil when it is empty.
    var nonEmpty: Self? { isEmpty ? nil : self }
}
