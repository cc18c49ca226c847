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
        /// The errors the `catch` clauses now running took, innermost last, for `throw error`.
        var caught: [CaughtError] = []
        /// What the helper now running returned (`return e`).
        var returnValue: InterpretedValue?
    }

    /// An error a `catch` clause took: what its decoding recorded, put back if the clause
    /// rethrows it, and where the warning that it was handled is.
    struct CaughtError {
        var errors: [DecodingProblem]
        var warnings: [DecodingWarning]
        var presence: [OptionalPresence]
        var swallowWarning: Int
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
            if value.isUnknown || frame.variables[name]?.isUnknown == true {
                frame.variables[name] = .unknown
                return .next
            }
            var elements: [String] = []
            if case .list(let existing) = frame.variables[name] { elements = existing }
            elements.append(value.text ?? "null")
            frame.variables[name] = .list(elements)
        case .branch(let conditions, let then, let otherwise):
            switch test(conditions, custom, &frame) {
            case .threw: return .failed
            case .holds: return run(then, custom, &frame)
            case .fails: return run(otherwise, custom, &frame)
            case .unknown:
                // Which way the app goes is unknown. A side that always throws is taken not to
                // be (the tool never reports an error the app may not throw); else neither side
                // runs, and what they set is unknown.
                if then.alwaysThrows { return run(otherwise, custom, &frame) }
                if otherwise.alwaysThrows { return run(then, custom, &frame) }
                return forget(then + otherwise, &frame)
            }
        case .guardElse(let conditions, let otherwise):
            switch test(conditions, custom, &frame) {
            case .threw: return .failed
            case .holds: return .next
            case .fails:
                let flow = run(otherwise, custom, &frame)
                return flow == .next ? .finished : flow
            case .unknown:
                // Assumed to hold when the `else` throws; an `else` that may `return` ends the
                // body here, as the reads after it may never happen.
                if otherwise.alwaysThrows { return .next }
                _ = forget(otherwise, &frame)
                return .finished
            }
        case .loop(let condition, let body):
            var stalledIterations = 0
            while true {
                guard let value = evaluate(condition, custom, &frame) else { return .failed }
                if value.isUnknown { return forget(body, &frame) }
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
            if value.isUnknown {
                // As for `if`: when every way but one always throws, the app is taken to go that
                // way (the tool then reports no error the app may not throw).
                let ways = cases.map(\.body) + (defaultBody.map { [$0] } ?? [])
                let open = ways.filter { !$0.alwaysThrows }
                if open.count == 1 { return run(open[0], custom, &frame) }
                return forget(ways.flatMap { $0 }, &frame)
            }
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
        case .doCatch(let body, let handler):
            return runCatching(body, handler, custom, &frame)
        case .rethrowCaught:
            return rethrowCaught(&frame)
        case .returnValue(let expression):
            guard let value = evaluate(expression, custom, &frame) else { return .failed }
            frame.returnValue = value
            return .finished
        case .decodeEachKey(let container, let excluding, let type, let into):
            return decodeEachKey(container, excluding: excluding, type: type, into: into, custom, &frame)
        case .uninterpreted(let uninterpreted):
            for read in uninterpreted.reads {
                guard evaluate(read, custom, &frame) != nil else { return .failed }
            }
            for name in uninterpreted.locals + uninterpreted.properties { frame.variables[name] = .unknown }
            if uninterpreted.setsSelf { frame.selfValue = nil }
            if uninterpreted.mentions.contains(where: { frame.variables[$0]?.isContainerOrDecoder == true }) {
                // A helper handed a container (or the decoder) may ask for any key.
                askEverything(&frame)
            }
            return uninterpreted.mayReturn ? .finished : .next
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

    /// What a condition list comes to.
    enum ConditionOutcome {
        case holds, fails
        /// A clause's value is unknown: the names it and the later clauses bind are unknown.
        case unknown
        /// A clause threw (the error is recorded).
        case threw
    }

    /// All clauses true (binding `if let` names on the way), in order, stopping at the first that
    /// is not.
    mutating func test(
        _ conditions: [DecodingCondition], _ custom: CompiledCustomDecoding, _ frame: inout CustomDecodingFrame
    ) -> ConditionOutcome {
        for (position, condition) in conditions.enumerated() {
            let value: InterpretedValue
            switch condition {
            case .bind(_, let expression), .test(let expression):
                guard let evaluated = evaluate(expression, custom, &frame) else { return .threw }
                value = evaluated
            }
            if value.isUnknown {
                for name in Array(conditions[position...]).boundNames { frame.variables[name] = .unknown }
                return .unknown
            }
            switch condition {
            case .bind(let name, _):
                if value.isNil { return .fails }
                frame.variables[name] = value
            case .test:
                if !Self.isTrue(value) { return .fails }
            }
        }
        return .holds
    }
}
