/// What the app puts in its `JSONDecoder`'s `userInfo` before decoding, as stated with
/// `--user-info`: an `init(from:)` that reads `decoder.userInfo[.options] as? RouteOptions` takes
/// the way the app's decoder makes it take. A key that is not stated is absent, as in a
/// `JSONDecoder()` nobody set up: `userInfo[key]` is nil.
///
/// Keys are named as the body names them: `.options` and `CodingUserInfoKey.options` are the
/// key `options` (the static member's name, not its raw value, which the body does not show).
public struct DecoderUserInfo: Sendable, Equatable {
    /// What a stated key holds.
    public enum Value: Sendable, Equatable {
        /// Something the tool cannot see (`--user-info options`): whether `as? T` succeeds, and
        /// what depends on it, is unknown.
        case unknown
        /// An instance of a type declared in the models or not (`--user-info
        /// options=RouteOptions`): `as? T` succeeds for that type, its superclasses and the
        /// protocols they declare, and fails for any other; its contents are not known.
        case instance(typeName: String)
        /// A scalar, as JSON text (`--user-info includesForeignMembers=true`, `=3`, `="en"`).
        case literal(String)
    }

    public var values: [String: Value]

    public init(values: [String: Value] = [:]) {
        self.values = values
    }

    /// `KEY`, `KEY=TYPE`, `KEY=true`, `KEY=false`, `KEY=12`, `KEY=1.5`, `KEY="text"`; nil when
    /// the key is not an identifier or the value is none of these.
    public static func parse(_ argument: String) -> (key: String, value: Value)? {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let key = String(parts[0])
        guard isIdentifier(key) else { return nil }
        guard parts.count == 2 else { return (key, .unknown) }
        let text = String(parts[1])
        if ["true", "false"].contains(text) || Double(text) != nil && text.first.map({ $0 == "-" || $0.isNumber }) == true {
            return (key, .literal(text))
        }
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { return (key, .literal(text)) }
        let typeParts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !typeParts.isEmpty, typeParts.allSatisfy({ isIdentifier(String($0)) }) else { return nil }
        return (key, .instance(typeName: text))
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
