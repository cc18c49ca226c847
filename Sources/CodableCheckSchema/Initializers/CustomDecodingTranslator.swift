import CodableCheckCore
import Foundation

/// Turns a read `init(from:)` body (`BodyStatement`s) into the program the core interprets
/// (`DecodingStatement`s), resolving coding keys, types and containers as the compiler would.
/// The first statement outside the interpreted subset stops the translation
/// (`CustomDecodingTranslator.Failure`), and the type falls back to synthesized decoding.
struct CustomDecodingTranslator {
    /// The statement the translation could not follow, and why.
    struct Failure: Error {
        var statement: BodyStatement?
        var reason: String
    }

    enum ContainerKind {
        case decoder
        case keyed(KeySet)
        case unkeyed
        case single
    }

    /// A `CodingKey` enum: its name and each case's JSON key. Declared in the models, or the
    /// `CodingKeys` the compiler synthesizes from the stored properties when none is declared.
    struct KeySet {
        var name: String
        var keys: [String: String]
    }

    let node: DeclarationNode
    let decoderName: String
    let properties: Set<String>
    var containers: [String: ContainerKind] = [:]
    var locals: Set<String> = []
    /// The types the body decodes, in `DecodingExpression.decode`'s index order, planned by the
    /// caller afterwards: a type as written, or (nil) the superclass.
    var types: [TypeReference?] = []
    var usesSingleValueContainer = false
    var usesKeyedContainer = false
    var callsSuper = false
    /// The type each local was decoded as (`let kind = try c.decode(Kind.self, ...)`).
    private var localTypes: [String: TypeReference] = [:]
    /// Hidden variables made for chained container calls.
    private var chainCount = 0
    static let containerMethods: Set<String> = [
        "decode", "decodeIfPresent", "decodeNil", "contains", "nestedContainer", "nestedUnkeyedContainer", "superDecoder",
    ]
    let resolver: TypeResolver

    init(node: DeclarationNode, decoderName: String, resolver: TypeResolver) {
        self.node = node
        self.decoderName = decoderName
        self.resolver = resolver
        self.properties = Set(node.instanceProperties.map(\.name))
        containers[decoderName] = .decoder
    }

    // MARK: Statements

    mutating func translate(_ statements: [BodyStatement]) throws(Failure) -> [DecodingStatement] {
        var result: [DecodingStatement] = []
        for statement in statements {
            do throws(Failure) {
                result.append(try translate(statement))
            } catch {
                throw Failure(statement: error.statement ?? statement, reason: error.reason)
            }
        }
        return result
    }

    private mutating func translate(_ statement: BodyStatement) throws(Failure) -> DecodingStatement {
        switch statement.kind {
        case .declare(let name, let value):
            locals.insert(name)
            guard let value else { return .bind(name, .literal("null")) }
            let expression = try translate(value)
            registerContainer(name, expression)
            localTypes[name] = decodedType(of: expression)
            return .bind(name, expression)
        case .assign(let target, let value):
            let expression = try translate(value)
            switch target {
            case .name("_"):
                return .evaluate(expression)
            case .name("self"):
                return .assignSelf(expression)
            case .member(.name("self"), let name) where properties.contains(name):
                return .assignProperty(name, expression)
            case .name(let name) where locals.contains(name):
                registerContainer(name, expression)
                return .bind(name, expression)
            case .name(let name) where properties.contains(name):
                return .assignProperty(name, expression)
            default:
                throw Failure(reason: "it assigns to something other than a property or a local")
            }
        case .expression(let expression):
            return try translateExpressionStatement(expression)
        case .ifStatement(let conditions, let then, let otherwise):
            return .branch(try translate(conditions), then: try translate(then), otherwise: try translate(otherwise ?? []))
        case .guardStatement(let conditions, let otherwise):
            return .guardElse(try translate(conditions), otherwise: try translate(otherwise))
        case .whileLoop(let condition, let body):
            return .loop(try translate(condition), body: try translate(body))
        case .switchStatement(let subject, let cases, let defaultBody):
            let translatedSubject = try translate(subject)
            var translatedCases: [DecodingSwitchCase] = []
            // `switch kind { case .circle: ... }` on a decoded raw enum compares raw values.
            let caseValues = decodedType(of: translatedSubject).flatMap(rawCaseValues(of:))
            for switchCase in cases {
                var values: [String] = []
                for pattern in switchCase.patterns {
                    switch pattern {
                    case .literal(let text):
                        values.append(text)
                    case .implicitMember(let name) where caseValues?[name] != nil:
                        values.append(caseValues![name]!)
                    default:
                        throw Failure(reason: "only `case` patterns that are literals, or cases of a decoded raw enum, are interpreted")
                    }
                }
                translatedCases.append(DecodingSwitchCase(values: values, body: try translate(switchCase.body)))
            }
            let translatedDefault = try defaultBody.map { (body) throws(Failure) in try translate(body) }
            return .switchOn(translatedSubject, cases: translatedCases, defaultBody: translatedDefault)
        case .throwStatement(let expression):
            return .throwError(try thrownError(expression))
        case .returnStatement:
            return .finish
        }
    }

    private mutating func translate(_ conditions: [BodyCondition]) throws(Failure) -> [DecodingCondition] {
        var result: [DecodingCondition] = []
        for condition in conditions {
            switch condition {
            case .bind(let name, let value):
                locals.insert(name)
                result.append(.bind(name, try translate(value)))
            case .test(let expression):
                result.append(.test(try translate(expression)))
            }
        }
        return result
    }

    private mutating func translateExpressionStatement(_ expression: BodyExpression) throws(Failure) -> DecodingStatement {
        var inner = expression
        if case .tryExpression("try", let covered) = inner { inner = covered }
        switch inner {
        case .call(.member(.name(let array), "append"), let arguments)
        where arguments.count == 1 && arguments[0].label == nil && (locals.contains(array) || properties.contains(array)):
            return .append(array, try translate(arguments[0].value))
        case .call(.member(.name("super"), "init"), let arguments) where arguments.count == 1 && arguments[0].label == "from":
            let decoder = try translate(arguments[0].value)
            guard resolver.superclass(of: node) != nil else { throw Failure(reason: "the type has no superclass declared in the models") }
            callsSuper = true
            types.append(nil)
            return .superInit(decoder, type: types.count - 1)
        default:
            return .evaluate(try translate(expression))
        }
    }

    // MARK: Throws

    private func thrownError(_ expression: BodyExpression) throws(Failure) -> ThrownDecodingError {
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

    private static func isContext(_ callee: BodyExpression) -> Bool {
        switch callee {
        case .member(.name("DecodingError"), "Context"), .implicitMember("init"), .name("Context"): return true
        default: return false
        }
    }

    /// A message as written: a literal's value, or an interpolated string's source without quotes.
    private static func text(_ expression: BodyExpression) -> String? {
        switch expression {
        case .literal(let json) where json.hasPrefix("\""):
            return (try? JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)) as? String
        case .interpolatedString(let source):
            return String(source.dropFirst().dropLast())
        default:
            return nil
        }
    }

    // MARK: Expressions

    /// Remembers what kind of container (or decoder) a variable holds, when it holds one.
    private mutating func registerContainer(_ name: String, _ expression: DecodingExpression) {
        if let keys = takePendingKeys() {
            containers[name] = .keyed(keys)
        } else if let kind = containerKind(of: expression) {
            containers[name] = kind
        }
    }

    private func containerKind(of expression: DecodingExpression) -> ContainerKind? {
        switch expression {
        case .keyedContainer, .nestedKeyedContainer: nil  // set where the keys are known
        case .unkeyedContainer, .nestedUnkeyedContainer: .unkeyed
        case .singleValueContainer: .single
        case .superDecoder: .decoder
        case .variable(let name): containers[name]
        default: nil
        }
    }

    mutating func translate(_ expression: BodyExpression) throws(Failure) -> DecodingExpression {
        switch expression {
        case .tryExpression("try", let covered):
            return try translate(covered)
        case .tryExpression("try?", let covered):
            return .tryOptional(try translate(covered), source: Self.render(covered))
        case .binary("??", let left, let right):
            return .coalesce(try translate(left), try translate(right))
        case .binary("==", let left, let right):
            return .equals(try translate(left), try translate(right), negated: false)
        case .binary("!=", let left, let right):
            return .equals(try translate(left), try translate(right), negated: true)
        case .binary("&&", let left, let right):
            return .and(try translate(left), try translate(right))
        case .binary("||", let left, let right):
            return .or(try translate(left), try translate(right))
        case .prefix("!", let operand):
            return .not(try translate(operand))
        case .literal(let text):
            return .literal(text)
        case .arrayLiteral(let elements) where elements.isEmpty:
            return .emptyArray
        case .name(let name) where name == decoderName || containers[name] != nil || locals.contains(name) || properties.contains(name):
            return .variable(name)
        case .implicitMember(let name):
            // A case of this very enum with a raw value is that raw value (what encoding writes).
            if let rawType = resolver.rawType(of: node), let raw = resolver.rawValues(of: node, rawType: rawType),
                let value = raw.first(where: { $0.name == name })
            {
                return .literal(rawType == .string ? JSONText.quoted(value.rawValue) : value.rawValue)
            }
            return .enumCase(name: name, arguments: [])
        case .member(.name(let container), "isAtEnd"):
            guard case .unkeyed? = containers[container] else { break }
            return .isAtEnd(container: container)
        case .call(.implicitMember(let name), let arguments):
            var translated: [DecodingArgument] = []
            for (position, argument) in arguments.enumerated() {
                translated.append(DecodingArgument(label: argument.label ?? "_\(position)", value: try translate(argument.value)))
            }
            return .enumCase(name: name, arguments: translated)
        case .call(.member(.name(let container), let method), let arguments) where containers[container] != nil:
            return try containerCall(container, method, arguments)
        case .call(.member(.call(.member(.name(let owner), _), _), let method), let arguments)
        where containers[owner] != nil && Self.containerMethods.contains(method):
            // `decoder.container(keyedBy: K.self).decode(...)`: the container in a hidden variable.
            guard case .call(let inner, _) = expression, case .member(let base, _) = inner else { break }
            let name = "$container\(chainCount)"
            chainCount += 1
            let container = try translate(base)
            registerContainer(name, container)
            locals.insert(name)
            return .scoped(name, container, try containerCall(name, method, arguments))
        case .call(.member(let base, let method), let arguments) where ["map", "flatMap"].contains(method) && arguments.count == 1:
            var value = base
            if case .optionalChain(let chained) = base { value = chained }
            let translatedValue = try translate(value)
            if case .closure(let body?) = arguments[0].value {
                // `{ URL(string: $0) }`: evaluated with `$0` bound to the value (nil stays nil).
                let hadArgument = locals.contains("$0")
                locals.insert("$0")
                defer { if !hadArgument { locals.remove("$0") } }
                if let translatedBody = try? translate(body) { return .mapValue(translatedValue, body: translatedBody) }
            }
            // A closure the tool cannot read: the value passes through.
            return .conversion(.opaque, translatedValue)
        case .call(.name(let typeName), let arguments) where arguments.count == 1:
            if let conversion = try conversion(typeName, label: arguments[0].label) {
                return .conversion(conversion, try translate(arguments[0].value))
            }
        default:
            break
        }
        throw Failure(reason: "the expression `\(Self.render(expression))` is not interpreted")
    }

    /// `URL(string:)`, `Int(_:)`... and `E(rawValue:)` for a raw enum.
    private func conversion(_ typeName: String, label: String?) throws(Failure) -> DecodingConversion? {
        switch (typeName, label) {
        case ("URL", "string"): return .url
        case ("Int", nil): return .integer
        case ("Double", nil): return .double
        case ("Bool", nil): return .bool
        case ("String", nil): return .string
        case (_, "rawValue"):
            guard let enumNode = resolver.nominal([typeName], from: node), let rawType = resolver.rawType(of: enumNode),
                let values = resolver.rawValues(of: enumNode, rawType: rawType)
            else { return nil }
            return .rawValue(values.map { rawType == .string ? JSONText.quoted($0.rawValue) : $0.rawValue })
        default: return nil
        }
    }

    private mutating func containerCall(_ container: String, _ method: String, _ arguments: [BodyArgument]) throws(Failure)
        -> DecodingExpression
    {
        let kind = containers[container]!
        func argument(_ label: String?) -> BodyExpression? { arguments.first { $0.label == label }?.value }
        switch (kind, method) {
        case (.decoder, "container"):
            guard let keys = try keysNode(argument("keyedBy")) else { break }
            usesKeyedContainer = true
            return try registering(.keyedContainer(decoder: .variable(container), keys: keys.name), keys: keys)
        case (.decoder, "unkeyedContainer"):
            return .unkeyedContainer(decoder: .variable(container))
        case (.decoder, "singleValueContainer"):
            usesSingleValueContainer = true
            return .singleValueContainer(decoder: .variable(container))
        case (.keyed, "decode"), (.keyed, "decodeIfPresent"):
            guard let type = try readType(argument(nil)), let key = argument("forKey") else { break }
            return .decode(container: container, type: type, key: try keyName(key, in: container), ifPresent: method == "decodeIfPresent")
        case (.unkeyed, "decode"), (.unkeyed, "decodeIfPresent"), (.single, "decode"):
            guard arguments.count == 1, let type = try readType(argument(nil)) else { break }
            return .decode(container: container, type: type, key: nil, ifPresent: method == "decodeIfPresent")
        case (.keyed, "decodeNil"):
            guard let key = argument("forKey") else { break }
            return .decodeNil(container: container, key: try keyName(key, in: container))
        case (.unkeyed, "decodeNil"), (.single, "decodeNil"):
            guard arguments.isEmpty else { break }
            return .decodeNil(container: container, key: nil)
        case (.keyed, "contains"):
            guard let key = argument(nil) else { break }
            return .contains(container: container, key: try keyName(key, in: container))
        case (.keyed, "nestedContainer"), (.unkeyed, "nestedContainer"):
            guard let keys = try keysNode(argument("keyedBy")) else { break }
            let key = try argument("forKey").map { (key) throws(Failure) in try keyName(key, in: container) }
            if case .keyed = kind, key == nil { break }
            return try registering(.nestedKeyedContainer(container: container, key: key, keys: keys.name), keys: keys)
        case (.keyed, "nestedUnkeyedContainer"), (.unkeyed, "nestedUnkeyedContainer"):
            let key = try argument("forKey").map { (key) throws(Failure) in try keyName(key, in: container) }
            if case .keyed = kind, key == nil { break }
            return .nestedUnkeyedContainer(container: container, key: key)
        case (.keyed, "superDecoder"), (.unkeyed, "superDecoder"):
            let key = try argument("forKey").map { (key) throws(Failure) in try keyName(key, in: container) }
            return .superDecoder(container: container, key: key)
        default:
            break
        }
        throw Failure(reason: "`\(container).\(method)(...)` is not interpreted")
    }

    /// Keyed containers remember their keys enum through a pending registration: the variable
    /// that receives the container is named by the enclosing `let`.
    private var pendingKeys: KeySet?

    private mutating func registering(_ expression: DecodingExpression, keys: KeySet) throws(Failure) -> DecodingExpression {
        pendingKeys = keys
        return expression
    }

    /// The keys enum of `CodingKeys.self` (declared in the type, or visible from it, or the
    /// synthesized `CodingKeys`).
    private func keysNode(_ expression: BodyExpression?) throws(Failure) -> KeySet? {
        guard case .typeSelf(.named(let components))? = expression else {
            throw Failure(reason: "its `keyedBy:` is not a `CodingKey` type")
        }
        if let keys = resolver.nominal(components.map(\.name), from: node), keys.kind == .enum {
            var values: [String: String] = [:]
            let raw = resolver.rawType(of: keys) == .string ? resolver.rawValues(of: keys, rawType: .string) : nil
            for enumCase in keys.declaration.members.enumCases {
                values[enumCase.name] = raw?.first { $0.name == enumCase.name }?.rawValue ?? enumCase.name
            }
            return KeySet(name: keys.name, keys: values)
        }
        if components.map(\.name) == ["CodingKeys"], node.codingKeys == nil {
            return KeySet(
                name: "CodingKeys",
                keys: Dictionary(node.instanceProperties.map { ($0.name, $0.name) }, uniquingKeysWith: { first, _ in first }))
        }
        throw Failure(reason: "its `keyedBy:` is not a `CodingKey` enum declared in the models")
    }

    /// The JSON key of `.latitude` or `CodingKeys.latitude` in the container's keys enum.
    private func keyName(_ expression: BodyExpression, in container: String) throws(Failure) -> String {
        let caseName: String
        switch expression {
        case .implicitMember(let name): caseName = name
        case .member(_, let name): caseName = name
        default: throw Failure(reason: "its key `\(Self.render(expression))` is not a `CodingKey` case")
        }
        guard case .keyed(let keys)? = containers[container] else {
            throw Failure(reason: "`\(container)` is not a keyed container")
        }
        guard let key = keys.keys[caseName] else {
            throw Failure(reason: "'\(keys.name)' has no case '\(caseName)'")
        }
        return key
    }

    /// `T.self` planned, as an index into `types`.
    private mutating func readType(_ expression: BodyExpression?) throws(Failure) -> Int? {
        guard case .typeSelf(let type)? = expression else { return nil }
        types.append(type)
        return types.count - 1
    }

    /// The keys enum a just-translated container expression was opened with, taken once.
    mutating func takePendingKeys() -> KeySet? {
        defer { pendingKeys = nil }
        return pendingKeys
    }

    /// The type an expression reads, when it is a read (or a local holding one).
    private func decodedType(of expression: DecodingExpression) -> TypeReference? {
        switch expression {
        case .decode(_, let type, _, _): types[type]
        case .variable(let name): localTypes[name]
        case .scoped(_, _, let body): decodedType(of: body)
        default: nil
        }
    }

    /// A raw enum's cases as JSON texts of their raw values, by case name.
    private func rawCaseValues(of type: TypeReference) -> [String: String]? {
        guard case .named(let components) = type, let enumNode = resolver.nominal(components.map(\.name), from: node),
              let rawType = resolver.rawType(of: enumNode), let values = resolver.rawValues(of: enumNode, rawType: rawType)
        else { return nil }
        return Dictionary(
            values.map { ($0.name, rawType == .string ? JSONText.quoted($0.rawValue) : $0.rawValue) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: Rendering

    /// An expression as source text, for messages.
    static func render(_ expression: BodyExpression) -> String {
        switch expression {
        case .name(let name): return name
        case .implicitMember(let name): return "." + name
        case .member(let base, let name): return render(base) + "." + name
        case .call(let callee, let arguments):
            let rendered = arguments.map { ($0.label.map { $0 + ": " } ?? "") + render($0.value) }
            return render(callee) + "(" + rendered.joined(separator: ", ") + ")"
        case .closure(let body): return body.map { "{ " + render($0) + " }" } ?? "{ ... }"
        case .typeSelf(let type): return type.description + ".self"
        case .literal(let text): return text == "null" ? "nil" : text
        case .interpolatedString(let source): return source
        case .arrayLiteral(let elements): return "[" + elements.map(render).joined(separator: ", ") + "]"
        case .tryExpression(let kind, let covered): return kind + " " + render(covered)
        case .binary(let op, let left, let right): return render(left) + " " + op + " " + render(right)
        case .prefix(let op, let operand): return op + render(operand)
        case .optionalChain(let base): return render(base) + "?"
        case .forceUnwrap(let base): return render(base) + "!"
        }
    }
}
