import Foundation
import Testing

@testable import CodableCheckCore

/// Numbers through compiled types: every width and range edge, against Foundation.
@Suite("Decoder: numbers match JSONDecoder")
struct DecoderNumberConversionTests {
    static let integerSpellings: [String] = [
        "0", "-0", "1", "-1", "127", "128", "-128", "-129", "255", "256", "32767", "32768", "-32768", "-32769",
        "65535", "65536", "2147483647", "2147483648", "-2147483648", "-2147483649", "4294967295", "4294967296",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "18446744073709551615", "18446744073709551616", "99999999999999999999999",
        "1.0", "1e2", "1E2", "1e+2", "1.5e1", "100e-2", "3.04e2", "-0.0", "0e5", "1e-1", "123e-2", "3.5", "-3.5",
        "9223372036854775807.0", "-9223372036854775808.0", "-9223372036854775808e0", "1e19", "1.8e19",
        "18446744073709551615.0", "1.8446744073709551615e19", "9007199254740993.0", "9007199254740993.5",
        "9007199254740993.000000000000000000000", "9.007199254740993e15", "1.0000000000000001", "1e400", "-1e400",
        "1e-400", "12345678901234567890.5", "255.0", "255.5", "2.55e2", "-128.0", "0.5e1",
        "01", "-01", "00", "-", "1.", "1e", "1e+", "-.5", "1.5.5", "1-2", "1e5e5", "\"1\"", "true", "null", "[]", "{}",
    ]

    @Test(arguments: integerSpellings)
    func signedWidths(_ spelling: String) {
        expectSameAsFoundation(Box<Int>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation(Box<Int8>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation(Box<Int16>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation(Box<Int32>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation(Box<Int64>.self, #"{"value": \#(spelling)}"#)
    }

    @Test(arguments: integerSpellings)
    func unsignedWidths(_ spelling: String) {
        expectSameAsFoundation(Box<UInt>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation(Box<UInt8>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation(Box<UInt16>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation(Box<UInt32>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation(Box<UInt64>.self, #"{"value": \#(spelling)}"#)
    }

    static let wideIntegerSpellings =
        integerSpellings + [
            "170141183460469231731687303715884105727", "170141183460469231731687303715884105728",
            "-170141183460469231731687303715884105728", "-170141183460469231731687303715884105729",
            "340282366920938463463374607431768211455", "340282366920938463463374607431768211456", "1e30", "1.5e30",
            "12345678901234567890123456789.0",
        ]

    @Test(arguments: wideIntegerSpellings)
    func int128AndUInt128(_ spelling: String) {
        expectSameAsFoundation(Box<Int128>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation(Box<UInt128>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation([Int128].self, "[\(spelling)]")
        expectSameAsFoundation(UInt128.self, spelling)
    }

    @Test(arguments: integerSpellings)
    func integersInArraysAndAtTheTop(_ spelling: String) {
        expectSameAsFoundation([Int].self, "[1, \(spelling)]")
        expectSameAsFoundation([UInt8].self, "[\(spelling)]")
        expectSameAsFoundation(Int32.self, spelling)
        expectSameAsFoundation(OptionalBox<Int16>.self, #"{"value": \#(spelling)}"#)
    }

    static let floatingSpellings: [String] = [
        "0", "-0", "0.0", "-0.0", "1", "0.1", "1e400", "-1e400", "1e-400", "4.9e-324", "2.4e-324", "2.5e-324", "3e-324",
        "0e400", "0.0e-999", "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
        "2.2250738585072011e-308", "2.2250738585072014e-308", "1e-46", "7e-46", "7.006e-46", "7.1e-46", "1.4e-45",
        "3.4028235e38", "3.4028236e38", "3.40282356e38", "3.4028235677973366e38", "3.4028235677973362e38",
        "1e39", "16777217", "16777216", "0.1", "120.123456789", "1e-40", "1.17549435e-38", "1e308", "1e309",
        "9007199254740993", "123456789012345678901234567890", "0.30000000000000004", "5e-324", "1e23", "8.589973e9",
        "2.0000000000000004", "1.00000017881393432617187499", "1.00000017881393432617187500",
        "0e1", "0e5", "0E1", "0e9", "-0e9", "0e10", "0e0", "0e+1", "0e-1", "-0e1", "0.0e1", "0.00e1", "-0.0e1", "0.000e1",
        "0.0000e1", "0.00000e1", "0.00e10", "0.00E+9", "0.000e-1", "0.00e-1", "0.0e9", "-0E+1", "0E400",
        "01", "-", "1.", "1e", "-.5", "\"1.5\"", "\"NaN\"", "true", "null", "[]", "{}",
    ]

    @Test(arguments: floatingSpellings)
    func doublesAndFloats(_ spelling: String) {
        expectSameAsFoundation(Box<Double>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation(Box<Float>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation([Double].self, "[\(spelling)]")
        expectSameAsFoundation(Float.self, spelling)
    }

    static let decimalSpellings: [String] = [
        "0", "-0", "1.5", "-1.5", "123456789012345678901234567890123456789012", "99999999999999999999999999999999999999999",
        "1e127", "1e128", "10e127", "1e-128", "1e-129", "100e200", "0.000000000000000000000000000000000000000000001",
        "12345678901234567890123456789012345678901234567890e-50", "1.0e-130", "0e999", "0.0e-999",
        "340282366920938463463374607431768211455", "340282366920938463463374607431768211456",
        "3.4028236692093846346337460743176821145599", "1e-1", "0.1", "3.14159",
        "01", "1.", "\"1.5\"", "true", "null", "[]", "{}",
    ]

    @Test(arguments: decimalSpellings)
    func decimals(_ spelling: String) {
        expectSameAsFoundation(Box<Decimal>.self, #"{"value": \#(spelling)}"#)
        expectSameAsFoundation([Decimal].self, "[\(spelling)]")
    }

    /// Equal Decimals can be spelled differently (`1.50` vs `1.5`); JSONEncoder writes the
    /// description, so the representation must match Foundation's too.
    @Test(arguments: ["1.50", "100", "1e2", "0.10", "1.0e1", "-0.0", "12345678901234567890.000", "1e-5", "100e-2", "0.000"])
    func decimalRepresentationMatches(_ spelling: String) throws {
        let foundation = try JSONDecoder().decode([Decimal].self, from: Data("[\(spelling)]".utf8))[0]
        let ours = try CodableCheckDecoder().decode([Decimal].self, from: Data("[\(spelling)]".utf8))[0]
        #expect(ours.description == foundation.description)
        #expect(ours.exponent == foundation.exponent)
        #expect(ours.significand.description == foundation.significand.description)
    }

    @Test func messagesSayWhatIsWrong() {
        #expect(expectSameAsFoundation(Box<UInt8>.self, #"{"value": 300}"#)?.message == "number 300 does not fit in UInt8")
        #expect(expectSameAsFoundation(Box<Int>.self, #"{"value": 3.5}"#)?.message == "number 3.5 is not an integer")
        #expect(expectSameAsFoundation(Box<Int>.self, #"{"value": "12"}"#)?.message == #"expected Int, found string "12""#)
        #expect(expectSameAsFoundation(Box<String>.self, #"{"value": 3}"#)?.message == "expected String, found number 3")
        #expect(expectSameAsFoundation(Box<Int>.self, #"{"value": 01}"#)?.message == "number 01 has a leading zero")
        #expect(
            expectSameAsFoundation(Box<Double>.self, #"{"value": 1e-400}"#)?.message
                == "number 1e-400 is too small for Double: it would round to zero")
    }

    @Test func relocatedErrorsPointAtTheValue() throws {
        let json = #"{"value": [1, 2, 300]}"#
        do {
            _ = try CodableCheckDecoder().decode(Box<[UInt8]>.self, from: Data(json.utf8))
            Issue.record("expected an error")
        } catch let error as DecodingError {
            guard case .dataCorrupted(let context) = error else { Issue.record("wrong case \(error)"); return }
            #expect(context.codingPath.map(ErrorShape.render) == ["value", "Index 2#2"])
            #expect(context.debugDescription == "number 300 does not fit in UInt8")
            let problem = try #require(error.problem)
            #expect(problem.byteOffset == 17)
            #expect(problem.foundationCodingPath == [])
            #expect(problem.renderedPath == "value[2]")
        }
    }
}
