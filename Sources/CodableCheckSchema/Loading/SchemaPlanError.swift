/// Why `ModelSchema.plan(for:)` could not build a plan for a type expression.
public enum SchemaPlanError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The expression is not a type (`[Book`, `Book -> Int`), or is a type that is never
    /// decodable (a tuple, a function, `Any`).
    case invalidTypeExpression(String)
    /// The expression, or the typealiases it names, nests deeper than codable-check follows
    /// (`Int` with 100 `?`, a 10,000-long typealias chain, a typealias that names itself).
    case typeTooDeep(String)
    /// No declaration has this name; `suggestions` are close names (edit distance), best first.
    case unknownType(name: String, suggestions: [String])
    /// The name is declared more than once; the command line reports the candidates.
    case ambiguousType(name: String, candidates: [TypeCandidate])
    /// A type the root needs (the root itself or one of its properties' types, at any depth)
    /// cannot be interpreted; `diagnostics` say where and why (errors, with related warnings).
    case uninterpretable(typeName: String, diagnostics: [SchemaDiagnostic])
    /// `--date-strategy custom:NAME` names no function `NAME(_ decoder: Decoder) -> Date` at
    /// file scope or of a declared type, or several (`candidates`), or only functions of another
    /// shape (`misfits`); each named with where it is declared: `'Feed.date(_:)' at Feed.swift:4:17`.
    case dateFunctionNotFound(name: String, candidates: [String], misfits: [String] = [])

    /// Why a `typeTooDeep` expression cannot be planned.
    public static let tooDeepReason =
        "it nests more than \(PlanBuilder.maximumDepth) levels deep, counting optionals, collections, generic arguments "
        + "and typealiases: more than codable-check follows, or a typealias refers to itself"

    /// Why an `uninterpretable` type cannot be planned, without naming it: `2 errors in its
    /// declarations`. The command line words its own message around it.
    public static func errorCount(in diagnostics: [SchemaDiagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        return "\(errors) error\(errors == 1 ? "" : "s") in its declarations"
    }

    public var diagnostics: [SchemaDiagnostic] {
        if case .uninterpretable(_, let diagnostics) = self { return diagnostics }
        return []
    }

    public var description: String {
        switch self {
        case .invalidTypeExpression(let text):
            return "'\(text)' is not a decodable type expression"
        case .typeTooDeep(let text):
            return "'\(text)' cannot be planned: \(Self.tooDeepReason)"
        case .unknownType(let name, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
            return "unknown type '\(name)'\(hint)"
        case .ambiguousType(let name, let candidates):
            return "type '\(name)' is ambiguous; candidates: "
                + candidates.map { "'\($0.qualifiedName)' at \($0.file):\($0.line):\($0.column)" }.joined(separator: ", ")
        case .uninterpretable(let typeName, let diagnostics):
            return "cannot interpret '\(typeName)': \(Self.errorCount(in: diagnostics))"
        case .dateFunctionNotFound(let name, let candidates, let misfits):
            guard candidates.isEmpty else {
                return "'\(name)' names several functions: " + candidates.joined(separator: ", ") + "; qualify it with its type"
            }
            let wanted = "'\(name)(_ decoder: Decoder) throws -> Date'"
            guard misfits.isEmpty else {
                return "no function \(wanted) is declared: " + misfits.joined(separator: ", ")
                    + " does not take one parameter and return a value"
            }
            return "no function \(wanted) is declared at file scope or in a type or an extension of the models"
        }
    }
}

/// A declaration a type name may refer to.
public struct TypeCandidate: Sendable, Equatable {
    /// `Outer.Inner`.
    public var qualifiedName: String
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int

    public init(qualifiedName: String, file: String, line: Int, column: Int) {
        self.qualifiedName = qualifiedName
        self.file = file
        self.line = line
        self.column = column
    }
}
