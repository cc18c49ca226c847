import CodableCheckCore
import Foundation

/// Swift model declarations read as a schema: every decodable type found in some `.swift` files,
/// and what the reader could not interpret.
///
/// Reading happens once, in the initializer: lexing, parsing, merging extensions, and a survey
/// that plans every decodable type so that `diagnostics` and `types` are complete. Planning a
/// root type afterwards (`plan(for:)`) never changes the schema, so a `ModelSchema` can be shared.
///
/// The stages, one folder each:
/// - `Lexing/`: `SwiftLexer` (tokens with byte offsets; the core's `SourceLineTable` turns
///   them into `line:column` only for diagnostics).
/// - `Conditions/`: `ConditionalCompilationFilter` keeps the `#if` branches a
///   `BuildConfiguration` (platform, flags, importable modules) takes.
/// - `Parsing/`: `DeclarationParser` reads the declarations `Codable` synthesis depends on into
///   the `Declarations/` model and skips the rest, handing the code of `init(from:)` and the
///   functions it calls to `InitializerBodyParser` (`Initializers/`); both move through tokens
///   and read types as `SwiftTokenReading`; `LiteralValueParser` reads initial values.
/// - `Resolution/`: `TypeResolver` places declarations in scopes, merges extensions and looks
///   names up as Swift does; `PlanBuilder` applies synthesized `Codable`'s rules to build
///   `ValuePlan`s and finds what cannot be interpreted.
/// - `Describing/`: `types` for `codable-check types`, and `PlanDescription`, a one-line plan text.
/// - `Diagnostics/`: problems as data (`SchemaProblem`) with typed messages (`SchemaMessage`).
public struct ModelSchema: Sendable {
    let files: [SourceFile]
    let resolver: TypeResolver
    /// Every decodable type planned once, for `diagnostics` and `types`; built on first use, so
    /// `codable-check decode`, which plans only its `--type`, does not pay for it at start-up.
    let survey: SchemaSurvey
    /// `#if` diagnostics: checks the build configuration could not answer (read as false, a
    /// warning) and conditions that are not Swift (not read, an error). `decode` repeats those in
    /// the files of the types it plans.
    let conditionProblems: [SchemaProblem]

    /// The `JSONDecoder`s the files configure (`let decoder = JSONDecoder(); decoder.… = …`), in
    /// file and source order; read on each call (only `--decoder` and `types --decoders` ask).
    public var decoderSetups: [DecoderSetup] { DecoderSetupReader.read(files) }

    /// Lexer, parser, resolver and survey problems, in file and offset order.
    var problems: [SchemaProblem] { survey.result.problems }
    /// `problems`, positioned once.
    public var diagnostics: [SchemaDiagnostic] { survey.result.diagnostics }
    /// Survey problems by the declaration (its `order`) they were found in.
    var problemsByType: [Int: [SchemaProblem]] { survey.result.problemsByType }
    /// Plans the survey built, by declaration order.
    var surveyedPlans: [Int: ObjectPlan] { survey.result.plans }
    /// How each type's hand-written `init(from:)` was treated, by declaration order.
    var initializerOutcomes: [Int: InitializerOutcome] { survey.result.initializerOutcomes }
    /// The interpreted `init(from:)` plans the survey built, by declaration order.
    var surveyedCustomPlans: [Int: CustomDecodingPlan] { survey.result.customPlans }
    /// Enums with associated values, planned while surveying, by declaration order.
    var surveyedTaggedEnums: [Int: TaggedEnumPlan] { survey.result.taggedEnumPlans }
    /// The plans built while surveying that an approximation was reported in.
    var surveyedApproximatedPlans: Set<ObjectIdentifier> { survey.result.approximatedPlans }

    /// Reads the `.swift` files at `paths` (files, or folders searched recursively as
    /// `discoverSchemaPaths(from:)` does). Throws `SchemaLoadError` for unreadable paths, or
    /// when no `.swift` file is found. `#if` blocks are read as `configuration` builds them.
    public static func load(paths: [String], configuration: BuildConfiguration = .host) throws -> ModelSchema {
        ModelSchema(sources: try SchemaSources.read(paths: paths), configuration: configuration)
    }

    /// Reads declarations from files `SchemaSources.read(paths:)` read, taking the `#if`
    /// branches `configuration` builds, in the language mode of each file's package.
    public init(sources: SchemaSources, configuration: BuildConfiguration = .host) {
        self.init(
            sources: sources.files.map { ($0.path, $0.text) }, configuration: configuration, schemaRoots: sources.files.map(\.root),
            languageModes: PackageLanguageModes())
    }

    /// The `.swift` files to read when no schema path is given: in `Sources/` when `directory`
    /// has a `Package.swift` and that folder, else in `directory` itself; recursively, skipping `.build*`,
    /// hidden folders and `Tests/`. Sorted.
    public static func discoverSchemaPaths(from directory: String) -> [String] {
        SchemaDiscovery.swiftFiles(in: directory)
    }

    /// The folder `discoverSchemaPaths(from:)` searches, relative to `directory`: `Sources` when
    /// `directory` has a `Package.swift` and a `Sources` folder, else `.`.
    public static func discoveredSchemaFolder(from directory: String) -> String {
        SchemaDiscovery.searchedFolder(in: directory)
    }

    /// Reads declarations from in-memory sources (`path` is used in diagnostics only), taking
    /// the `#if` branches `configuration` builds (Swift 5 mode unless it names one: no package
    /// manifest is looked for).
    public init(sources: [(path: String, text: String)], configuration: BuildConfiguration = .host) {
        self.init(sources: sources, configuration: configuration, schemaRoots: nil, languageModes: nil)
    }

    /// `schemaRoots`: for each source, the `--schema` path it was found under. Two paths are
    /// often two modules (an app and a library it imports), and so are two targets of one
    /// package (`Sources/<Target>/`, found through `languageModes`): a name both declare means,
    /// in each one's files, its own declaration, as Swift's `internal` access makes it.
    /// `languageModes` finds each file's package's language mode; nil reads every file in
    /// Swift 5 mode.
    init(
        sources: [(path: String, text: String)], configuration: BuildConfiguration, schemaRoots: [Int]?,
        languageModes: PackageLanguageModes? = nil
    ) {
        files = sources.map { SourceFile(path: $0.path, text: $0.text) }
        var parsed: [SourceFileDeclarations] = []
        var problems: [SchemaProblem] = []
        var conditionProblems: [SchemaProblem] = []
        for (index, file) in files.enumerated() {
            let fileConfiguration = languageModes.map { configuration.forFile(at: file.path, modes: $0) } ?? configuration
            let result = file.parse(fileIndex: index, configuration: fileConfiguration)
            parsed.append(result.declarations)
            problems += result.problems
            conditionProblems += result.conditionProblems
        }
        self.conditionProblems = conditionProblems
        // Which library versions the app builds with, where that changes how they decode.
        let packagePins = files.map { file in languageModes?.pins(forSourceAt: file.path) }
        resolver = TypeResolver(
            files: parsed, modules: Self.modules(of: files, schemaRoots: schemaRoots, languageModes: languageModes),
            decoderUserInfo: configuration.decoderUserInfo, packagePins: packagePins)
        problems += resolver.problems
        problems += Self.duplicateDeclarationProblems(resolver)
        let (files, resolver, readingProblems) = (files, resolver, problems)
        survey = SchemaSurvey { Self.survey(files: files, resolver: resolver, readingProblems: readingProblems) }
    }

    /// Plans every decodable type, and positions the reading problems with the survey's.
    private static func survey(files: [SourceFile], resolver: TypeResolver, readingProblems: [SchemaProblem])
        -> SchemaSurvey.Result
    {
        var survey = PlanBuilder(resolver: resolver, purpose: .survey, describeLocation: { Self.describe($0, in: files) })
        let surveyed = resolver.allNodes.filter { node in
            node.kind != .protocol && node.kind != .actor && resolver.decodability(of: node) != .none
        }
        for node in surveyed where !node.isInGenericContext {
            _ = survey.nodePlan(node, arguments: [], argumentScope: .fileScope, use: nil)
        }
        for node in surveyed where node.isInGenericContext && survey.initializerOutcomes[node.order] == nil {
            // A generic type that no other type holds with real arguments is surveyed with a
            // placeholder for each parameter, its outer types' too (`Page<T>.Meta`): enough to
            // check its declarations (CodingKeys, property types). One held as
            // `OpenEnum<Status>` was planned as that, which says more about its body than a
            // placeholder can (`Wrapped(rawValue:)`).
            var outer: [String: TypeScope.Binding] = [:]
            var enclosing = node.parent
            while let type = enclosing {
                for parameter in type.declaration.genericParameters where outer[parameter] == nil {
                    outer[parameter] = TypeScope.Binding(reference: TypeScope.surveyPlaceholder, scope: .fileScope)
                }
                enclosing = type.parent
            }
            let placeholders = node.declaration.genericParameters.map { _ in TypeScope.surveyPlaceholder }
            _ = survey.nodePlan(node, arguments: placeholders, argumentScope: TypeScope.fileScope.binding(outer), use: nil)
        }
        var byType: [Int: [SchemaProblem]] = [:]
        for (problem, owner) in zip(survey.problems, survey.problemOwners) {
            if let owner { byType[owner, default: []].append(problem) }
        }
        let problems = readingProblems + survey.problems
        let sorted = Self.limitedPerFile(
            problems.enumerated().sorted {
                ($0.element.location.fileIndex, $0.element.location.offset, $0.offset)
                    < ($1.element.location.fileIndex, $1.element.location.offset, $1.offset)
            }.map(\.element))
        return SchemaSurvey.Result(
            problems: sorted, diagnostics: Self.positioned(sorted, in: files), problemsByType: byType,
            plans: survey.builtObjectPlans, initializerOutcomes: survey.initializerOutcomes,
            customPlans: survey.builtCustomPlans, taggedEnumPlans: survey.builtTaggedEnumPlans,
            approximatedPlans: survey.approximatedPlans())
    }

    /// For each file, a number naming its module: its package target when it is in one,
    /// else its `--schema` path. Nil when neither is known (sources given in memory).
    private static func modules(of files: [SourceFile], schemaRoots: [Int]?, languageModes: PackageLanguageModes?) -> [Int]? {
        guard schemaRoots != nil || languageModes != nil else { return nil }
        var numbers: [String: Int] = [:]
        return files.indices.map { index in
            let key =
                languageModes?.target(forSourceAt: files[index].path).map { "target:" + $0.root + "\u{0}" + $0.target }
                ?? "root:\(schemaRoots?[index] ?? 0)"
            if let known = numbers[key] { return known }
            numbers[key] = numbers.count
            return numbers.count - 1
        }
    }

    private static func duplicateDeclarationProblems(_ resolver: TypeResolver) -> [SchemaProblem] {
        // `private` types in different files do not clash; a type expression naming one is still
        // ambiguous. Nor do types of different modules, each seen from its own.
        let groups = Dictionary(grouping: resolver.topLevelNodes) { node in
            "\(node.name)\u{0}\(resolver.modules.map { $0.indices.contains(node.fileIndex) ? $0[node.fileIndex] : -1 } ?? 0)"
        }
        return groups.values.filter { nodes in
            nodes.count > 1 && !nodes.allSatisfy(\.declaration.isFilePrivate)
        }.sorted { $0[0].order < $1[0].order }.flatMap { nodes in
            nodes.map {
                SchemaProblem(severity: .warning, location: $0.location, message: .duplicateDeclaration($0.name, count: nodes.count))
            }
        }
    }

    /// More problems than this in one file are counted in a last note instead of listed: text
    /// that produces them is not Swift, and listing every one only slows the listing down.
    static let maximumProblemsPerFile = 1_000

    private static func limitedPerFile(_ problems: [SchemaProblem]) -> [SchemaProblem] {
        var kept: [SchemaProblem] = []
        var start = 0
        while start < problems.count {
            let file = problems[start].location.fileIndex
            var end = start
            while end < problems.count, problems[end].location.fileIndex == file { end += 1 }
            kept += problems[start..<min(end, start + maximumProblemsPerFile)]
            if end - start > maximumProblemsPerFile {
                let last = problems[start + maximumProblemsPerFile - 1].location
                kept.append(SchemaProblem(severity: .note, location: last, message: .moreProblems(end - start - maximumProblemsPerFile)))
            }
            start = end
        }
        return kept
    }

    /// Positions problems sorted by file and offset, counting characters once per line.
    private static func positioned(_ problems: [SchemaProblem], in files: [SourceFile]) -> [SchemaDiagnostic] {
        var result: [SchemaDiagnostic] = []
        var start = 0
        while start < problems.count {
            let fileIndex = problems[start].location.fileIndex
            var end = start
            while end < problems.count, problems[end].location.fileIndex == fileIndex { end += 1 }
            let group = problems[start..<end]
            let path = files.indices.contains(fileIndex) ? files[fileIndex].path : "<type expression>"
            let locations =
                files.indices.contains(fileIndex)
                ? files[fileIndex].locations(ofSortedByteOffsets: group.map(\.location.offset))
                : group.map { (1, $0.location.offset + 1) }
            for (problem, location) in zip(group, locations) {
                result.append(
                    SchemaDiagnostic(
                        severity: problem.severity, file: path, line: location.line, column: location.column, message: problem.message.text)
                )
            }
            start = end
        }
        return result
    }

    /// The paths of the files read, in load order.
    public var filePaths: [String] { files.map(\.path) }

    /// Builds the decoding plan for a Swift type expression: `Book`, `[Book]`, `[String: Book]`,
    /// `Book?`, `Outer.Inner`, `Page<Book>`. Throws `SchemaPlanError` (with diagnostics) when the
    /// type, or a type it needs, is unknown or cannot be interpreted.
    public func plan(for typeExpression: String) throws -> ValuePlan {
        try planWithDiagnostics(for: typeExpression).plan
    }

    /// Like `plan(for:)`, also returning the warnings about the declarations the plan uses
    /// (a custom `init(from:)` treated as synthesized, a property wrapper decoded as its type).
    public func planWithDiagnostics(for typeExpression: String) throws -> (plan: ValuePlan, warnings: [SchemaDiagnostic]) {
        let root = try rootPlan(for: typeExpression)
        return (root.plan, root.warnings)
    }

    /// Like `planWithDiagnostics(for:)`, with each place where decoding is approximated put on
    /// the object or body it changes, so the walkers can tell which documents reach it.
    ///
    /// `customDateFunction` names the app's function that decodes every `Date`
    /// (`--date-strategy custom:NAME`: `NAME` or `Owner.NAME`).
    public func rootPlan(for typeExpression: String, customDateFunction: String? = nil) throws -> RootPlan {
        guard let reference = Self.parseTypeExpression(typeExpression) else {
            throw Self.typeExpressionNestsTooDeeply(typeExpression)
                ? SchemaPlanError.typeTooDeep(typeExpression) : SchemaPlanError.invalidTypeExpression(typeExpression)
        }
        let files = files
        var builder = PlanBuilder(resolver: resolver, purpose: .root, describeLocation: { Self.describe($0, in: files) })
        if let customDateFunction {
            builder.customDate = builder.customDatePlan(try dateFunction(named: customDateFunction))
        }
        let plan = builder.plan(for: reference, in: .fileScope, use: nil)
        // A `#if` read as false for want of an answer, or not read at all because its condition is
        // not Swift, may have removed what these types declare: an error of the latter fails the plan.
        let plannedFiles = builder.plannedFileIndices
        let conditions = conditionProblems.filter { plannedFiles.contains($0.location.fileIndex) }
        let diagnostics = (conditions + builder.problems).sorted {
            ($0.location.fileIndex, $0.location.offset) < ($1.location.fileIndex, $1.location.offset)
        }.map(diagnostic(for:))
        switch builder.rootFailure {
        case .unknownType(let name, let suggestions)?:
            throw SchemaPlanError.unknownType(name: name, suggestions: suggestions)
        case .ambiguousType(let name, let nodes)?:
            throw SchemaPlanError.ambiguousType(name: name, candidates: nodes.map(candidate(for:)))
        case .invalidTypeExpression?:
            // Named as the user wrote it: `[Character]`, not the `Character` inside it.
            throw SchemaPlanError.invalidTypeExpression(typeExpression)
        case .tooDeep?:
            throw SchemaPlanError.typeTooDeep(typeExpression)
        case .uninterpretable(let name)?:
            throw SchemaPlanError.uninterpretable(typeName: name, diagnostics: diagnostics)
        case nil:
            break
        }
        guard let plan, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw SchemaPlanError.uninterpretable(typeName: reference.description, diagnostics: diagnostics)
        }
        let unheld = builder.placeApproximations { use in approximationSite(use.kind, use.problem, owner: use.owner) }
        for body in builder.interpretedBodies {
            body.plan.checkOnUnknownValue = approximationSite(.checkOnUnknownValue, body.place, owner: body.owner)
        }
        return RootPlan(plan: plan, warnings: diagnostics, documentApproximations: unheld)
    }

    /// The declarations of types named `name` (`Book` or `Outer.Inner`): one for a unique name,
    /// several when the name is ambiguous, none when it is unknown. A name no type has as its
    /// qualified name finds the nested types with that simple name (`Address` finds
    /// `User.Address` and `Shop.Address`).
    public func declarations(named name: String) -> [TypeCandidate] {
        let qualified = resolver.allNodes.filter { $0.qualifiedName == name }
        let matches = qualified.isEmpty ? resolver.allNodes.filter { $0.name == name } : qualified
        return matches.map(candidate(for:))
    }

    /// Whether `text` failed to parse only because it nests deeper than the parser reads.
    static func typeExpressionNestsTooDeeply(_ text: String) -> Bool {
        var parser = StandaloneText.parser(of: text).parser
        _ = parser.parseType()
        return parser.typeNestedTooDeeply
    }

    static func parseTypeExpression(_ text: String) -> TypeReference? {
        guard case (var parser, true) = StandaloneText.parser(of: text) else { return nil }
        guard let reference = parser.parseType(), parser.current.kind == .endOfFile else { return nil }
        return reference
    }

    // MARK: Positions

    func diagnostic(for problem: SchemaProblem) -> SchemaDiagnostic {
        let (file, line, column) = position(of: problem.location)
        return SchemaDiagnostic(severity: problem.severity, file: file, line: line, column: column, message: problem.message.text)
    }

    func candidate(for node: DeclarationNode) -> TypeCandidate {
        let (file, line, column) = position(of: node.location)
        return TypeCandidate(qualifiedName: node.qualifiedName, file: file, line: line, column: column)
    }

    /// `file:line:column`, for messages that name other declarations.
    static func describe(_ location: SourceLocation, in files: [SourceFile]) -> String {
        guard files.indices.contains(location.fileIndex) else { return "<type expression>" }
        let (line, column) = files[location.fileIndex].lineAndColumn(ofByteOffset: location.offset)
        return "\(files[location.fileIndex].path):\(line):\(column)"
    }

    func position(of location: SourceLocation) -> (file: String, line: Int, column: Int) {
        guard files.indices.contains(location.fileIndex) else { return ("<type expression>", 1, location.offset + 1) }
        let file = files[location.fileIndex]
        let (line, column) = file.lineAndColumn(ofByteOffset: location.offset)
        return (file.path, line, column)
    }
}

/// A problem in the model declarations, positioned in a `.swift` file.
public struct SchemaDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning, note }
    public var severity: Severity
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int
    /// Lower-case, no trailing period, naming the declaration: `unknown type 'Genre' in property 'genre' of 'Book'`.
    public var message: String

    public init(severity: Severity, file: String, line: Int, column: Int, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `Models.swift:12:9: error: unknown type 'Genre' in property 'genre' of 'Book'`, as the compiler writes it.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message)"
    }
}
