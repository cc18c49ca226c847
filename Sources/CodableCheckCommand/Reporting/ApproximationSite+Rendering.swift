import CodableCheckCore
import CodableCheckSchema

/// How reports name an approximation: one wording for every format.
extension ApproximationSite {
    /// `Models/Invoice.swift:12:9`.
    var position: String { "\(file):\(line):\(column)" }

    /// What departs from the app's code, in a few words:
    /// ``for key in container.allKeys {` in 'Invoice.init(from:)' not followed`.
    var summary: String {
        switch kind {
        case .initializerNotRead: "'\(typeName).init(from:)' not read, checked as if synthesized"
        case .statementNotFollowed: "`\(subject)` in '\(body)' not followed"
        case .conditionAssumed: "the check in `\(subject)` in '\(body)' assumed to hold"
        case .rawValueInitializerNotRead: "'\(typeName).init?(rawValue:)' not read, every raw value accepted"
        case .propertyFeatureIgnored: "\(subject) in '\(typeName)' not interpreted"
        case .macroNotExpanded: "\(subject) on '\(typeName)' not expanded, checked as declared"
        case .checkOnUnknownValue: "a check in '\(body)' on a value the tool does not know, taken the way that does not throw"
        }
    }

    /// The declaration holding a statement: the type's `init(from:)`, or the date function.
    private var body: String { declaration ?? typeName + ".init(from:)" }

    /// `summary` with where it is: what a one-line report names.
    var located: String { "\(summary) (\(position))" }
}

extension [ReachedApproximation] {
    /// The first approximation `located`, and how many more: one document's line stays short
    /// (the closing note, JSON and the CI formats list them all).
    var firstLocated: String {
        guard let first else { return "" }
        return first.site.located + (count > 1 ? " and \(count - 1) more" : "")
    }
}
