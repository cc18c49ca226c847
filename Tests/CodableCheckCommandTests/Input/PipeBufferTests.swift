import Testing

@testable import CodableCheckCommand

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `--lines` on several threads lets a pipe's writer get a chunk ahead of the reads
/// (`ByteChunkSource.bufferAhead(upTo:)`): a pipe's buffer grows to the size asked, and the
/// source reads as before; a regular file is left as it is.
@Suite struct PipeBufferTests {
    #if os(Linux)
    /// `F_GETPIPE_SZ` from `<fcntl.h>`, which the Glibc module leaves out.
    static let getPipeSize: Int32 = 1032

    @Test func aPipeGrowsToTheSizeAskedAndStillReads() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[1]) }
        let source = FileDescriptorChunkSource(descriptor: ends[0], source: .standardInput, closesOnDeinit: true)
        // 256 KiB: under the system's default limit for a pipe (1 MiB), so no privilege is needed.
        source.bufferAhead(upTo: 256 * 1024)
        #expect(fcntl(ends[0], Self.getPipeSize) == 256 * 1024)
        let line = Array("{}\n".utf8)
        #expect(write(ends[1], line, line.count) == line.count)
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
        #expect(Array(buffer[..<count]) == line)
    }

    @Test func aRegularFileIsLeftAsItIs() throws {
        let descriptor = open("/proc/self/stat", O_RDONLY)
        try #require(descriptor >= 0)
        let source = FileDescriptorChunkSource(descriptor: descriptor, source: .file("/proc/self/stat"), closesOnDeinit: true)
        source.bufferAhead(upTo: 256 * 1024)
        #expect(fcntl(descriptor, Self.getPipeSize) == -1)
        var buffer = [UInt8](repeating: 0, count: 64)
        #expect(try buffer.withUnsafeMutableBytes { try source.read(into: $0) } > 0)
    }
    #endif
}
