import Foundation
import Testing

/// The built executable on `Fixtures/lossy/catalog*.json`: BetterCodable's `@LosslessArray`,
/// `@LosslessBoolValue` and `@DataValue<Base64Strategy>`, as its sources behave.
@Suite struct BetterCodableExtrasEndToEndTests {
    func run(_ arguments: [String]) throws -> ToolProcess.Outcome {
        try ToolProcess.run(arguments + ["--schema", "Models"], in: LossyEndToEndTests.fixtures)
    }

    @Test func losslessWrappersConvertAndDropWhatTheyCannot() throws {
        let outcome = try run(["decode", "catalog.json", "--type", "Catalog", "--print"])
        // `42` → "42", `3.5` → "3.5", `true` → "true"; `"38"` → 38; `1` for a String under
        // `@LosslessBoolValue` is read as a Bool first, so the app holds "true".
        #expect(
            outcome.stdout
                == #"{"featured":"true","inStock":true,"sizes":[38,39],"skus":["A-17","42","3.5","true"],"thumbnail":"aGVsbG8="}"# + "\n")
        #expect(
            outcome.stderr.split(separator: "\n").filter { $0.contains("warning:") } == [
                #"catalog.json:2:35: warning: swallowedByWrapper at skus[4]: expected String, found null; the app holds the array without this element (@LosslessArray drops it silently)"#,
                #"catalog.json:2:41: warning: swallowedByWrapper at skus[5]: expected String, found object; the app holds the array without this element (@LosslessArray drops it silently)"#,
                #"catalog.json:3:23: warning: swallowedByWrapper at sizes[2]: expected Int, found string "40.0"; the app holds the array without this element (@LosslessArray drops it silently)"#,
                #"catalog.json:3:31: warning: swallowedByWrapper at sizes[3]: expected Int, found string "XL"; the app holds the array without this element (@LosslessArray drops it silently)"#,
                #"catalog.json:3:37: warning: swallowedByWrapper at sizes[4]: number 41.5 is not an integer; the app holds the array without this element (@LosslessArray drops it silently)"#,
            ])
        #expect(outcome.status == 0)
    }

    @Test func whatNoConversionReadsIsTheOriginalErrorAndBase64IsStrict() throws {
        let outcome = try run(["decode", "catalog-invalid.json", "--type", "Catalog"])
        expectLines(
            outcome.stderr,
            """
            catalog-invalid.json:4:14: error: typeMismatch at inStock: expected Bool, found number 2
             4 |   "inStock": 2,
               |              ^
              = note: JSONDecoder says: Expected to decode Bool but found number instead.
            catalog-invalid.json:6:16: error: dataCorrupted at thumbnail: string "aGVsbG8" is not valid base64 for @DataValue<Base64Strategy>
             6 |   "thumbnail": "aGVsbG8"
               |                ^
              = note: JSONDecoder reports this as "Invalid Base64 Format!" with an empty coding path
            1 input, 0 valid, 1 invalid, 2 errors

            """)
        #expect(outcome.status == 1)
    }
}
