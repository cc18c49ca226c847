import Foundation

/// Runs a hand-written `init(from:)`, read as a program (`CustomDecodingPlan`), against a
/// document the way the compiled body runs in `JSONDecoder`: containers are opened, values read
/// and errors thrown in the body's order, with Foundation's cases, paths and wording (the rules of
/// `KeyedTapeContainer` and `UnkeyedTapeContainer`, which were learned from it). The first error is
/// the one the compiled body throws. Like synthesized decoding, the run then goes on to report the
/// body's other errors where it can tell them apart (`runBody`). An error that `try?` turns into
/// nil is a `swallowedByInitializer` warning.
///
/// Design:
///
/// - **One value per run of a body.** `decode(_:at:codingPath:in:)` is the only way in: it makes
///   an interpreter for one body at one place, runs it, and returns what the type encodes. The
///   state (`frame`: the body's variables, the properties it set, the errors its `catch` clauses
///   hold; `path`: where it last read) lives only as long as that run, and nothing outside this
///   folder sees it (the initializer is private, so no other code holds an interpreter). A nested
///   type with its own body gets its own run.
/// - **No rule of its own for JSON values.** The walk that meets the type is the `Host`
///   (`InitializerInterpreterHost`): `decode(T.self, ...)` is decoded by the host as it decodes a
///   property of type `T`, and a keyed container sees the object's members as the host's object
///   decoding does. Errors are `DecodingProblem`s built by the same factories as the walkers'
///   (`keyNotFound`, `containerMismatch`, `unkeyedContainerAtEnd`); findings go into the host's
///   lists and are taken back with the same `FindingsMark` rules as lossy recovery. A walk hosts
///   the interpreter by conforming to the protocol, so reorganising the walkers does not move it.
/// - **A file per kind of statement or expression.** `run(_:)` (`+Statements`) dispatches each
///   `DecodingStatement` to the file that follows it (`+Branches`, `+Loops`, `+Catching`,
///   `+Helpers`, `+AllKeys`, `+NotFollowed`); `evaluate(_:)` (`+Expressions`) does the
///   same for expressions (`+Elements`, and `BodyContainers` for containers and their reads). A
///   new kind is a case in `Program/` (with its names in `DecodingStatement+Names`) and a file
///   here. The errors a run reports are placed and worded by `BodyFindings`; the keys it asks
///   about and the value it prints are the frame's (`InterpreterFrame+AskedKeys`, `+EncodedValue`).
/// - **One place meets what the tool does not follow.** `notFollowed(_:)` (`+NotFollowed`) runs
///   every `UninterpretedStatement` (a statement the schema reader could not translate, or `catch`
///   clauses it cannot decide): its certain reads happen, and what it may set becomes unknown.
struct InitializerInterpreter<Host: InitializerInterpreterHost> {
    let custom: PreparedCustomDecoding
    let document: JSONDocument
    let options: ValidationOptions
    var frame = InterpreterFrame()
    /// The coding path of the place the body last opened or read: where an error it throws without
    /// naming a container of its own is reported, as the walk's path was when it ran.
    var path: [CodingPathComponent]
    /// The value the body last read (or looked for): where a trap on a value read in the same
    /// expression is reported.
    var lastRead: ValueOrigin?
    /// The value the body decodes, where an approximation it meets is placed.
    var decodedValue: (index: Int, codingPath: [CodingPathComponent]) = (0, [])
    /// Where and in what words the run reports an error now (`BodyFindings`).
    var findings: BodyFindings { BodyFindings(document: document, plan: custom.plan, frame: frame, path: path, lastRead: lastRead) }

    private init(_ custom: PreparedCustomDecoding, codingPath: [CodingPathComponent], host: Host) {
        self.custom = custom
        self.document = host.document
        self.options = host.options
        self.path = codingPath
    }

    /// Decodes the value at `index` with the type's `init(from:)`: its JSON text as the type's
    /// encoding writes it (sorted keys), or nil when the body throws (the errors are in `host`).
    static func decode(_ custom: PreparedCustomDecoding, at index: Int, codingPath: [CodingPathComponent], in host: inout Host) -> String? {
        var interpreter = InitializerInterpreter(custom, codingPath: codingPath, host: host)
        return interpreter.decode(at: index, &host)
    }

    private mutating func decode(at index: Int, _ host: inout Host) -> String? {
        if custom.plan.encodedForm == .returnedValue, document.tape.kind(at: index) == .null {
            // A `.custom` date function is never run on null: JSONDecoder refuses it first (probed:
            // "Cannot get value of type Date -- found null value instead").
            host.errors.append(DecodingProblem(.valueNotFound(expected: Date.self), valueIndex: index, in: document, codingPath: path))
            return nil
        }
        let codingPath = path
        decodedValue = (index, codingPath)
        frame.variables[custom.plan.decoderName] = .decoder(DecoderPlace(index: index, path: path))
        guard runBody(custom.plan.body, &host) != .failed else { return nil }
        if options.reportsUnknownKeys {
            frame.reportUnaskedKeys(
                enclosing: host.enclosingAskedKeys, declarationName: custom.plan.declarationName, options: options, document: document,
                into: &host.warnings)
        }
        // Found whether or not the value is printed: an enclosing body that reads a stored
        // property of this value must know it is not nil there (`InitializerInterpreter+PartlyUnknown`).
        host.unknownValues += UnknownEncodedParts.find(
            in: frame, encodedForm: custom.plan.encodedForm, codingPath: codingPath, byteOffset: document.tape.offset(at: index))
        return frame.encodedValue(of: custom.plan)
    }
}
