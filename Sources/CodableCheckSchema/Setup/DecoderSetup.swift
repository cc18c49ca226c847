import CodableCheckCore

/// A `JSONDecoder` the app configures in its source, read from the declarations the schema reads:
/// `let decoder = JSONDecoder(); decoder.keyDecodingStrategy = .convertFromSnakeCase`, or a
/// property initialized by a closure that builds and returns one. `decode --decoder NAME` checks
/// with its strategies; `types --decoders` lists every set-up found.
///
/// Only what is read exactly is set: a strategy the tool cannot read (a `.custom` closure, a
/// formatter whose `dateFormat` is not a string literal) is listed in `unread`, never guessed.
public struct DecoderSetup: Sendable, Equatable {
    /// The variable's or property's name (`decoder`, `api`).
    public var name: String
    /// `NewsAPI.decoder` for a property of a type, `name` otherwise.
    public var qualifiedName: String
    public var file: String
    /// 1-based, of the name in its declaration.
    public var line: Int
    public var column: Int
    public var keyStrategy: ValidationOptions.KeyStrategy?
    public var dateStrategy: ValidationOptions.DateStrategy?
    public var dataStrategy: ValidationOptions.DataStrategy?
    /// Assignments to the decoder the tool did not read, in source order.
    public var unread: [UnreadStatement] = []

    /// A configuring statement the tool does not read: a `.custom` strategy, an unknown
    /// formatter, `userInfo`, `nonConformingFloatDecodingStrategy`, a property with no option (`allowsJSON5`).
    public struct UnreadStatement: Sendable, Equatable {
        /// The decoder's property assigned (`dateDecodingStrategy`).
        public var property: String
        /// The assigned value as written, whitespace collapsed (`.custom { decoder in ... }`).
        public var value: String
        public var line: Int
        public var column: Int
        /// Why it is not read, lower-case: `a custom closure is not read`.
        public var reason: String
    }

    /// Whether `name` names this set-up: its own name, its qualified name, or a qualified tail
    /// (`API.decoder` for `Client.API.decoder`).
    public func isNamed(_ name: String) -> Bool {
        name == self.name || name == qualifiedName || qualifiedName.hasSuffix("." + name)
    }

    /// The same strategies: set-ups that agree answer a shared name without ambiguity.
    public func hasSameStrategies(as other: DecoderSetup) -> Bool {
        keyStrategy == other.keyStrategy && dateStrategy == other.dateStrategy && dataStrategy == other.dataStrategy
            && unread.map(\.property) == other.unread.map(\.property)
    }
}

extension DecoderSetup {
    /// What the set-up assigns, as Swift spells it: `("keyDecodingStrategy", ".convertFromSnakeCase")`.
    public var assignments: [(property: String, value: String)] {
        var result: [(String, String)] = []
        if let keyStrategy { result.append(("keyDecodingStrategy", "." + keyStrategy.rawValue)) }
        if let dateStrategy { result.append(("dateDecodingStrategy", Self.swiftSpelling(dateStrategy))) }
        if let dataStrategy { result.append(("dataDecodingStrategy", "." + dataStrategy.rawValue)) }
        return result
    }

    private static func swiftSpelling(_ strategy: ValidationOptions.DateStrategy) -> String {
        switch strategy {
        case .deferredToDate: ".deferredToDate"
        case .secondsSince1970: ".secondsSince1970"
        case .millisecondsSince1970: ".millisecondsSince1970"
        case .iso8601: ".iso8601"
        case .formatted(let format): ".formatted(\"\(format)\")"
        case .formattedInOrder(let formats): formats.map { ".formatted(\"\($0)\")" }.joined(separator: " or ")
        }
    }
}

extension SchemaSources {
    /// The `JSONDecoder` set-ups the files configure, read from their text before (or without)
    /// parsing declarations: a run whose plan comes from the cache still finds them.
    public var decoderSetups: [DecoderSetup] {
        // Only files that name a decoder or a formatter are lexed (and get a line table).
        DecoderSetupReader.read(
            files.filter { DecoderSetupReader.mayConfigureSetups($0.text) }.map { SourceFile(path: $0.path, text: $0.text) })
    }
}
