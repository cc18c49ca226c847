/// Swift's rule for which parameters a call's argument labels fill: the labels in order, a
/// parameter left out only when it has a default value. One rule for the app's initializers
/// (`InitializerSignature`) and for the helpers it adds to the containers (`ContainerExtensions`).
enum ArgumentLabels {
    /// The indices of the parameters `labels` (nil for none) fill; nil when they do not fit.
    static func filled(_ parameters: [(label: String?, hasDefault: Bool)], by labels: [String?]) -> [Int]? {
        var remaining = labels[...]
        var filled: [Int] = []
        for (index, parameter) in parameters.enumerated() {
            if let next = remaining.first, next == parameter.label {
                filled.append(index)
                remaining = remaining.dropFirst()
            } else if !parameter.hasDefault {
                return nil
            }
        }
        return remaining.isEmpty ? filled : nil
    }
}
