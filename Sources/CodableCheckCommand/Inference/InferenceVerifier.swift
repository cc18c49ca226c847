import CodableCheckCore
import CodableCheckSchema

/// Decodes every sample with the declarations `infer` wrote, the way `decode` does: the Swift
/// source read by the schema reader, the plan built for the type expression, each sample checked
/// in strict mode by the same `DocumentChecker`. What fails is what the declarations got wrong.
struct InferenceVerifier {
    var samples: [InferenceSample]
    /// The decoder settings the header comment tells the user to decode with.
    var options: ValidationOptions

    /// The name the declarations are read under, in schema diagnostics.
    static let sourceName = "<inferred>.swift"

    /// The errors of the samples that do not decode, in sample and decode order. Throws when the
    /// schema reader cannot build a plan from the declarations at all.
    func failures(
        source: String, typeExpression: String, dictionaryPlaces: Set<ShapePath>
    ) throws(CommandLineError) -> [SampleFailure] {
        let catalog = SchemaCatalog(
            schema: ModelSchema(sources: [(Self.sourceName, source)]), paths: [Self.sourceName], wasDiscovered: false,
            currentDirectory: "")
        let plan: ValuePlan
        do {
            plan = try catalog.plan(for: typeExpression).plan
        } catch {
            throw CommandLineError(.inferredDeclarationsUnreadable(error.reason), details: error.details)
        }
        let checker = DocumentChecker(plan: plan, options: options, warningPolicy: WarningPolicy())
        let reporter = TextReporter.plain
        var failures: [SampleFailure] = []
        for sample in samples {
            let result = sample.bytes.withUnsafeBufferPointer { bytes in
                sample.line.map { checker.check(line: bytes, number: $0, inputName: sample.inputName) }
                    ?? checker.check(bytes, inputName: sample.inputName)
            }
            // Every error, not only the one `JSONDecoder` would throw first: one round corrects them all.
            for error in result.errors {
                let codingPath = error.codingPath ?? []
                failures.append(
                    SampleFailure(
                        sampleName: sample.quotedName,
                        place: ShapePath(codingPath: codingPath, dictionaryPlaces: dictionaryPlaces), kind: error.kind,
                        isMissingValue: error.decodingKind == .keyNotFound || error.decodingKind == .valueNotFound,
                        renderedPath: CodingPathComponent.render(codingPath), message: error.message,
                        rendered: reporter.render(error, inputName: sample.inputName)))
            }
        }
        return failures
    }
}
