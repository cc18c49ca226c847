/// Infers declarations from the merged samples and checks them by decoding every sample, the way
/// `decode` would; what fails is corrected (`InferenceCorrections`) and the declarations written
/// again, until every sample decodes or a failure is left that no correction covers.
struct CheckedInference {
    var inference: DeclarationInference
    var verifier: InferenceVerifier
    /// `--name`: the root type.
    var typeName: String

    /// The file to write; throws when the samples have no type to infer, or when some sample
    /// still fails (naming the sample, the coding path and the problem, with the located error).
    mutating func file(for root: ValueShape) throws(CommandLineError) -> InferredFile {
        // Each round loosens at least one place, and there are finitely many: the loop ends.
        while true {
            let (declaration, typeExpression) = try declaration(for: root)
            verifier.options.dateStrategy = inference.usesDates ? .iso8601 : .deferredToDate
            let file = InferredFile(
                declaration: declaration, typeExpression: typeExpression, sampleCount: verifier.samples.count,
                usesDates: inference.usesDates)
            let failures = try verifier.failures(
                source: file.text, typeExpression: typeExpression, dictionaryPlaces: inference.dictionaryPlaces)
            if failures.isEmpty { return file }
            var corrected = false
            var uncorrectable: SampleFailure?
            for failure in failures {
                if inference.corrections.correct(failure) {
                    corrected = true
                } else if uncorrectable == nil {
                    uncorrectable = failure
                }
            }
            if !corrected, let failure = uncorrectable {
                throw CommandLineError(
                    .sampleNotInferred(
                        sampleName: failure.sampleName, kind: failure.kind, path: failure.renderedPath, reason: failure.message),
                    details: failure.rendered.split(separator: "\n").map(String.init))
            }
        }
    }

    private mutating func declaration(
        for root: ValueShape
    ) throws(CommandLineError) -> (InferredDeclaration, typeExpression: String) {
        do {
            return try inference.declaration(for: root, name: typeName)
        } catch {
            let typeOption = DecodeSettings.type.option
            switch error {
            case .rootNotObject(let found):
                throw CommandLineError(.samplesNotObjects(found: found, typeExpression: nil, typeOption: typeOption))
            case .rootTooDeep:
                throw CommandLineError(.samplesNestTooDeep(levels: DeclarationInference.maximumNesting))
            case .plainRoot(let found, let typeExpression):
                // The suggestion is checked like declarations are: every sample must decode with it.
                verifier.options.dateStrategy = inference.usesDates ? .iso8601 : .deferredToDate
                let failures = try? verifier.failures(source: "", typeExpression: typeExpression, dictionaryPlaces: [])
                let decodes = failures?.isEmpty == true
                throw CommandLineError(
                    .samplesNotObjects(found: found, typeExpression: decodes ? typeExpression : nil, typeOption: typeOption))
            }
        }
    }
}
