import CodableCheckCore

/// Checks one input's bytes against the decoding plan: read, validate, turn what the core found
/// into located diagnostics. Knows nothing about output formats.
struct DocumentChecker {
    var validator: SchemaValidator
    var warningPolicy: WarningPolicy

    init(plan: ValuePlan, options: ValidationOptions, warningPolicy: WarningPolicy) {
        self.validator = SchemaValidator(plan: plan, options: options)
        self.warningPolicy = warningPolicy
    }

    func check(_ bytes: [UInt8], inputName: String) -> InputResult {
        var result = InputResult(inputName: inputName)
        let document: JSONDocument
        do {
            document = try JSONReader.read(bytes)
        } catch {
            var diagnostic = Diagnostic(syntaxError: error)
            bytes.withUnsafeBufferPointer { buffer in
                var lines = SourceLineTable(bytes: buffer)
                diagnostic.location = lines.location(ofByteOffset: diagnostic.byteOffset)
            }
            result.errors = [diagnostic]
            return result
        }
        let outcome = validator.validate(document)
        let navigator = TapeNavigator(document: document)
        let hints = KeyHints(plan: validator.plan, keyStrategy: validator.options.keyStrategy)

        var errors = outcome.errors.map { problem in
            var diagnostic = Diagnostic(problem: problem)
            if problem.kind == .keyNotFound, let keys = navigator.objectKeys(atByteOffset: problem.byteOffset),
                let hint = hints.hint(forMissingKeyAt: problem.codingPath, presentKeys: keys)
            {
                diagnostic.hints.append(hint)
            }
            return diagnostic
        }
        var warnings: [Diagnostic] = []
        var promoted: [Diagnostic] = []
        for diagnostic in warningDiagnostics(outcome, document: document, navigator: navigator, hints: hints) {
            if diagnostic.severity == .error { promoted.append(diagnostic) } else { warnings.append(diagnostic) }
        }
        // Decoding errors keep decode order; warnings promoted by --json-strict or
        // --unknown-keys error follow, in document order.
        errors += promoted
        withExtendedLifetime(document) {
            var lines = SourceLineTable(bytes: document.bytes)
            locate(&errors, with: &lines)
            locate(&warnings, with: &lines)
        }
        result.errors = errors
        result.omittedErrorCount = outcome.omittedErrorCount
        result.warnings = warnings
        if result.isValid {
            result.encodedValue = outcome.encodedValue
        }
        return result
    }

    /// The validator's warnings and the reader's deviations, one diagnostic per (kind, offset),
    /// with the severity `--json-strict` and `--unknown-keys` give them, in document order.
    private func warningDiagnostics(
        _ outcome: ValidationOutcome, document: JSONDocument, navigator: TapeNavigator, hints: KeyHints
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen = Set<String>()
        for warning in outcome.warnings {
            guard let severity = warningPolicy.severity(forKind: warning.kind) else { continue }
            guard seen.insert("\(warning.kind)@\(warning.byteOffset)").inserted else { continue }
            var diagnostic = Diagnostic(warning: warning, severity: severity)
            if warning.kind == WarningPolicy.unknownKeyKind, let hint = hints.hint(forUnknownKeyAt: warning.codingPath) {
                diagnostic.hints.append(hint)
            }
            diagnostics.append(diagnostic)
        }
        for deviation in document.deviations {
            guard let severity = warningPolicy.severity(forKind: deviation.kind.rawValue) else { continue }
            guard seen.insert("\(deviation.kind.rawValue)@\(deviation.byteOffset)").inserted else { continue }
            let path = navigator.codingPath(toByteOffset: deviation.byteOffset)
            diagnostics.append(Diagnostic(deviation: deviation, codingPath: path, severity: severity))
        }
        return diagnostics.sorted { $0.byteOffset < $1.byteOffset }
    }

    private func locate(_ diagnostics: inout [Diagnostic], with lines: inout SourceLineTable) {
        for index in diagnostics.indices {
            diagnostics[index].location = lines.location(ofByteOffset: diagnostics[index].byteOffset)
        }
    }
}
