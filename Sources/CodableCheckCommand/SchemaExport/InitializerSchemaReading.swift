import CodableCheckCore

/// What a straight-line interpreted `init(from:)` reads, for its schema: the keyed containers it
/// opens (the decoder's, nested ones by key), and, per key, whether the value is required, may be
/// absent or null (`decodeIfPresent`), or may be anything (`try?`), and of which type.
///
/// Only bodies without branches, loops, throws or helpers, reading with `decode`,
/// `decodeIfPresent`, `try?` and `??`, are read; `read(_:)` is nil for any other, whose schema
/// `JSONSchemaExporter` widens to any value with a note. Every statement of such a body runs, in
/// any document, so each read is a rule of the type.
struct InitializerSchemaReading {
    /// One keyed container: the reads of each of its keys, and its nested containers by key.
    final class Container {
        var reads: [(key: String, read: Read)] = []
        var nested: [(key: String, container: Container)] = []
    }

    enum Read {
        /// `decode(T.self, forKey:)`: the key is required, the value a `T`.
        case required(type: Int)
        /// `decodeIfPresent`: absent, null, or a `T`.
        case optional(type: Int)
        /// Under `try?`: whatever the value, its failure is swallowed.
        case anyValue
    }

    /// The object the decoder's keyed container reads, or the type a single-value container
    /// decodes (`singleValue`).
    var root = Container()
    /// Whether the body opens the decoder's keyed container at all: a body that opens no
    /// container (an empty type's) takes any value.
    var opensRoot = false
    var singleValue: Int?
    private var containers: [String: Container] = [:]
    private var singleValueContainers: Set<String> = []

    /// The body's reads; nil when it is not a straight line of supported statements.
    static func read(_ plan: CustomDecodingPlan) -> InitializerSchemaReading? {
        var reading = InitializerSchemaReading()
        for statement in plan.body {
            switch statement {
            case .bind(let name, let expression):
                guard reading.open(name, expression, decoderName: plan.decoderName) || reading.note(expression) else { return nil }
            case .assignProperty(_, let expression), .evaluate(let expression):
                guard reading.note(expression) else { return nil }
            case .finish:
                continue
            default:
                return nil
            }
        }
        // A body that reads both a keyed and a single-value container is not one shape.
        if reading.singleValue != nil, !reading.root.reads.isEmpty || !reading.root.nested.isEmpty { return nil }
        return reading
    }

    /// `let c = try decoder.container(keyedBy:)` and the like: whether `expression` opens a
    /// container, registered under `name`.
    private mutating func open(_ name: String, _ expression: DecodingExpression, decoderName: String) -> Bool {
        switch expression {
        case .keyedContainer(.variable(let decoder), _) where decoder == decoderName:
            containers[name] = root
            opensRoot = true
        case .singleValueContainer(.variable(let decoder)) where decoder == decoderName:
            singleValueContainers.insert(name)
        case .nestedKeyedContainer(let parentName, let key?, _):
            guard let parent = containers[parentName] else { return false }
            let child = Container()
            parent.nested.append((key, child))
            containers[name] = child
        default:
            return false
        }
        return true
    }

    /// Records the reads of a value expression; false for one outside the supported forms.
    private mutating func note(_ expression: DecodingExpression, swallowed: Bool = false) -> Bool {
        switch expression {
        case .literal, .variable, .emptyArray:
            return true
        case .decode(let containerName, let type, let key?, let ifPresent):
            guard let container = containers[containerName] else { return false }
            container.reads.append((key, swallowed ? .anyValue : ifPresent ? .optional(type: type) : .required(type: type)))
            return true
        case .decode(let containerName, let type, nil, false):
            guard singleValueContainers.contains(containerName), !swallowed, singleValue == nil || singleValue == type else {
                return false
            }
            singleValue = type
            return true
        case .coalesce(let value, let fallback):
            return note(value, swallowed: swallowed) && note(fallback, swallowed: swallowed)
        case .tryOptional(let value, _):
            return note(value, swallowed: true)
        default:
            return false
        }
    }
}
