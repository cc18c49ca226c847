import CodableCheckSchema
import Foundation

// Fuzz target: `ModelSchema(sources:)` on any text, then plans for the types it found.
//
// Promises checked on every input:
// - no crash, no hang (libFuzzer's `-timeout`), no memory error (AddressSanitizer);
// - every diagnostic is positioned inside the file: 1-based line and column, the line within the
//   text's line count;
// - a root that cannot be planned says why: `uninterpretable` carries at least one error
//   diagnostic, each positioned as above.

@_cdecl("LLVMFuzzerTestOneInput")
public func declarationParserFuzzTarget(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = UnsafeBufferPointer(start: start, count: count)
    let text = String(decoding: input, as: UTF8.self)
    let lineCount = text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } + 1
    let schema = ModelSchema(sources: [("Fuzz.swift", text)])

    func checkPositioned(_ diagnostics: [SchemaDiagnostic], _ context: String) {
        for diagnostic in diagnostics {
            // Problems in a `--type` expression are positioned in it, not in the file.
            guard diagnostic.file != "<type expression>" else { continue }
            if diagnostic.file != "Fuzz.swift" || diagnostic.line < 1 || diagnostic.line > lineCount
                || diagnostic.column < 1
            {
                fuzzFailure("\(context): diagnostic without a position in the file: \(diagnostic)", input: input)
            }
        }
    }

    checkPositioned(schema.diagnostics, "reading")
    for name in schema.typeNames.prefix(16) {
        for expression in [name, "[\(name)]"] {
            do {
                _ = try schema.plan(for: expression)
            } catch let error as SchemaPlanError {
                if case .uninterpretable = error, !error.diagnostics.contains(where: { $0.severity == .error }) {
                    fuzzFailure("planning '\(expression)': \(error) without an error diagnostic", input: input)
                }
                checkPositioned(error.diagnostics, "planning '\(expression)'")
            } catch {
                fuzzFailure("planning '\(expression)' threw \(error), not a SchemaPlanError", input: input)
            }
        }
    }
    return 0
}
