import CodableCheckCore
import Foundation
import Testing

@testable import CodableCheckCommand

/// Large files are mapped instead of read: the same bytes, the same results, and a file
/// truncated while mapped is reported as changed instead of ending the process with SIGBUS.
/// Serialized: one test fills every slot of the SIGBUS guard's table, which another needs free.
@Suite(.serialized) struct MappedFileTests {
    /// A JSON array of `count` books, about 60 bytes each.
    static func books(_ count: Int, pagesOf last: String = "412") -> String {
        let book = #"{"title": "Dune", "pages": 412}"#
        return "[" + Array(repeating: book, count: count - 1).joined(separator: ",\n") + ",\n"
            + #"{"title": "Emma", "pages": "# + last + "}]"
    }

    @Test func aLargeFileIsMappedWithTheSameBytes() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = Self.books(2_000)
        try Data(text.utf8).write(to: directory.appendingPathComponent("books.json"))
        guard case .mapped(let file) = try FileReader.readWhole(.file("books.json"), relativeTo: directory.path) else {
            Issue.record("a \(text.utf8.count)-byte file was not mapped")
            return
        }
        #expect(Array(file.bytes) == Array(text.utf8))
        #expect(file.isUnchanged)
        // A small file is read into a buffer.
        try Data("{}".utf8).write(to: directory.appendingPathComponent("small.json"))
        guard case .buffer(let buffer) = try FileReader.readWhole(.file("small.json"), relativeTo: directory.path) else {
            Issue.record("a 2-byte file was mapped")
            return
        }
        #expect(Array(buffer) == Array("{}".utf8))
        buffer.deallocate()
        #expect(throws: InputError(source: .file("missing.json"), reason: .notFound)) {
            try FileReader.readWhole(.file("missing.json"), relativeTo: directory.path)
        }
        #expect(throws: InputError(source: .file("."), reason: .isDirectory)) {
            try FileReader.readWhole(.file("."), relativeTo: directory.path)
        }
    }

    /// A run of one input in a process that exits after it keeps the document, and so the
    /// mapping, until exit instead of unmapping it; any other checker frees it after the check.
    @Test func aCheckedMappingIsKeptOnlyWhenTheCheckerKeepsDocuments() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.books(2_000, pagesOf: #""474""#).utf8).write(to: directory.appendingPathComponent("books.json"))
        let book = ObjectPlan(
            typeName: "Book",
            fields: [
                FieldPlan(propertyName: "title", key: "title", value: .string),
                FieldPlan(propertyName: "pages", key: "pages", value: .integer(.int)),
            ])
        for keeps in [false, true] {
            weak var mapping: MappedFile?
            var checker = DocumentChecker(plan: .array(.object(book)), options: ValidationOptions(), warningPolicy: WarningPolicy())
            checker.keepsDocumentsUntilExit = keeps
            try {
                guard case .mapped(let file) = try FileReader.readWhole(.file("books.json"), relativeTo: directory.path) else {
                    Issue.record("not mapped")
                    return
                }
                mapping = file
                let result = checker.check(mapped: file, inputName: "books.json")
                // Kept or not, the result is the same: the last book's pages are a string.
                #expect(result.errors.map(\.codingPath) == [[.index(1_999), .key("pages")]])
            }()
            #expect((mapping != nil) == keeps, "keeps: \(keeps)")
        }
    }

    @Test func aFileTruncatedWhileMappedReadsAsZerosAndIsReportedChanged() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("books.json")
        let text = Self.books(4_000)
        try Data(text.utf8).write(to: url)
        guard case .mapped(let file) = try FileReader.readWhole(.file(url.path), relativeTo: "/") else {
            Issue.record("not mapped")
            return
        }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 1_000)
        try handle.close()
        // Past the new end: without the guard, this read ends the process with SIGBUS.
        #expect(file.bytes[file.bytes.count - 1] == 0)
        #expect(file.bytes[100_000] == 0)
        #expect(Array(file.bytes[..<1_000]) == Array(text.utf8.prefix(1_000)))
        #expect(!file.isUnchanged)
    }

    /// The SIGBUS handler only covers the tool's own live mappings: a fault anywhere else must
    /// end the process as it would have.
    @Test func onlyLiveMappingsAreGuarded() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = Self.books(2_000)
        try Data(text.utf8).write(to: directory.appendingPathComponent("books.json"))
        guard case .mapped(let file) = try FileReader.readWhole(.file("books.json"), relativeTo: directory.path) else {
            Issue.record("not mapped")
            return
        }
        let start = UInt(bitPattern: file.bytes.baseAddress)
        #expect(TruncatedMappingGuard.covers(start))
        #expect(TruncatedMappingGuard.covers(start + UInt(file.bytes.count) - 1))
        let unrelated = UnsafeMutablePointer<UInt8>.allocate(capacity: 16)
        defer { unrelated.deallocate() }
        #expect(!TruncatedMappingGuard.covers(UInt(bitPattern: unrelated)))

        // The range's bounds, in address space this test reserves, so that no other test's
        // mapping can lie next to it: a range of 2.5 pages from the second page on covers up to
        // the end of its last page (which a truncation also leaves unbacked), and no further.
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let reserved = try #require(mmap(nil, Int(page) * 8, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        defer { munmap(reserved, Int(page) * 8) }
        let base = UInt(bitPattern: reserved) + page
        let slot = try #require(
            TruncatedMappingGuard.register(UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: base), count: Int(page * 5 / 2))))
        #expect(TruncatedMappingGuard.covers(base))
        #expect(TruncatedMappingGuard.covers(base + page * 3 - 1))
        #expect(!TruncatedMappingGuard.covers(base + page * 3))
        #expect(!TruncatedMappingGuard.covers(base - 1))
        TruncatedMappingGuard.unregister(slot: slot)
        #expect(!TruncatedMappingGuard.covers(base), "a range no longer registered stays guarded")
    }

    /// More files mapped at once than the handler's table holds: the next one is read instead,
    /// with the same bytes.
    @Test func aFileBeyondTheGuardsCapacityIsRead() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = Self.books(2_000)
        try Data(text.utf8).write(to: directory.appendingPathComponent("books.json"))
        var held: [MappedFile] = []
        var readInstead: UnsafeMutableBufferPointer<UInt8>?
        // Other tests may hold slots too, so the table can fill before `capacity` of ours.
        for _ in 0...TruncatedMappingGuard.capacity {
            switch try FileReader.readWhole(.file("books.json"), relativeTo: directory.path) {
            case .mapped(let file): held.append(file)
            case .buffer(let buffer): readInstead = buffer
            }
            if readInstead != nil { break }
        }
        guard let readInstead else {
            Issue.record("\(held.count) files mapped at once, more than the guard's \(TruncatedMappingGuard.capacity) slots")
            return
        }
        #expect(Array(readInstead) == Array(text.utf8))
        readInstead.deallocate()
        held.removeAll()
        guard case .mapped = try FileReader.readWhole(.file("books.json"), relativeTo: directory.path) else {
            Issue.record("slots were not given back when the mappings ended")
            return
        }
    }

    @Test func decodingAMappedFileReportsWhatReadingItWould() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Models"), withIntermediateDirectories: true)
        try Data("struct Book: Codable {\n    let title: String\n    let pages: Int\n}\n".utf8)
            .write(to: directory.appendingPathComponent("Models/Book.swift"))
        let text = Self.books(2_000, pagesOf: #""474""#)
        try Data(text.utf8).write(to: directory.appendingPathComponent("books.json"))
        let mapped = try ToolProcess.run(["decode", "--type", "[Book]", "--schema", "Models", "books.json"], in: directory)
        let read = try ToolProcess.run(["decode", "--type", "[Book]", "--schema", "Models", "-"], stdin: text, in: directory)
        #expect(mapped.status == 1)
        #expect(mapped.stderr.contains(": error: typeMismatch at [1999].pages: expected Int, found string \"474\""), "\(mapped.stderr)")
        #expect(mapped.stderr == read.stderr.replacingOccurrences(of: "<stdin>", with: "books.json"))
    }
}
