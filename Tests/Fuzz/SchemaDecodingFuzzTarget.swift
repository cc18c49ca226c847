import CodableCheckCore
import CodableCheckSchema
import Foundation

// Fuzz target: strict schema-driven decoding (`JSONReader` + `SchemaValidator`, with plans read
// from `Fixtures/Models`) against `JSONDecoder` with the same models compiled into this binary,
// for every fixture domain's root type and strategies, on any bytes.
//
// Promises checked on every input, as `SchemaValidatorDifferentialTests` checks the fixtures:
// - no crash, no hang, no memory error, in strict mode and with the decoded value printed;
// - the same verdict as `JSONDecoder`;
// - on failure, the first error has Foundation's case, expected type and description, and its
//   coding path is Foundation's, or Foundation's is documented in `foundationCodingPath`.
//
// Known divergences (the user guide's StrictMode.md, "Oddities and the one deliberate difference") are not findings:
// - `[String: V]` with several bad values, where Foundation reports the first in hash order.
// (Foundation's refusal of some zero numbers with an exponent, `0e1`, is reproduced, so such
// numbers are fuzzed like any other.)

/// One fixture domain: its root type, compiled and as a plan, and its decoder's strategies.
private struct Domain {
    var typeName: String
    var decodeWithFoundation: (JSONDecoder, Data) throws -> Void
    var configure: (JSONDecoder) -> Void = { _ in }
    var options = ValidationOptions()
}

private func domain<T: Decodable>(_ type: T.Type, _ name: String) -> Domain {
    Domain(typeName: name, decodeWithFoundation: { decoder, data in _ = try decoder.decode(T.self, from: data) })
}

/// The domains of `Fixtures/documents`, with the strategies of their `decoder.json`.
private let domains: [Domain] = {
    var diary = domain(DiaryEntry.self, "DiaryEntry")
    diary.configure = { decoder in
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd"
        decoder.dateDecodingStrategy = .formatted(formatter)
    }
    diary.options.dateStrategy = .formatted("yyyy-MM-dd")
    var events = domain(Event.self, "Event")
    events.configure = { decoder in
        decoder.dateDecodingStrategy = .iso8601
        decoder.keyDecodingStrategy = .convertFromSnakeCase
    }
    events.options.dateStrategy = .iso8601
    events.options.keyStrategy = .convertFromSnakeCase
    return [
        domain(Article.self, "Article"), domain(Book.self, "Book"), diary, events, domain(Landmark.self, "Landmark"),
        domain(ProgrammingLanguage.self, "ProgrammingLanguage"), domain(Order.self, "Order"), domain(Song.self, "Song"),
        domain(SensorReading.self, "SensorReading"), domain(User.self, "User"), domain([Book].self, "[Book]"),
    ]
}()

/// `Fixtures/Models`, the files compiled into this binary, read as a schema.
private let validators: [SchemaValidator] = {
    let models = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Models").path
    do {
        let schema = try ModelSchema.load(paths: [models])
        return try domains.map { domain in
            var options = domain.options
            options.producesValue = true
            return SchemaValidator(plan: try schema.plan(for: domain.typeName), options: options)
        }
    } catch {
        fatalError("cannot plan the seed models in \(models): \(error)")
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func schemaDecodingFuzzTarget(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = UnsafeBufferPointer(start: start, count: count)
    let data = Data(input)
    let document: JSONDocument?
    do throws(JSONSyntaxError) {
        document = try JSONReader.read(input)
    } catch {
        document = nil
    }
    for (domain, validator) in zip(domains, validators) {
        let decoder = JSONDecoder()
        domain.configure(decoder)
        var foundation: FoundationError?
        do {
            try domain.decodeWithFoundation(decoder, data)
        } catch {
            foundation = FoundationError(error)
        }
        let context = "decoding \(domain.typeName): JSONDecoder \(foundation.map { "threw \($0)" } ?? "decodes")"
        guard let document else {
            if foundation?.isSyntaxError != true { fuzzFailure("\(context); JSONReader rejects the document", input: input) }
            continue
        }
        let outcome = validator.validate(document)
        if outcome.isValid && outcome.encodedValue == nil {
            fuzzFailure("\(context); a valid document printed no value", input: input)
        }
        switch (foundation, outcome.errors.first) {
        case (nil, nil):
            continue
        case (let expected?, let problem?):
            if let difference = expected.difference(from: problem, among: outcome.errors) {
                fuzzFailure("\(context); schema decoding found \(describe(problem)): \(difference)", input: input)
            }
        case (_?, nil):
            fuzzFailure("\(context); schema decoding finds no error", input: input)
        case (nil, let problem?):
            fuzzFailure("\(context); schema decoding found \(describe(problem))", input: input)
        }
    }
    return 0
}

private func describe(_ problem: DecodingProblem) -> String {
    "\(problem.kind.rawValue) at \(problem.renderedPath): \(problem.message)"
}

/// A `DecodingError` taken apart, in `DecodingProblem`'s terms.
private struct FoundationError: CustomStringConvertible {
    var kind: String
    var path: [CodingPathComponent]
    var debugDescription: String
    var expectedType: String?

    init(_ error: any Error) {
        guard let error = error as? DecodingError else {
            kind = "not a DecodingError: \(error)"
            path = []
            debugDescription = ""
            return
        }
        let context: DecodingError.Context
        var missingKey: (any CodingKey)?
        switch error {
        case .typeMismatch(let type, let c): (kind, expectedType, context) = ("typeMismatch", String(describing: type), c)
        case .valueNotFound(let type, let c): (kind, expectedType, context) = ("valueNotFound", String(describing: type), c)
        case .keyNotFound(let key, let c): (kind, missingKey, context) = ("keyNotFound", key, c)
        case .dataCorrupted(let c): (kind, context) = ("dataCorrupted", c)
        @unknown default: (kind, context) = ("unknown", DecodingError.Context(codingPath: [], debugDescription: ""))
        }
        // For keyNotFound, the container's path plus the key, as `DecodingProblem` has it.
        path = (context.codingPath + (missingKey.map { [$0] } ?? [])).map { key in
            if let index = key.intValue, key.stringValue == "Index \(index)" { return .index(index) }
            return .key(key.stringValue)
        }
        debugDescription = context.debugDescription
    }

    var isSyntaxError: Bool {
        kind == "dataCorrupted" && path.isEmpty && debugDescription == JSONSyntaxError.foundationDescription
    }

    var description: String {
        "\(kind)\(expectedType.map { "(\($0))" } ?? "") at \(CodingPathComponent.render(path)): \(debugDescription.debugDescription)"
    }

    /// What differs between this error and the first `problem` schema decoding found, or nil.
    func difference(from problem: DecodingProblem, among all: [DecodingProblem]) -> String? {
        // Foundation names the first bad value of a dictionary in hash order, whatever its case.
        if sameErrorLaterInADictionary(all) { return nil }
        if problem.kind.rawValue != kind { return "different case" }
        if let type = problem.expectedType, String(describing: type) != expectedType { return "different expected type" }
        if problem.foundationDescription != debugDescription {
            return "different description \(problem.foundationDescription.debugDescription)"
        }
        if let documented = problem.foundationCodingPath {
            let container = problem.kind == .keyNotFound ? Array(path.dropLast()) : path
            return documented == path || documented == container ? nil : "foundationCodingPath \(CodingPathComponent.render(documented))"
        }
        return problem.codingPath == path ? nil : "different path"
    }

    /// The `[String: V]` hash-order divergence: Foundation's error is one schema decoding also
    /// found, later, and the two paths part at a key.
    private func sameErrorLaterInADictionary(_ all: [DecodingProblem]) -> Bool {
        guard let first = all.first,
            let match = all.dropFirst().first(where: { $0.kind.rawValue == kind && ($0.foundationCodingPath ?? $0.codingPath) == path })
        else { return false }
        let shared = zip(first.codingPath, match.codingPath).prefix { $0 == $1 }.count
        guard shared < first.codingPath.count, shared < match.codingPath.count else { return false }
        if case .key = first.codingPath[shared], case .key = match.codingPath[shared] { return true }
        return false
    }
}
