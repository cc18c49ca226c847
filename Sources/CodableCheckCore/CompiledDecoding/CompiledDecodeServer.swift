import Foundation

/// The loop inside a helper that `codable-check decode --compile` builds: the app's own types,
/// compiled with this library, decode each document the command sends through
/// `CodableCheckDecoder.decodeCollectingProblems`, and the outcome goes back as one JSON line.
///
/// The protocol, on the helper's standard input: one line of `CompiledDecodeSettings` JSON, then
/// for each document its length in bytes on a line of its own followed by exactly that many bytes.
/// Each reply is one line of `CompiledDecodeReply` JSON, in request order.
///
/// Replies go to the file descriptor standard output had when the helper started; standard output
/// itself is pointed at standard error first, so whatever the app's code prints (a debugging
/// `print` in an `init(from:)`) can never be read as a reply.
public enum CompiledDecodeServer {
    /// Serves until standard input ends; returns the exit status (0, or 2 for a broken request).
    public static func serve<T: Decodable>(_ type: T.Type) -> Int32 {
        guard var session = Session.start() else { return 2 }
        return session.serve(type)
    }

    /// Serves the type the settings name (`typeExpression`) from `table`; exits 2 when the
    /// table holds no such type.
    public static func serve(_ table: CompiledTypeTable) -> Int32 {
        guard var session = Session.start() else { return 2 }
        let expression = session.settings.typeExpression ?? ""
        guard let type = table.type(for: expression) else {
            FileHandle.standardError.write(Data("codable-check helper: this helper cannot decode '\(expression)'\n".utf8))
            return 2
        }
        return session.serve(type)
    }

    /// The replies' file, the requests, and the settings read from their first line.
    private struct Session {
        var replies: FileHandle
        var input: FramedInput
        var settings: CompiledDecodeSettings

        static func start() -> Session? {
            let replies = FileHandle(fileDescriptor: dup(1), closeOnDealloc: true)
            dup2(2, 1)
            var input = FramedInput(handle: FileHandle.standardInput)
            guard let settingsLine = input.readLine(),
                let settings = try? JSONDecoder().decode(CompiledDecodeSettings.self, from: Data(settingsLine))
            else {
                FileHandle.standardError.write(Data("codable-check helper: no settings line on standard input\n".utf8))
                return nil
            }
            return Session(replies: replies, input: input, settings: settings)
        }

        mutating func serve<T: Decodable>(_ type: T.Type) -> Int32 {
            CompiledDecodeServer.serve(type, settings: settings, input: &input, replies: replies)
        }
    }

    private static func serve<T: Decodable>(
        _ type: T.Type, settings: CompiledDecodeSettings, input: inout FramedInput, replies: FileHandle
    ) -> Int32 {
        let decoder = settings.makeDecoder()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let valueEncoder = JSONEncoder()
        valueEncoder.outputFormatting = [.sortedKeys]
        if let names = settings.nonConformingFloatNames, names.count == 3 {
            // Infinity and NaN written back under their names, as the schema path prints them.
            valueEncoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: names[0], negativeInfinity: names[1], nan: names[2])
        }
        while let header = input.readLine() {
            guard let count = Int(String(decoding: header, as: UTF8.self)), count >= 0, let document = input.read(count: count) else {
                FileHandle.standardError.write(Data("codable-check helper: malformed document frame\n".utf8))
                return 2
            }
            let report = decoder.decodeCollectingProblems(type, from: Data(document))
            var value: String?
            if settings.printsValue, let decoded = report.value, let encodable = decoded as? any Encodable {
                value = (try? valueEncoder.encode(encodable)).map { String(decoding: $0, as: UTF8.self) }
            }
            let reply = CompiledDecodeReply(
                problems: report.problems.map(CompiledDecodeReply.Problem.init),
                swallowed: report.swallowedProblems.map(CompiledDecodeReply.Problem.init), value: value)
            guard var line = try? encoder.encode(reply) else { return 2 }
            line.append(UInt8(ascii: "\n"))
            do {
                try replies.write(contentsOf: line)
            } catch {
                return 0  // the command went away: nothing is left to answer
            }
        }
        return 0
    }
}
