import CodableCheckCore

/// Checks one input's bytes against the decoding plan: read, validate, turn what the core found
/// into located diagnostics. Knows nothing about output formats.
struct DocumentChecker: Sendable {
    var validator: SchemaValidator
    var warningPolicy: WarningPolicy
    var hints: KeyHints
    /// Whether diagnostics need the source line for a caret (text format, not `--quiet`).
    var needsExcerpts = true
    /// `--input-format`: plain JSON, or Firestore REST documents to unwrap first.
    var inputFormat: InputFormat = .json
    /// `--document-id`: what `@DocumentID` holds in every root document.
    var documentID: String?
    /// `--compile`: the app's own code decodes each document, in place of `validator`.
    var compiled: CompiledHelper?
    /// Approximations that belong to no object of the plan (`RootPlan.documentApproximations`):
    /// every document reaches them.
    var documentApproximations: [ApproximationSite] = []
    /// `--require-exact`: a verdict decided by approximation is an error.
    var requiresExact = false
    /// Whether `--compile` was given: an approximated verdict then means it fell back to the interpreter.
    var compileFallback = UsedTypeFidelity.CompileFallback.none
    /// How reports spell a model file's path (`SchemaCatalog.displayPath`).
    var sourcePath: @Sendable (String) -> String = { $0 }
    /// Whether each checked document (its tape, its mapped or read input) is kept until the
    /// process exits instead of being freed: for a run of one input in a process that exits right
    /// after, where unmapping twitter.json's tape and input cost 50 µs, pages `exit` returns anyway.
    var keepsDocumentsUntilExit = false
    /// The app's decoder set-ups that would decode differently: an invalid document is tried
    /// under each, and its first error says which one decodes it.
    var setupHints: [DecoderSetupHint] = []

    /// The tool holds at most one document per job at a time and lets each go once it is
    /// checked, so its tapes may use huge pages (`JSONReader.Options.tapeMayUseHugePages`).
    static let readingOptions = {
        var options = JSONReader.Options()
        options.tapeMayUseHugePages = true
        return options
    }()

    init(plan: ValuePlan, options: ValidationOptions, warningPolicy: WarningPolicy, needsExcerpts: Bool = true) {
        self.needsExcerpts = needsExcerpts
        self.validator = SchemaValidator(plan: plan, options: options)
        self.warningPolicy = warningPolicy
        self.hints = KeyHints(plan: plan, keyStrategy: options.keyStrategy)
    }

    /// - Parameter fileDocumentID: the input's file name without its extension, which
    ///   `@DocumentID` holds in the root object unless `--document-id` (or a Firestore document's
    ///   name) says otherwise; worked out only where a property holds it.
    func check(_ bytes: some Collection<UInt8>, inputName: String, fileDocumentID: @autoclosure () -> String? = nil) -> InputResult {
        if inputFormat == .firestore {
            return check(
                firestore: bytes, inputName: inputName, documentID: documentID ?? fileDocumentID(), documentIDIsExplicit: documentID != nil)
        }
        let document: JSONDocument
        do {
            document = try JSONReader.read(bytes, options: Self.readingOptions)
        } catch {
            return syntaxErrorResult(error, in: bytes, inputName: inputName)
        }
        return check(document, inputName: inputName, documentID: documentID ?? fileDocumentID())
    }

    /// Checks a buffer the caller allocated and hands over (see `JSONReader.read(adopting:)`),
    /// so a large file is held once; the buffer is freed when the document is.
    func check(
        adopting buffer: UnsafeMutableBufferPointer<UInt8>, inputName: String, fileDocumentID: @autoclosure () -> String? = nil
    ) -> InputResult {
        if inputFormat == .firestore {
            // The REST form is converted into a new document: the input is not kept.
            defer { buffer.deallocate() }
            return check(UnsafeBufferPointer(buffer), inputName: inputName, fileDocumentID: fileDocumentID())
        }
        let document: JSONDocument
        do {
            document = try JSONReader.read(adopting: buffer, options: Self.readingOptions)
        } catch {
            defer { buffer.deallocate() }
            return syntaxErrorResult(error, in: UnsafeBufferPointer(buffer), inputName: inputName)
        }
        return check(document, inputName: inputName, documentID: documentID ?? fileDocumentID())
    }

    /// Checks a mapped file where it is: the document keeps the mapping alive.
    func check(mapped file: MappedFile, inputName: String, fileDocumentID: @autoclosure () -> String? = nil) -> InputResult {
        if inputFormat == .firestore {
            return check(file.bytes, inputName: inputName, fileDocumentID: fileDocumentID())
        }
        let document: JSONDocument
        do {
            document = try JSONReader.read(file.bytes, keepingAlive: file, options: Self.readingOptions)
        } catch {
            return syntaxErrorResult(error, in: file.bytes, inputName: inputName)
        }
        return check(document, inputName: inputName, documentID: documentID ?? fileDocumentID())
    }

    /// A plain document: `documentID`, when there is one, is what `@DocumentID` holds in its root.
    /// It is worked out (a file name read, a dictionary filled) only when a property holds it:
    /// for 5,000 small files that was 8.5 million instructions of nothing.
    private func check(_ document: JSONDocument, inputName: String, documentID: @autoclosure () -> String?) -> InputResult {
        if keepsDocumentsUntilExit { ProcessTeardown.keep(document) }
        var documentIDs: [Int: String] = [:]
        if validator.readsDocumentIDs, let documentID = documentID(), document.tape.kind(at: document.rootIndex) == .object {
            documentIDs[document.tape.offset(at: document.rootIndex)] = documentID
        }
        return diagnose(document, documentIDs: documentIDs, inputName: inputName) { errors, warnings in
            document.withUTF8 { bytes in Self.locate(&errors, &warnings, in: bytes, withExcerpts: needsExcerpts) }
        }
    }

    /// Malformed JSON: one error, located in the input's bytes. A document past the reader's size
    /// limit is not an error of the input: the result says it could not be checked.
    func syntaxErrorResult(_ error: JSONSyntaxError, in bytes: some Collection<UInt8>, inputName: String) -> InputResult {
        var result = InputResult(inputName: inputName)
        if error.reason == .documentTooLarge {
            result.isTooLarge = true
            return result
        }
        var diagnostic = Diagnostic(syntaxError: error)
        JSONReader.utf8Text(of: bytes).withUnsafeBufferPointer { buffer in
            var lines = SourceLineTable(bytes: buffer)
            diagnostic.location = lines.location(ofByteOffset: diagnostic.byteOffset, withExcerpt: needsExcerpts)
        }
        result.errors = [diagnostic]
        return result
    }

    /// Validates a read document and turns what the core found into diagnostics; `locate` fills
    /// in their positions (in the document's bytes, or, for a converted document, in the input's).
    func diagnose(
        _ document: JSONDocument, documentIDs: [Int: String], inputName: String,
        locate: (inout [Diagnostic], inout [Diagnostic]) -> Void
    ) -> InputResult {
        var result = InputResult(inputName: inputName)
        let outcome =
            if let compiled { document.withUTF8 { compiled.validate($0) } } else { validator.validate(document, documentIDs: documentIDs) }
        let deviations = document.deviations(skippingChecksIn: outcome)
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        errors = outcome.errors.map { diagnostic(for: $0, in: document) }
        // A malformed value that was decoded already has its error; the warning is for
        // malformed values nothing decodes (a later duplicate key, an unknown key).
        let errorOffsets = outcome.errors.map(\.byteOffset)
        for diagnostic in warningDiagnostics(outcome.warnings, deviations, in: document)
        where
            !(Self.malformedValueKinds.contains(diagnostic.kind)
            && document.entryIndex(startingAt: diagnostic.byteOffset).flatMap(document.scalarByteRange(at:)).map { span in
                errorOffsets.contains { span.contains($0) }
            } == true)
        {
            // Warnings promoted by --json-strict or --unknown-keys error follow the decoding
            // errors, which keep decode order.
            if diagnostic.severity == .error { errors.append(diagnostic) } else { warnings.append(diagnostic) }
        }
        if compiled != nil {
            result.fidelity = .compiled
        } else {
            result.fidelity = fidelity(reached: outcome.approximations, rootOffset: document.tape.offset(at: document.rootIndex))
            result.compileFallback = compileFallback
            if requiresExact {
                errors += result.fidelity.reached.map { Diagnostic(requiredExact: $0, compileFallback: compileFallback) }
            }
        }
        if compiled == nil, !errors.isEmpty, !setupHints.isEmpty,
            let note = DecoderSetupHint.note(among: setupHints, for: document, documentIDs: documentIDs)
        {
            errors[0].hints.append(note)
        }
        // The notes on unknown parts of the printed value are located with the warnings, in the
        // same pass over the bytes.
        var warningsAndNotes = warnings + outcome.unknownValues.map(Diagnostic.init(unknownValue:))
        locate(&errors, &warningsAndNotes)
        result.errors = errors
        result.warnings = Array(warningsAndNotes.prefix(warnings.count))
        result.omittedErrorCount = outcome.omittedErrorCount
        if result.isValid {
            result.encodedValue = outcome.encodedValue
            result.unknownValues = Array(warningsAndNotes.dropFirst(warnings.count))
            result.presence = outcome.presence
        }
        return result
    }

    /// The document's verdict fidelity from the approximations its decoding reached, after those
    /// every document reaches (at the root value), with model files as reports show them.
    private func fidelity(reached: [ReachedApproximation], rootOffset: Int) -> VerdictFidelity {
        var all = documentApproximations.map { ReachedApproximation(site: $0, codingPath: [], byteOffset: rootOffset) }
        all += reached.filter { approximation in !documentApproximations.contains(approximation.site) }
        guard !all.isEmpty else { return .exact }
        for index in all.indices { all[index].site.file = sourcePath(all[index].site.file) }
        return .approximated(all)
    }

    /// Checks one line of a JSON Lines stream: positions are reported on the stream's line.
    func check(line bytes: UnsafeBufferPointer<UInt8>, number: Int, inputName: String) -> InputResult {
        var result = check(bytes, inputName: inputName)
        result.line = number
        result.shiftLines(by: number - 1)
        return result
    }

    /// A decoding error, with a near-miss hint when a key is missing and the object has a key
    /// that looks like it.
    private func diagnostic(for problem: DecodingProblem, in document: JSONDocument) -> Diagnostic {
        var diagnostic = Diagnostic(problem: problem)
        if compiled == nil, let typeName = hints.unfollowedInitializerType(on: problem.codingPath) {
            // The tool checked synthesized decoding in place of the body: it cannot say what
            // JSONDecoder would report with the app's `init(from:)`.
            diagnostic.foundationMessage = nil
            diagnostic.hints.append(
                "\(typeName).init(from:) is not interpreted; this is what synthesized decoding would report")
        }
        if problem.kind == .keyNotFound, let object = document.entryIndex(startingAt: problem.byteOffset),
            let keys = document.objectKeys(at: object),
            let hint = hints.hint(forMissingKeyAt: problem.codingPath, presentKeys: keys)
        {
            diagnostic.hints.append(hint)
        }
        return diagnostic
    }

    private static let malformedValueKinds: Set<String> = [WarningKind.malformedNumber.rawValue, WarningKind.malformedString.rawValue]

    /// The validator's warnings and the reader's deviations, one diagnostic per (kind, offset),
    /// with the severity `--json-strict` and `--unknown-keys` give them, in document order.
    private func warningDiagnostics(
        _ validatorWarnings: [DecodingWarning], _ deviations: [JSONDeviation], in document: JSONDocument
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        struct Spot: Hashable {
            var kind: WarningKind
            var offset: Int
        }
        var seen = Set<Spot>()
        for warning in validatorWarnings {
            guard let severity = warningPolicy.severity(for: warning.kind) else { continue }
            guard seen.insert(Spot(kind: warning.kind, offset: warning.byteOffset)).inserted else { continue }
            var diagnostic = Diagnostic(warning: warning, severity: severity)
            // The validator's message names the near miss; the note adds the option to try.
            if warning.kind == .unknownKey, let hint = hints.snakeCaseAdvice(forUnknownKeyAt: warning.codingPath) {
                diagnostic.hints.append(hint)
            }
            diagnostics.append(diagnostic)
        }
        var kept: [(JSONDeviation, Diagnostic.Severity)] = []
        for deviation in deviations {
            let kind = WarningKind(deviation.kind)
            guard let severity = warningPolicy.severity(for: kind) else { continue }
            guard seen.insert(Spot(kind: kind, offset: deviation.byteOffset)).inserted else { continue }
            kept.append((deviation, severity))
        }
        let paths = document.codingPaths(toByteOffsets: kept.map(\.0.byteOffset))
        for (deviation, severity) in kept {
            diagnostics.append(Diagnostic(deviation: deviation, codingPath: paths[deviation.byteOffset] ?? [], severity: severity))
        }
        return diagnostics.sorted { $0.byteOffset < $1.byteOffset }
    }

    /// Fills in line, column and excerpt, visiting diagnostics in offset order so the line
    /// table only ever moves forward (decode order jumps back and forth inside objects).
    static func locate(
        _ errors: inout [Diagnostic], _ warnings: inout [Diagnostic], in bytes: UnsafeBufferPointer<UInt8>, withExcerpts: Bool
    ) {
        var lines = SourceLineTable(bytes: bytes)
        let order =
            (errors.indices.map { (isError: true, index: $0, offset: errors[$0].byteOffset) }
            + warnings.indices.map { (isError: false, index: $0, offset: warnings[$0].byteOffset) })
            .sorted { $0.offset < $1.offset }
        for item in order {
            let location = lines.location(ofByteOffset: item.offset, withExcerpt: withExcerpts)
            if item.isError { errors[item.index].location = location } else { warnings[item.index].location = location }
        }
    }
}
