/// Why `--compile` could not give a helper: the command then decodes with the interpreter and
/// says why, in a warning.
enum CompileFailure: Error, Equatable {
    /// Nothing to compile with, or the core library or cache is missing: not the declarations' fault.
    case environment(String)
    /// The declarations did not compile: the compiler's errors, each placed in its declaration.
    case declarations([CompilerDiagnostic])
    /// The type expression cannot be spelled in a generated `main` safely.
    case unsupportedType(String)
}
