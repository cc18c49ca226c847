/// Computed properties an app adds to `Decoder` or a container whose getter is one expression
/// (`extension Decoder { var context: ProjectContext { userInfo[.context] as! ProjectContext } }`,
/// recorded by `ContainerExtensions`): `decoder.context` in a body reads as that expression
/// written in its place, with `self` and a bare `userInfo` or `codingPath` the decoder's. What
/// the expression does is then decided by the rules for the same expression written out (a
/// `userInfo` read by `--user-info`, an `as!` that traps without it), so no second rule decides it.
enum ExtensionPropertyGetters {
    /// The members a getter may name without `self.`, by receiver.
    static func receiverMembers(_ receiver: ContainerExtensions.Receiver) -> Set<String> {
        switch receiver {
        case .decoder: ["userInfo", "codingPath"]
        case .keyed: ["codingPath", "allKeys"]
        case .unkeyed: ["codingPath", "count", "isAtEnd", "currentIndex"]
        case .singleValue: ["codingPath"]
        case .decodingError, .dictionary: []
        }
    }

    /// Getters read through getters are expanded up to this depth. A read deeper than that (a
    /// getter that reads itself, which never returns in the app) is not expanded at all: the
    /// expression is left as written, and the translator's other rules leave it unfollowed.
    static let maximumDepth = 8

    /// `expression` with each such read on the translator's decoder or a container it holds
    /// replaced by the getter; nil when it has none.
    static func expanded(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> BodyExpression? {
        let extensions = translator.resolver.containerExtensions
        guard extensions.hasGetters else { return nil }
        return expanded(
            expression, extensions: extensions,
            receiver: { name in
                (name == translator.decoderName ? .decoder : translator.containers[name]).map(\.receiver)
            },
            isLocal: { translator.locals.contains($0) })
    }

    /// `expression` with each `receiver.property` read of such a property replaced by its getter;
    /// nil when it has none, when a getter names something the body has a local of the same name
    /// for (written in the body, the name would be the local), or when getters read getters deeper
    /// than `maximumDepth`. `receiver` gives the kind of decoder or container a name holds.
    private static func expanded(
        _ expression: BodyExpression, extensions: ContainerExtensions, receiver: (String) -> ContainerExtensions.Receiver?,
        isLocal: (String) -> Bool
    ) -> BodyExpression? {
        var changed = false
        var clashes = false
        func expand(_ expression: BodyExpression, depth: Int) -> BodyExpression {
            expression.rewritten { part in
                guard case .member(.name(let name), let property) = part, let kind = receiver(name),
                    let getter = extensions.getter(named: property, on: kind)
                else { return nil }
                changed = true
                // Returning the read unexpanded would have the translator expand it again, forever.
                guard depth < maximumDepth else {
                    clashes = true
                    return nil
                }
                guard let received = receiving(getter, on: name, members: receiverMembers(kind), isLocal: isLocal) else {
                    clashes = true
                    return nil
                }
                return expand(received, depth: depth + 1)
            }
        }
        let result = expand(expression, depth: 0)
        return changed && !clashes ? result : nil
    }

    /// The getter as the body's receiver `name` runs it: `self`, and the receiver's own members
    /// named bare, are that receiver's. Nil when it names a local of the body's.
    private static func receiving(
        _ getter: BodyExpression, on name: String, members: Set<String>, isLocal: (String) -> Bool
    ) -> BodyExpression? {
        var clashes = false
        let received = getter.rewritten { part in
            switch part {
            case .name("self"): return .name(name)
            case .name(let member) where members.contains(member): return .member(.name(name), member)
            case .name(let other):
                if isLocal(other) { clashes = true }
                return nil
            default: return nil
            }
        }
        return clashes ? nil : received
    }
}
