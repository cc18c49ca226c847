import CodableCheckCore
import Foundation

/// Reads a project file with the tool's own JSON reader, so every problem has a line and column:
/// malformed JSON, a key the part it is in does not take (with the near-miss rule's suggestion),
/// a value of the wrong kind. Each option value is checked as the parser checks the command
/// line's (`OptionSpec.check`); what only its `Setting` can check is checked when the checks are
/// built (`ProjectRun`), with the key's position kept for the message.
struct ProjectFileReader {
    /// A problem at a byte offset of the file, worded as the message's end.
    struct Problem: Error {
        var offset: Int
        var text: String
    }

    private let document: JSONDocument
    private var file: ProjectFile

    /// Reads the file at `path` (absolute); `shownPath` is how messages name it.
    static func read(path: String, shownPath: String) throws(CommandLineError) -> ProjectFile {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(.file(path), relativeTo: "/")
        } catch {
            throw CommandLineError(.input(InputError(source: .file(shownPath), reason: error.reason)))
        }
        let directory = (path as NSString).deletingLastPathComponent
        var file = ProjectFile(path: shownPath, directory: directory.isEmpty ? "/" : directory, bytes: bytes)
        do throws(Problem) {
            let document: JSONDocument
            do {
                document = try JSONReader.read(bytes)
            } catch {
                throw Problem(offset: error.byteOffset, text: "not valid JSON: \(error.message)")
            }
            // A public format is read as RFC 8259 writes it: no trailing comma, no key twice
            // (which would leave one of two settings unread).
            if let deviation = document.deviations.first {
                throw Problem(offset: deviation.byteOffset, text: "not valid JSON: \(deviation.message)")
            }
            var reader = ProjectFileReader(document: document, file: file)
            try reader.readTopLevel()
            file = reader.file
        } catch {
            throw Self.error(at: error.offset, error.text, in: file)
        }
        return file
    }

    /// The message for a problem at `offset`, with the file's line under it and a caret.
    static func error(at offset: Int, _ text: String, in file: ProjectFile) -> CommandLineError {
        let rendered = file.bytes.withUnsafeBufferPointer { buffer in
            var table = SourceLineTable(bytes: buffer)
            let location = table.location(ofByteOffset: offset)
            let diagnostic = Diagnostic(
                severity: .error, kind: "projectFile", codingPath: nil, byteOffset: offset, message: text, location: location)
            let reporter = TextReporter(diagnostics: BufferedOutput(), values: BufferedOutput(), decorator: PlainDecorator())
            return (location, reporter.render(diagnostic, inputName: file.path))
        }
        // The header is the error's own line; the source line and caret follow it.
        let excerpt = rendered.1.split(separator: "\n").dropFirst().map(String.init)
        return CommandLineError(
            .projectFile(path: file.path, line: rendered.0.line, column: rendered.0.column, problem: text), details: excerpt)
    }

    // MARK: The parts

    private mutating func readTopLevel() throws(Problem) {
        let root = document.rootIndex
        guard tape.kind(at: root) == .object else {
            throw Problem(offset: tape.offset(at: root), text: "expected an object with \"version\" and \"checks\"")
        }
        var sawVersion = false
        var sawChecks = false
        let keys = [ProjectKeys.version, ProjectKeys.decoder, ProjectKeys.checks] + ProjectKeys.topLevel.map(\.name)
        for (key, keyIndex, value) in members(of: root) {
            switch key {
            case ProjectKeys.version:
                sawVersion = true
                guard tape.kind(at: value) == .number, document.literalText(at: value) == String(ProjectFile.version) else {
                    throw Problem(
                        offset: tape.offset(at: value),
                        text: "unsupported \"version\": this codable-check reads version \(ProjectFile.version)")
                }
            case ProjectKeys.decoder:
                guard tape.kind(at: value) == .object else { throw expected("an object", for: key, at: value) }
                for (decoderKey, decoderKeyIndex, decoderValue) in members(of: value) {
                    guard let option = ProjectKeys.decoderSetUp.first(where: { $0.name == decoderKey }) else {
                        throw unknownKey(decoderKey, at: decoderKeyIndex, in: "\"decoder\"", among: ProjectKeys.decoderSetUp.map(\.name))
                    }
                    file.shared[decoderKey] = try values(of: decoderValue, for: option)
                    file.sharedKeyOffsets[decoderKey] = tape.offset(at: decoderKeyIndex)
                }
            case ProjectKeys.checks:
                sawChecks = true
                guard tape.kind(at: value) == .array else { throw expected("an array of checks", for: key, at: value) }
                for element in elements(of: value) {
                    try readCheck(element)
                }
                if file.checks.isEmpty { throw Problem(offset: tape.offset(at: value), text: "\"checks\" is empty: add a check") }
            default:
                guard let option = ProjectKeys.topLevel.first(where: { $0.name == key }) else {
                    throw unknownKey(key, at: keyIndex, in: "the top level", among: keys)
                }
                file.shared[key] = try values(of: value, for: option)
                file.sharedKeyOffsets[key] = tape.offset(at: keyIndex)
            }
        }
        if !sawVersion { throw Problem(offset: tape.offset(at: root), text: "missing \"version\": \(ProjectFile.version)") }
        if !sawChecks { throw Problem(offset: tape.offset(at: root), text: "missing \"checks\": [{\"inputs\": [...], \"type\": ...}]") }
    }

    private mutating func readCheck(_ index: Int) throws(Problem) {
        let number = file.checks.count + 1
        guard tape.kind(at: index) == .object else {
            throw Problem(offset: tape.offset(at: index), text: "check \(number): expected an object with \"inputs\" and \"type\"")
        }
        var check = ProjectFile.Check(number: number, inputs: [], given: [:], offset: tape.offset(at: index))
        var sawType = false
        let keys = [ProjectKeys.inputs, ProjectKeys.todo] + ProjectKeys.check.map(\.name)
        for (key, keyIndex, value) in members(of: index) {
            check.keyOffsets[key] = tape.offset(at: keyIndex)
            switch key {
            case ProjectKeys.inputs:
                check.inputs = try strings(at: value, for: key)
                if check.inputs.isEmpty {
                    throw Problem(offset: tape.offset(at: value), text: "\"inputs\" is empty: name files, folders or patterns")
                }
            case ProjectKeys.todo:
                guard let text = document.stringValue(at: value) else { throw expected("a string", for: key, at: value) }
                check.todo = text
            case DecodeSettings.type.option.name where tape.kind(at: value) == .null:
                sawType = true
                check.isTypeMissing = true
            default:
                guard let option = ProjectKeys.check.first(where: { $0.name == key }) else {
                    throw unknownKey(key, at: keyIndex, in: "check \(number)", among: keys)
                }
                if option == DecodeSettings.type.option { sawType = true }
                check.given[key] = try values(of: value, for: option)
            }
        }
        if check.inputs.isEmpty {
            throw Problem(offset: check.offset, text: "check \(number) has no \"inputs\": name files, folders or patterns")
        }
        if !sawType {
            throw Problem(offset: check.offset, text: "check \(number) has no \"type\": name the Swift type its inputs decode as")
        }
        file.checks.append(check)
    }

    // MARK: Values

    /// A JSON value as the text values the option would be given on the command line: `true`
    /// for a flag (`false`: not given), a number for a count, a string, or an array of strings
    /// for an option that may be repeated.
    private func values(of index: Int, for option: OptionSpec) throws(Problem) -> [String]? {
        let given: [String]
        switch (option.kind, tape.kind(at: index)) {
        case (.flag, .true), (.flagOrInlineChoice, .true): return [""]
        case (.flag, .false), (.flagOrInlineChoice, .false): return nil
        case (.flag, _): throw expected("true or false", for: option.name, at: index)
        case (.count, .number): given = [document.literalText(at: index)]
        case (.count, _): throw expected("a whole number above zero", for: option.name, at: index)
        case (_, .array) where option.isRepeatable: given = try strings(at: index, for: option.name)
        case (_, .string): given = [document.stringValue(at: index) ?? ""]
        default:
            throw expected(option.isRepeatable ? "a string or an array of strings" : "a string", for: option.name, at: index)
        }
        for value in given {
            do {
                try option.check(value)
            } catch {
                throw Problem(offset: tape.offset(at: index), text: "\"\(option.name)\": " + error.message)
            }
        }
        return given
    }

    /// A string, or an array of strings.
    private func strings(at index: Int, for key: String) throws(Problem) -> [String] {
        if let text = document.stringValue(at: index) { return [text] }
        guard tape.kind(at: index) == .array else { throw expected("a string or an array of strings", for: key, at: index) }
        var found: [String] = []
        for element in elements(of: index) {
            guard let text = document.stringValue(at: element) else { throw expected("strings", for: key, at: element) }
            found.append(text)
        }
        return found
    }

    // MARK: Walking the tape

    private var tape: JSONTape { document.tape }

    /// An object's members in order: the key, its entry and its value's entry.
    private func members(of index: Int) -> [(String, Int, Int)] {
        var found: [(String, Int, Int)] = []
        var member = index + 1
        let end = tape.indexAfter(index)
        while member < end {
            found.append((document.stringValue(at: member) ?? "", member, member + 1))
            member = tape.indexAfter(member + 1)
        }
        return found
    }

    private func elements(of index: Int) -> [Int] {
        var found: [Int] = []
        var element = index + 1
        let end = tape.indexAfter(index)
        while element < end {
            found.append(element)
            element = tape.indexAfter(element)
        }
        return found
    }

    private func expected(_ what: String, for key: String, at index: Int) -> Problem {
        Problem(offset: tape.offset(at: index), text: "\"\(key)\" must be \(what)")
    }

    private func unknownKey(_ key: String, at index: Int, in part: String, among keys: [String]) -> Problem {
        let suggestion = Suggestion.closest(to: key, in: keys).map { "; did you mean \"\($0)\"?" } ?? ""
        return Problem(offset: tape.offset(at: index), text: "unknown key \"\(key)\" in \(part)\(suggestion)")
    }
}
