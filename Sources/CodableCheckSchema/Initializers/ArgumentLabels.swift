/// Swift's rule for which parameters a call's argument labels fill: the labels in order, a
/// parameter left out only when it has a default value. One rule for every call the tool matches
/// to a declaration: the app's initializers (`InitializerSignature`, `Step(from: d, regions: r)`),
/// its helpers (`TypeResolver.helper`) and the helpers it adds to the containers
/// (`ContainerExtensions`).
enum ArgumentLabels {
    /// The indices of the parameters `labels` (nil for none) fill; nil when they do not fit.
    static func filled(_ parameters: [FunctionDeclaration.Parameter], by labels: [String?]) -> [Int]? {
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

    /// Whether a call with these labels reaches a declaration with these parameters.
    static func accepts(_ parameters: [FunctionDeclaration.Parameter], labels: [String?]) -> Bool {
        filled(parameters, by: labels) != nil
    }

    /// Whether a call whose last argument is a trailing closure (`decodeMapped(from: d, values:
    /// v) { .unknown($0) }`, no label) reaches the declaration: as written, or with the closure
    /// filling the last parameter whatever its label (`unknown: (String) -> T`), as Swift's
    /// forward scan does when the parameters before it are filled.
    static func accepts(_ parameters: [FunctionDeclaration.Parameter], labels: [String?], trailingClosure: Bool) -> Bool {
        if accepts(parameters, labels: labels) { return true }
        guard trailingClosure, let last = parameters.last, labels.last == .some(nil) else { return false }
        return accepts(parameters, labels: labels.dropLast() + [last.label])
    }

    /// Whether the call names every parameter, none left to its default: among overloads the
    /// call fits, Swift picks the one that leaves fewer parameters to their defaults.
    static func fillsEvery(_ parameters: [FunctionDeclaration.Parameter], labels: [String?]) -> Bool {
        parameters.map(\.label) == labels
    }
}
