#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files (or standard input) into bytes with POSIX calls, so every failure keeps its
/// `errno` and becomes a typed `InputError`. Files are opened read-only and never written.
enum FileReader {
    /// Checks that `path` names something readable that is not a directory, without reading it,
    /// so a typo in the third input stops the run before the first is decoded.
    static func checkReadable(_ source: InputSource, relativeTo directory: String) throws(InputError) {
        guard case .file(let given) = source else { return }
        let path = resolve(given, relativeTo: directory)
        var status = stat()
        guard stat(path, &status) == 0 else { throw InputError(source: source, reason: reason(for: errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { throw InputError(source: source, reason: .isDirectory) }
        guard access(path, R_OK) == 0 else { throw InputError(source: source, reason: reason(for: errno)) }
    }

    /// Checks that a path exists (files and folders both), for schema paths; returns whether it
    /// is a directory.
    @discardableResult
    static func checkExists(_ path: String, relativeTo directory: String) throws(InputError) -> Bool {
        var status = stat()
        guard stat(resolve(path, relativeTo: directory), &status) == 0 else {
            throw InputError(source: .file(path), reason: reason(for: errno))
        }
        return status.st_mode & S_IFMT == S_IFDIR
    }

    static func read(_ source: InputSource, relativeTo directory: String) throws(InputError) -> [UInt8] {
        switch source {
        case .standardInput:
            return try readAll(descriptor: 0, sizeHint: 0, source: source)
        case .file(let given):
            let path = resolve(given, relativeTo: directory)
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw InputError(source: source, reason: reason(for: errno)) }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { throw InputError(source: source, reason: reason(for: errno)) }
            if status.st_mode & S_IFMT == S_IFDIR { throw InputError(source: source, reason: .isDirectory) }
            return try readAll(descriptor: descriptor, sizeHint: Int(status.st_size), source: source)
        }
    }

    /// Reads until end of file; `sizeHint` (a regular file's size) sizes the buffer so one read
    /// suffices, and pipes and devices, whose size is 0, grow it as needed.
    private static func readAll(descriptor: Int32, sizeHint: Int, source: InputSource) throws(InputError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(sizeHint + 1, 64 * 1024))
        var filled = 0
        while true {
            if filled == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: bytes.count))
            }
            let (count, code) = bytes.withUnsafeMutableBufferPointer { buffer in
                let count = systemRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                return (count, count < 0 ? errno : 0)
            }
            if count > 0 {
                filled += count
            } else if count == 0 {
                break
            } else if code != EINTR {
                throw InputError(source: source, reason: reason(for: code))
            }
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// A relative path is relative to the command's working directory (the process's, except in
    /// tests that run commands in-process).
    static func resolve(_ path: String, relativeTo directory: String) -> String {
        path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
    }

    static func reason(for code: Int32) -> InputError.Reason {
        switch code {
        case ENOENT, ENOTDIR: .notFound
        case EISDIR: .isDirectory
        case EACCES, EPERM: .permissionDenied
        default: .system(String(cString: strerror(code)).lowercased())
        }
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
