import CodableCheckCore
import Foundation

/// `throw DecodingError...` statements: where the error is and what it says.
extension CustomDecodingTranslator {
    func thrownError(_ expression: BodyExpression) throws(Failure) -> ThrownDecodingError {
        guard case .call(.member(.name("DecodingError"), let method), let arguments) = expression else {
            throw Failure(reason: "only `throw DecodingError...` is interpreted")
        }
        func argument(_ label: String) -> BodyExpression? { arguments.first { $0.label == label }?.value }
        if method == "dataCorruptedError" {
            guard case .name(let container)? = argument("in"), containers[container] != nil,
                let description = argument("debugDescription").flatMap(Self.text)
            else { throw Failure(reason: "its `dataCorruptedError` arguments are not a container and a message") }
            if let key = argument("forKey") {
                return ThrownDecodingError(
                    kind: .dataCorrupted, place: .key(container: container, key: try keyName(key, in: container)),
                    description: description)
            }
            return ThrownDecodingError(kind: .dataCorrupted, place: .container(container), description: description)
        }
        let kinds: [String: DecodingProblem.Kind] = [
            "dataCorrupted": .dataCorrupted, "typeMismatch": .typeMismatch, "valueNotFound": .valueNotFound,
        ]
        guard let kind = kinds[method], let contextExpression = arguments.last?.value,
            case .call(let contextCallee, let contextArguments) = contextExpression,
            Self.isContext(contextCallee)
        else {
            throw Failure(
                reason: "only `DecodingError.dataCorruptedError`, `.dataCorrupted`, `.typeMismatch` and `.valueNotFound` are interpreted")
        }
        let codingPath = contextArguments.first { $0.label == "codingPath" }?.value
        guard case .member(.name(let owner), "codingPath")? = codingPath, let ownerKind = containers[owner],
            let description = contextArguments.first(where: { $0.label == "debugDescription" }).flatMap({ Self.text($0.value) })
        else { throw Failure(reason: "its context's `codingPath` is not a container's or the decoder's") }
        if case .unkeyed = ownerKind { throw Failure(reason: "an unkeyed container's `codingPath` in a thrown error is not interpreted") }
        var typeName: String?
        if arguments.count == 2, case .typeSelf(let type) = arguments[0].value { typeName = type.description }
        return ThrownDecodingError(kind: kind, place: .container(owner), description: description, typeName: typeName)
    }

    static func isContext(_ callee: BodyExpression) -> Bool {
        switch callee {
        case .member(.name("DecodingError"), "Context"), .implicitMember("init"), .name("Context"): return true
        default: return false
        }
    }

    /// A message as written: a literal's value, or an interpolated string's source without quotes.
    static func text(_ expression: BodyExpression) -> String? {
        switch expression {
        case .literal(let json) where json.hasPrefix("\""):
            return (try? JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)) as? String
        case .interpolatedString(let source):
            return String(source.dropFirst().dropLast())
        default:
            return nil
        }
    }
}
