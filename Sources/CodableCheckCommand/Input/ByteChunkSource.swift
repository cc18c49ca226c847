#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Something bytes can be read from a piece at a time: a file descriptor (standard input, a
/// `.jsonl` file) or, in tests, bytes in memory.
public protocol ByteChunkSource: AnyObject {
    /// Reads at most `buffer.count` bytes into `buffer` and returns how many; 0 at the end.
    /// Errors other than the tool's own input errors are reported with their description.
    /// Returns as soon as some bytes are available, so a pipe's lines arrive as they are written.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
    /// Whether a `read` would return within `milliseconds` (0: at once): false while a pipe's
    /// writer has sent nothing more, so a reader holding whole lines checks them instead of
    /// waiting for the next.
    func hasBytesReady(waitingUpTo milliseconds: Int32) -> Bool
    /// Lets a pipe's writer get up to `byteCount` bytes ahead of the reads, where the system
    /// allows it; nothing for other sources.
    func bufferAhead(upTo byteCount: Int)
}

extension ByteChunkSource {
    /// Bytes in memory and files are always ready.
    public func hasBytesReady(waitingUpTo milliseconds: Int32) -> Bool { true }

    /// Bytes in memory and files are all there already.
    public func bufferAhead(upTo byteCount: Int) {}
}

/// Reads a file descriptor with `read(2)`, retrying on `EINTR`.
public final class FileDescriptorChunkSource: ByteChunkSource {
    private let descriptor: Int32
    private let source: InputSource
    private let closesOnDeinit: Bool

    /// Standard input (not closed by this object).
    public convenience init(standardInput: ()) {
        self.init(descriptor: 0, source: .standardInput, closesOnDeinit: false)
    }

    init(descriptor: Int32, source: InputSource, closesOnDeinit: Bool) {
        self.descriptor = descriptor
        self.source = source
        self.closesOnDeinit = closesOnDeinit
    }

    /// Opens a file for reading.
    static func open(_ source: InputSource, relativeTo directory: String) throws(InputError) -> FileDescriptorChunkSource {
        guard case .file(let given) = source else { return FileDescriptorChunkSource(standardInput: ()) }
        let descriptor = systemOpen(FileReader.resolve(given, relativeTo: directory))
        guard descriptor >= 0 else { throw InputError(source: source, reason: FileReader.reason(for: errno)) }
        return FileDescriptorChunkSource(descriptor: descriptor, source: source, closesOnDeinit: true)
    }

    deinit {
        if closesOnDeinit { close(descriptor) }
    }

    /// Asks `poll`: a regular file is always ready, a pipe or a terminal when bytes (or its end)
    /// arrive within `milliseconds`.
    public func hasBytesReady(waitingUpTo milliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, milliseconds) != 0
    }

    /// Grows a pipe's buffer to `byteCount` (Linux's `F_SETPIPE_SZ`; 64 KiB by default, at most
    /// `/proc/sys/fs/pipe-max-size`, 1 MiB unless raised). `--lines` asks for a chunk's size when
    /// several threads check: the writer (`cat big.jsonl |`) then competes with them for the
    /// cores, and with a 64 KiB pipe it had to be run again for every 64 KiB read, 16 times per
    /// chunk (issue 25). The buffer is kernel memory, charged to the user's pipe allowance, not
    /// to this process. A refusal (above the limit, or the user's pipes already hold their
    /// allowance) leaves the pipe as it was.
    public func bufferAhead(upTo byteCount: Int) {
        #if os(Linux)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return }
        _ = fcntl(descriptor, setPipeSize, Int32(clamping: byteCount))
        #endif
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            #if canImport(Glibc)
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            #elseif canImport(Musl)
            let count = Musl.read(descriptor, buffer.baseAddress, buffer.count)
            #else
            let count = Darwin.read(descriptor, buffer.baseAddress, buffer.count)
            #endif
            if count >= 0 { return count }
            if errno != EINTR { throw InputError(source: source, reason: FileReader.reason(for: errno)) }
        }
    }
}

/// Bytes in memory, served in pieces: for tests, and for contexts that only have all of standard
/// input at once.
public final class BytesChunkSource: ByteChunkSource {
    private let load: () throws -> [UInt8]
    private var bytes: [UInt8]?
    private var position = 0

    /// `load` is called on the first read.
    public init(_ load: @escaping () throws -> [UInt8]) {
        self.load = load
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        if bytes == nil {
            bytes = try load()
        }
        guard let bytes else { return 0 }
        let count = min(buffer.count, bytes.count - position)
        bytes.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + position, byteCount: count)
        }
        position += count
        return count
    }
}

private func systemOpen(_ path: String) -> Int32 {
    open(path, O_RDONLY)
}

#if os(Linux)
/// `F_SETPIPE_SZ` from `<fcntl.h>` (`F_LINUX_SPECIFIC_BASE + 7`), which the Glibc module leaves
/// out (it is declared only for `_GNU_SOURCE`).
private let setPipeSize: Int32 = 1031
#endif
