import CodableCheckCore
import Foundation

/// `JSONReader.read` alone: the tape without any model. Not one of the three paths the report
/// compares by default; `--only reader` measures it to show how much of the schema path's time is
/// reading, and what the floor is for anything built on the tape.
final class ReaderCase: BenchmarkCase {
    let identifier = "reader"
    let columnTitle = "Reader only"
    let runsByDefault = false
    let availability = CaseAvailability.ready

    /// The reader accepts what Foundation accepts, so it must read every unit Foundation decoded.
    func checkAgreement(on input: BenchmarkInput) -> Agreement {
        for (index, unit) in input.units.enumerated() {
            do {
                _ = try JSONReader.read(unit)
            } catch {
                return .disagrees("\(input.locationPrefix(ofUnit: index))JSONReader rejected what JSONDecoder read: \(error.message) at byte \(error.byteOffset)")
            }
        }
        return .agrees
    }

    func run(on input: BenchmarkInput) throws {
        for unit in input.units {
            BlackHole.consume(try JSONReader.read(unit))
        }
    }
}
