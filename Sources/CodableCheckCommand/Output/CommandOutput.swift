/// Where a command writes text: standard output, standard error, or a buffer in tests.
///
/// Commands and reporters write through this protocol instead of `print`, so tests can run a
/// command in-process and compare what it wrote, and so a closed pipe is handled in one place.
public protocol CommandOutput: AnyObject {
    /// Writes `text` as it is (no newline is added).
    func write(_ text: String)
    /// Whether the destination is a terminal; decides automatic colour.
    var isTerminal: Bool { get }
    /// Set once the reader went away (`EPIPE`); later writes are dropped and commands stop early.
    var isClosed: Bool { get }
}

extension CommandOutput {
    /// Writes `text` and a newline.
    func writeLine(_ text: String = "") {
        write(text + "\n")
    }
}
