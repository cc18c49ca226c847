/// What `CustomDecodingTranslator` knows of the body's locals (and of a helper's parameters,
/// which are locals of its body) at the statement it is translating: which names are locals,
/// the type each was decoded as, the keyed reads each holds, whether its value is one the tool
/// does not know, and what else its value is (a key of a container, an array, a context made
/// before it is thrown, a date formatter, ...). The translator holds one, sets it as it reads
/// declarations and assignments, and asks it; a closure called in place starts from a copy.
struct BodyLocals {
    /// One keyed read: the key path from the top container, and whether it is `decodeIfPresent`.
    struct KeyedRead: Equatable {
        var keyPath: String
        var isIfPresent: Bool
    }

    /// The names declared so far (locals, bound names, a helper's parameters).
    var names: Set<String> = []
    /// The type each local was decoded as (`let kind = try c.decode(Kind.self, ...)`).
    var types: [String: TypeReference] = [:]
    /// Locals holding one of a container's keys (`let key = container.allKeys.first`), with the
    /// keys enum, so that `switch key` can name its cases.
    var keySets: [String: KeySet] = [:]
    /// `let` locals holding the key names a keyed container found (`AllKeysFilter.keyNameSet`).
    var keyNameSets: [String: String] = [:]
    /// The keyed reads each local holds the result of.
    var reads: [String: [KeyedRead]] = [:]
    /// Locals holding a decoded `String`, integer or `Bool` (not optional): a thrown message can
    /// interpolate them as Swift prints them.
    var printable: Set<String> = []
    /// Locals holding an array that is not optional (`map` on one runs per element).
    var arrays: Set<String> = []
    /// Locals holding the pairs of an `allKeys` map (`CustomDecodingTranslator+KeyValuePairs`).
    var keyValuePairs: Set<String> = []
    /// Locals holding a `DecodingError.Context(...)` made before it is thrown (`let context =
    /// DecodingError.Context(codingPath: c.codingPath, ...)`, then `throw
    /// DecodingError.dataCorrupted(context)`), or a whole `DecodingError` (`let error =
    /// DecodingError.dataCorruptedError(forKey: .k, in: c, ...)`, then `throw error`), with the
    /// call that made each.
    var contexts: [String: BodyExpression] = [:]
    /// `let` locals holding a string literal (`let message = "Missing session id"`), for the
    /// `debugDescription` of a context built from one.
    var messages: [String: BodyExpression] = [:]
    /// Those of `messages` declared with `let`: constants a string method may take
    /// (`LocalStringConstants`).
    var stringConstants: Set<String> = []
    /// `let` locals holding a coding path a context may name.
    var paths = PathLocals()
    /// Locals whose value comes through a transformation the tool does not evaluate.
    var unknowable: Set<String> = []
    /// Locals of an `x-` extensions reading (`AnyValueLocals`).
    var anyValue = AnyValueLocals()
    /// A helper's parameters handed a `PureClosureArgument`: calling one gives an unknown value.
    var pureClosures: Set<String> = []
    /// Locals holding a date formatter, with how the body has set it up so far.
    var formatters: [String: DateFormatterSetup] = [:]
    /// `let` locals and parameters holding an empty collection whatever the document
    /// (`EmptyCollectionConstants`): `options.contains(.relaxed)` is `false`.
    var emptyCollections: Set<String> = []

    func contains(_ name: String) -> Bool { names.contains(name) }

    mutating func insert(_ name: String) { names.insert(name) }

    mutating func remove(_ name: String) { names.remove(name) }

    mutating func formUnion(_ other: some Sequence<String>) { names.formUnion(other) }

    /// A name declared anew (`let`, `var`): what an earlier local of the name was made from
    /// (an empty collection, a context, a formatter, a message, a path) is not what it holds.
    mutating func declare(_ name: String) {
        names.insert(name)
        emptyCollections.remove(name)
        contexts[name] = nil
        formatters[name] = nil
        messages[name] = nil
        stringConstants.remove(name)
        paths[name] = nil
    }

    /// Names whose value the tool does not know (a caught error, an initializer's parameter
    /// besides the decoder).
    mutating func declareUnknowable(_ other: [String]) {
        names.formUnion(other)
        unknowable.formUnion(other)
    }

    /// A local assigned anew no longer holds the message, context or coding path it was made with.
    mutating func noteAssigned(_ name: String) {
        (messages[name], contexts[name], paths[name]) = (nil, nil, nil)
        stringConstants.remove(name)
    }

    /// What `outer` knew of `name`, taken back after a closure whose local of that name hid it:
    /// whether it is a local, its value's unknowability, printability, array-ness, type, keys
    /// enum, reads, and the context, message and path it holds.
    mutating func restore(_ name: String, from outer: BodyLocals) {
        if outer.names.contains(name) { names.insert(name) } else { names.remove(name) }
        if outer.unknowable.contains(name) { unknowable.insert(name) } else { unknowable.remove(name) }
        if outer.printable.contains(name) { printable.insert(name) } else { printable.remove(name) }
        if outer.arrays.contains(name) { arrays.insert(name) } else { arrays.remove(name) }
        types[name] = outer.types[name]
        keySets[name] = outer.keySets[name]
        reads[name] = outer.reads[name]
        contexts[name] = outer.contexts[name]
        messages[name] = outer.messages[name]
        if outer.stringConstants.contains(name) { stringConstants.insert(name) } else { stringConstants.remove(name) }
        paths[name] = outer.paths[name]
    }
}
