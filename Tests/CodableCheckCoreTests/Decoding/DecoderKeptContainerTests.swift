import Foundation
import Testing

@testable import CodableCheckCore

/// Keyed containers a model keeps after its decode: they must keep working (the pool lends
/// containers their state unretained, see `KeyedTapeContainer`), and what they read must be freed
/// once the model lets go.
@Suite("Decoder: keyed containers a model keeps")
struct DecoderKeptContainerTests {
    /// A profile that reads its fields only when asked, from the container it kept.
    final class LazyProfile: Decodable {
        enum CodingKeys: String, CodingKey { case name, age, friend }

        let container: KeyedDecodingContainer<CodingKeys>
        let friend: LazyProfile?

        init(from decoder: any Decoder) throws {
            container = try decoder.container(keyedBy: CodingKeys.self)
            friend = try container.decodeIfPresent(LazyProfile.self, forKey: .friend)
        }

        /// Every field of this profile and its friends, read now: values, or the error's case
        /// and path.
        func readAll() -> [String] {
            let name = Result { try container.decode(String.self, forKey: .name) }
            let age = Result { try container.decode(Int.self, forKey: .age) }
            return [Self.describe(name), Self.describe(age)] + (friend?.readAll() ?? [])
        }

        private static func describe<T>(_ result: Result<T, any Error>) -> String {
            switch result {
            case .success(let value): return "\(value)"
            case .failure(let error): return ObservedDecodingError(error)?.summary ?? "\(error)"
            }
        }
    }

    static let profiles = #"""
        [{"name": "Ada", "age": 36, "friend": {"name": "Charles", "age": 79, "friend": {"name": "Mary"}}},
         {"name": "Grace", "age": "eighty-five"}, {"age": 41}]
        """#

    @Test func keptContainersReadAsFoundationsDo() throws {
        let data = Data(Self.profiles.utf8)
        let expected = try JSONDecoder().decode([LazyProfile].self, from: data).flatMap { $0.readAll() }
        let decoder = CodableCheckDecoder()
        let kept = try decoder.decode([LazyProfile].self, from: data)
        #expect(kept.flatMap { $0.readAll() } == expected)
        // Other decodes in between (each looks for kept containers to free) change nothing.
        for _ in 0..<3 { _ = try decoder.decode([LazyProfile].self, from: data) }
        #expect(kept.flatMap { $0.readAll() } == expected)
    }

    @Test func aKeptStateIsFreedOnceItsContainerIsDropped() {
        final class Stand {}
        let kept = KeptKeyedContainers()
        var box: AnyObject? = Stand()
        weak var state: Stand?
        do {
            let held = Stand()
            state = held
            kept.keep([(box: box!, state: held)])
        }
        kept.keep([])
        #expect(state != nil, "freed while the container was still held")
        box = nil
        kept.keep([])
        #expect(state == nil, "still kept after the container was dropped")
    }
}
