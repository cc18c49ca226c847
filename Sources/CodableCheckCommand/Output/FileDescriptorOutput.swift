#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to a file descriptor (1 or 2) with `write(2)`, unbuffered by the C library.
///
/// Why not `print` or `FileHandle`: `print` buffers stdout separately from stderr, and
/// `FileHandle.write` raises an Objective-C-style exception on a closed pipe. Here `EPIPE` (the
/// process ignores `SIGPIPE`, see `CodableCheckCommand.main()`) just marks the output closed, so
/// `codable-check decode … | head -1` stops quietly instead of crashing; other failures are kept
/// in `writeFailure` for the command to report.
public final class FileDescriptorOutput: CommandOutput {
    private let descriptor: Int32
    public private(set) var isClosed = false
    /// The `errno` of a failed write other than `EPIPE`, described.
    public private(set) var writeFailure: String?
    public let isTerminal: Bool

    public init(descriptor: Int32) {
        self.descriptor = descriptor
        self.isTerminal = isatty(descriptor) == 1
    }

    public func write(_ text: String) {
        guard !isClosed, !text.isEmpty else { return }
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    // EPIPE (the reader went away: quiet), or a real failure such as EBADF for a
                    // closed descriptor (`>&-`) or ENOSPC, which the command reports: either way
                    // nobody can read what follows.
                    let code = errno
                    if code != EPIPE { writeFailure = String(cString: strerror(code)).lowercased() }
                    isClosed = true
                    return
                }
            }
        }
    }
}

/// The C library's `write`, named apart from `CommandOutput.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
