import CodableCheckSchema
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

    @Test func readAllReportsTheSystemsError() {
        #expect(throws: POSIXFile.ReadFailure.system(EBADF)) {
            try POSIXFile.readAll(descriptor: -1, sizeHint: 0, limit: Int.max)
        }
    }
}
