import Foundation

// Issue 22, census construct "another type decoded from the same decoder", through a generic
// parameter: the copy-on-write box OpenAPI generators' runtimes put around a recursive schema
// decodes as the value it holds, `try Wrapped(from: decoder)`. The tool follows it when the box
// is used with a type declared in the models, which the plan knows; with another type (`Date`,
// whose own `init(from:)` ignores the decoder's date strategy) it does not.

/// A value kept behind a class reference, so that copies share it until one is changed.
struct RecipeBox<Wrapped> {
    final class Storage {
        var value: Wrapped

        init(value: Wrapped) {
            self.value = value
        }
    }

    var storage: Storage

    init(value: Wrapped) {
        self.storage = Storage(value: value)
    }

    var value: Wrapped { storage.value }
}

extension RecipeBox: Decodable where Wrapped: Decodable {
    init(from decoder: any Decoder) throws {
        let value = try Wrapped(from: decoder)
        self.init(value: value)
    }
}

/// One step of a recipe; a step may hold sub-steps, boxed as the generator boxes recursion.
struct RecipeStep: Decodable {
    var text: String
    var minutes: Int?
    var substeps: [RecipeBox<RecipeStep>]?
}

/// A recipe card, its first step boxed.
struct RecipeCard: Decodable {
    var title: String
    var serves: Int
    var firstStep: RecipeBox<RecipeStep>

    enum CodingKeys: String, CodingKey {
        case title
        case serves
        case firstStep = "first_step"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.title = try container.decode(String.self, forKey: .title)
        self.serves = try container.decode(Int.self, forKey: .serves)
        self.firstStep = try container.decode(RecipeBox<RecipeStep>.self, forKey: .firstStep)
    }
}
