/// A dotted version as `swift(>=5.9)` and `compiler(>=5.5.2)` write it: compared component by
/// component, missing components counting as zero (`6` equals `6.0.0`).
public struct VersionNumber: Sendable, Equatable, Comparable, CustomStringConvertible {
    var components: [Int]

    /// `nil` unless `text` is one to five non-negative integers separated by dots, as the
    /// compiler accepts them.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...5).contains(parts.count) else { return nil }
        var components: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy(\.isASCII), let value = Int(part), value >= 0 else { return nil }
            components.append(value)
        }
        self.components = components
    }

    public static func < (lhs: VersionNumber, rhs: VersionNumber) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public static func == (lhs: VersionNumber, rhs: VersionNumber) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public var description: String { components.map(String.init).joined(separator: ".") }
}
