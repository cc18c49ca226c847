import CodableCheckSchema
import CodableCheckTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `POSIXFile` stands in for `FileManager` and `FileHandle` where the schema reader asks the
/// file system on every run: each answer here is compared with Foundation's on the same path,
/// over what a schema folder can hold (files, folders, links that work, dangle or loop, FIFOs,
/// devices, paths through a file).
@Suite struct POSIXFileTests {
    /// A fresh folder of every kind of entry, and paths into it that name them.
    private static func makeTree() throws -> (root: String, paths: [String]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("posix-file-\(UUID().uuidString)").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/Models/Nested", withIntermediateDirectories: true)
        try "struct Book: Codable { var title: String }\n".write(toFile: root + "/Models/Book.swift", atomically: false, encoding: .utf8)
        try "".write(toFile: root + "/Models/Empty.swift", atomically: false, encoding: .utf8)
        let long = "// swift-tools-version:6.0\n" + String(repeating: "// A manifest's comment, longer than a prefix.\n", count: 3000)
        try long.write(toFile: root + "/Package.swift", atomically: false, encoding: .utf8)
        #expect(manager.createFile(atPath: root + "/Models/Latin1.swift", contents: Data([0x2F, 0x2F, 0x20, 0xE9, 0x74, 0xE9, 0x0A])))
        try manager.createSymbolicLink(atPath: root + "/BookLink.swift", withDestinationPath: "Models/Book.swift")
        try manager.createSymbolicLink(atPath: root + "/ModelsLink", withDestinationPath: "Models")
        try manager.createSymbolicLink(atPath: root + "/Dangling.swift", withDestinationPath: "Missing.swift")
        try manager.createSymbolicLink(atPath: root + "/Loop.swift", withDestinationPath: "Loop.swift")
        #expect(mkfifo(root + "/Pipe.swift", 0o644) == 0)
        let paths = [
            root, root + "/", root + "/Models", root + "/Models/", root + "/Models/Nested", root + "/Models/Book.swift",
            root + "/Models/Book.swift/", root + "/Models/Book.swift/x", root + "/Models/Empty.swift", root + "/Models/Latin1.swift",
            root + "/Package.swift",
            root + "/BookLink.swift", root + "/ModelsLink", root + "/ModelsLink/", root + "/ModelsLink/Book.swift",
            root + "/Dangling.swift", root + "/Loop.swift", root + "/Pipe.swift", root + "/Missing.swift",
            root + "//Models/./Book.swift", root + "/Models/../Models/Book.swift", root + "/ModelsLink/../Package.swift",
            "/", "/dev/null", "/proc/self/cmdline", "", "~", "Relative/Book.swift",
        ]
        return (root, paths)
    }

    @Test func currentDirectoryIsFileManagers() {
        #expect(POSIXFile.currentDirectoryPath() == FileManager.default.currentDirectoryPath)
    }

    @Test func isDirectoryAnswersAsFileExists() throws {
        let (root, paths) = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for path in paths {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            #expect(POSIXFile.isDirectory(atPath: path) == (exists ? isDirectory.boolValue : nil), "\(path)")
        }
    }

    /// Also a FIFO without a writer (nil at once, not a wait) and a device (nil: not a regular
    /// file, as Foundation refuses it).
    @Test func textAnswersAsFileManagersContents() throws {
        let (root, paths) = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for path in paths {
            let expected = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            #expect(POSIXFile.text(atPath: path) == expected, "\(path)")
        }
        #expect(POSIXFile.text(atPath: root + "/Models/Book.swift") == "struct Book: Codable { var title: String }\n")
        #expect(POSIXFile.text(atPath: root + "/Models/Empty.swift") == "", "an empty file is empty text, not nil")
    }

    /// The first bytes `SchemaDiscovery.isManifest` looks at; a folder opens but cannot be read.
    /// (No FIFO: `FileHandle` would wait for a writer; discovery reads regular files only.)
    @Test func prefixAnswersAsFileHandle() throws {
        let (root, paths) = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for path in paths where !path.hasSuffix("Pipe.swift") {
            let expected: [UInt8]? = FileHandle(forReadingAtPath: path).map { handle in
                defer { try? handle.close() }
                return Array((try? handle.read(upToCount: 64)) ?? Data())
            }
            #expect(POSIXFile.prefix(atPath: path, count: 64) == expected, "\(path)")
        }
        #expect(POSIXFile.prefix(atPath: root + "/Package.swift", count: 64)?.count == 64)
    }

    /// A pipe has no size: the buffer grows past its first 64 KiB; and a limit stops the read.
    @Test func readAllReadsAPipeToItsEndAndStopsAtTheLimit() throws {
        let text = Array(String(repeating: "{\"title\": \"Dune\", \"pages\": 412}\n", count: 10_000).utf8)
        for (limit, succeeds) in [(Int.max, true), (text.count, true), (text.count - 1, false)] {
            let pipe = Pipe()
            let writer = Thread {
                pipe.fileHandleForWriting.write(Data(text))
                try? pipe.fileHandleForWriting.close()
            }
            writer.start()
            let descriptor = pipe.fileHandleForReading.fileDescriptor
            do {
                let buffer = try POSIXFile.readAll(descriptor: descriptor, sizeHint: 0, limit: limit)
                defer { buffer.deallocate() }
                #expect(succeeds && Array(buffer) == text, "limit \(limit)")
            } catch {
                #expect(!succeeds && error == .tooLarge, "limit \(limit)")
                // Let the writer finish: it blocks on a full pipe no one reads.
                _ = try? pipe.fileHandleForReading.readToEnd()
            }
            while !writer.isFinished { usleep(1_000) }
        }
    }

    /// Once a file's size in bytes has arrived, its end is taken as reached: no second `read` to
    /// see it (one system call fewer for every model file, manifest and cached plan a run reads).
    /// A pipe stands in for the file here, so that a second `read` would wait: its writer closes
    /// only once `readAll` has returned (or, should it never return, after the hang guard's wait).
    @Test func readAllStopsOnceTheSizeHintHasArrived() throws {
        let text = Array("struct Book: Codable { var title: String }\n".utf8)
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(text))
        let state = PipeCloser(pipe.fileHandleForWriting)
        let closer = Thread { state.closeWhenReturnedOrAfter(seconds: HangGuardWait.seconds) }
        closer.start()
        let buffer = try POSIXFile.readAll(descriptor: pipe.fileHandleForReading.fileDescriptor, sizeHint: text.count, limit: Int.max)
        defer { buffer.deallocate() }
        #expect(state.markReturned(), "readAll waited for the writer to close after the hinted size had arrived")
        #expect(Array(buffer) == text)
        while !closer.isFinished { usleep(1_000) }
    }

    /// A file that grew after its size was taken fills the spare byte and is read to its new end.
    @Test func readAllReadsAFileThatGrewToItsEnd() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("posix-file-\(UUID().uuidString).swift").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = "struct Book: Codable { var title: String }\nstruct Shelf: Codable { var books: [Book] }\n"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let descriptor = open(path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let buffer = try POSIXFile.readAll(descriptor: descriptor, sizeHint: 43, limit: Int.max)
        defer { buffer.deallocate() }
        #expect(String(decoding: buffer, as: UTF8.self) == text)
    }

    @Test func readAllReportsTheSystemsError() {
        #expect(throws: POSIXFile.ReadFailure.system(EBADF)) {
            try POSIXFile.readAll(descriptor: -1, sizeHint: 0, limit: Int.max)
        }
    }
}

/// Closes a pipe's writing end once the reader says it returned, or after a wait that only
/// bounds how long a reader that never returns takes to fail.
private final class PipeCloser: @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSCondition()
    private var returned = false
    private var closed = false

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func closeWhenReturnedOrAfter(seconds: Double) {
        lock.lock()
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !returned, lock.wait(until: deadline) {}
        closed = true
        lock.unlock()
        try? handle.close()
    }

    /// Says the reader returned; true when it did so before the writer closed.
    func markReturned() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        returned = true
        lock.signal()
        return !closed
    }
}
