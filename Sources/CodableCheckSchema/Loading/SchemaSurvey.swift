import CodableCheckCore
import Foundation

/// The survey of a `ModelSchema`: every decodable type planned once, so that `diagnostics` and
/// `types` are complete. Built the first time one of them is asked for, then kept.
///
/// Planning every type costs more than lexing and parsing the files, and `codable-check decode`
/// needs none of it (it plans its `--type` and reports the warnings of the types that plan uses),
/// so a schema read at start-up leaves it undone. A class, so that copies of the `ModelSchema`
/// share one survey; the lock makes the first use from several threads build it once.
final class SchemaSurvey: @unchecked Sendable {
    struct Result {
        /// Reading and survey problems, in file and offset order, at most
        /// `ModelSchema.maximumProblemsPerFile` per file.
        var problems: [SchemaProblem]
        /// `problems`, positioned.
        var diagnostics: [SchemaDiagnostic]
        /// Survey problems by the declaration (its `order`) they were found in.
        var problemsByType: [Int: [SchemaProblem]]
        /// Plans the survey built, by declaration order.
        var plans: [Int: ObjectPlan]
        /// How each type's hand-written `init(from:)` was treated, by declaration order.
        var initializerOutcomes: [Int: InitializerOutcome]
        /// The interpreted `init(from:)` plans the survey built, by declaration order.
        var customPlans: [Int: CustomDecodingPlan]
        /// Enums with associated values the survey planned, by declaration order.
        var taggedEnumPlans: [Int: TaggedEnumPlan]
        /// The plans an approximation was reported in (`PlanBuilder.approximatedPlans`).
        var approximatedPlans: Set<ObjectIdentifier> = []
    }

    private enum State {
        case pending(() -> Result)
        case built(Result)
    }

    private let lock = NSLock()
    private var state: State

    init(_ build: @escaping () -> Result) {
        state = .pending(build)
    }

    var result: Result {
        lock.lock()
        defer { lock.unlock() }
        switch state {
        case .built(let result):
            return result
        case .pending(let build):
            let result = build()
            state = .built(result)
            return result
        }
    }
}
