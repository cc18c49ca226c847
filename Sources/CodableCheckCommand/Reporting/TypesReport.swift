import CodableCheckCore
import CodableCheckSchema

/// The document `codable-check types --format json` writes: every decodable type with how
/// faithfully it decodes, each place where it is approximated (statement, location, reason), its
/// properties and keys; then every schema diagnostic and the counts. An explicit `Encodable`
/// shape, so the keys scripts read (the census, CI checks that no type is approximated) are
/// spelled here once. Optional members are left out when `nil`.
struct TypesReport: Encodable {
    /// Bumped when a key changes meaning or disappears; new keys do not bump it.
    var version = TypesReport.currentVersion
    static let currentVersion = 1
    var types: [TypeEntry]
    var diagnostics: [DiagnosticEntry]
    /// With `--compile`: every line the build printed on standard error (why nothing was built,
    /// imports replaced, types that do not compile), in order; empty when all went through.
    var compileWarnings: [String]?
    var summary: Counts

    struct TypeEntry: Encodable {
        var name: String
        /// `struct`, `class` or `enum`.
        var kind: String
        var file: String
        var line: Int
        var column: Int
        var genericParameters: [String]
        /// `synthesized`, `customInitializer`, `interpretedInitializer`, … (`DecodableTypeSummary.Decoding`).
        var decoding: String
        /// How it decodes, as the text listing says it.
        var decodingDescription: String
        /// `exact`, `compiled`, `approximated` or `unsupported`.
        var fidelity: String
        /// Why it is approximated: its own reasons, then the approximated types it holds.
        var reasons: [Reason]
        /// Every place in its own declaration that makes decoding approximate, in source order.
        var approximations: [Approximation]
        var properties: [Property]
        var enumCases: [EnumCase]
        var diagnostics: [DiagnosticEntry]
        /// With `--compile`, for a type asked for and not built: every compiler error behind it
        /// (the text listing shows the first few on standard error).
        var compileErrors: [CompileError]?
    }

    /// One error of `swiftc`'s, placed in the declaration it is in (`CompilerDiagnostic`).
    struct CompileError: Encodable {
        var file: String
        var line: Int
        var column: Int
        var message: String
        /// The type or extension the line is in; absent at file scope (an `import`).
        var declaration: String?

        init(_ diagnostic: CompilerDiagnostic, displayPath: (String) -> String) {
            file = displayPath(diagnostic.file)
            line = diagnostic.line
            column = diagnostic.column
            message = diagnostic.message
            declaration = diagnostic.declaration
        }
    }

    struct Reason: Encodable {
        /// `initializerNotRead`, `statementsNotFollowed`, `rawValueInitializerNotRead`,
        /// `conditionsAssumed`, `propertyFeaturesIgnored`, `holdsApproximated` or `macrosNotExpanded`.
        var kind: String
        var text: String
        /// With `statementsNotFollowed`, `conditionsAssumed`, `propertyFeaturesIgnored`,
        /// `macrosNotExpanded`: how many.
        var count: Int?
        /// With `holdsApproximated`: the approximated types held.
        var types: [String]?

        init(_ reason: ApproximationReason) {
            text = reason.text
            switch reason {
            case .initializerNotRead: kind = "initializerNotRead"
            case .statementsNotFollowed(let count): (kind, self.count) = ("statementsNotFollowed", count)
            case .rawValueInitializerNotRead: kind = "rawValueInitializerNotRead"
            case .conditionsAssumed(let count): (kind, self.count) = ("conditionsAssumed", count)
            case .propertyFeaturesIgnored(let count): (kind, self.count) = ("propertyFeaturesIgnored", count)
            case .holdsApproximated(let names): (kind, types) = ("holdsApproximated", names)
            case .macrosNotExpanded(let count): (kind, self.count) = ("macrosNotExpanded", count)
            }
        }
    }

    /// A place where the type's decoding departs from the app's code (`ApproximationSite`).
    struct Approximation: Encodable {
        /// `ApproximationSite.Kind`: `statementNotFollowed`, `initializerNotRead`, ….
        var kind: String
        /// The statement, `init(from:)` or property wrapper, as written.
        var subject: String
        var message: String
        var reason: String?
        var file: String
        var line: Int
        var column: Int

        init(_ site: ApproximationSite, displayPath: (String) -> String) {
            kind = site.kind.rawValue
            subject = site.subject
            message = site.message
            reason = site.reason
            file = displayPath(site.file)
            line = site.line
            column = site.column
        }
    }

    struct Property: Encodable {
        var name: String
        var type: String
        /// The JSON key; absent when the property is not decoded under a key of its own.
        var key: String?
        /// `required`, `ifPresent`, `notDecoded`, `wrapped`, `assignedByInitializer` or `unchecked`.
        var decoding: String
        /// How it decodes, as the text listing says it.
        var decodingDescription: String
        var initialValue: String?
        var propertyWrappers: [String]
        var line: Int
        var column: Int
    }

    struct EnumCase: Encodable {
        var name: String
        var rawValue: String?
        var key: String?
        var payload: String?
    }

    struct DiagnosticEntry: Encodable {
        var severity: String
        var file: String
        var line: Int
        var column: Int
        var message: String

        init(_ diagnostic: SchemaDiagnostic, displayPath: (String) -> String) {
            severity = diagnostic.severity.rawValue
            file = displayPath(diagnostic.file)
            line = diagnostic.line
            column = diagnostic.column
            message = diagnostic.message
        }
    }

    /// `types` and how many of them have each fidelity, as the text listing's count line.
    struct Counts: Encodable {
        var types: Int
        var exact: Int
        var compiled: Int
        var approximated: Int
        var unsupported: Int

        init(_ summaries: [DecodableTypeSummary]) {
            func count(_ fidelity: String) -> Int { summaries.count { $0.fidelity.name == fidelity } }
            types = summaries.count
            exact = count("exact")
            compiled = count("compiled")
            approximated = count("approximated")
            unsupported = count("unsupported")
        }

        /// Each fidelity with its count, in listing order.
        var named: [(name: String, count: Int)] {
            [("exact", exact), ("compiled", compiled), ("approximated", approximated), ("unsupported", unsupported)]
        }
    }

    init(
        _ summaries: [DecodableTypeSummary], diagnostics: [SchemaDiagnostic], compiling: CompiledTypeMarking.Outcome? = nil,
        displayPath: (String) -> String
    ) {
        types = summaries.map { summary in
            var entry = Self.entry(summary, displayPath: displayPath)
            entry.compileErrors = compiling?.compilerErrors[summary.name]?.map { CompileError($0, displayPath: displayPath) }
            return entry
        }
        self.diagnostics = diagnostics.map { DiagnosticEntry($0, displayPath: displayPath) }
        compileWarnings = compiling?.warnings
        summary = Counts(summaries)
    }

    private static func entry(_ summary: DecodableTypeSummary, displayPath: (String) -> String) -> TypeEntry {
        let reasons: [ApproximationReason] = if case .approximated(let reasons) = summary.fidelity { reasons } else { [] }
        return TypeEntry(
            name: summary.name, kind: summary.kind.rawValue, file: displayPath(summary.file), line: summary.line,
            column: summary.column, genericParameters: summary.genericParameters,
            decoding: TypeListing.waitsForArguments(summary) ? "generic" : name(of: summary.decoding),
            decodingDescription: TypeListing.describeDecoding(of: summary, displayPath: displayPath),
            fidelity: summary.fidelity.name, reasons: reasons.map(Reason.init),
            approximations: summary.approximations.map { Approximation($0, displayPath: displayPath) },
            properties: summary.properties.map { property in
                Property(
                    name: property.name, type: property.type, key: property.key, decoding: name(of: property.decoding),
                    decodingDescription: TypeListing.describeDecoding(of: property, in: summary), initialValue: property.initialValue,
                    propertyWrappers: property.propertyWrappers, line: property.line, column: property.column)
            },
            enumCases: summary.enumCases.map { EnumCase(name: $0.name, rawValue: $0.rawValue, key: $0.key, payload: $0.payload) },
            diagnostics: summary.diagnostics.map { DiagnosticEntry($0, displayPath: displayPath) })
    }

    private static func name(of decoding: DecodableTypeSummary.Decoding) -> String {
        switch decoding {
        case .synthesized: "synthesized"
        case .synthesizedDecodingNothing: "synthesizedDecodingNothing"
        case .customInitializer: "customInitializer"
        case .interpretedInitializer: "interpretedInitializer"
        case .partlyInterpretedInitializer: "partlyInterpretedInitializer"
        case .inherited: "inherited"
        case .fluentFields: "fluentFields"
        case .rawValue: "rawValue"
        case .notInterpreted: "notInterpreted"
        }
    }

    private static func name(of decoding: PropertySummary.Decoding) -> String {
        switch decoding {
        case .required: "required"
        case .ifPresent: "ifPresent"
        case .notDecoded: "notDecoded"
        case .wrapped: "wrapped"
        case .assignedByInitializer: "assignedByInitializer"
        case .unchecked: "unchecked"
        }
    }
}
