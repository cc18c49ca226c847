import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// `NeverNilDelegation` and `StandardScalarDecoding` (issue 22), on models read only as schemas:
/// the compiled pattern is `never-failing-self-init` in `InterpretedPatternDifferentialTests`;
/// these pin where each refuses (a failable initializer that may return nil or delegates on, a
/// type the models declare under a standard name, Foundation's `Date(from:)`) and a trap inside
/// an initializer that is followed.
@Suite struct NeverFailingSelfInitTests: ModelSourceChecking {
    /// A code decoded from a string and handed to `failable` with `self.init(rawValue: text)!`.
    static func code(_ failable: String) -> String {
        """
        struct Code: RawRepresentable, Decodable {
            let rawValue: String
            \(failable)
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                let text = try container.decode(String.self)
                self.init(rawValue: text)!
            }
        }
        """
    }

    @Test func aFailableInitializerThatCannotFailIsFollowed() throws {
        let source = Self.code("init?(rawValue: String) { self.rawValue = rawValue }")
        #expect(Self.fidelity(source, of: "Code") == "exact")
        #expect(try Self.validate(source, "Code", #""any""#).errors.isEmpty)
        #expect(try Self.validate(source, "Code", "1").errors.map(\.kind) == [.typeMismatch])
    }

    @Test func aTrapInsideTheInitializerStopsTheApp() throws {
        let source = Self.code(#"init?(rawValue: String) { precondition(!rawValue.isEmpty, "empty code"); self.rawValue = rawValue }"#)
        #expect(Self.fidelity(source, of: "Code") == "exact")
        #expect(try Self.validate(source, "Code", #""a""#).errors.isEmpty)
        #expect(try Self.validate(source, "Code", #""""#).errors.first?.stopsTheApp == true)
    }

    /// An initializer that may give nil (the `!` would stop the app there) or passes on another
    /// initializer's nil: not followed.
    @Test(arguments: [
        "init?(rawValue: String) { guard !rawValue.isEmpty else { return nil }; self.rawValue = rawValue }",
        "init?(rawValue: String) { self.init(other: rawValue) }\n    init?(other: String) { return nil }",
        "init?(rawValue: String) { if rawValue.isEmpty { return }; self.rawValue = rawValue }",
    ])
    func initializersThatMayFailAreNotFollowed(_ failable: String) {
        #expect(Self.fidelity(Self.code(failable), of: "Code") == "approximated")
    }

    static func label(_ type: String, reading read: String? = nil) -> String {
        """
        struct Label: Decodable {
            var value: \(type)
            init(from decoder: Decoder) throws {
                \(read ?? "value = try \(type)(from: decoder)")
            }
        }
        """
    }

    /// `T(from: decoder)` gives what `decoder.singleValueContainer().decode(T.self)` gives (the
    /// standard library's own `init(from:)`), `Bool`'s `typeMismatch` for `null` included.
    @Test(arguments: ["String", "Bool", "Int", "UInt8", "Double", "Float", "Swift.String"])
    func aStandardScalarDecodedFromTheDecoderIsItsSingleValue(_ type: String) throws {
        let single = Self.label(type, reading: "value = try decoder.singleValueContainer().decode(\(type).self)")
        #expect(Self.fidelity(Self.label(type), of: "Label") == "exact")
        for json in ["null", "[]", #""a""#, "1", "true", "300", "-1", "1.5"] {
            let read = try Self.validate(Self.label(type), "Label", json).errors.map { "\($0.kind) at \($0.renderedPath)" }
            #expect(read == (try Self.validate(single, "Label", json).errors.map { "\($0.kind) at \($0.renderedPath)" }), "\(json)")
        }
    }

    /// Foundation's `Date(from:)` ignores the decoder's date strategy and `Decimal(from:)` reads
    /// an object: neither is read as its single value.
    @Test(arguments: ["Date", "Decimal"])
    func foundationTypesAreNotReadAsAStandardScalar(_ type: String) {
        #expect(Self.fidelity(Self.label(type), of: "Label") == "approximated")
    }
}
