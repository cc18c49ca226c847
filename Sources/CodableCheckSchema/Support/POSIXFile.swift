#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system calls the command and the schema reader share, made straight to the C
/// library: Foundation's `FileManager` and `Data` reading cost hundreds of thousands of
/// instructions in a process that uses them once, more than reading a cached plan (issue 14).
/// Where a call stands in for Foundation's, it answers what Foundation does on the same path
/// (`POSIXFileTests` runs both). Here and not in the core: `--compile` builds the core's sources
/// with `swiftc` alone, where `package` access has no package.
package enum POSIXFile {
    /// Why `readAll` stopped.
    package enum ReadFailure: Error, Equatable {
        /// More than the limit was read.
        case tooLarge
        /// `read` failed with this `errno`.
        case system(Int32)
    }

    /// The process's working directory, as `FileManager.currentDirectoryPath` gives it: empty
    /// when it has none (it was removed). Read once per run, as the command starts.
    package static func currentDirectoryPath() -> String {
        guard let path = getcwd(nil, 0) else { return "" }
        defer { free(path) }
        return String(cString: path)
    }

    /// Whether `path` names a folder, following symbolic links; nil when nothing is there (or
    /// a link leads nowhere): what `FileManager.fileExists(atPath:isDirectory:)` answers.
    package static func isDirectory(atPath path: String) -> Bool? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR
    }

    /// A regular file's text (UTF-8, invalid bytes repaired as `String(decoding:as:)` repairs
    /// them), or nil when it cannot be opened or read, or is not a regular file (a folder, FIFO
    /// or device): what `FileManager.contents(atPath:)` answers, decoded, without the `Data`
    /// or an array between. Opened non-blocking as Foundation opens it, so a FIFO without a
    /// writer does not wait.
    package static func text(atPath path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            let buffer = try? readAll(descriptor: descriptor, sizeHint: Int(status.st_size), limit: Int.max)
        else { return nil }
        defer { buffer.deallocate() }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Up to `count` bytes from the start of the file at `path` (fewer at its end); nil when it
    /// cannot be opened, an empty array when it cannot be read: what `FileHandle(forReadingAtPath:)`
    /// and `read(upToCount:)` answer, an error read as no bytes.
    package static func prefix(atPath path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, count - filled) }
            if read > 0 {
                filled += read
            } else if read == 0 {
                break
            } else if errno != EINTR {
                return []
            }
        }
        bytes.removeLast(count - filled)
        return bytes
    }

    /// Reads `descriptor` until its end, into a buffer the caller owns and must deallocate.
    /// `sizeHint` (a regular file's size) sizes the buffer so that one read suffices (one spare
    /// byte to see the end without growing), and once that many bytes are read the end is
    /// taken as reached; pipes and devices, whose size is 0, grow it as needed. Stops with `.tooLarge` once more than `limit` bytes are read (a pipe that never
    /// ends, or a file that grew). Nothing is zero-filled: only the bytes read are returned.
    package static func readAll(
        descriptor: Int32, sizeHint: Int, limit: Int
    ) throws(ReadFailure) -> UnsafeMutableBufferPointer<UInt8> {
        var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: sizeHint > 0 ? sizeHint + 1 : 64 * 1024)
        var filled = 0
        while true {
            if filled == buffer.count {
                let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: buffer.count * 2)
                grown.baseAddress!.initialize(from: buffer.baseAddress!, count: filled)
                buffer.deallocate()
                buffer = grown
            }
            let count = systemRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count > 0 {
                filled += count
                if filled > limit {
                    buffer.deallocate()
                    throw .tooLarge
                }
                // A regular file that had `sizeHint` bytes gave them all and no more: its end,
                // without a second `read` to see it (one system call per file a run reads: the
                // model files, their manifest, the cached plan). A file that grew fills the spare
                // byte and is read on to its new end, as before.
                if sizeHint > 0, filled == sizeHint, filled < buffer.count { break }
            } else if count == 0 {
                break
            } else if errno != EINTR {
                let code = errno
                buffer.deallocate()
                throw .system(code)
            }
        }
        return UnsafeMutableBufferPointer(rebasing: buffer[..<filled])
    }
}

/// The C library's `read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
