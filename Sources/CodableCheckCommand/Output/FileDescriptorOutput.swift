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
/// `codable-check decode … | head -1` stops quietly instead of crashing.
public final class FileDescriptorOutput: CommandOutput {
    private let descriptor: Int32
    public private(set) var isClosed = false
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
                    // EPIPE, or any other failure: nobody can read what follows.
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
