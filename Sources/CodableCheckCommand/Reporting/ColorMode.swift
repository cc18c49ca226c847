/// Whether diagnostics on standard error are coloured, decided once per run.
enum ColorMode: Sendable, Equatable {
    case plain
    case ansi

    /// `--color always` and `never` decide alone. `auto` colours only when the output is a
    /// terminal, `NO_COLOR` is unset or empty (no-color.org: only a non-empty value turns colour
    /// off) and `TERM` is not `dumb`.
    static func detect(_ choice: ColorChoice = .auto, environment: [String: String], outputIsTerminal: Bool) -> ColorMode {
        switch choice {
        case .always: return .ansi
        case .never: return .plain
        case .auto: break
        }
        guard outputIsTerminal else { return .plain }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
        if environment["TERM"] == "dumb" { return .plain }
        return .ansi
    }

    var decorator: any DiagnosticDecorator {
        switch self {
        case .plain: PlainDecorator()
        case .ansi: ANSIDecorator()
        }
    }
}
