import Foundation

/// The errors a run of an `init(from:)` body reports, each placed and worded as the running app's
/// would be: the errors the body throws itself (`throw DecodingError...`, or an error of the app's
/// own, with its message built as the app builds it), the `keyNotFound` and at-end errors of its
/// containers, and the traps of code that stops the app (`e!` on nil, `fatalError`).
///
/// A type of its own because the wording is a vocabulary apart from running the body: it reads
/// the run's state (`frame`, where the body last read) but never changes it, so the interpreter
/// makes one when it has an error to report (`InitializerInterpreter.findings`) and the hot path
/// of a body that decodes pays nothing for it.
struct BodyFindings {
    let document: JSONDocument
    let plan: CustomDecodingPlan
    let frame: InterpreterFrame
    /// The coding path of the place the body last opened or read (`InitializerInterpreter.path`).
    let path: [CodingPathComponent]
    /// The value the body last read (`InitializerInterpreter.lastRead`).
    let lastRead: ValueOrigin?

    /// What a `throw` in the body reports: at the place it names, in the app's words.
    func problem(for thrown: ThrownDecodingError) -> DecodingProblem {
        var codingPath = path
        var foundationCodingPath: [CodingPathComponent]?
        var offset = document.tape.offset(at: 0)
        switch thrown.place {
        case .written(let keys):
            foundationCodingPath = keys.map(CodingPathComponent.key)
            if case .decoder(let place)? = frame.variables[plan.decoderName] {
                codingPath = place.path + keys.map(CodingPathComponent.key)
                offset = document.tape.offset(at: place.index)
            }
        case .key(let container, let key):
            if case .keyed(let place)? = frame.variables[container] {
                codingPath = place.path + [.key(key)]
                offset = document.tape.offset(at: place.members[key] ?? place.index)
            }
        case .container(let container):
            switch frame.variables[container] {
            case .keyed(let place)?:
                codingPath = place.path
                offset = document.tape.offset(at: place.index)
            case .unkeyed(let place)?:
                // `dataCorruptedError(in:)` on an unkeyed container names its current index.
                codingPath = place.path + [.index(place.position)]
                offset = document.tape.offset(at: place.isAtEnd ? place.index : place.cursor)
            case .single(let place)?, .decoder(let place)?:
                codingPath = place.path
                offset = document.tape.offset(at: place.index)
            default: break
            }
        }
        var description = thrown.description
        // Empty when the tool cannot know JSONDecoder's words (no note is shown then).
        var foundationDescription = thrown.description
        switch thrown.interpolation {
        case .none:
            break
        case .knownLocals:
            if let rendered = renderedMessage(thrown.description, members: thrown.interpolatedMembers) {
                description = rendered
                foundationDescription = rendered
            } else {
                foundationDescription = ""
            }
        case .unknown:
            // The app's message holds values the tool cannot print as Swift would.
            description += " (as written: the interpolated values are not known)"
            foundationDescription = ""
        }
        let cause = Self.unsetUserInfoCause(thrown.unsetUserInfoKeys)
        if let foreign = thrown.foreignError {
            if let origin = thrown.namedValues.lazy.compactMap({ self.frame.origins[$0] }).first {
                codingPath = origin.path
                offset = document.tape.offset(at: origin.index)
            }
            var problem = DecodingProblem(
                kind: thrown.kind, codingPath: codingPath, byteOffset: offset,
                message: "\(plan.declarationName) throws `\(foreign)`, which is not a DecodingError\(cause)",
                foundationDescription: "")
            problem.isForeignError = true
            return problem
        }
        if let key = thrown.missingKey {
            // `keyNotFound(key, context)`: JSONDecoder reports the context's path and the key,
            // as for a key it found missing itself; a context's path written out (`codingPath:
            // []`) is the path it reports, wherever the value is.
            let reported = codingPath + [.key(key)]
            let foundationPath = foundationCodingPath.map { $0 + [.key(key)] }
            return DecodingProblem(
                kind: .keyNotFound, codingPath: reported, byteOffset: offset,
                message: "\(plan.declarationName) throws: key \"\(key)\" not found: \(description)\(cause)",
                foundationDescription: foundationDescription, foundationCodingPath: foundationPath == reported ? nil : foundationPath)
        }
        return DecodingProblem(
            kind: thrown.kind, codingPath: codingPath, byteOffset: offset,
            message: "\(plan.declarationName) throws: \(description)\(cause)",
            foundationDescription: foundationDescription,
            foundationCodingPath: foundationCodingPath == codingPath ? nil : foundationCodingPath)
    }

    /// What a message adds when the body throws because `userInfo` keys are nil: the decoder
    /// holds only what `--user-info` states, as a `JSONDecoder()` nobody set up holds nothing.
    static func unsetUserInfoCause(_ keys: [String]) -> String {
        guard !keys.isEmpty else { return "" }
        let lookups = keys.map { "decoder.userInfo[.\($0)]" }.joined(separator: ", ")
        let options = keys.map { "--user-info \($0)=..." }.joined(separator: " ")
        return " (because \(lookups) is nil, as in a JSONDecoder nobody set it on; if the app's decoder sets it, say so with \(options))"
    }

    /// A message's source text (between the quotes) as the running app builds it: escapes
    /// resolved and each `\(name)` replaced by the local's value as Swift prints it; nil when a
    /// part cannot be known.
    private func renderedMessage(_ source: String, members: [String: String]) -> String? {
        let characters = Array(source)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "\\", index + 1 < characters.count else {
                result.append(character)
                index += 1
                continue
            }
            let escaped = characters[index + 1]
            if escaped == "(" {
                guard let close = characters[(index + 2)...].firstIndex(of: ")") else { return nil }
                let name = String(characters[(index + 2)..<close]).trimmingCharacters(in: .whitespaces)
                guard let text = interpolatedText(name, members: members), let printed = Self.swiftPrinted(text) else { return nil }
                result += printed
                index = close + 1
                continue
            }
            let simple: [Character: String] = ["\"": "\"", "\\": "\\", "n": "\n", "t": "\t", "r": "\r", "0": "\0", "'": "'"]
            guard let replacement = simple[escaped] else { return nil }
            result += replacement
            index += 2
        }
        return result
    }

    /// The value of a local, or of a member of one (`envelope.kind`), as JSON text.
    private func interpolatedText(_ name: String, members: [String: String]) -> String? {
        if case .json(let text)? = frame.variables[name] { return text }
        guard let key = members[name], let local = name.split(separator: ".").first,
            case .json(let text)? = frame.variables[String(local)]
        else { return nil }
        return InterpretedJSON.member(key, ofObject: text)
    }

    /// A decoded `String`, integer or `Bool` (as JSON text) as Swift's string interpolation prints it.
    private static func swiftPrinted(_ text: String) -> String? {
        if let content = InterpretedJSON.stringContent(text) { return content }
        if text == "true" || text == "false" { return text }
        if let integer = Int(text) { return String(integer) }
        return nil
    }

    /// A container asked of a `superDecoder` over a missing key: Foundation sees `null`.
    func absentContainerProblem(at place: DecoderPlace, keyed: Bool) -> DecodingProblem {
        DecodingProblem(
            kind: .valueNotFound, codingPath: place.path, byteOffset: document.tape.offset(at: place.index),
            message: "expected \(keyed ? "object" : "array"), found no value",
            foundationDescription: "Cannot get \(keyed ? "keyed" : "unkeyed") decoding container -- found null value instead",
            expectedType: keyed ? [String: Any].self : [Any].self)
    }

    /// `keyNotFound` for a key the body requires, naming the initializer that requires it.
    func missingKey(_ key: String, in place: KeyedPlace) -> DecodingProblem {
        var problem = DecodingProblem.keyNotFound(
            DeclaredCodingKey(stringValue: key, enumName: place.keys), containerIndex: place.index, in: document,
            containerPath: place.path)
        problem.message += " (required by \(plan.declarationName))"
        return problem
    }

    func atEnd(_ place: UnkeyedPlace, expectedType: (any Any.Type)?, description: String) -> DecodingProblem {
        var problem = DecodingProblem.unkeyedContainerAtEnd(
            expectedType: expectedType ?? Any.self, foundationDescription: description, arrayIndex: place.index, in: document,
            codingPath: place.path + [.index(place.position)])
        problem.expectedType = expectedType
        return problem
    }

    /// `fatalError(...)`, or a `precondition` whose condition is false (`cause`): placed at the
    /// value the condition names, else at the decoder's value.
    func stop(_ source: String, cause: DecodingExpression?) -> DecodingProblem {
        let what = "`\(source)` in \(plan.declarationName)"
        guard let cause else { return trap(what, at: nil) }
        return trap(what + " finds its condition false and", at: frame.origin(of: cause, lastRead: lastRead))
    }

    /// A trap at `origin` (the decoder's place when the value was not read from the document).
    func trap(_ what: String, at origin: ValueOrigin?) -> DecodingProblem {
        var place = origin
        if place == nil, case .decoder(let decoder)? = frame.variables[plan.decoderName] {
            place = ValueOrigin(path: decoder.path, index: decoder.index)
        }
        // In a helper's frame (`self.init(code: code)` checking `code`), whose names were not
        // read there: the value read last, the one the helper was handed.
        if place == nil { place = lastRead }
        return DecodingProblem.trap(
            what, codingPath: place?.path ?? path, byteOffset: document.tape.offset(at: place?.index ?? 0))
    }

    /// The warning that the body goes on after an error (`first`, the first it recorded): `try?`
    /// on `source` made it nil, or (no `source`) a `catch` handled it.
    func swallowed(_ first: DecodingProblem?, source: String?) -> DecodingWarning {
        let reason = first?.message ?? "the value does not decode"
        let declaration = plan.declarationName
        return DecodingWarning(
            kind: .swallowedByInitializer, codingPath: first?.codingPath ?? path, byteOffset: first?.byteOffset ?? 0,
            message: source.map { "\(reason); `try? \($0)` in \(declaration) turns the error into nil silently" }
                ?? "\(reason); a `catch` in \(declaration) handles the error")
    }

    /// `allKeys.first` on an object with several of the keys (`elements`, of the container at
    /// `place`): the app takes one in hash order.
    func unorderedKeys(_ elements: [String], of place: KeyedPlace?) -> DecodingWarning {
        DecodingWarning(
            kind: .unorderedKeys, codingPath: place?.path ?? path,
            byteOffset: document.tape.offset(at: place?.index ?? 0),
            message:
                "the object has \(elements.count) keys of \(place?.keys ?? "its CodingKey enum") (\(elements.joined(separator: ", "))); "
                + "`allKeys.first` in \(plan.declarationName) takes one in hash order, which changes from run to run, "
                + "so what follows from it is not checked")
    }

    /// A `while` loop whose iterations change nothing, placed at the unkeyed container it does not
    /// move past (`stuck`).
    func endlessLoop(stuckAt stuck: UnkeyedPlace?) -> DecodingProblem {
        DecodingProblem(
            kind: .dataCorrupted, codingPath: stuck.map { $0.path + [.index($0.position)] } ?? path,
            byteOffset: document.tape.offset(at: stuck?.cursor ?? 0),
            message: "the loop in \(plan.declarationName) does not move past this element, so the app would never finish decoding",
            foundationDescription: "(JSONDecoder does not return: the loop never ends)")
    }
}
