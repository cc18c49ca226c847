import Foundation
import Testing

@testable import CodableCheckCore

/// The strategies a differential case sets on both decoders.
struct DecoderSettings: @unchecked Sendable {
    var date: JSONDecoder.DateDecodingStrategy = .deferredToDate
    var data: JSONDecoder.DataDecodingStrategy = .base64
    var nonConformingFloats: JSONDecoder.NonConformingFloatDecodingStrategy = .throw
    var keys: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    var assumesTopLevelDictionary = false
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    func foundation() -> JSONDecoder {
        let decoder = JSONDecoder()
        // Why first: on this toolchain, setting `userInfo` resets `assumesTopLevelDictionary`.
        decoder.userInfo = userInfo
        decoder.dateDecodingStrategy = date
        decoder.dataDecodingStrategy = data
        decoder.nonConformingFloatDecodingStrategy = nonConformingFloats
        decoder.keyDecodingStrategy = keys
        decoder.assumesTopLevelDictionary = assumesTopLevelDictionary
        return decoder
    }

    func ours() -> CodableCheckDecoder {
        let decoder = CodableCheckDecoder()
        decoder.dateDecodingStrategy = date
        decoder.dataDecodingStrategy = data
        decoder.nonConformingFloatDecodingStrategy = nonConformingFloats
        decoder.keyDecodingStrategy = keys
        decoder.assumesTopLevelDictionary = assumesTopLevelDictionary
        decoder.userInfo = userInfo
        return decoder
    }
}

/// An error reduced to what the differential tests compare.
struct ErrorShape: Equatable, CustomStringConvertible {
    var kind: String
    var path: [String]
    var debugDescription: String
    var type: String

    init(_ error: any Error) {
        guard let error = error as? DecodingError else {
            self.init(kind: "other", path: [], debugDescription: "\(error)", type: "")
            return
        }
        switch error {
        case .typeMismatch(let type, let context):
            self.init(kind: "typeMismatch", context: context, type: "\(type)")
        case .valueNotFound(let type, let context):
            self.init(kind: "valueNotFound", context: context, type: "\(type)")
        case .keyNotFound(let key, let context):
            self.init(kind: "keyNotFound", context: context, type: Self.render(key))
        case .dataCorrupted(let context):
            self.init(kind: "dataCorrupted", context: context, type: "")
        @unknown default:
            self.init(kind: "unknown", path: [], debugDescription: "\(error)", type: "")
        }
    }

    /// The error as Foundation would have reported it: for our errors, the path and description
    /// recorded in the `DecodingProblem` where they differ from Foundation's.
    init(foundationView error: any Error) {
        // Foundation's scanner errors (an internal type) and our DecodingProblem stand for each
        // other until they leave the decode.
        guard error is DecodingError else {
            self.init(kind: "scanner error", path: [], debugDescription: "", type: "")
            return
        }
        self.init(error)
        if let problem = (error as? DecodingError)?.problem {
            if let path = problem.foundationCodingPath { self.path = path.map(\.testRendering) }
            debugDescription = problem.foundationDescription
        }
    }

    init(kind: String, path: [String], debugDescription: String, type: String) {
        self.kind = kind
        self.path = path
        self.debugDescription = debugDescription
        self.type = type
    }

    private init(kind: String, context: DecodingError.Context, type: String) {
        self.init(kind: kind, path: context.codingPath.map(Self.render), debugDescription: context.debugDescription, type: type)
    }

    static func render(_ key: any CodingKey) -> String {
        key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue
    }

    var description: String { "\(kind)(\(type)) \(path) \(debugDescription.debugDescription)" }
}

/// What one decoder did with one input.
enum DecodeOutcome<T: Equatable>: Equatable, CustomStringConvertible {
    case value(T)
    case failure(ErrorShape)

    var description: String {
        switch self {
        case .value(let value): "value \(value)"
        case .failure(let shape): "error \(shape)"
        }
    }
}

/// Decodes `json` with Foundation and with `CodableCheckDecoder` and expects the same outcome:
/// the same value, or the same error case, path, description and type. Where Foundation loses
/// the path (or reports a container's path), our error is compared through the `DecodingProblem`
/// it carries: its `foundationCodingPath`/`foundationDescription` must be Foundation's.
/// Returns our problem, for tests that check positions and messages too.
@discardableResult
func expectSameAsFoundation<T: Decodable & Equatable>(
    _ type: T.Type, _ json: String, _ settings: DecoderSettings = DecoderSettings(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> DecodingProblem? {
    expectSameAsFoundation(type, data: Data(json.utf8), settings, sourceLocation: sourceLocation)
}

@discardableResult
func expectSameAsFoundation<T: Decodable & Equatable>(
    _ type: T.Type, data: Data, _ settings: DecoderSettings = DecoderSettings(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> DecodingProblem? {
    let foundation: DecodeOutcome<T>
    do {
        foundation = .value(try settings.foundation().decode(T.self, from: data))
    } catch {
        foundation = .failure(ErrorShape(error))
    }
    let ours: DecodeOutcome<T>
    var problem: DecodingProblem?
    do {
        ours = .value(try settings.ours().decode(T.self, from: data))
    } catch {
        var shape = ErrorShape(error)
        if let decodingError = error as? DecodingError {
            problem = decodingError.problem
            #expect(problem != nil, "our error carries no DecodingProblem: \(error)", sourceLocation: sourceLocation)
            if let problem {
                // Our error's path is the true one; Foundation's is recorded in the problem.
                if shape.kind != "keyNotFound" {
                    #expect(
                        decodingError.pathStrings == problem.codingPath.map(\.plainRendering),
                        "path of the error and of its problem differ", sourceLocation: sourceLocation)
                }
                let expectedDescription = problem.isRelocatedFromEmptyPath ? problem.message : problem.foundationDescription
                #expect(shape.debugDescription == expectedDescription, sourceLocation: sourceLocation)
                if let foundationPath = problem.foundationCodingPath {
                    shape.path = foundationPath.map(\.testRendering)
                    if shape.kind == "keyNotFound" { shape.path = foundationPath.map(\.testRendering) }
                }
                shape.debugDescription = problem.foundationDescription
            }
        }
        ours = .failure(shape)
    }
    #expect(ours == foundation, "input: \(String(decoding: data, as: UTF8.self))", sourceLocation: sourceLocation)
    return problem
}

extension DecodingError {
    /// The `DecodingProblem` our decoder attaches.
    var problem: DecodingProblem? {
        switch self {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c):
            c.underlyingError as? DecodingProblem
        @unknown default: nil
        }
    }
}

extension DecodingError {
    /// The path's string values (array indices as `Index N`).
    var pathStrings: [String] {
        switch self {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c):
            c.codingPath.map(\.stringValue)
        @unknown default: []
        }
    }
}

extension CodingPathComponent {
    /// `Index 3` for an index, the key otherwise: what `CodingKey.stringValue` says.
    var plainRendering: String {
        switch self {
        case .index(let index): "Index \(index)"
        case .key(let key): key
        }
    }

    /// The rendering `ErrorShape` uses for Foundation's keys: `Index 3#3` for an index.
    var testRendering: String {
        switch self {
        case .index(let index): "Index \(index)#\(index)"
        case .key(let key): key
        }
    }
}

/// `{"value": …}`, so a scalar's errors have a one-key path.
struct Box<T: Decodable & Equatable>: Decodable, Equatable {
    var value: T
}

/// `{"value": …}` with an optional, decoded with `decodeIfPresent`.
struct OptionalBox<T: Decodable & Equatable>: Decodable, Equatable {
    var value: T?
}
