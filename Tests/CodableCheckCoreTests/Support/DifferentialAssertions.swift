import Foundation
import Testing

@testable import CodableCheckCore

/// Decodes `data` as `T` with Foundation's `JSONDecoder` and with `CodableCheckDecoder`, and
/// expects the same outcome. The expectation is whatever Foundation does in this run; nothing here
/// is hard-coded.
///
/// - Both decode: the values are equal.
/// - Both throw: the same `DecodingError` case and expected type or missing key, and the
///   `DecodingProblem` carried as the underlying error has Foundation's `debugDescription` in
///   `foundationDescription`. The thrown path and `debugDescription` are Foundation's, unless the
///   problem documents Foundation's path in `foundationCodingPath` (number range and malformed
///   value errors at `[]`, `.iso8601` errors at the container): then Foundation's path must equal
///   that field, the true path must extend it and lead to a value that exists in the document,
///   and the thrown `debugDescription` may be the problem's own message.
func expectSameOutcome<T: Decodable & Equatable>(
    as type: T.Type, from data: Data, setup: DecoderSetup = DecoderSetup(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let foundation = DecodeAttempt { try setup.makeFoundationDecoder().decode(T.self, from: data) }
    let ours = DecodeAttempt { try setup.makeCodableCheckDecoder().decode(T.self, from: data) }
    switch (foundation, ours) {
    case (.value(let expected), .value(let actual)):
        #expect(actual == expected, "decoded values differ", sourceLocation: sourceLocation)
    case (.failure(let expected), .failure(let actual)):
        expectSameError(foundation: expected, codableCheck: actual, document: data, sourceLocation: sourceLocation)
    default:
        Issue.record(
            "outcomes differ: Foundation \(foundation.summary); codable-check \(ours.summary)",
            sourceLocation: sourceLocation)
    }

    // `decodeCollectingProblems` must tell the same story: the value, or as its first problem the
    // one `decode` threw.
    let report = setup.makeCodableCheckDecoder().decodeCollectingProblems(T.self, from: data)
    switch ours {
    case .value(let value):
        #expect(
            report.value == value && report.problems.isEmpty,
            "decodeCollectingProblems: \(report.problems.first.map(describe) ?? "no value")", sourceLocation: sourceLocation)
    case .failure(let error):
        let thrown = (ObservedDecodingError(error)?.underlyingError as? DecodingProblem).map(describe)
        #expect(report.value == nil, sourceLocation: sourceLocation)
        #expect(report.problems.first.map(describe) == thrown, sourceLocation: sourceLocation)
    }
}

/// A problem in one line, for comparisons: kind, path, offset, both descriptions.
func describe(_ problem: DecodingProblem) -> String {
    "\(problem.kind.rawValue) at \(problem.renderedPath) (byte \(problem.byteOffset)): \(problem.message) / \(problem.foundationDescription)"
}

/// The error half of `expectSameOutcome`.
func expectSameError(
    foundation: any Error, codableCheck: any Error, document: Data,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let expected = ObservedDecodingError(foundation) else {
        Issue.record("Foundation threw something other than DecodingError: \(foundation)", sourceLocation: sourceLocation)
        return
    }
    guard let actual = ObservedDecodingError(codableCheck) else {
        Issue.record(
            "codable-check threw \(codableCheck), Foundation threw \(expected)", sourceLocation: sourceLocation)
        return
    }
    let context = "Foundation threw \(expected); codable-check threw \(actual)"
    #expect(actual.kind == expected.kind, "\(context)", sourceLocation: sourceLocation)
    #expect(actual.expectedType == expected.expectedType, "\(context)", sourceLocation: sourceLocation)
    #expect(actual.missingKey == expected.missingKey, "\(context)", sourceLocation: sourceLocation)

    guard let problem = actual.underlyingError as? DecodingProblem else {
        Issue.record("the thrown error's underlyingError is not a DecodingProblem; \(context)", sourceLocation: sourceLocation)
        return
    }
    // The thrown error carries the true path (for keyNotFound, the container's path, as Foundation
    // does); the problem's path is the same, with the missing key appended for keyNotFound.
    let thrownPath = actual.components + (actual.missingKey.map { [$0.component] } ?? [])
    #expect(problem.codingPath == thrownPath, "problem path \(problem.renderedPath); \(context)", sourceLocation: sourceLocation)
    if !losesFoundationsPath(problem) {
        // Where the paths agree they agree key by key, intValue included (`"Index 1"`/1, `"007"`/7),
        // and the thrown error is Foundation's word for word.
        #expect(actual.codingPath == expected.codingPath, "\(context)", sourceLocation: sourceLocation)
        #expect(actual.debugDescription == expected.debugDescription, "\(context)", sourceLocation: sourceLocation)
    } else {
        // A deliberate difference (Foundation loses the path): the thrown error may say what is
        // wrong in codable-check's words; Foundation's are in `foundationDescription`, checked below.
        #expect(
            actual.debugDescription == expected.debugDescription || actual.debugDescription == problem.message,
            "\(context)", sourceLocation: sourceLocation)
    }
    expectSameProblem(foundation: expected, problem: problem, document: document, sourceLocation: sourceLocation)
}

/// Compares the `DecodingProblem` codable-check found first with the error Foundation threw:
/// case, description, expected type, and path (Foundation's path where the problem documents a
/// deliberate difference, with the true path checked for plausibility).
func expectSameProblem(
    foundation expected: ObservedDecodingError, problem: DecodingProblem, document: Data,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let context =
        "Foundation threw \(expected); codable-check found \(problem.kind.rawValue) at \(problem.renderedPath): \(problem.message)"
    #expect(problem.kind.rawValue == expected.kind, "\(context)", sourceLocation: sourceLocation)
    #expect(problem.foundationDescription == expected.debugDescription, "\(context)", sourceLocation: sourceLocation)
    if let expectedType = problem.expectedType {
        #expect(String(describing: expectedType) == expected.expectedType, "\(context)", sourceLocation: sourceLocation)
    }
    #expect(
        (0...document.count).contains(problem.byteOffset),
        "byte offset \(problem.byteOffset) outside a \(document.count)-byte document", sourceLocation: sourceLocation)
    expectOffsetStartsTheValue(problem, in: document, sourceLocation: sourceLocation)

    // Foundation's path in the problem's terms: for keyNotFound, the container's path plus the key.
    let foundationPath = expected.components + (expected.missingKey.map { [$0.component] } ?? [])
    if let documentedPath = problem.foundationCodingPath {
        // For keyNotFound, `foundationCodingPath` may be Foundation's context path literally (the
        // container's, without the key) or nil; both describe the same error.
        let acceptable = problem.kind == .keyNotFound ? [foundationPath, expected.components] : [foundationPath]
        #expect(acceptable.contains(documentedPath), "\(context)", sourceLocation: sourceLocation)
        #expect(
            problem.codingPath != documentedPath,
            "foundationCodingPath is set but equals the true path \(problem.renderedPath)", sourceLocation: sourceLocation)
        // A keyNotFound whose context path the app wrote (`codingPath: []`) keeps the key last:
        // the true container path extends Foundation's, and the key is the same.
        let keyed = problem.kind == .keyNotFound && documentedPath == foundationPath && !documentedPath.isEmpty
        // A path the app wrote from its own keys (`let codingPath = [CodingKeys.rides]`) is
        // reported as written wherever the value sits: the true path ends with it.
        let written = problem.codingPath.suffix(documentedPath.count).elementsEqual(documentedPath)
        #expect(
            keyed
                ? problem.codingPath.dropLast().starts(with: documentedPath.dropLast()) && problem.codingPath.last == documentedPath.last
                : problem.codingPath.starts(with: documentedPath) || written,
            "true path \(problem.renderedPath) does not extend Foundation's \(CodingPathComponent.render(documentedPath))",
            sourceLocation: sourceLocation)
        if let tree = try? JSONSerialization.jsonObject(with: document, options: .fragmentsAllowed) {
            let resolvable = problem.kind == .keyNotFound ? Array(problem.codingPath.dropLast()) : problem.codingPath
            #expect(
                JSONTree.value(at: resolvable, in: tree) != nil,
                "true path \(problem.renderedPath) leads nowhere in the document", sourceLocation: sourceLocation)
        }
    } else {
        #expect(problem.codingPath == foundationPath, "\(context)", sourceLocation: sourceLocation)
    }
}

/// A problem at a path points at a value: its first byte starts a JSON value, and for keyNotFound
/// it is the `{` of the object that lacks the key. Checked on UTF-8 input only (offsets index the
/// UTF-8 transcoding of UTF-16 and UTF-32 input). A malformed string may be located at the
/// offending escape or character inside it, so "not valid JSON" problems are only kept inside
/// the document.
func expectOffsetStartsTheValue(
    _ problem: DecodingProblem, in document: Data, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard !problem.codingPath.isEmpty, problem.byteOffset < document.count,
        problem.foundationDescription != "The given data was not valid JSON."
    else { return }
    let bytes = [UInt8](document.prefix(4))
    let isUTF8 =
        bytes.count < 2 || (bytes[0] != 0 && bytes[1] != 0 && !bytes.starts(with: [0xFF, 0xFE]) && !bytes.starts(with: [0xFE, 0xFF]))
    guard isUTF8 else { return }
    let byte = document[document.startIndex + problem.byteOffset]
    if problem.kind == .keyNotFound {
        #expect(
            byte == UInt8(ascii: "{"),
            "keyNotFound at \(problem.renderedPath) points at byte \(problem.byteOffset), \(Unicode.Scalar(byte).escaped(asASCII: true)), not at its object",
            sourceLocation: sourceLocation)
    } else {
        let starts = Set("\"{[-0123456789tfn".utf8)
        #expect(
            starts.contains(byte),
            "\(problem.kind.rawValue) at \(problem.renderedPath) points at byte \(problem.byteOffset), \(Unicode.Scalar(byte).escaped(asASCII: true)), which starts no value",
            sourceLocation: sourceLocation)
    }
}

/// Whether the problem documents a path Foundation loses (number range and malformed values at
/// `[]`, `.iso8601` at the container), as opposed to agreeing with Foundation's error. A
/// keyNotFound whose `foundationCodingPath` is its container's path agrees: that is where
/// Foundation's context puts every keyNotFound.
func losesFoundationsPath(_ problem: DecodingProblem) -> Bool {
    guard let documented = problem.foundationCodingPath else { return false }
    return !(problem.kind == .keyNotFound && documented == Array(problem.codingPath.dropLast()))
}

/// Walks a `JSONSerialization` tree along a coding path. A key matches a member spelled the
/// same, or one that `.convertFromSnakeCase` turns into it (coding paths hold the converted keys).
enum JSONTree {
    static func value(at path: [CodingPathComponent], in tree: Any) -> Any? {
        var current: Any = tree
        for component in path {
            switch component {
            case .key(let key):
                guard let object = current as? [String: Any],
                    let next = object[key] ?? object.first(where: { convertFromSnakeCase($0.key) == key })?.value
                else { return nil }
                current = next
            case .index(let index):
                guard let array = current as? [Any], array.indices.contains(index) else { return nil }
                current = array[index]
            }
        }
        return current
    }

    /// `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase` as this toolchain applies it (see
    /// FoundationLearningTests B11): leading and trailing underscores kept, a key without inner
    /// underscores unchanged, otherwise the first word lower-cased and the others capitalised.
    static func convertFromSnakeCase(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        let last = key.lastIndex(where: { $0 != "_" })!
        let words = key[first...last].split(separator: "_")
        guard words.count > 1 else { return key }
        let joined = words[0].lowercased() + words.dropFirst().map { $0.capitalized }.joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }
}
