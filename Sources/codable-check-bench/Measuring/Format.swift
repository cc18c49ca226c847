import Foundation

/// Number formatting for the report, fixed to a `.` decimal separator whatever the locale.
enum Format {
    static func decimal(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// `0.6 MB`, `100.0 MB`: MB = 10^6 bytes, as in the throughput figures.
    static func megabytes(_ byteCount: Int) -> String {
        "\(decimal(Double(byteCount) / 1e6, digits: 1)) MB"
    }

    /// `143,210`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }
}
