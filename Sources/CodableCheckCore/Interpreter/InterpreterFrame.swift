/// The state of one run of an `init(from:)` body (a helper it calls swaps `variables` for its own
/// scope and back).
struct InterpreterFrame {
    var variables: [String: InterpretedValue] = [:]
    var assignedProperties: Set<String> = []
    var selfValue: String?
    var singleValue: String?
    var superValue: String?
    /// Paths whose presence is already recorded (a key may be checked, then read).
    var presencePaths: Set<[CodingPathComponent]> = []
    /// Where `try?` swallowed an error, until a later read there succeeds.
    var swallowedPaths: Set<[CodingPathComponent]> = []
    /// The errors the `catch` clauses now running took, innermost last, for `throw error`.
    var caught: [CaughtError] = []
    /// What the helper now running returned (`return e`).
    var returnValue: InterpretedValue?
    /// Where each local's or property's value was read from, for a trap on it (`Int(text)!`).
    var origins: [String: ValueOrigin] = [:]
    /// Where the value of a local or property has parts the tool does not know, relative to it
    /// (`InitializerInterpreter+PartlyUnknown`); absent when it has none.
    var unknownParts: [String: [[CodingPathComponent]]] = [:]

    /// Every unkeyed container, by variable name.
    var unkeyedPlaces: [UnkeyedPlace] {
        variables.keys.sorted().compactMap { name in
            if case .unkeyed(let place) = variables[name] { return place }
            return nil
        }
    }

    /// Where the value an expression computes was read from: the value it reads itself (the last
    /// read, `lastRead`), or the first local or property it names that was read from the document.
    func origin(of expression: DecodingExpression, lastRead: ValueOrigin?) -> ValueOrigin? {
        let names = expression.names
        if names.contains(where: { variables[$0]?.isContainerOrDecoder == true }) { return lastRead }
        return names.sorted().lazy.compactMap { origins[$0] }.first
    }

    /// What a loop iteration can change: every variable's value and every unkeyed container's
    /// position, by name.
    var loopState: [String] {
        variables.keys.sorted().map { name in
            switch variables[name] {
            case .unkeyed(let place)?: "\(name)@\(place.position)"
            // A list only grows: its length tells a change, without writing it out each time.
            case .list(let elements)?: "\(name)#\(elements.count)"
            case let value?: "\(name)=\(value.text ?? "")"
            case nil: name
            }
        } + assignedProperties.sorted()
    }
}

/// An error a `catch` clause took: what its decoding recorded, put back if the clause rethrows
/// it, and where the warning that it was handled is.
struct CaughtError {
    var errors: [DecodingProblem]
    var warnings: [DecodingWarning]
    var presence: [OptionalPresence]
    var swallowWarning: Int
}

/// How a statement ends.
enum StatementFlow {
    case next
    /// `return`, or the end of a `guard`'s `else`.
    case finished
    /// An error was thrown (and recorded).
    case failed
}

/// The value in the document a local was read from: a trap on what it holds is reported there.
struct ValueOrigin {
    var path: [CodingPathComponent]
    var index: Int
}
