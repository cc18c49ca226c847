/// Skips freeing what a command built to last its whole run when the process exits right after:
/// the schema catalog (every declaration, token and resolved name of the model files) and the
/// checker with its plan are thousands of objects, and releasing them one by one cost 0.65
/// million instructions on twitter.json, a twentieth of the whole run (issue 14), for memory
/// `exit` returns anyway.
///
/// Only when `CommandContext.exitsAfterCommand` says so: tests run commands in-process, many
/// times over, and free everything as usual.
enum ProcessTeardown {
    static func skip(_ values: Any..., in context: CommandContext) {
        guard context.exitsAfterCommand else { return }
        keep(values)
    }

    /// Keeps `values` until the process exits, unconditionally: for a caller that already knows
    /// it runs in a process that exits after the command (`DocumentChecker.keepsDocumentsUntilExit`).
    static func keep(_ values: Any...) {
        // Retained once more and never released: the values outlive the command's last use.
        _ = Unmanaged.passRetained(KeptValues(values))
    }

    private final class KeptValues {
        let values: [Any]

        init(_ values: [Any]) {
            self.values = values
        }
    }
}
