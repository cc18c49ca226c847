import CodableCheckCore

/// `codable-check infer`: writes Swift `Codable` declarations that decode every sample.
struct InferCommand {
    var inputs: [InputSource]
    var typeName: String
    var readsLines: Bool
    var suggestsEnums: Bool
    var maximumEnumCases: Int
    /// `--date-strategy iso8601`: ISO 8601 strings become `Date`.
    var infersDates = false

    init(arguments: [String]) throws(CommandLineError) {
        let parsed = try ArgumentParser(Self.spec).parse(arguments)
        inputs = parsed.positionals.map(InputSource.init(argument:))
        if inputs.isEmpty { inputs = [.standardInput] }
        if inputs.filter({ $0 == .standardInput }).count > 1 { throw CommandLineError(.standardInputTwice) }
        typeName = try parsed.read(InferSettings.name)
        readsLines = try parsed.read(InferSettings.lines)
        infersDates = try parsed.read(InferSettings.dateStrategy)
        suggestsEnums = try parsed.read(InferSettings.enums)
        maximumEnumCases = try parsed.read(InferSettings.maximumEnumCases)
    }

    func run(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        if inputs == [.standardInput], context.standardInputIsTerminal {
            throw CommandLineError(.noSampleInput)
        }
        let (root, samples) = try readSamples(context)
        var inference = CheckedInference(
            inference: DeclarationInference(
                suggestsEnums: suggestsEnums, maximumEnumCases: maximumEnumCases, infersDates: infersDates),
            verifier: InferenceVerifier(samples: samples, options: ValidationOptions()), typeName: typeName)
        context.standardOutput.write(try inference.file(for: root).text)
        return .success
    }

    /// Reads every sample, merging each into one shape and keeping its bytes for the check.
    private func readSamples(_ context: CommandContext) throws(CommandLineError) -> (ValueShape, [InferenceSample]) {
        // Every sample shapes the declarations, so one that cannot be read stops the inference.
        let expansion = InputExpansion.expand(inputs, readsLines: readsLines, relativeTo: context.currentDirectory)
        if let failure = expansion.failures.first { throw CommandLineError(.input(failure)) }
        let items = expansion.items
        let walker = SampleWalker(maximumEnumCases: maximumEnumCases)
        let root = ValueShape()
        var samples: [InferenceSample] = []
        for item in items {
            try read(item, context) { bytes, line throws(CommandLineError) in
                let sample = InferenceSample(inputName: item.displayName, line: line, bytes: Array(bytes))
                let document: JSONDocument
                do throws(JSONSyntaxError) {
                    document = try JSONReader.read(bytes)
                } catch {
                    throw CommandLineError(
                        .sampleNotJSON(quotedName: sample.quotedName, reason: error.message), details: sample.renderedSyntaxError(error))
                }
                walker.add(document, to: root)
                samples.append(sample)
            }
        }
        guard !samples.isEmpty else { throw CommandLineError(.noSamples) }
        return (root, samples)
    }

    /// Calls `body` with each sample of an input: the whole file, or each non-blank line.
    private func read(
        _ item: InputItem, _ context: CommandContext,
        _ body: (UnsafeBufferPointer<UInt8>, _ line: Int?) throws(CommandLineError) -> Void
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
                        try body(line, number)
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
                        try body(buffer, nil)
                    } catch {
                        failure = error
                    }
                }
            }
        } catch {
            throw CommandLineError(.input(error))
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
