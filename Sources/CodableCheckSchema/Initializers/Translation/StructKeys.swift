import CodableCheckCore

/// Keys of a container keyed by a `CodingKey` struct (`struct AnyKey: CodingKey,
/// ExpressibleByStringLiteral`), which take any string: `forKey: "count"` (the literal is the key,
/// as generated API clients write every key), `forKey: AnyKey(stringValue: "count")!`,
/// `forKey: AnyKey(string: "count")`, `forKey: .key("count")` (a static function of the struct
/// that makes one from its argument).
///
/// The key's JSON name is the string the key was made from. That is what `CodingKey` means
/// (`JSONDecoder` itself makes `Key(stringValue:)` from each JSON key and expects its
/// `stringValue` back); the tool checks what it can see of it: the initializer that takes the
/// string assigns it to a stored property, unchanged.
///
/// For `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum StructKeys {
    /// Static functions that make a key, followed through one another at most this deep.
    static let maximumKeyFactoryDepth = 4

    /// The JSON key a key expression names on a container keyed by the struct `keys`; nil when
    /// the expression is not one of the spellings above.
    static func structKey(_ expression: BodyExpression, of keys: KeySet, depth: Int = 0, in translator: CustomDecodingTranslator) -> String?
    {
        guard depth <= Self.maximumKeyFactoryDepth, let keyType = translator.resolver.nominal([keys.name], from: translator.node) else {
            return nil
        }
        switch expression {
        case .literal(let json):
            // `init(stringLiteral:)`: the struct must keep the literal.
            guard let text = InterpretedJSON.stringContent(json), keepsArgument(of: keyType, labels: ["stringLiteral"], in: translator)
            else {
                return nil
            }
            return text
        case .forceUnwrap(let inner):
            // `AnyKey(stringValue: "count")!`: the failable initializer every `CodingKey` has.
            guard case .call(let callee, let arguments) = inner, names(callee, keyType, in: translator), arguments.count == 1,
                arguments[0].label == "stringValue", case .literal(let json) = arguments[0].value
            else { return nil }
            return InterpretedJSON.stringContent(json)
        case .call(let callee, let arguments) where names(callee, keyType, in: translator):
            // `AnyKey(string: "count")`, `AnyKey("count")`: a non-failable initializer of the struct's.
            guard arguments.count == 1, case .literal(let json) = arguments[0].value,
                keepsArgument(of: keyType, labels: [arguments[0].label], in: translator)
            else { return nil }
            return InterpretedJSON.stringContent(json)
        case .call(.implicitMember(let factory), let arguments), .call(.member(.name(keys.name), let factory), let arguments):
            // `.key("count")`: a static function whose body makes the key from its parameter.
            guard let function = keyType.functions.first(where: { $0.name == factory && $0.isStatic }),
                function.parameters.count == arguments.count, arguments.count == 1,
                function.parameters[0].label == arguments[0].label, case .literal = arguments[0].value,
                let made = function.body.onlyResult
            else { return nil }
            return structKey(
                WrittenExpression.substituting(function.parameters[0].name, with: arguments[0].value, in: made), of: keys, depth: depth + 1,
                in: translator)
        default:
            return nil
        }
    }

    /// Whether `callee` names the struct's initializer: `AnyKey`, `AnyKey.init`, `Self`, `.init`.
    private static func names(_ callee: BodyExpression, _ keyType: DeclarationNode, in translator: CustomDecodingTranslator) -> Bool {
        switch callee {
        case .name(let name), .member(.name(let name), "init"): name == keyType.name || name == "Self"
        case .implicitMember("init"): true
        default: false
        }
    }

    /// Whether the struct's initializer with these labels (one `String` parameter) keeps it as it
    /// is: its body assigns the parameter to a stored property (`self.string = value`), or hands
    /// it to `init(stringValue:)`.
    private static func keepsArgument(of keyType: DeclarationNode, labels: [String?], in translator: CustomDecodingTranslator) -> Bool {
        guard
            let initializer = keyType.functions.first(where: { $0.name == "init" && !$0.isStatic && $0.parameters.map(\.label) == labels }),
            case .statements(let statements) = initializer.body.body, statements.count == 1
        else { return false }
        let parameter = initializer.parameters[0].name
        let stored = Set(keyType.instanceProperties.map(\.name))
        switch statements[0].kind {
        case .assign(.member(.name("self"), let property), .name(parameter)), .assign(.name(let property), .name(parameter)):
            return stored.contains(property)
        case .expression(.forceUnwrap(.call(.member(.name("self"), "init"), let arguments))):
            return arguments.count == 1 && arguments[0].label == "stringValue" && arguments[0].value == .name(parameter)
        default:
            return false
        }
    }
}
