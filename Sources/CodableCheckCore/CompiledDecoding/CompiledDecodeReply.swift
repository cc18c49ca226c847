/// What a compiled helper answers for one document: one JSON line on its reply channel.
///
/// `problems` holds at most one problem (compiled code stops at its first uncaught error, as
/// with `JSONDecoder`); `swallowed` holds the errors the app's own code caught and went on from.
public struct CompiledDecodeReply: Codable, Sendable, Equatable {
    /// A `DecodingProblem` as plain data.
    public struct Problem: Codable, Sendable, Equatable {
        public var kind: String
        /// Keys and indices: `["tags", 1, "color"]`.
        public var path: [PathComponent]
        public var byteOffset: Int
        public var message: String
        public var foundationDescription: String
        public var foundationPath: [PathComponent]?

        public init(_ problem: DecodingProblem) {
            kind = problem.kind.rawValue
            path = problem.codingPath.map(PathComponent.init)
            byteOffset = problem.byteOffset
            message = problem.message
            foundationDescription = problem.foundationDescription
            foundationPath = problem.foundationCodingPath?.map(PathComponent.init)
        }

        /// Back into the problem the CLI reports; an unknown kind (a newer helper) reads as
        /// `dataCorrupted`, the catch-all `DecodingError` case.
        public var decodingProblem: DecodingProblem {
            DecodingProblem(
                kind: DecodingProblem.Kind(rawValue: kind) ?? .dataCorrupted, codingPath: path.map(\.component),
                byteOffset: byteOffset, message: message, foundationDescription: foundationDescription,
                foundationCodingPath: foundationPath?.map(\.component))
        }
    }

    /// A coding path step, as a JSON string (a key) or integer (an index).
    public struct PathComponent: Codable, Sendable, Equatable {
        public var component: CodingPathComponent

        public init(_ component: CodingPathComponent) {
            self.component = component
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let index = try? container.decode(Int.self) {
                component = .index(index)
            } else {
                component = .key(try container.decode(String.self))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch component {
            case .key(let key): try container.encode(key)
            case .index(let index): try container.encode(index)
            }
        }
    }

    public var problems: [Problem]
    public var swallowed: [Problem]
    /// With `CompiledDecodeSettings.printsValue`, the decoded value as JSON, when it is `Encodable`.
    public var value: String?

    public init(problems: [Problem], swallowed: [Problem], value: String?) {
        self.problems = problems
        self.swallowed = swallowed
        self.value = value
    }
}
