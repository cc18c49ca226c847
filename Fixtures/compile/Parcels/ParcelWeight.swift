import Foundation

/// Weight labels as the carrier prints them: a decimal number, a space, then `kg` or `g`.
enum ParcelWeight {
    static func grams(fromLabel label: String) -> Int? {
        let parts = label.split(separator: " ")
        guard parts.count == 2, let amount = Double(parts[0]), amount >= 0 else { return nil }
        switch parts[1] {
        case "kg": return Int((amount * 1000).rounded())
        case "g": return Int(amount.rounded())
        default: return nil
        }
    }
}
