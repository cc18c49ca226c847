import CodableCheckSchema

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
    /// The largest document the reader can address (its byte offsets are `UInt32`); a larger
    /// one is refused before it is read, or as soon as a stream passes it.
    static let maximumDocumentSize = Int(UInt32.max) - 1

    /// Checks that an input path names a folder, or a file that can be read, without reading it,
    /// so a typo in the third input stops the run before the first is decoded; returns whether it
    /// is a folder. One `stat` of one resolved path: every input of a run goes through here.
    static func checkFolderOrReadableFile(_ path: String, relativeTo directory: String) throws(InputError) -> Bool {
        let resolved = resolve(path, relativeTo: directory)
        var status = stat()
        guard stat(resolved, &status) == 0 else { throw InputError(source: .file(path), reason: reason(for: errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { return true }
        guard access(resolved, R_OK) == 0 else { throw InputError(source: .file(path), reason: reason(for: errno)) }
        return false
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
        let buffer = try readBuffer(source, relativeTo: directory)
        defer { buffer.deallocate() }
        return Array(buffer)
    }

    /// Reads `source` into a buffer the caller owns and must deallocate (or hand to
    /// `JSONReader.read(adopting:)`), so a large file is held in memory once, not copied.
    static func readBuffer(
        _ source: InputSource, relativeTo directory: String
    ) throws(InputError) -> UnsafeMutableBufferPointer<UInt8> {
        switch source {
        case .standardInput:
            // `< big.json` is a regular file: refuse it before reading, as a named file.
            var status = stat()
            if fstat(0, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > maximumDocumentSize {
                throw InputError(source: source, reason: .tooLarge)
            }
            return try readAll(descriptor: 0, sizeHint: 0, source: source)
        case .file(let given):
            let (descriptor, status) = try openFile(given, relativeTo: directory)
            defer { close(descriptor) }
            return try readAll(descriptor: descriptor, sizeHint: Int(status.st_size), source: source)
        }
    }

    /// A whole input's bytes: a large regular file mapped (`MappedFile`), anything else read
    /// into a buffer the caller owns, as `readBuffer` reads it.
    enum WholeInput {
        case mapped(MappedFile)
        case buffer(UnsafeMutableBufferPointer<UInt8>)
    }

    static func readWhole(_ source: InputSource, relativeTo directory: String) throws(InputError) -> WholeInput {
        guard case .file(let given) = source else { return .buffer(try readBuffer(source, relativeTo: directory)) }
        let (descriptor, status) = try openFile(given, relativeTo: directory)
        if status.st_mode & S_IFMT == S_IFREG, let mapped = MappedFile(descriptor: descriptor, status: status) {
            return .mapped(mapped)
        }
        defer { close(descriptor) }
        return .buffer(try readAll(descriptor: descriptor, sizeHint: Int(status.st_size), source: .file(given)))
    }

    /// Opens a file input for reading, with its status; refuses a folder and a file too large
    /// to check. The caller closes the descriptor.
    private static func openFile(_ given: String, relativeTo directory: String) throws(InputError) -> (Int32, stat) {
        let source = InputSource.file(given)
        let descriptor = open(resolve(given, relativeTo: directory), O_RDONLY)
        guard descriptor >= 0 else { throw InputError(source: source, reason: reason(for: errno)) }
        var status = stat()
        let failure: InputError.Reason? =
            if fstat(descriptor, &status) != 0 {
                reason(for: errno)
            } else if status.st_mode & S_IFMT == S_IFDIR {
                .isDirectory
            } else if Int(status.st_size) > maximumDocumentSize {
                .tooLarge
            } else {
                nil
            }
        if let failure {
            close(descriptor)
            throw InputError(source: source, reason: failure)
        }
        return (descriptor, status)
    }

    /// Reads until end of file (`POSIXFile.readAll`), refusing a document past the reader's
    /// limit as soon as it is passed.
    private static func readAll(
        descriptor: Int32, sizeHint: Int, source: InputSource
    ) throws(InputError) -> UnsafeMutableBufferPointer<UInt8> {
        do {
            return try POSIXFile.readAll(descriptor: descriptor, sizeHint: sizeHint, limit: maximumDocumentSize)
        } catch {
            switch error {
            case .tooLarge: throw InputError(source: source, reason: .tooLarge)
            case .system(let code): throw InputError(source: source, reason: reason(for: code))
            }
        }
    }

    /// A relative path is relative to the command's working directory (the process's, except in
    /// tests that run commands in-process).
    /// The joined path is built in one allocation from the two paths' bytes: `directory + "/" +
    /// path` cost 1,200 instructions, and every input is resolved twice (issue 14).
    static func resolve(_ path: String, relativeTo directory: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty { return path }
        var path = path
        return path.withUTF8 { join(directory, $0) }
    }

    /// `resolve` of a path given as UTF-8 bytes (a name the folder walk read, `FolderListing`),
    /// made into a `String` once, joined.
    static func resolve(utf8 path: UnsafeBufferPointer<UInt8>, relativeTo directory: String) -> String {
        if path.first == UInt8(ascii: "/") || directory.isEmpty { return String(decoding: path, as: UTF8.self) }
        return join(directory, path)
    }

    private static func join(_ directory: String, _ tail: UnsafeBufferPointer<UInt8>) -> String {
        var directory = directory
        return directory.withUTF8 { head in
            String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { joined in
                _ = joined.initialize(fromContentsOf: head)
                joined[head.count] = UInt8(ascii: "/")
                _ = joined[(head.count + 1)...].initialize(fromContentsOf: tail)
                return joined.count
            }
        }
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
