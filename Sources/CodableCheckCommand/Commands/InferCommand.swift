import CodableCheckCore

/// `codable-check infer`: writes Swift `Codable` declarations that decode every sample.
struct InferCommand {
    var inputs: [InputSource]
    var typeName: String
    var readsLines: Bool
    var suggestsEnums: Bool
    var maximumEnumCases = 8

    init(arguments: [String]) throws(CommandLineError) {
        let parsed = try ArgumentParser(Self.spec).parse(arguments)
        inputs = parsed.positionals.map(InputSource.init(argument:))
        if inputs.isEmpty { inputs = [.standardInput] }
        if inputs.filter({ $0 == .standardInput }).count > 1 {
            throw .usage("standard input ('-') can be read only once")
        }
        typeName = parsed.value("name") ?? "Root"
        guard SwiftNames.isPlainIdentifier(typeName), !SwiftNames.keywords.contains(typeName),
            !SwiftNames.reservedTypeNames.contains(typeName)
        else {
            throw .usage("invalid value '\(typeName)' for option '--name': expected a Swift type name, such as 'Book'")
        }
        readsLines = parsed.isSet("lines")
        suggestsEnums = parsed.isSet("enums")
        if let value = parsed.value("max-enum-cases") {
            guard let count = Int(value), count > 0 else {
                throw .usage("invalid value '\(value)' for option '--max-enum-cases': expected a positive integer")
            }
            maximumEnumCases = count
        }
    }

    func run(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        if inputs == [.standardInput], context.standardInputIsTerminal {
            throw .usage("no input: give sample JSON files, '-' for standard input, or pipe a sample in")
        }
        let items: [InputItem]
        do {
            items = try InputExpansion.expand(inputs, readsLines: readsLines, relativeTo: context.currentDirectory)
        } catch {
            throw CommandLineError(.input, error.message)
        }
        let walker = SampleWalker(maximumEnumCases: maximumEnumCases)
        let root = ValueShape()
        var sampleCount = 0
        for item in items {
            try read(item, context) { bytes, name throws(CommandLineError) in
                let document: JSONDocument
                do throws(JSONSyntaxError) {
                    document = try JSONReader.read(bytes)
                } catch {
                    throw CommandLineError(.input, "sample \(name) is not valid JSON: \(error.message)")
                }
                walker.add(document, to: root)
                sampleCount += 1
            }
        }
        guard sampleCount > 0 else { throw CommandLineError(.input, "no samples: every input was empty") }
        var inference = DeclarationInference(suggestsEnums: suggestsEnums, maximumEnumCases: maximumEnumCases)
        let declaration: InferredDeclaration
        let typeExpression: String
        do {
            (declaration, typeExpression) = try inference.declaration(for: root, name: typeName)
        } catch {
            guard case .rootNotObject(let found) = error else { throw .usage("cannot infer") }
            let what = found.isEmpty ? "only null" : ListFormatter.conjunction(found)
            throw CommandLineError(
                .input, "the samples must be JSON objects or arrays of objects to infer a Codable type; they hold \(what)")
        }
        var lines = [
            "// Codable declarations inferred by \(Version.toolName) from \(sampleCount) sample\(sampleCount == 1 ? "" : "s").",
            "// Check a document against them:",
            "//   \(Version.toolName) decode DOCUMENT --schema THIS_FILE --type '\(typeExpression)'"
                + (inference.usesDates ? " --date-strategy iso8601" : ""),
        ]
        if inference.usesDates {
            lines.append("// Dates are ISO 8601 strings: decode with `decoder.dateDecodingStrategy = .iso8601` (--date-strategy iso8601).")
        }
        lines += ["", "import Foundation", ""]
        lines += declaration.rendered()
        context.standardOutput.write(lines.joined(separator: "\n") + "\n")
        return .success
    }

    /// Calls `body` with each sample of an input: the whole file, or each non-blank line.
    private func read(
        _ item: InputItem, _ context: CommandContext,
        _ body: (UnsafeBufferPointer<UInt8>, String) throws(CommandLineError) -> Void
    ) throws(CommandLineError) {
        var failure: CommandLineError?
        do throws(InputError) {
            if item.readsLines {
                let source: any ByteChunkSource =
                    item.source == .standardInput
                    ? context.standardInputStream
                    : try FileDescriptorChunkSource.open(item.source, relativeTo: context.currentDirectory)
                var reader = LineReader(source: source, inputSource: item.source)
                defer { reader.close() }
                try reader.forEachLine { number, line throws(InputError) in
                    do throws(CommandLineError) {
                        try body(line, "'\(item.displayName)' line \(number)")
                        return true
                    } catch {
                        failure = error
                        return false
                    }
                }
            } else {
                let bytes = try readWhole(item.source, context)
                bytes.withUnsafeBufferPointer { buffer in
                    do throws(CommandLineError) {
                        try body(buffer, "'\(item.displayName)'")
                    } catch {
                        failure = error
                    }
                }
            }
        } catch {
            throw CommandLineError(.input, error.message)
        }
        if let failure { throw failure }
    }

    private func readWhole(_ source: InputSource, _ context: CommandContext) throws(InputError) -> [UInt8] {
        guard source == .standardInput else { return try FileReader.read(source, relativeTo: context.currentDirectory) }
        do {
            return try context.readStandardInput()
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(source: .standardInput, reason: .system(String(describing: error)))
        }
    }
}
