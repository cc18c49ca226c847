/// Chooses Swift types for merged sample shapes and builds the declarations `infer` writes.
///
/// Every choice aims to keep the samples decodable in strict mode: a key with several JSON kinds
/// is left out (a comment says so) rather than typed wrongly; a key missing from some objects or
/// null in some is optional; a number is `Int` only if every sample wrote an integer `Int`
/// accepts. `CheckedInference` checks the result by decoding every sample and feeds what still
/// fails back as `corrections`.
struct DeclarationInference {
    /// `--enums`: suggest an enum for a small closed set of strings.
    var suggestsEnums = false
    var maximumEnumCases = 8
    /// `--date-strategy iso8601`: ISO 8601 strings become `Date`; otherwise they stay `String`,
    /// so the declarations decode with a plain `JSONDecoder()`.
    var infersDates = false
    /// What decoding the samples found wrong in an earlier attempt.
    var corrections = InferenceCorrections()
    /// Whether some property is a `Date` (then decoding needs `--date-strategy iso8601`).
    private(set) var usesDates = false
    /// Places typed `[String: T]`: their keys are not members (see `ShapePath(codingPath:)`).
    private(set) var dictionaryPlaces: Set<ShapePath> = []

    init(suggestsEnums: Bool, maximumEnumCases: Int, infersDates: Bool = false) {
        self.suggestsEnums = suggestsEnums
        self.maximumEnumCases = maximumEnumCases
        self.infersDates = infersDates
    }

    enum Failure: Error {
        /// No objects at the root, or not one type there: what the samples hold instead.
        case rootNotObject(found: [String])
        /// Only values of one plain type at the root (`"fantasy"`, `[1, 2]`): there is nothing to
        /// declare, and `--type` with this expression decodes them.
        case plainRoot(found: [String], typeExpression: String)
        /// Arrays in arrays at the root, deeper than `maximumNesting`.
        case rootTooDeep
    }

    /// The root declaration and the `--type` expression that decodes a sample: `Book`, `[Book]`,
    /// `[[Book]]`, `[Book?]`, `[String: Book]` (an object keyed by numbers), `Book?`.
    mutating func declaration(for root: ValueShape, name: String) throws(Failure) -> (InferredDeclaration, typeExpression: String) {
        usesDates = false
        dictionaryPlaces = []
        do {
            return try rootType(for: root, name: name, path: .root)
        } catch {
            guard case .rootNotObject(let found) = error, !Self.kindsDeep(root).isEmpty, Self.nesting(of: root) <= Self.maximumNesting
            else { throw error }
            var context = TypeContext(enclosing: [], typeNames: [name])
            guard let (type, _) = swiftType(for: root, key: name, singular: false, context: &context, path: .root),
                context.declarations.isEmpty
            else { throw error }
            throw .plainRoot(found: found, typeExpression: type + optionalMark(root, .root))
        }
    }

    private mutating func rootType(
        for shape: ValueShape, name: String, path: ShapePath
    ) throws(Failure) -> (InferredDeclaration, typeExpression: String) {
        if shape.malformed > 0 { throw .rootNotObject(found: ["values JSONDecoder would reject"]) }
        let mark = shape.nulls > 0 || corrections.optionalPlaces.contains(path) ? "?" : ""
        switch shape.kinds {
        case ["object"]:
            let object = shape.object!
            if Self.isKeyedByIdentifiers(object) {
                // `{"0": {...}, "1": {...}}`: one type for the values, not a property per key.
                let valuePath = path.appending(.dictionaryValue)
                if let (declaration, value) = try? rootType(for: Self.mergedValues(object, maximumEnumCases), name: name, path: valuePath) {
                    dictionaryPlaces.insert(path)
                    return (declaration, "[String: \(value)]" + mark)
                }
            }
            return (.structure(structure(named: name, object, enclosing: [], path: path)), name + mark)
        case ["array"]:
            if path.steps.count >= Self.maximumNesting { throw .rootTooDeep }
            guard let elements = shape.array, !elements.kinds.isEmpty || elements.malformed > 0 else {
                throw .rootNotObject(found: [shape.array?.nulls ?? 0 > 0 ? "array of null" : "empty array"])
            }
            do {
                let (declaration, element) = try rootType(for: elements, name: name, path: path.appending(.element))
                return (declaration, "[\(element)]" + mark)
            } catch {
                guard case .rootNotObject(let found) = error else { throw error }
                throw .rootNotObject(found: found.map { "array of \($0)" })
            }
        default:
            throw .rootNotObject(found: Self.kindsDeep(shape))
        }
    }

    /// The values of an object keyed by identifiers, merged as if they were one place.
    private static func mergedValues(_ object: ObjectShape, _ maximumEnumCases: Int) -> ValueShape {
        let values = ValueShape()
        for member in object.members.values { values.merge(member.shape, maximumEnumCases: maximumEnumCases) }
        return values
    }

    private mutating func structure(
        named name: String, _ object: ObjectShape, enclosing: [String], path: ShapePath
    ) -> InferredDeclaration.Structure {
        var result = InferredDeclaration.Structure(name: name)
        var propertyNames = Set<String>()
        var typeNames = Set(enclosing + [name])
        for key in object.keys {
            let member = object.members[key]!
            let shape = member.shape
            let memberPath = path.appending(.member(key))
            let baseName = SwiftNames.propertyName(key)
            var propertyName = baseName
            var suffix = 2
            while !propertyNames.insert(propertyName).inserted {
                propertyName = baseName + String(suffix)
                suffix += 1
            }
            if let reason = corrections.omittedMembers[memberPath] {
                result.omitted.append("\(SwiftNames.stringLiteral(key)) left out: \(reason)")
                propertyNames.remove(propertyName)
                continue
            }
            if enclosing.count + 1 + Self.nesting(of: shape) > Self.maximumNesting {
                result.omitted.append(
                    "\(SwiftNames.stringLiteral(key)) left out: nested deeper than \(Self.maximumNesting) levels, which the schema reader does not follow"
                )
                propertyNames.remove(propertyName)
                continue
            }
            var context = TypeContext(enclosing: enclosing + [name], typeNames: typeNames)
            guard let (type, comment) = swiftType(for: shape, key: key, singular: false, context: &context, path: memberPath) else {
                if Self.hasMalformedValues(shape) {
                    result.omitted.append(
                        "\(SwiftNames.stringLiteral(key)) left out: some samples have values there JSONDecoder would reject")
                    propertyNames.remove(propertyName)
                    continue
                }
                let found = ListFormatter.conjunction(Self.kindsDeep(shape).map { "\($0) values" })
                result.omitted.append("\(SwiftNames.stringLiteral(key)) left out: the samples have \(found) there")
                propertyNames.remove(propertyName)
                continue
            }
            typeNames = context.typeNames
            result.nested += context.declarations
            let isCorrected = corrections.optionalPlaces.contains(memberPath)
            let isOptional = member.presence < object.count || shape.nulls > 0 || isCorrected
            let note =
                member.presence < object.count
                ? "missing in some objects" : isCorrected && shape.nulls == 0 ? "missing or null when the samples were decoded" : nil
            result.properties.append(
                .init(
                    name: propertyName, key: key, type: type + (isOptional ? "?" : ""),
                    comment: [comment, note].compactMap { $0 }.joined(separator: "; ").nilIfEmpty))
        }
        return result
    }

    /// Nested types made while typing one property, and the names already taken around it.
    private struct TypeContext {
        var enclosing: [String]
        var typeNames: Set<String>
        var declarations: [InferredDeclaration] = []

        mutating func uniqueTypeName(_ base: String) -> String {
            var name = base
            var suffix = 2
            while typeNames.contains(name) || SwiftNames.reservedTypeNames.contains(name) {
                name = base + String(suffix)
                suffix += 1
            }
            typeNames.insert(name)
            return name
        }
    }

    /// The Swift type for the values at one place (without the optional mark for the place
    /// itself), with a comment when the samples say little; `nil` when no one type fits.
    private mutating func swiftType(
        for shape: ValueShape, key: String, singular: Bool, context: inout TypeContext, path: ShapePath
    ) -> (String, String?)? {
        let kinds = shape.kinds
        guard kinds.count <= 1, shape.malformed == 0 else { return nil }
        switch kinds.first {
        case nil:
            return ("String", "always null in the samples")
        case "boolean":
            return ("Bool", nil)
        case "number":
            // `Int` accepts every integral number (`0e1` too); `Double` refuses zeros with an
            // exponent, `Decimal` does not (the check after inference catches one out of its range).
            if shape.fractionalNumbers == 0 { return ("Int", nil) }
            if shape.zeroesWithExponent == 0 { return ("Double", nil) }
            return ("Decimal", "not Double: JSONDecoder refuses zeros with an exponent (0e1) as Double")
        case "string":
            let facts = shape.strings!
            let hint = facts.allDates && !infersDates ? "ISO 8601 dates: Date with infer --date-strategy iso8601" : nil
            return (stringType(facts, key: key, singular: singular, context: &context), hint)
        case "array":
            guard let elements = shape.array, elements.count > 0 else { return ("[String]", "always empty in the samples") }
            let elementPath = path.appending(.element)
            guard let (element, comment) = swiftType(for: elements, key: key, singular: true, context: &context, path: elementPath)
            else { return nil }
            return ("[\(element)\(optionalMark(elements, elementPath))]", comment)
        default:
            let object = shape.object!
            if Self.isKeyedByIdentifiers(object) {
                let values = Self.mergedValues(object, maximumEnumCases)
                let valuePath = path.appending(.dictionaryValue)
                guard let (value, comment) = swiftType(for: values, key: key, singular: true, context: &context, path: valuePath)
                else { return nil }
                dictionaryPlaces.insert(path)
                return ("[String: \(value)\(optionalMark(values, valuePath))]", comment)
            }
            let name = context.uniqueTypeName(SwiftNames.typeName(key, singular: singular))
            let nested = structure(named: name, object, enclosing: context.enclosing, path: path)
            context.declarations.append(.structure(nested))
            return (name, nil)
        }
    }

    private mutating func stringType(
        _ facts: ValueShape.StringFacts, key: String, singular: Bool, context: inout TypeContext
    ) -> String {
        if facts.allDates {
            // Without the strategy, a plain `JSONDecoder()` must decode them: they stay strings.
            guard infersDates else { return "String" }
            usesDates = true
            return "Date"
        }
        if facts.allURLs { return "URL" }
        if suggestsEnums, facts.distinct.count <= maximumEnumCases, facts.count > facts.distinct.count,
            !facts.distinct.contains("")
        {
            let name = context.uniqueTypeName(SwiftNames.typeName(key, singular: singular))
            var used = Set<String>()
            var cases: [(name: String, rawValue: String)] = []
            for value in facts.distinct {
                let base = SwiftNames.propertyName(value)
                var caseName = base
                var suffix = 2
                while !used.insert(caseName).inserted {
                    caseName = base + String(suffix)
                    suffix += 1
                }
                cases.append((caseName, value))
            }
            context.declarations.append(.enumeration(.init(name: name, cases: cases)))
            return name
        }
        return "String"
    }

    /// `?` for an element or dictionary value that was null in some sample, or failed as null.
    private func optionalMark(_ shape: ValueShape, _ path: ShapePath) -> String {
        shape.nulls > 0 || corrections.optionalPlaces.contains(path) ? "?" : ""
    }

    /// Arrays and types nested deeper than this are left out: the schema reader (like any
    /// reasonable reader of Swift) stops at 64 levels of type nesting, and optionals count too.
    static let maximumNesting = 48

    /// How many arrays and objects nest at a place, at most.
    static func nesting(of shape: ValueShape) -> Int {
        var deepest = 0
        if let elements = shape.array { deepest = max(deepest, 1 + nesting(of: elements)) }
        if let object = shape.object {
            deepest = max(deepest, 1 + (object.members.values.map { nesting(of: $0.shape) }.max() ?? 0))
        }
        return deepest
    }

    /// Whether a place or anything inside it holds a value decoding would reject.
    static func hasMalformedValues(_ shape: ValueShape) -> Bool {
        if shape.malformed > 0 { return true }
        if let elements = shape.array, hasMalformedValues(elements) { return true }
        return shape.object?.members.values.contains { hasMalformedValues($0.shape) } ?? false
    }

    /// The kinds at a place, or in its arrays' elements when the place itself holds only arrays.
    static func kindsDeep(_ shape: ValueShape) -> [String] {
        if shape.kinds == ["array"], let elements = shape.array { return kindsDeep(elements).map { "array of \($0)" } }
        return shape.kinds
    }

    /// An object whose keys are all numbers (`{"138586341": {...}}`) is a dictionary, not a type
    /// with a property per identifier.
    static func isKeyedByIdentifiers(_ object: ObjectShape) -> Bool {
        !object.keys.isEmpty && object.keys.allSatisfy { key in !key.isEmpty && key.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
