import CodableCheckCore
import CodableCheckSchema
import Foundation

/// The seed models read as a schema: `Fixtures/Models`, the very files this test target compiles
/// (through the `Models` symlink beside this folder), parsed by the declaration reader at run time.
/// A plan that disagrees with the compiled types shows up as a differential failure.
enum SeedModelSchema {
    /// `Fixtures/Models`, found from this source file's path.
    static let modelsFolder = FixturePaths.coreTests.appendingPathComponent("Models")

    static let schema: ModelSchema = {
        do {
            return try ModelSchema.load(paths: [modelsFolder.path])
        } catch {
            fatalError("cannot read the seed models at \(modelsFolder.path): \(error)")
        }
    }()

    /// The plan for a fixture's type tag (`Book`, `Array-Book`, `Dictionary-Book`).
    static func plan(forTag tag: String) throws -> ValuePlan {
        guard let entry = SeedModels.decoders[tag] else { throw UnknownTag(tag: tag) }
        return try schema.plan(for: entry.typeExpression)
    }

    struct UnknownTag: Error {
        var tag: String
    }
}
