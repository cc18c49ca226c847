import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// `ScalarBoundParameters`, `QualifiedOwnKeys`, `SwallowedCalls` and `SuperInitializerCall`
/// (issue 22), on models read
/// only as schemas: the compiled patterns are `scalar-tagged-identifiers`, `qualified-own-keys`
/// and `swallowed-archive-fallbacks` in `InterpretedPatternDifferentialTests`; these pin where
/// each rule refuses.
@Suite struct SmallRootRulesTests: ModelSourceChecking {
    /// A phantom-tagged wrapper falling back on `RawValue(from: decoder)`, held with `raw`.
    static func tagged(_ raw: String) -> String {
        """
        import Foundation
        struct Tag<Kind, RawValue> {
            var rawValue: RawValue
            init(rawValue: RawValue) { self.rawValue = rawValue }
        }
        extension Tag: Decodable where RawValue: Decodable {
            init(from decoder: Decoder) throws {
                do {
                    self.init(rawValue: try decoder.singleValueContainer().decode(RawValue.self))
                } catch {
                    self.init(rawValue: try RawValue(from: decoder))
                }
            }
        }
        struct Order: Decodable {
            let id: Tag<Order, \(raw)>
        }
        """
    }

    @Test(arguments: ["String", "Int", "UInt8", "Bool", "Double", "UUID"])
    func aParameterBoundToAScalarOrUUIDIsDecodedAsTheContainerDoes(_ raw: String) {
        #expect(Self.fidelity(Self.tagged(raw), of: "Order") == "exact")
    }

    /// `Date`, `Data`, `URL` and `Decimal` decode with the decoder's strategies through the
    /// container, not through their own `init(from:)`: the fallback is not followed.
    @Test(arguments: ["Date", "Data", "URL", "Decimal"])
    func aParameterBoundToAFoundationLeafIsNotFollowed(_ raw: String) {
        #expect(Self.fidelity(Self.tagged(raw), of: "Order") == "approximated")
    }

    @Test func aTaggedUUIDFailsWhereJSONDecoderDoes() throws {
        let source = Self.tagged("UUID")
        #expect(try Self.validate(source, "Order", #"{"id": "3F2504E0-4F89-11D3-9A0C-0305E82C3301"}"#).errors.isEmpty)
        let broken = try Self.validate(source, "Order", #"{"id": "3F2504E0"}"#)
        #expect(broken.errors.map(\.kind) == [.dataCorrupted])
        #expect(broken.errors.first?.renderedPath == "id")
    }

    /// The keys of the type, spelled through its name, `Self`, or another type's name.
    static func label(keyedBy keys: String, declaresKeys: Bool = false) -> String {
        """
        struct Parcel: Codable {
            struct Label: Codable {
                let carrier: String
                \(declaresKeys ? "enum CodingKeys: String, CodingKey { case carrier }" : "")
                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: \(keys).self)
                    self.carrier = try container.decode(String.self, forKey: .carrier)
                }
            }
            let carrier: String
        }
        """
    }

    @Test(arguments: ["Parcel.Label.CodingKeys", "Label.CodingKeys", "Self.CodingKeys"])
    func theSynthesizedKeysSpelledThroughTheTypesNameAreItsOwn(_ keys: String) throws {
        #expect(Self.fidelity(Self.label(keyedBy: keys), of: "Parcel.Label") == "exact")
        let missing = try Self.validate(Self.label(keyedBy: keys), "Parcel.Label", "{}")
        #expect(missing.errors.map(\.kind) == [.keyNotFound])
    }

    /// `Parcel.CodingKeys` in `Label` names the outer type's synthesized keys: not followed.
    @Test func anotherTypesSynthesizedKeysAreNotTakenForOwn() {
        #expect(Self.fidelity(Self.label(keyedBy: "Parcel.CodingKeys"), of: "Parcel.Label") == "approximated")
    }

    /// A place whose coordinates fall back on `try? <fallback>`.
    static func place(_ fallback: String) -> String {
        """
        import Foundation
        struct Place: Decodable {
            struct Point: Codable { let x: Double }
            let name: String
            let point: Point?
            enum CodingKeys: String, CodingKey { case name, point }
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                let archived = try? container.decode(Data.self, forKey: .point)
                self.point = \(fallback)
                self.name = try container.decode(String.self, forKey: .name)
            }
            static func read(_ data: Data) throws -> Point { throw CocoaError(.coderReadCorrupt) }
            static func read(_ container: KeyedDecodingContainer<CodingKeys>) throws -> Point { throw CocoaError(.coderReadCorrupt) }
        }
        """
    }

    @Test(arguments: [
        "try? PropertyListDecoder().decode(Point.self, from: archived ?? Data())", "try? Self.read(archived ?? Data())",
        "(try? JSONDecoder().decode(Point.self, from: archived ?? Data())) ?? nil",
    ])
    func aCallUnderItsOwnTryQuestionMarkIsAValueNotAnError(_ fallback: String) throws {
        #expect(Self.fidelity(Self.place(fallback), of: "Place") == "exact")
        #expect(try Self.validate(Self.place(fallback), "Place", #"{"name": 1}"#).errors.map(\.kind) == [.typeMismatch])
    }

    /// A call handed the container may read it (an unkeyed one moves on): not such a value.
    @Test func aCallHandedTheContainerIsNotFollowed() {
        #expect(Self.fidelity(Self.place("try? Self.read(container)"), of: "Place") == "approximated")
    }

    /// A default made by an initializer of a class that ends with `super.init()`, of `superclass`.
    static func iconDefault(superclass: String, extra: String = "") -> String {
        """
        import Foundation
        class Base { init() { _ = [1][Int("1")!] } }
        final class Icon: \(superclass), Codable {
            let symbol: String
            init(symbol: String) {
                self.symbol = symbol
                \(extra)
                super.init()
            }
        }
        struct Marker: Decodable {
            let icon: Icon
            enum CodingKeys: String, CodingKey { case icon }
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                icon = (try? container.decode(Icon.self, forKey: .icon)) ?? Icon(symbol: "pin")
            }
        }
        """
    }

    @Test func nsObjectsInitializerCannotStopTheApp() throws {
        #expect(Self.fidelity(Self.iconDefault(superclass: "NSObject"), of: "Marker") == "exact")
        #expect(try Self.validate(Self.iconDefault(superclass: "NSObject"), "Marker", "{}").errors.isEmpty)
    }

    /// Another superclass's `init()` may run anything; so may the rest of the body.
    @Test func otherSuperclassesAndBodiesStayApproximated() {
        #expect(Self.fidelity(Self.iconDefault(superclass: "Base"), of: "Marker") == "approximated")
        #expect(Self.fidelity(Self.iconDefault(superclass: "NSObject", extra: "_ = symbol.first!"), of: "Marker") == "approximated")
    }
}
