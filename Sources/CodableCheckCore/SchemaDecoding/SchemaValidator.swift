/// Decodes a document against a `ValuePlan`, the way the compiled types the plan describes would
/// decode through `JSONDecoder`, but reporting every error instead of stopping at the first.
public struct SchemaValidator: @unchecked Sendable {
    public let plan: ValuePlan
    public let options: ValidationOptions
    /// The plan prepared once, shared by every document this validator checks.
    private let prepared: PreparedValue
    /// The same plan as plain data, for the walk.
    private let walkPlan: WalkPlan
    /// Whether some property has a wrapper's semantics, some type an interpreted `init(from:)`, or
    /// some value a shape only `RecoveringWalker` decodes (`PreparedValue.needsRecoveringWalker`):
    /// such plans are decoded by `RecoveringWalker` in both modes, so `PlanWalker`'s hot path
    /// never checks for them.
    private let needsRecoveringWalker: Bool
    /// Whether some property holds the document's ID (`@DocumentID`, never read from the body):
    /// only then does `validate` read the `documentIDs` it is given, so a caller checking many
    /// files need not work out each file's ID (issue 25).
    public let readsDocumentIDs: Bool

    public init(plan: ValuePlan, options: ValidationOptions = ValidationOptions()) {
        self.plan = plan
        self.options = options
        var objects: [ObjectIdentifier: PreparedObject] = [:]
        self.prepared = PreparedValue(plan, objects: &objects)
        self.walkPlan = WalkPlan(prepared, objects: objects.values)
        // Some object needs `RecoveringWalker`: an interpreted `init(from:)`, a wrapper's
        // semantics, or a field whose value has a shape `PlanWalker` has no node for.
        self.needsRecoveringWalker =
            prepared.needsRecoveringWalker || objects.values.contains { $0.custom != nil || $0.fieldsNeedRecoveringWalker }
        self.readsDocumentIDs = objects.values.contains { $0.fieldHoldsDocumentID }
    }

    /// - Parameter documentIDs: the Firestore document ID of each object that is a document, by
    ///   the byte offset of its `{`: what `@DocumentID` holds there (it is never read from the body).
    public func validate(_ document: JSONDocument, documentIDs: [Int: String] = [:]) -> ValidationOutcome {
        if options.mode == .lossy || needsRecoveringWalker { return validateRecovering(document, documentIDs: documentIDs) }
        var outcome = PlanWalker.validate(document, plan: walkPlan, options: options)
        if options.producesValue && outcome.isValid {
            var printer = DecodedValuePrinter(document: document, options: options)
            printer.write(prepared, at: document.rootIndex)
            outcome.encodedValue = printer.writer.text
        }
        if options.reportsPresence && outcome.isValid {
            // Only when asked for, so strict checking never pays for it.
            var presenceWalker = RecoveringWalker(document: document, options: options, isLossy: false)
            _ = presenceWalker.decode(prepared, at: document.rootIndex)
            outcome.presence = presenceWalker.presence
        }
        return outcome
    }

    /// `--mode lossy`, or a plan with property wrappers: one pass that applies the wrappers'
    /// semantics, recovers what lossy mode can, and builds the value the app holds.
    private func validateRecovering(_ document: JSONDocument, documentIDs: [Int: String]) -> ValidationOutcome {
        var walker = RecoveringWalker(document: document, options: options, isLossy: options.mode == .lossy)
        walker.documentIDs = documentIDs
        let text = walker.decode(prepared, at: document.rootIndex)
        var outcome = ValidationOutcome()
        outcome.errors = Array(walker.errors.prefix(options.maximumErrors))
        outcome.omittedErrorCount = walker.errors.count - outcome.errors.count
        outcome.warnings = walker.warnings
        outcome.approximations = walker.approximations
        if options.producesValue && outcome.isValid {
            outcome.encodedValue = text
            outcome.unknownValues = walker.unknownValues
        }
        if options.reportsPresence && outcome.isValid { outcome.presence = walker.presence }
        return outcome
    }
}

/// How schema-driven decoding reads a document: the `JSONDecoder` strategies a model file cannot
/// say (the app sets them on its decoder), and what to collect.
public struct ValidationOptions: Sendable {
    public enum Mode: String, Sendable { case strict, lossy }
    public enum KeyStrategy: String, Sendable {
        case useDefaultKeys, convertFromSnakeCase

        /// The key a `CodingKey` is matched against: `JSONDecoder` converts a container's keys
        /// under `.convertFromSnakeCase` before it looks a key up.
        public func matchedKey(_ key: String) -> String {
            self == .convertFromSnakeCase ? SnakeCaseKeyConversion.convert(key) : key
        }
    }
    public enum DateStrategy: Sendable, Equatable {
        case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
        /// A `DateFormatter` with this `dateFormat`, `en_US_POSIX` and UTC.
        case formatted(String)
        /// Several formats tried in order, as by an app's `DateFormatter` subclass whose
        /// `date(from:)` tries each (`en_US_POSIX`, UTC): the first that reads the string wins;
        /// a string none reads fails as under `.formatted`, since `JSONDecoder` only sees `nil`.
        case formattedInOrder([String])
    }
    public enum DataStrategy: String, Sendable { case base64, deferredToData }
    /// `nonConformingFloatDecodingStrategy`: `.throw`, or `.convertFromString`, under which a
    /// `Double`, `Float` or `CGFloat` (and a `Date` read as a number) also takes these exact
    /// strings (compared byte for byte, unescaped) for infinity, minus infinity and NaN.
    public enum FloatStrategy: Sendable, Equatable {
        case `throw`
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    public var mode: Mode = .strict
    public var keyStrategy: KeyStrategy = .useDefaultKeys
    public var dateStrategy: DateStrategy = .deferredToDate
    public var dataStrategy: DataStrategy = .base64
    public var floatStrategy: FloatStrategy = .throw {
        didSet {
            guard case .convertFromString(let positive, let negative, let nan) = floatStrategy else {
                return nonConformingFloats = nil
            }
            nonConformingFloats = NonConformingFloatNames(positiveInfinity: positive, negativeInfinity: negative, nan: nan)
        }
    }
    /// `floatStrategy`'s names as bytes, made once for the leaf rules; nil under `.throw`.
    private(set) var nonConformingFloats: NonConformingFloatNames?
    /// Stop collecting after this many errors in one document; the outcome counts the rest.
    public var maximumErrors: Int = 100
    /// Report object keys that no declaration consumes.
    public var reportsUnknownKeys: Bool = false
    /// Produce the decoded value re-encoded as `JSONEncoder` (sorted keys) would write it.
    public var producesValue: Bool = false
    /// Report, for every optional property, whether its key held a value, held null, or was
    /// absent (`ValidationOutcome.presence`).
    public var reportsPresence: Bool = false

    public init() {}
}

/// What schema-driven decoding found in one document.
public struct ValidationOutcome: Sendable {
    /// Errors in decode order; `errors.first` is the error `JSONDecoder` would throw.
    public var errors: [DecodingProblem] = []
    /// Errors found beyond `ValidationOptions.maximumErrors`, counted but not kept.
    public var omittedErrorCount: Int = 0
    /// Recoveries (lossy mode), RFC deviations, unknown keys: problems that do not fail the decode.
    public var warnings: [DecodingWarning] = []
    /// With `producesValue`, the decoded value as `JSONEncoder` with `.sortedKeys` writes it.
    public var encodedValue: String?
    /// The approximations the decoding reached (`ApproximationSite`), each once, in the order
    /// first met: empty when the verdict is exact.
    public var approximations: [ReachedApproximation] = []
    /// With `reportsPresence`, every optional property of the decoded value: present with a value,
    /// null, or absent (in decode order).
    public var presence: [OptionalPresence] = []
    /// With `producesValue`, the parts of the value the tool does not know (`UnknownValue`), in
    /// decode order: what `encodedValue` leaves out, or writes as `null` or as read, in their place.
    public var unknownValues: [UnknownValue] = []
    /// The string values and objects' keys the walk checked, which
    /// `JSONDocument.deviations(skippingChecksIn:)` need not check again; nil when the walk noted none.
    var checkedEntries: CheckedEntries?

    public init() {}

    public var isValid: Bool { errors.isEmpty && omittedErrorCount == 0 }
}

/// A problem that does not stop the document from decoding.
public struct DecodingWarning: Sendable, Equatable {
    /// What the warning is about; its `rawValue` is the stable identifier reports print.
    public var kind: WarningKind
    public var codingPath: [CodingPathComponent]
    public var byteOffset: Int
    /// Lower-case, no trailing period.
    public var message: String

    public init(kind: WarningKind, codingPath: [CodingPathComponent], byteOffset: Int, message: String) {
        self.kind = kind
        self.codingPath = codingPath
        self.byteOffset = byteOffset
        self.message = message
    }

    /// The path as a user writes it: `tags[1].color`; the empty path is `<root>`.
    public var renderedPath: String { CodingPathComponent.render(codingPath) }
}
