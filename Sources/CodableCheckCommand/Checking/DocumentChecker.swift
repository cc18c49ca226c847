import CodableCheckCore

/// Checks one input's bytes against the decoding plan: read, validate, turn what the core found
/// into located diagnostics. Knows nothing about output formats.
struct DocumentChecker {
    var validator: SchemaValidator
    var warningPolicy: WarningPolicy
    var hints: KeyHints
    /// Whether diagnostics need the source line for a caret (text format, not `--quiet`).
    var needsExcerpts = true

    init(plan: ValuePlan, options: ValidationOptions, warningPolicy: WarningPolicy, needsExcerpts: Bool = true) {
        self.needsExcerpts = needsExcerpts
        self.validator = SchemaValidator(plan: plan, options: options)
        self.warningPolicy = warningPolicy
        self.hints = KeyHints(plan: plan, keyStrategy: options.keyStrategy)
    }

    func check(_ bytes: [UInt8], inputName: String) -> InputResult {
        var result = InputResult(inputName: inputName)
        let document: JSONDocument
        do {
            document = try JSONReader.read(bytes)
        } catch {
            var diagnostic = Diagnostic(syntaxError: error)
            SyntaxErrorText.utf8(for: bytes).withUnsafeBufferPointer { buffer in
                var lines = SourceLineTable(bytes: buffer)
                diagnostic.location = lines.location(ofByteOffset: diagnostic.byteOffset, withExcerpt: needsExcerpts)
            }
            result.errors = [diagnostic]
            return result
        }
        let outcome = validator.validate(document)
        let deviations = document.deviations
        document.withUTF8 { bytes in
            let navigator = TapeNavigator(tape: document.tape, bytes: bytes)
            var errors = outcome.errors.map { diagnostic(for: $0, navigator: navigator) }
            var warnings: [Diagnostic] = []
            // A malformed value that was decoded already has its error; the warning is for
            // malformed values nothing decodes.
            let decodedWithError = Set(outcome.errors.map(\.codingPath))
            for diagnostic in warningDiagnostics(outcome.warnings, deviations, navigator: navigator)
            where !(Self.malformedValueKinds.contains(diagnostic.kind) && decodedWithError.contains(diagnostic.codingPath ?? [])) {
                // Warnings promoted by --json-strict or --unknown-keys error follow the decoding
                // errors, which keep decode order.
                if diagnostic.severity == .error { errors.append(diagnostic) } else { warnings.append(diagnostic) }
            }
            Self.locate(&errors, &warnings, in: bytes, withExcerpts: needsExcerpts)
            result.errors = errors
            result.warnings = warnings
        }
        result.omittedErrorCount = outcome.omittedErrorCount
        if result.isValid {
            result.encodedValue = outcome.encodedValue
        }
        return result
    }

    /// A decoding error, with a near-miss hint when a key is missing and the object has a key
    /// that looks like it.
    private func diagnostic(for problem: DecodingProblem, navigator: TapeNavigator) -> Diagnostic {
        var diagnostic = Diagnostic(problem: problem)
        if problem.kind == .keyNotFound, let keys = navigator.objectKeys(atByteOffset: problem.byteOffset),
            let hint = hints.hint(forMissingKeyAt: problem.codingPath, presentKeys: keys)
        {
            diagnostic.hints.append(hint)
        }
        return diagnostic
    }

    private static let malformedValueKinds: Set<String> = [
        JSONDeviation.Kind.malformedNumber.rawValue, JSONDeviation.Kind.malformedString.rawValue,
    ]

    /// The validator's warnings and the reader's deviations, one diagnostic per (kind, offset),
    /// with the severity `--json-strict` and `--unknown-keys` give them, in document order.
    private func warningDiagnostics(
        _ validatorWarnings: [DecodingWarning], _ deviations: [JSONDeviation], navigator: TapeNavigator
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen = Set<String>()
        for warning in validatorWarnings {
            guard let severity = warningPolicy.severity(forKind: warning.kind) else { continue }
            guard seen.insert("\(warning.kind)@\(warning.byteOffset)").inserted else { continue }
            var diagnostic = Diagnostic(warning: warning, severity: severity)
            // The validator's message names the near miss; the note adds the option to try.
            if warning.kind == WarningPolicy.unknownKeyKind, let hint = hints.snakeCaseAdvice(forUnknownKeyAt: warning.codingPath) {
                diagnostic.hints.append(hint)
            }
            diagnostics.append(diagnostic)
        }
        var kept: [(JSONDeviation, Diagnostic.Severity)] = []
        for deviation in deviations {
            guard let severity = warningPolicy.severity(forKind: deviation.kind.rawValue) else { continue }
            guard seen.insert("\(deviation.kind.rawValue)@\(deviation.byteOffset)").inserted else { continue }
            kept.append((deviation, severity))
        }
        let paths = navigator.codingPaths(toByteOffsets: kept.map(\.0.byteOffset))
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
        let order = (errors.indices.map { (isError: true, index: $0, offset: errors[$0].byteOffset) }
            + warnings.indices.map { (isError: false, index: $0, offset: warnings[$0].byteOffset) })
            .sorted { $0.offset < $1.offset }
        for item in order {
            let location = lines.location(ofByteOffset: item.offset, withExcerpt: withExcerpts)
            if item.isError { errors[item.index].location = location } else { warnings[item.index].location = location }
        }
    }
}
