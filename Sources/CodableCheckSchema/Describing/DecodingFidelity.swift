import CodableCheckCore

/// How faithfully codable-check decodes a type, so a CI user knows what a green run is worth.
///
/// Built from what the schema reader did with the type (`DecodableTypeSummary.Decoding`, the
/// `InitializerOutcome` of a hand-written `init(from:)`) and from the warnings found in its
/// declaration. A new way of approximating is a new `ApproximationReason` case, and a new
/// `ApproximationSite.Kind` with the warning that names it.
public enum DecodingFidelity: Sendable, Equatable {
    /// Decoded as the compiled type would: synthesized decoding, a raw-value enum, or an
    /// `init(from:)` interpreted statement by statement.
    case exact
    /// Decoded by the app's own compiled code (`decode --compile`).
    case compiled
    /// Decoded by an approximation of the app's code; each reason says where it departs.
    case approximated([ApproximationReason])
    /// Not decoded at all (an enum with associated values the tool does not read, a declaration
    /// with errors): `decode` stops with a schema error, and the diagnostics say why.
    case unsupported

    /// The reasons the type's own declaration gives, without `holdsApproximated`: what a note
    /// naming each approximated type once lists.
    public var ownReasons: [ApproximationReason] {
        guard case .approximated(let reasons) = self else { return [] }
        return reasons.filter { if case .holdsApproximated = $0 { false } else { true } }
    }

    /// `exact`, `compiled` or `approximated`: the word listings and JSON use.
    public var name: String {
        switch self {
        case .exact: "exact"
        case .compiled: "compiled"
        case .approximated: "approximated"
        case .unsupported: "unsupported"
        }
    }
}

/// Why a type's decoding is approximated.
public enum ApproximationReason: Sendable, Equatable {
    /// The hand-written `init(from:)` is not read at all: decoding is treated as synthesized.
    case initializerNotRead
    /// The `init(from:)` has statements the interpreter does not follow: the reads it sees in
    /// them are checked, what they set is unchecked (never an error the app may not throw).
    case statementsNotFollowed(count: Int)
    /// The `init?(rawValue:)` is not read: every raw value of the right type is accepted.
    case rawValueInitializerNotRead
    /// Checks in the `init(from:)` (`guard count > 0 else { throw ... }`) are assumed to hold.
    case conditionsAssumed(count: Int)
    /// Property wrappers, Kodable options or closures the tool decodes as the bare type.
    case propertyFeaturesIgnored(count: Int)
    /// The type holds these approximated types (as a property, an element, an optional, a
    /// dictionary value, an enum payload; directly or through other types): a green run on it is
    /// worth what they are worth. Named where they are approximated on their own, innermost.
    case holdsApproximated(typeNames: [String])
    /// Attributes on the type that may be attached macros: what they expand to is not seen.
    case macrosNotExpanded(count: Int)

    var isStatementsNotFollowed: Bool {
        if case .statementsNotFollowed = self { return true }
        return false
    }

    /// Lower-case, as listings print it: `2 conditions assumed to hold`.
    public var text: String {
        switch self {
        case .initializerNotRead: "init(from:) not read, checked as if synthesized"
        case .statementsNotFollowed(let count):
            "\(count) statement\(count == 1 ? "" : "s") in init(from:) not followed, what \(count == 1 ? "it sets" : "they set") unchecked"
        case .rawValueInitializerNotRead: "init?(rawValue:) not read, every raw value accepted"
        case .conditionsAssumed(let count): "\(count) condition\(count == 1 ? "" : "s") in init(from:) assumed to hold"
        case .propertyFeaturesIgnored(let count):
            "\(count) property wrapper\(count == 1 ? "" : "s") or option\(count == 1 ? "" : "s") not interpreted"
        case .holdsApproximated(let typeNames): "holds " + typeNames.map { "'\($0)'" }.joined(separator: ", ") + " (approximated)"
        case .macrosNotExpanded(let count):
            "\(count) attribute\(count == 1 ? "" : "s") that may be \(count == 1 ? "a macro" : "macros") not expanded, checked as declared"
        }
    }
}

extension ApproximationSite.Kind {
    /// The kind of approximation a schema warning (by `SchemaMessage.id`) names, or nil for a
    /// warning that does not change what decoding checks: the one table from which both a
    /// type's fidelity (`DecodingFidelity.of`) and the plan's sites are derived.
    init?(messageID: String) {
        switch messageID {
        case "customInitializer", "customSubclassInitializer", "customRawEnumInitializer": self = .initializerNotRead
        case "initializerStatementNotInterpreted": self = .statementNotFollowed
        case "initializerCheckNotVerified": self = .conditionAssumed
        case "rawValueInitializerNotInterpreted": self = .rawValueInitializerNotRead
        case "propertyWrapperNotInterpreted", "kodableWrapperOutsideKodable", "kodableOptionNotInterpreted",
            "kodableClosureNotInterpreted", "fluentWrapperNotInterpreted":
            self = .propertyFeatureIgnored
        case "attachedMacroNotExpanded": self = .macroNotExpanded
        default: return nil
        }
    }
}

extension DecodingFidelity {
    /// The fidelity of a type the reader decoded as `decoding`, with the warnings found in its
    /// declaration (by message id). A generic type is listed as not interpreted (it needs type
    /// arguments), yet decodes exactly once given them: `isGenericWithoutErrors` says so.
    static func of(
        _ decoding: DecodableTypeSummary.Decoding, warningIDs: [String], isGenericWithoutErrors: Bool = false
    ) -> DecodingFidelity {
        var reasons: [ApproximationReason] = []
        func add(_ reason: ApproximationReason) {
            if !reasons.contains(reason) { reasons.append(reason) }
        }
        switch decoding {
        case .customInitializer: add(.initializerNotRead)
        case .partlyInterpretedInitializer(_, _, _, _, let count): add(.statementsNotFollowed(count: count))
        case .notInterpreted: if !isGenericWithoutErrors { return .unsupported }
        case .synthesized, .synthesizedDecodingNothing, .interpretedInitializer, .inherited, .fluentFields, .rawValue: break
        }
        let kinds = warningIDs.compactMap(ApproximationSite.Kind.init(messageID:))
        // A statement warned about in a plan of the type other than the one `decoding` describes
        // (another instantiation of a generic type): the listing says so too, never `[exact]`
        // beside a warning that something is not checked.
        let notFollowed = kinds.filter { $0 == .statementNotFollowed }.count
        if notFollowed > 0, !reasons.contains(where: \.isStatementsNotFollowed) { add(.statementsNotFollowed(count: notFollowed)) }
        if kinds.contains(.initializerNotRead) { add(.initializerNotRead) }
        if kinds.contains(.rawValueInitializerNotRead) { add(.rawValueInitializerNotRead) }
        let assumed = kinds.filter { $0 == .conditionAssumed }.count
        if assumed > 0 { add(.conditionsAssumed(count: assumed)) }
        let ignored = kinds.filter { $0 == .propertyFeatureIgnored }.count
        if ignored > 0 { add(.propertyFeaturesIgnored(count: ignored)) }
        let macros = kinds.filter { $0 == .macroNotExpanded }.count
        if macros > 0 { add(.macrosNotExpanded(count: macros)) }
        return reasons.isEmpty ? .exact : .approximated(reasons)
    }

    /// This fidelity once the types the type holds are taken in (`held`, the types its plan
    /// meets other than itself, each with the fidelity of its own declaration): those
    /// approximated add `holdsApproximated`, after the type's own reasons. An unsupported held
    /// type leaves the type as it is: the survey already lists a type whose plan needs one as
    /// not interpreted. `compiled` and `unsupported` stay.
    func holding(_ held: [(name: String, fidelity: DecodingFidelity)]) -> DecodingFidelity {
        let approximated = held.filter { !$0.fidelity.ownReasons.isEmpty }.map(\.name)
        guard !approximated.isEmpty else { return self }
        switch self {
        case .exact: return .approximated([.holdsApproximated(typeNames: approximated)])
        case .approximated(let reasons): return .approximated(reasons + [.holdsApproximated(typeNames: approximated)])
        case .compiled, .unsupported: return self
        }
    }
}
