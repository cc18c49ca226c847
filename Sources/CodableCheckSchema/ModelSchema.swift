import CodableCheckCore

/// Swift model declarations read as a schema: every decodable type found in some `.swift` files,
/// and what the reader could not interpret.
public struct ModelSchema: Sendable {
    /// Reads the `.swift` files at `paths` (files, or folders searched recursively).
    /// Throws `SchemaLoadError` for unreadable paths.
    public static func load(paths: [String]) throws -> ModelSchema {
        fatalError("ModelSchema is being written")
    }

    /// Reads declarations from in-memory sources (`path` is used in diagnostics only).
    public init(sources: [(path: String, text: String)]) {
        fatalError("ModelSchema is being written")
    }

    /// Problems found while reading the declarations: warnings and errors at `file:line:column`.
    public var diagnostics: [SchemaDiagnostic] { [] }

    /// Builds the decoding plan for a Swift type expression: `Book`, `[Book]`, `[String: Book]`,
    /// `Book?`, `Outer.Inner`. Throws `SchemaPlanError` (with diagnostics) when the type, or a type
    /// it needs, is unknown or cannot be interpreted.
    public func plan(for typeExpression: String) throws -> ValuePlan {
        fatalError("ModelSchema is being written")
    }
}

/// A problem in the model declarations, positioned in a `.swift` file.
public struct SchemaDiagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable { case error, warning, note }
    public var severity: Severity
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in characters.
    public var column: Int
    /// Lower-case, no trailing period, naming the declaration: `unknown type 'Genre' in property 'genre' of 'Book'`.
    public var message: String

    public init(severity: Severity, file: String, line: Int, column: Int, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
}
