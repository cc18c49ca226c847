/// Whether diagnostics on standard error are coloured, decided once per run.
enum ColorMode: Sendable, Equatable {
    case plain
    case ansi

    /// Colour only when the output is a terminal, `NO_COLOR` is absent (any value, even empty,
    /// turns colour off, as no-color.org asks) and `TERM` is not `dumb`.
    static func detect(environment: [String: String], outputIsTerminal: Bool) -> ColorMode {
        guard outputIsTerminal else { return .plain }
        if environment["NO_COLOR"] != nil { return .plain }
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
