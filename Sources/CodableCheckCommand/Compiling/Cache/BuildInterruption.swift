import Foundation
import Synchronization

/// What an interrupted build leaves behind: nothing. On `SIGINT` (Ctrl-C), `SIGTERM` or `SIGHUP`
/// during a build, the compilers this process started are stopped, its build folders removed,
/// and the process then ends by the same signal, as it would have without this.
///
/// The handler only writes the signal's number to a pipe, which is all a signal handler may
/// safely do; a thread waiting on the pipe does the clean-up. It is installed when the first
/// build folder is made, so a run that finds its helper cached never installs it, and a
/// handler (unlike an ignored signal) is reset for every program the process starts. After an
/// interruption, the build's own thread stops at its next step (`stopIfInterrupted`) instead
/// of writing into a folder being removed. `SIGKILL` cannot be caught: the next run removes what
/// a killed build left (`CompileCache.removeAbandonedBuilds`).
///
/// A process inherits the signals its parent blocked (a test runner blocks most of them), and
/// so do the compilers it starts: the building thread unblocks these signals and `SIGCHLD`, so
/// that an interruption arrives and a compiler told to stop, or waiting for its own children,
/// is not left hanging.
enum BuildInterruption {
    private struct State: ~Copyable {
        var folders: Set<String> = []
        var processes: Set<Int32> = []
        var isInterrupted = false
    }

    private static let state = Mutex(State())
    nonisolated(unsafe) private static var pipeWriteEnd: Int32 = -1
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    private static let installation: Void = {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in signals + [SIGCHLD] { sigaddset(&unblocked, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        pipeWriteEnd = ends[1]
        let readEnd = ends[0]
        Thread.detachNewThread {
            var number: UInt8 = 0
            while read(readEnd, &number, 1) != 1 {}
            cleanUp(thenRaise: Int32(number))
        }
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(BuildInterruption.pipeWriteEnd, &byte, 1)
            }
            // Restarted, not failed with `EINTR`: Foundation's reads treat that as fatal.
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }()

    /// A build folder to remove if the process is interrupted before `forget(folder:)`.
    static func register(folder: URL) {
        installation
        state.withLock { _ = $0.folders.insert(folder.path) }
    }

    static func forget(folder: URL) {
        state.withLock { _ = $0.folders.remove(folder.path) }
    }

    /// A compiler this process started, stopped if the process is interrupted before it ends.
    static func register(process: Int32) {
        state.withLock { _ = $0.processes.insert(process) }
    }

    static func forget(process: Int32) {
        state.withLock { _ = $0.processes.remove(process) }
    }

    /// Blocks for good once the process is being interrupted, so that the build's thread writes
    /// nothing more while the clean-up runs (which then ends the process).
    static func stopIfInterrupted() {
        guard state.withLock({ $0.isInterrupted }) else { return }
        while true { pause() }
    }

    private static func cleanUp(thenRaise signal: Int32) {
        let (folders, processes) = state.withLock { state in
            state.isInterrupted = true
            return (state.folders, state.processes)
        }
        for process in processes { kill(process, SIGTERM) }
        // The compilers' last writes land before their folders go (a second at most).
        let deadline = Date(timeIntervalSinceNow: 2)
        while Date() < deadline, processes.contains(where: { kill($0, 0) == 0 }) { usleep(20_000) }
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        raise(signal)
    }
}
