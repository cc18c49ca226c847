import CodableCheckCore
import CodableCheckSchema
import CodableCheckTestSupport
import Testing

/// Issue 22 (OpenAPIKit's ordered dictionary): `self = try Self.helper(from: decoder) as! Self`
/// decided for each use of a generic type (`SelfCasts`), and the helper's loop that fills a map it
/// made through the map's own subscript (`EachKeyIntoLocal`). The compiled shapes are the
/// pattern `self-cast-helpers`; these are the places the rules must refuse.
@Suite struct SelfCastHelperTests {
    /// Dictionary methods that never stop the app (an assignment through `storage[key]` is a
    /// subscript, which `BodyEffects` cannot tell from an array's index).
    static let plainSetter = "if let newValue { storage.updateValue(newValue, forKey: key) } else { storage.removeValue(forKey: key) }"

    /// An ordered map whose subscript setter is `setter`, decoded from an object by a helper that
    /// makes `made` and fills it; `Shelf` uses it with string keys.
    static func model(setter: String = Self.plainSetter, made: String = "OrderedBag<String, Value>()") -> String {
        """
        struct AnyMemberKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        struct OrderedBag<Key: Hashable, Value> {
            var storage: [Key: Value] = [:]
            init() {}
            subscript(key: Key) -> Value? {
                get { storage[key] }
                set { \(setter) }
            }
        }
        struct OtherBag<Value> {
            var storage: [String: Value] = [:]
            init() {}
            subscript(key: String) -> Value? {
                get { storage[key] }
                set { \(Self.plainSetter) }
            }
        }
        extension OrderedBag: Decodable where Key: Decodable, Value: Decodable {
            init(from decoder: Decoder) throws {
                if Key.self == String.self {
                    self = try Self.decodeMembers(from: decoder) as! Self
                    return
                }
                self.init()
            }
            static func decodeMembers(from decoder: Decoder) throws -> Any {
                let container = try decoder.container(keyedBy: AnyMemberKey.self)
                var map = \(made)
                for key in container.allKeys {
                    map[key.stringValue] = try container.decode(Value.self, forKey: key)
                }
                return map
            }
        }
        struct Shelf: Decodable {
            var counts: OrderedBag<String, Int>
        }
        """
    }

    static func shelf(_ source: String) -> DecodableTypeSummary? {
        schema(source).types.first { $0.name == "Shelf" }
    }

    @Test func aSetterThatCannotStopIsFollowed() {
        let models = schema(Self.model())
        #expect(rendered(models.diagnostics) == [])
        #expect(Self.shelf(Self.model())?.fidelity == .exact)
    }

    /// A setter that may stop the app (a `precondition`, a force unwrap, an index into an array,
    /// a call of the app's own code) keeps the loop a statement not followed.
    @Test(arguments: [
        "precondition(newValue != nil); storage.updateValue(newValue!, forKey: key)", "storage.updateValue(newValue!, forKey: key)",
        "record(key); storage.removeValue(forKey: key)", "storage[key] = newValue",
    ])
    func aSetterThatMayStopIsNotFollowed(setter: String) {
        #expect(Self.shelf(Self.model(setter: setter))?.fidelity != .exact, "\(setter)")
    }

    /// A helper that returns a value the tool cannot type (a class, another generic type whose
    /// arguments it cannot compare, a call of a function) leaves the cast as written.
    @Test(arguments: ["makeBag()", "OrderedBag<String, Value>.fresh()", "OrderedBag<String, [Value]>()"])
    func aCastTheToolCannotDecideIsNotFollowed(made: String) {
        #expect(Self.shelf(Self.model(made: made))?.fidelity != .exact, "\(made)")
    }

    /// A map of another type cast to `Self` always fails: the helper runs, then the app stops.
    @Test func aValueOfAnotherTypeStopsTheAppAtTheCast() throws {
        let source = Self.model(made: "OtherBag<Value>()")
        let models = schema(source)
        #expect(Self.shelf(source)?.fidelity == .exact)
        let validator = SchemaValidator(plan: try models.plan(for: "Shelf"))
        let errors = validator.validate(try JSONReader.read(#"{"counts": {"a": 1}}"#.utf8)).errors
        #expect(errors.first?.stopsTheApp == true)
        #expect(errors.first?.renderedPath == "counts")
        // A bad member throws first, as the helper runs before the cast.
        let thrown = validator.validate(try JSONReader.read(#"{"counts": {"a": "1"}}"#.utf8)).errors
        #expect(thrown.first?.stopsTheApp == false)
        #expect(thrown.first?.renderedPath == #"counts["a"]"# || thrown.first?.renderedPath == "counts.a")
    }
}
