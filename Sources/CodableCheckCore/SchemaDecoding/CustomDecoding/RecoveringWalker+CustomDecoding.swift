import Foundation

/// Runs an interpreted `init(from:)` (`CustomDecodingPlan`) the way the compiled body runs in
/// `JSONDecoder`: containers are opened, values read and errors thrown in the body's order, with
/// Foundation's cases, paths and wording (the same rules as `KeyedTapeContainer` and
/// `UnkeyedTapeContainer`, which were learned from it). The first error is the one the compiled
/// body throws. Like the synthesized decoding, the walk then goes on to report the body's other
/// errors where it can tell them apart: later top-level statements run unless they read what
/// failed (`runBody`). An error that `try?` turns into nil is a `swallowedByInitializer` warning.
extension RecoveringWalker {
    /// The state of one run of a body.
    struct CustomDecodingFrame {
        /// The type whose body runs, for messages.
        var typeName: String
        var variables: [String: InterpretedValue] = [:]
        var assignedProperties: Set<String> = []
        var selfValue: String?
        var singleValue: String?
        var superValue: String?
        /// Paths whose presence is already recorded (a key may be checked, then read).
        var presencePaths: Set<[CodingPathComponent]> = []
        /// Where `try?` swallowed an error, until a later read there succeeds.
        var swallowedPaths: Set<[CodingPathComponent]> = []
    }

    /// How a statement ends.
    enum CustomDecodingFlow {
        case next
        /// `return`, or the end of a `guard`'s `else`.
        case finished
        /// An error was thrown (and recorded).
        case failed
    }

    mutating func decodeCustom(_ custom: CompiledCustomDecoding, at index: Int) -> String? {
        var frame = CustomDecodingFrame(typeName: custom.plan.typeName)
        frame.variables[custom.plan.decoderName] = .decoder(DecoderPlace(index: index, path: path))
        let savedPath = path
        defer { path = savedPath }
        guard runBody(custom.plan.body, custom, &frame) != .failed else { return nil }
        if options.reportsUnknownKeys { reportUnaskedKeys(frame, typeName: custom.plan.typeName) }
        switch custom.plan.encodedForm {
        case .properties(let keys):
            var members: [(key: String, value: String)] = []
            for property in frame.assignedProperties {
                // A nil property is left out (`encodeIfPresent`); `.some(nil)` is written `null`.
                guard let value = frame.variables[property], !value.isNil, let text = value.text else { continue }
                members.append((keys[property] ?? property, text))
            }
            for constant in custom.plan.encodedConstants {
                if let value = constant.value { members.append((constant.key, value.encoded)) }
            }
            var writer = EncodedJSONWriter()
            writer.writeObject(members) { writer, text in writer.writeRaw(text) }
            return writer.text
        case .selfValue: return frame.selfValue ?? "null"
        case .singleValue:
            // Its `encode(to:)` writes the one value it holds: the property the body set (after any
            // reshaping the tool evaluates, `text.uppercased()`), else the value it read.
            if frame.assignedProperties.count == 1, let property = frame.assignedProperties.first,
                let text = frame.variables[property]?.text
            {
                return text
            }
            return frame.singleValue ?? "null"
        case .superclass: return frame.superValue ?? "{}"
        }
    }

    // MARK: - Statements

    /// The body's top-level statements. After an error, a later statement still runs when it reads
    /// nothing that failed, so straight-line bodies report every error, as synthesized decoding
    /// does (`latitude`, then `longitude`, then `additionalInfo.elevation`); one that reads a failed
    /// value or container is skipped, and what it sets fails in turn. Statements that choose a
    /// path (branches, loops, switches) or throw end the body at their first error: which way the
    /// app would have gone is unknown.
    mutating func runBody(
        _ statements: [DecodingStatement], _ custom: CompiledCustomDecoding, _ frame: inout CustomDecodingFrame
    ) -> CustomDecodingFlow {
        var failedNames: Set<String> = []
        var hasFailed = false
        for statement in statements {
            if hasFailed && !statement.readNames.isDisjoint(with: failedNames) {
                guard statement.isStraightLine else { return .failed }
                failedNames.formUnion(statement.writtenNames)
                continue
            }
            let errorCount = errors.count
            switch run(statement, custom, &frame) {
            case .next: continue
            case .finished: return hasFailed ? .failed : .finished
            case .failed: guard statement.isStraightLine, errors.count > errorCount else { return .failed }
            }
            hasFailed = true
            failedNames.formUnion(statement.writtenNames)
            // An unkeyed or single-value container does not move past a value that failed: a
            // second read there would only fail again on the same element.
            for name in statement.readNames where frame.variables[name]?.isPositional == true {
                failedNames.insert(name)
            }
        }
        return hasFailed ? .failed : .next
    }

    mutating func run(
        _ statements: [DecodingStatement], _ custom: CompiledCustomDecoding, _ frame: inout CustomDecodingFrame
    ) -> CustomDecodingFlow {
        for statement in statements {
            let flow = run(statement, custom, &frame)
            if flow != .next { return flow }
        }
        return .next
    }

    mutating func run(
        _ statement: DecodingStatement, _ custom: CompiledCustomDecoding, _ frame: inout CustomDecodingFrame
    ) -> CustomDecodingFlow {
        switch statement {
        case .bind(let name, let expression):
            guard let value = evaluate(expression, custom, &frame) else { return .failed }
            frame.variables[name] = value
        case .assignProperty(let name, let expression):
            guard let value = evaluate(expression, custom, &frame) else { return .failed }
            frame.variables[name] = value
            frame.assignedProperties.insert(name)
        case .assignSelf(let expression):
            guard let value = evaluate(expression, custom, &frame) else { return .failed }
            frame.selfValue = value.text
        case .evaluate(let expression):
            guard evaluate(expression, custom, &frame) != nil else { return .failed }
        case .append(let name, let expression):
            guard let value = evaluate(expression, custom, &frame) else { return .failed }
            var elements: [String] = []
            if case .list(let existing) = frame.variables[name] { elements = existing }
            elements.append(value.text ?? "null")
            frame.variables[name] = .list(elements)
        case .branch(let conditions, let then, let otherwise):
            guard let holds = test(conditions, custom, &frame) else { return .failed }
            return run(holds ? then : otherwise, custom, &frame)
        case .guardElse(let conditions, let otherwise):
            guard let holds = test(conditions, custom, &frame) else { return .failed }
            if holds { return .next }
            let flow = run(otherwise, custom, &frame)
            return flow == .next ? .finished : flow
        case .loop(let condition, let body):
            var stalledIterations = 0
            while true {
                guard let value = evaluate(condition, custom, &frame) else { return .failed }
                guard Self.isTrue(value) else { break }
                let before = unkeyedPlaces(frame)
                let stateBefore = loopState(frame)
                let flow = run(body, custom, &frame)
                if flow != .next { return flow }
                let moved = unkeyedPlaces(frame).map(\.position) != before.map(\.position)
                stalledIterations = moved ? 0 : stalledIterations + 1
                if loopState(frame) == stateBefore || stalledIterations > Self.maximumStalledIterations {
                    // The body is deterministic: an iteration that changes nothing repeats forever,
                    // as the compiled body would (a `try?` read that fails does not move the
                    // container on); so does one that only grows a list without reading. Say so
                    // instead of hanging.
                    let stuck = before.first { !$0.isAtEnd }
                    errors.append(
                        DecodingProblem(
                            kind: .dataCorrupted, codingPath: stuck.map { $0.path + [.index($0.position)] } ?? path,
                            byteOffset: document.tape.offset(at: stuck?.cursor ?? 0),
                            message:
                                "the loop in \(custom.plan.typeName).init(from:) does not move past this element, so the app would never finish decoding",
                            foundationDescription: "(JSONDecoder does not return: the loop never ends)"))
                    return .failed
                }
            }
        case .switchOn(let subject, let cases, let defaultBody):
            guard let value = evaluate(subject, custom, &frame) else { return .failed }
            let text = value.text ?? "null"
            if let match = cases.first(where: { $0.values.contains { Self.jsonEqual($0, text) } }) {
                return run(match.body, custom, &frame)
            }
            return run(defaultBody ?? [], custom, &frame)
        case .throwError(let thrown):
            errors.append(problem(for: thrown, custom, frame))
            return .failed
        case .superInit(let decoderExpression, let type):
            guard case .decoder(let place)? = evaluate(decoderExpression, custom, &frame) else { return .failed }
            if place.isAbsent {
                errors.append(absentContainerProblem(at: place, keyed: true))
                return .failed
            }
            path = place.path
            guard let text = decode(custom.types[type], at: place.index) else { return .failed }
            frame.superValue = text
        case .finish:
            return .finished
        }
        return .next
    }

    /// Iterations in a row that move no unkeyed container before a loop is taken to never end.
    static let maximumStalledIterations = 1_000

    /// What a loop iteration can change: every variable's value and every unkeyed container's
    /// position, by name.
    func loopState(_ frame: CustomDecodingFrame) -> [String] {
        frame.variables.keys.sorted().map { name in
            switch frame.variables[name] {
            case .unkeyed(let place)?: "\(name)@\(place.position)"
            // A list only grows: its length tells a change, without writing it out each time.
            case .list(let elements)?: "\(name)#\(elements.count)"
            case let value?: "\(name)=\(value.text ?? "")"
            case nil: name
            }
        } + frame.assignedProperties.sorted()
    }

    /// Every unkeyed container, by variable name.
    func unkeyedPlaces(_ frame: CustomDecodingFrame) -> [UnkeyedPlace] {
        frame.variables.keys.sorted().compactMap { name in
            if case .unkeyed(let place) = frame.variables[name] { return place }
            return nil
        }
    }

    /// All clauses true (binding `if let` names on the way); nil when one threw.
    mutating func test(
        _ conditions: [DecodingCondition], _ custom: CompiledCustomDecoding, _ frame: inout CustomDecodingFrame
    ) -> Bool? {
        for condition in conditions {
            switch condition {
            case .bind(let name, let expression):
                guard let value = evaluate(expression, custom, &frame) else { return nil }
                if value.isNil { return false }
                frame.variables[name] = value
            case .test(let expression):
                guard let value = evaluate(expression, custom, &frame) else { return nil }
                if !Self.isTrue(value) { return false }
            }
        }
        return true
    }

    // MARK: - Thrown errors

    func problem(for thrown: ThrownDecodingError, _ custom: CompiledCustomDecoding, _ frame: CustomDecodingFrame) -> DecodingProblem {
        var codingPath = path
        var offset = document.tape.offset(at: 0)
        switch thrown.place {
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
            if let rendered = Self.renderedMessage(thrown.description, frame) {
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
        return DecodingProblem(
            kind: thrown.kind, codingPath: codingPath, byteOffset: offset,
            message: "\(custom.plan.typeName).init(from:) throws: \(description)",
            foundationDescription: foundationDescription)
    }

    /// A message's source text (between the quotes) as the running app builds it: escapes
    /// resolved and each `\(name)` replaced by the local's value as Swift prints it; nil when a
    /// part cannot be known.
    static func renderedMessage(_ source: String, _ frame: CustomDecodingFrame) -> String? {
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
                guard case .json(let text)? = frame.variables[name], let printed = swiftPrinted(text) else { return nil }
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

    /// A decoded `String`, integer or `Bool` (as JSON text) as Swift's string interpolation prints it.
    static func swiftPrinted(_ text: String) -> String? {
        if let content = stringContent(text) { return content }
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
}
