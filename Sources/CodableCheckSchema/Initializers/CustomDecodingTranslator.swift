import CodableCheckCore

/// Turns a read `init(from:)` body (`BodyStatement`s) into the program the core interprets
/// (`DecodingStatement`s), resolving coding keys, types and containers as the compiler would.
/// A statement outside the interpreted subset (`CustomDecodingTranslator.Failure`) becomes an
/// `UninterpretedStatement`: the reads the tool can see in it are kept, what it may set is
/// unknown, and `uncheckedStatements` names it and the properties it leaves unchecked. The tool
/// then never reports an error the app may not throw.
struct CustomDecodingTranslator {
    /// The statement the translation could not follow, and why.
    struct Failure: Error {
        var statement: BodyStatement?
        var reason: String
        /// The reason is more precise than "the expression is not interpreted" around it (a type
        /// that cannot be planned), so it is kept.
        var isPrecise = false
    }

    let node: DeclarationNode
    let decoderName: String
    let properties: Set<String>
    var containers: [String: ContainerKind] = [:]
    /// What the body's locals hold, as far as the statements translated so far tell (`BodyLocals`).
    var locals = BodyLocals()
    /// The types the body decodes, in `DecodingExpression.decode`'s index order, planned by the
    /// caller afterwards: a type as written, or (nil) the superclass.
    var types: [TypeReference?] = []
    /// Reads in `types` (by index) made through another initializer of the type than
    /// `init(from:)`, by its argument labels (`Step(from: d, regions: r)`: `from`, `regions`).
    var alternateInitializers: [Int: [String?]] = [:]
    /// Parameters of the initializer being translated besides the decoder (`init(from:regions:)`
    /// read as the plan of `Step(from: d, regions: r)`): their values are not known.
    var opaqueParameters: [String] = [] {
        didSet {
            locals.declareUnknowable(opaqueParameters)
        }
    }
    var usesSingleValueContainer = false
    var usesKeyedContainer = false
    var callsSuper = false
    /// Inside `case .library:` of `switch key`: the key local is that case, so `forKey: key` is
    /// the key `library`.
    var boundKeyCases: [String: String] = [:]
    /// Keyed containers remember their keys enum through a pending registration: the variable
    /// that receives the container is named by the enclosing `let`.
    var pendingKeys: KeySet?
    /// Keyed containers' key paths from the top container (`[]` for `decoder.container(keyedBy:)`).
    var containerPaths: [String: [String]] = [:]
    /// Each property's source, for listings.
    var propertySources: [String: InitializerPropertySource] = [:]
    /// What the body reads from the decoder's `userInfo`, and the keys no `--user-info` states.
    var userInfo = UserInfoReads()
    /// The statement being translated, for warnings about it.
    var currentStatement: BodyStatement?
    /// `if`/`guard` statements with a test the tool cannot evaluate, assumed to hold (a warning
    /// each: the app's check is not verified).
    var assumedChecks: [BodyStatement] = []
    /// The error each enclosing `catch` clause binds (`error`, `e` in `catch let e as
    /// DecodingError`), innermost last; nil where the clause binds no whole error.
    var caughtErrorNames: [String?] = []
    /// The functions declared in the blocks being translated, outermost first
    /// (`CustomDecodingTranslator+LocalFunctions`).
    var localFunctions: [FunctionDeclaration] = []
    /// The helpers being translated, outermost first (`HelperCall`), against recursion.
    var helperStack: [String] = []
    /// Parameters of the helper being translated that share a property's name, and the name
    /// each is bound under (`self.name = name` sets the property from the parameter).
    var parameterAliases: [String: String] = [:]
    /// Generic parameters of the helper being translated bound by a `T.self` argument
    /// (`notKeyedBy: CodingKeys.self` for `WellKnownCodingKeys.Type`), by name.
    var typeArguments: [String: TypeReference] = [:]
    /// Parameters of the helper being translated whose argument is a literal (`self.init(from:
    /// decoder, regions: nil)`): a parameter is a constant, so `if let regions` is decided here.
    var parameterConstants: [String: String] = [:]
    /// Translating a static helper: the type's properties are not in scope.
    var isStaticHelper = false
    /// Translating a method of a container or `Decoder` extension: `self` is that container, and
    /// a bare call of one of its methods (`decode(T.self, forKey: key)`) is made on it.
    var receiver: ContainerExtensions.Receiver?
    /// Parameters of the helper being translated that hold a type (`_ type: T.Type` given
    /// `Tag.self`): `decode(type, forKey: key)` reads that type.
    var typeParameters: [String: TypeReference] = [:]
    /// Parameters of the helper being translated that hold a key (`forKey key: Key` given
    /// `.count`), with the JSON key.
    var keyParameters: [String: String] = [:]
    /// The container a helper returns (`return try root.nestedContainer(...)`), when it returns one.
    var returnedContainer: ContainerKind?
    /// The containers helpers return, by the helper's signature: a local bound to the call holds one.
    var helperContainers: [String: ContainerKind] = [:]
    /// Indexes in `types` of types a helper read through a type its call handed it (`T` bound to
    /// `Tag`): named in the caller's scope, not the helper's.
    var substitutedTypes: Set<Int> = []
    /// A `return e` in the helper being translated gives a value the tool does not evaluate.
    var returnsUnknowable = false
    /// Inside a closure called in place: the type its context asks of it, which its `return`
    /// values have (`let kind: Kind = { ...; return .linkPreview }()`).
    var closureResultType: TypeReference?
    /// The type `translate(_:expecting:)` was asked for a closure called in place, taken once.
    var calledClosureType: TypeReference?
    /// Hidden variables made for chained container calls.
    var chainCount = 0
    /// Set while `self = try Own(...)` is read as written, before it is read as a delegation
    /// (`SelfAssignedInitializer`).
    var readsSelfAssignmentAsWritten = false
    /// How many `try` (or `try?`, `try!`) cover the expression being translated. Swift marks
    /// every call that can throw with one, so a call outside any cannot throw: its value may be
    /// unknown, but it is no error the app may throw.
    var tryDepth = 0
    /// The statements not interpreted, in order, with the properties each leaves unchecked.
    var uncheckedStatements: [UncheckedStatement] = []
    /// Locals and properties whose value depends on something not interpreted, each with the
    /// index in `uncheckedStatements` of the statement it comes from.
    var uncheckedNames: [String: Int] = [:]
    /// Types (as written) the plan builder could not plan: a read of one is not interpreted.
    var unplannableTypes: [String: String] = [:]
    /// Constants the body may name, as JSON texts (`Self.defaultPage`, `Defaults.limit`, an
    /// instance `let` with an initial value): given a type (nil for the type itself) and a name.
    var constant: (_ owner: [String]?, _ name: String) -> String? = { _, _ in nil }
    /// The type the context of the call being translated asks of its result, for a generic
    /// helper that only its result names (`CustomDecodingTranslator+ContextTypes`).
    var contextType: ContextType?
    static let containerMethods: Set<String> = [
        "decode", "decodeIfPresent", "decodeNil", "contains", "nestedContainer", "nestedUnkeyedContainer", "superDecoder",
    ]
    let resolver: TypeResolver
    /// The declared type a name denotes in the body: set by the planner to read generic
    /// parameters as their arguments (`Wrapped(rawValue:)` in `OpenEnum<Status>` is `Status`'s).
    var typeNamed: ([String]) -> DeclarationNode?
    /// The generic parameters the survey binds to its placeholder (a generic type no declaration
    /// holds with real arguments): a body decoding one whole (`Wrapped(from: decoder)`) is read
    /// as decoding the placeholder, as `decode(Wrapped.self, ...)` is.
    var placeholderParameters: Set<String> = []
    /// Generic parameters `Wrapped(from: decoder)` decodes as `decode(Wrapped.self)` (`ScalarBoundParameters`).
    var scalarParameters: Set<String> = []

    init(node: DeclarationNode, decoderName: String, resolver: TypeResolver) {
        self.node = node
        self.decoderName = decoderName
        self.resolver = resolver
        self.typeNamed = { [resolver, node] in resolver.nominal($0, from: node) }
        self.properties = Set(node.instanceProperties.map(\.name))
        containers[decoderName] = .decoder
    }

    /// Forgets the reads planned from `index` on (a statement that is then not interpreted).
    mutating func dropTypes(from index: Int) {
        types.removeSubrange(index...)
        substitutedTypes = substitutedTypes.filter { $0 < index }
        alternateInitializers = alternateInitializers.filter { $0.key < index }
    }

    /// How `types` names a `super.init(from:)` read in `unplannableTypes`.
    static let superclassReadKey = "super"

    // MARK: Statements

    /// The body's program. A body the reader could not read at all (it does not close) is one
    /// uninterpreted statement that may set every property.
    mutating func translateBody(_ initializer: DecodingInitializer) -> [DecodingStatement] {
        switch initializer.body {
        case .statements(let statements):
            return translate(statements)
        case .unreadable(let statement, let location):
            let names = node.instanceProperties.map(\.name)
            let unread = UnreadStatement(writes: [], writesThroughSelf: names, setsSelf: true, mentions: [], mayReturn: true)
            return [
                UninterpretedStatements.uninterpreted(
                    BodyStatement(kind: .unread(unread), location: location, text: statement), reason: "the body cannot be read", in: &self)
            ]
        }
    }

    /// Every statement, each translated, or kept as uninterpreted when it cannot be.
    mutating func translate(_ statements: [BodyStatement]) -> [DecodingStatement] {
        let outerFunctions = localFunctions
        localFunctions += BodyNames.localFunctions(in: statements)
        defer { localFunctions = outerFunctions }
        var result: [DecodingStatement] = []
        for statement in SwitchBindingCases.expandingBindingCases(ResultAttempts.expanding(statements, in: self), in: &self) {
            currentStatement = statement
            let typeCount = types.count
            do throws(Failure) {
                let translated = try translate(statement)
                result.append(translated)
                // `guard let allow = decoder.userInfo[.flag] as? Bool, allow else { return }` with
                // the key absent: what follows never runs.
                if case .guardElse(let conditions, _) = translated, conditions.contains(where: Self.alwaysFails) { break }
            } catch {
                // Reads planned for the part that was translated are dropped with it.
                dropTypes(from: typeCount)
                result.append(UninterpretedStatements.uninterpreted(statement, reason: error.reason, in: &self))
            }
        }
        return result
    }

    mutating func translate(_ statement: BodyStatement) throws(Failure) -> DecodingStatement {
        switch statement.kind {
        case .declare(let name, let written):
            locals.declare(name)
            parameterConstants[name] = nil
            if let written, let formatter = DateFormatterLocals.formatterDeclaration(name, written, in: &self) { return formatter }
            locals.keyNameSets[name] = statement.text.hasPrefix("let ") ? written.flatMap(AllKeysFilter.keyNameSet) : nil
            if locals.keyNameSets[name] != nil {
                // Read where a loop's `filter` tests it; as a value it is one the tool does not know.
                noteUnknowable(name, .conversion(.unknown, .literal("null")))
                return .bind(name, .conversion(.unknown, .literal("null")))
            }
            guard let (value, annotation) = written.map(WrittenExpression.annotation(of:)) else { return .bind(name, .literal("null")) }
            if case .literal(let text) = value, text.hasPrefix("\"") {
                // `let message = "Missing ..."`, then `DecodingError.Context(..., debugDescription: message)`.
                locals.messages[name] = value
                if statement.text.hasPrefix("let ") { locals.stringConstants.insert(name) }
            }
            if case .call(let callee, _) = value, WrittenDecodingError.isContext(callee) || WrittenDecodingError.makesError(value) {
                let made = KeyInterpolation.folded(value, in: self)
                locals.contexts[name] =
                    WrittenDecodingError.isContext(callee)
                    ? ThrownErrors.withMessageLocals(made, in: self) : ThrownErrors.withContextLocal(made, in: self)
            }
            if locals.contexts[name] == nil, statement.text.hasPrefix("let ") {
                let isKeyList = { (elements: [BodyExpression]) in (try? ThrownErrors.writtenKeys(elements, in: self)) != nil }
                locals.paths[name] = PathLocals.path(value, isKeyList: isKeyList, isContainer: { containers[$0] != nil })
            }
            if locals.contexts[name] != nil || locals.paths[name] != nil {
                // Read where it is thrown, or where a context names the path; as a value it is one
                // the tool does not know.
                noteUnknowable(name, .conversion(.unknown, .literal("null")))
                return .bind(name, .conversion(.unknown, .literal("null")))
            }
            let expression = try translate(value, expecting: annotation)
            if statement.text.hasPrefix("let "), EmptyCollectionConstants.isKnownEmpty(expression, constants: locals.emptyCollections) {
                locals.emptyCollections.insert(name)
            }
            UninterpretedStatements.noteUnchecked(name, expression, in: &self)
            ContainerNames.registerContainer(name, expression, in: &self)
            PropertySourceNotes.noteBinding(name, expression, in: &self)
            ContentDispatch.noteKeyLocal(name, expression, in: &self)
            // `let text: String = try helper(key)`: a helper's result is typed by what it is bound to.
            locals.types[name] = DecodedTypes.decodedType(of: expression, in: self) ?? annotation ?? MadeValueType.of(value, in: self)
            ThrownErrors.notePrintable(name, expression, unwrapped: false, in: &self)
            noteUnknowable(name, expression)
            AnyValueLocals.note(name, written: value, in: &self)
            if ElementOperations.isArray(expression, optionalAllowed: false, in: self) {
                locals.arrays.insert(name)
            } else {
                locals.arrays.remove(name)
            }
            if KeyValuePairReads.isKeyValuePairs(expression) {
                locals.keyValuePairs.insert(name)
            } else {
                locals.keyValuePairs.remove(name)
            }
            return .bind(name, expression)
        case .assign(let target, var value):
            if !readsSelfAssignmentAsWritten, let delegated = SelfAssignedInitializer.delegation(target, value, in: self) {
                return try SelfAssignedInitializer.translate(statement, delegated, in: &self)
            }
            if case .name(let name) = target { locals.noteAssigned(name) }
            if let setting = DateFormatterLocals.formatterSetting(target, value, in: &self) { return setting }
            if let removal = ExtraMembersDictionary.singleRemoval(target, value, in: self) { return removal }
            if case .member(.name("self"), let name) = target {
                value = ExpressionReader.namingCases(in: value, ofProperty: name, for: self)
            }
            if case .name(let name) = target, isProperty(name) {
                value = ExpressionReader.namingCases(in: value, ofProperty: name, for: self)
            }
            let property = assignedProperty(target)
            if let property { value = EmptyDictionaryTyping.typingEmptyDictionaries(in: value, ofProperty: property, in: self) }
            let expression = try translate(value, expecting: property.flatMap(declaredType(ofProperty:)))
            if case .name(let name) = target { UninterpretedStatements.noteUnchecked(name, expression, in: &self) }
            if case .member(.name("self"), let name) = target { UninterpretedStatements.noteUnchecked(name, expression, in: &self) }
            switch target {
            case .name("_"):
                return .evaluate(expression)
            case .name("self"):
                PropertySourceNotes.noteSetByWholeValue(
                    PropertySourceNotes.storedProperties(in: self), shown: "self = " + WrittenExpression.render(value), in: &self)
                return .assignSelf(ContentDispatch.encodedCaseNames(expression, in: self))
            case .member(.name("self"), let name) where properties.contains(name):
                PropertySourceNotes.noteAssignment(name, expression, written: value, in: &self)
                InitializerDelegation.noteUnknowableProperty(name, expression, in: &self)
                return .assignProperty(name, DecodedTypes.wrapped(expression, forProperty: name, in: self))
            case .name(let name) where locals.contains(name):
                locals.keyValuePairs.remove(name)
                ContainerNames.registerContainer(name, expression, in: &self)
                PropertySourceNotes.noteBinding(name, expression, in: &self)
                ContentDispatch.noteKeyLocal(name, expression, in: &self)
                noteUnknowable(name, expression)
                return .bind(name, expression)
            case .name(let name) where properties.contains(name):
                PropertySourceNotes.noteAssignment(name, expression, written: value, in: &self)
                InitializerDelegation.noteUnknowableProperty(name, expression, in: &self)
                return .assignProperty(name, DecodedTypes.wrapped(expression, forProperty: name, in: self))
            default:
                throw Failure(reason: "it assigns to something other than a property or a local")
            }
        case .expression(let expression):
            return try translateExpressionStatement(expression)
        case .ifStatement(let conditions, let then, let otherwise):
            let absentBefore = userInfo.absentKeys.count
            let translatedConditions = try translate(conditions)
            // Judged before the sides are read: what a side changes comes after the test.
            let undecided = translatedConditions.contains(where: isUnknowable)
            // A branch that never runs (`if let o = decoder.userInfo[.absent] as? T`) is not read.
            // Each side starts from what holds before the `if`; after it, a name either side
            // leaves unknown is unknown.
            let unknowableBefore = locals.unknowable
            let translatedThen = translatedConditions.contains(where: Self.alwaysFails) ? [] : translate(then)
            let unknowableAfterThen = locals.unknowable
            locals.unknowable = unknowableBefore
            let translatedOtherwise = translateSide(otherwise ?? [], failing: translatedConditions, keysSince: absentBefore)
            locals.unknowable.formUnion(unknowableAfterThen)
            if translatedConditions.contains(where: Self.alwaysFails), translatedOtherwise.alwaysThrows {
                userInfo.noteThrow(statement, keysSince: absentBefore)
            }
            if undecided, (translatedThen + translatedOtherwise).cannotChangeOutcome {
                UninterpretedStatements.holdUnknown(translatedThen + translatedOtherwise, in: &self)
            } else if undecided, !translatedThen.alwaysThrows, !translatedOtherwise.alwaysThrows {
                UninterpretedStatements.noteUndecided(
                    statement, translatedThen + translatedOtherwise, reason: "its condition is not interpreted", in: &self)
            } else if undecided {
                // The interpreter takes the side that does not throw: an assumption, said as one.
                assumeCheck(statement)
            }
            return .branch(translatedConditions, then: translatedThen, otherwise: translatedOtherwise)
        case .guardStatement(let conditions, let otherwise):
            let absentBefore = userInfo.absentKeys.count
            let translatedConditions = try translate(conditions)
            let undecided = translatedConditions.contains(where: isUnknowable)
            let translatedOtherwise = translateSide(otherwise, failing: translatedConditions, keysSince: absentBefore)
            if translatedConditions.contains(where: Self.alwaysFails), translatedOtherwise.alwaysThrows {
                userInfo.noteThrow(statement, keysSince: absentBefore)
            }
            if undecided, !translatedOtherwise.alwaysThrows {
                UninterpretedStatements.noteUndecided(
                    statement, translatedOtherwise, reason: "its condition is not interpreted, and its `else` may return", in: &self)
            } else if undecided {
                // `guard let grams = Weight.grams(fromLabel: label) else { throw ... }` with a
                // value the tool does not compute: assumed to hold, said as an assumption.
                assumeCheck(statement)
            }
            return .guardElse(translatedConditions, otherwise: translatedOtherwise)
        case .whileLoop(let condition, let body):
            let translatedCondition = try translate(condition)
            let translatedBody = translate(LoopContinues.restructured(body))
            if isUnknowable(translatedCondition) {
                UninterpretedStatements.noteUndecided(statement, translatedBody, reason: "its condition is not interpreted", in: &self)
                return .loop(.conversion(.unknown, translatedCondition), body: translatedBody)
            }
            return .loop(translatedCondition, body: translatedBody)
        case .forLoop(let name, let sequence, let body):
            return try EachKeyIntoLocal.loop(name, sequence, LoopContinues.restructured(body), in: &self)
        case .doCatch(let body, let catches):
            return .doCatch(body: translate(body), handler: UninterpretedStatements.handler(of: catches, in: statement, in: &self))
        case .unread:
            throw Failure(reason: "the tool does not follow this statement")
        case .localType(let declaration):
            // Planned as a type nested in this one when the body declares it at its top level and
            // no nested type of the name is declared (`TypeResolver`): then the declaration is
            // nothing to run. Anywhere else, the name may mean another type.
            guard node.children(named: declaration.name).contains(where: { $0.location == declaration.location }) else {
                throw Failure(reason: "a type declared here is only followed at the top level of `init(from:)`", isPrecise: true)
            }
            return .evaluate(.literal("null"))
        case .localFunction:
            // Runs where it is called (`HelperInlining.localFunctionCall`).
            return .evaluate(.literal("null"))
        case .switchStatement(let subject, let cases, let defaultBody):
            var translatedSubject = try translate(subject)
            if isUnknowable(translatedSubject) { translatedSubject = .conversion(.unknown, translatedSubject) }
            var translatedCases: [DecodingSwitchCase] = []
            let unknowableBefore = locals.unknowable
            var unknowableAfter = unknowableBefore
            for switchCase in cases {
                // `switch kind { case .circle: ... }` on a decoded raw enum compares raw values;
                // `switch key { case .library: ... }` compares the key's string.
                // On a value the tool does not know, no case is chosen: any pattern will do.
                var values: [String] = []
                if case .conversion(.unknown, _) = translatedSubject {
                    let typeCount = types.count
                    values = (try? ContentDispatch.caseValues(of: switchCase.patterns, subject: translatedSubject, in: &self)) ?? []
                    dropTypes(from: typeCount)
                } else {
                    values = try ContentDispatch.caseValues(of: switchCase.patterns, subject: translatedSubject, in: &self)
                }
                let bound = ContentDispatch.boundKeyCase(of: switchCase.patterns, subject: translatedSubject, in: self)
                let saved = boundKeyCases
                if let bound { boundKeyCases[bound.local] = bound.caseName }
                // As for `if`: each case from what holds before the `switch`.
                locals.unknowable = unknowableBefore
                translatedCases.append(DecodingSwitchCase(values: values, body: translate(switchCase.body)))
                unknowableAfter.formUnion(locals.unknowable)
                boundKeyCases = saved
            }
            locals.unknowable = unknowableBefore
            let translatedDefault = defaultBody.map { translate($0) }
            locals.unknowable.formUnion(unknowableAfter)
            let ways = translatedCases.map(\.body) + (translatedDefault.map { [$0] } ?? [])
            if case .conversion(.unknown, _) = translatedSubject, ways.filter({ !$0.alwaysThrows }).count == 1 {
                assumeCheck(statement)
            } else if case .conversion(.unknown, _) = translatedSubject, ways.flatMap({ $0 }).cannotChangeOutcome {
                UninterpretedStatements.holdUnknown(ways.flatMap { $0 }, in: &self)
            } else if case .conversion(.unknown, _) = translatedSubject {
                UninterpretedStatements.noteUndecided(
                    statement, translatedCases.flatMap(\.body) + (translatedDefault ?? []),
                    reason: "the value it switches on is not interpreted", in: &self)
            }
            return .switchOn(translatedSubject, cases: translatedCases, defaultBody: translatedDefault)
        case .throwStatement(.name(let name)) where caughtErrorNames.contains(name):
            // `throw error` in a `catch` clause: the caught error, as it was thrown. (An outer
            // clause's error, rethrown from an inner clause, is not followed.)
            guard caughtErrorNames.last == name else { throw Failure(reason: "it rethrows an outer `catch` clause's error") }
            return .rethrowCaught
        case .throwStatement(var expression):
            // `throw error` of a `let error = DecodingError...` made earlier: the error it made.
            if case .name(let local) = expression, let made = locals.contexts[local], WrittenDecodingError.makesError(made) {
                expression = made
            }
            do throws(Failure) {
                var thrown = try ThrownErrors.thrownError(expression, in: self)
                thrown.interpolatedMembers = ThrownErrors.interpolatedMembers(of: thrown.description, in: self)
                thrown.unsetUserInfoKeys = userInfo.unsetCause
                return .throwError(thrown)
            } catch {
                if var made = AppErrorHelpers.thrown(expression, in: self) {
                    made.unsetUserInfoKeys = userInfo.unsetCause
                    return .throwError(made)
                }
                // `throw ValidationError.empty`: the app throws here, whatever the error is.
                guard !ContainerNames.mentionsContainer(expression, ignoringCodingPaths: true, in: self) else { throw error }
                // A `DecodingError` the tool could not read is no error of the app's: its case and
                // path are the ones written, which are not known.
                if case .call(.member(let errorType, _), _) = expression, WrittenDecodingError.isDecodingError(errorType) { throw error }
                // `throw failure` of a local (`let failure = DecodingError.typeMismatch(...)`):
                // which error it holds, a `DecodingError` or the app's, is not known.
                if case .name(let local) = expression, locals.contains(local) {
                    throw Failure(reason: "it throws the local `\(local)`, whose error is not interpreted", isPrecise: true)
                }
                // Reported at the value it names (`badAmount(text)`: where `text` was read), if any.
                let named = BodyNames.names(in: expression).filter { locals.contains($0) || isProperty($0) }.sorted()
                var thrown = ThrownDecodingError(
                    kind: .dataCorrupted, place: ThrownErrors.thrownErrorPlace(naming: expression, in: self), description: "",
                    foreignError: WrittenExpression.render(expression), namedValues: named)
                thrown.unsetUserInfoKeys = userInfo.unsetCause
                return .throwError(thrown)
            }
        case .returnStatement(nil):
            return .finish
        case .returnStatement(let value?):
            let expression = try translate(value, expecting: closureResultType)
            if isUnknowable(expression) { returnsUnknowable = true }
            if let keys = ContainerCalls.takePendingKeys(in: &self) {
                returnedContainer = .keyed(keys)
            } else if let kind = ContainerNames.containerKind(of: expression, in: self) {
                returnedContainer = kind
            }
            return .returnValue(expression)
        }
    }

    /// The side of an `if`/`guard` that runs when its conditions fail. When they fail whatever
    /// the document holds because `userInfo` keys read since `index` are nil, what that side
    /// throws says so.
    mutating func translateSide(_ side: [BodyStatement], failing conditions: [DecodingCondition], keysSince index: Int)
        -> [DecodingStatement]
    {
        guard conditions.contains(where: Self.alwaysFails), userInfo.absentKeys.count > index else { return translate(side) }
        let saved = userInfo.unsetCause
        defer { userInfo.unsetCause = saved }
        userInfo.unsetCause = Array(Set(userInfo.absentKeys[index...])).sorted()
        return translate(side)
    }

    /// A condition clause that fails whatever the document holds: a binding of nil, a test of
    /// `false` (the values `userInfo` lookups give when translated).
    static func alwaysFails(_ condition: DecodingCondition) -> Bool {
        switch condition {
        case .bind(_, .literal("null")), .test(.literal("false")): true
        default: false
        }
    }

    mutating func translate(_ conditions: [BodyCondition]) throws(Failure) -> [DecodingCondition] {
        var result: [DecodingCondition] = []
        for condition in try conditions.map(BodyCondition.followed) {
            switch condition {
            case .bind(let name, let written):
                locals.insert(name)
                locals.emptyCollections.remove(name)
                let (value, annotation) = WrittenExpression.annotation(of: written)
                var expression = try translate(value, expecting: annotation)
                parameterConstants[name] = nil
                // Whether a transformation the tool does not evaluate gives nil is unknown.
                if isUnknowable(expression) { expression = .conversion(.unknown, expression) }
                // `if let meta = try? c.nestedContainer(keyedBy:forKey:)`: a container when bound.
                ContainerNames.registerContainer(name, expression, in: &self)
                PropertySourceNotes.noteBinding(name, expression, in: &self)
                ContentDispatch.noteKeyLocal(name, expression, in: &self)
                ThrownErrors.notePrintable(name, expression, unwrapped: true, in: &self)
                noteUnknowable(name, expression)
                AnyValueLocals.note(name, written: value, in: &self)
                if ElementOperations.isArray(expression, optionalAllowed: true, in: self) {
                    locals.arrays.insert(name)
                } else {
                    locals.arrays.remove(name)
                }
                // `if let text: String = try? helper(key)` reads as `String?`: the local holds a `String`.
                if case .optional(let unwrapped)? = annotation {
                    locals.types[name] = DecodedTypes.decodedType(of: expression, in: self) ?? unwrapped
                } else {
                    locals.types[name] =
                        DecodedTypes.decodedType(of: expression, in: self)
                        ?? RawValueBinding.enumType(made: value, resolver: resolver, from: node)
                }
                result.append(.bind(name, expression))
            case .test(let expression):
                let test = try translate(expression)
                guard isUnknowable(test) else {
                    result.append(.test(test))
                    continue
                }
                // `guard s.hasPrefix("#") else { throw ... }`: the reads happen, the value is
                // unknown, and the interpreter assumes the app does not throw; the schema warns
                // that the check is not verified.
                if let statement = currentStatement { assumeCheck(statement) }
                result.append(.test(.conversion(.unknown, test)))
            }
            // `guard let h = decoder.userInfo[.absent] as? String, let id = h.split(...).last`:
            // Swift stops at the first clause that fails, so what follows is never evaluated.
            if let last = result.last, Self.alwaysFails(last) { break }
        }
        return result
    }

    /// Records a check the interpreter assumes to hold (a condition on a value it does not
    /// compute, whose other side throws): the type is approximated, never exact.
    mutating func assumeCheck(_ statement: BodyStatement) {
        if !assumedChecks.contains(statement) { assumedChecks.append(statement) }
    }

    mutating func noteUnknowable(_ name: String, _ expression: DecodingExpression) {
        if isUnknowable(expression) { locals.unknowable.insert(name) } else { locals.unknowable.remove(name) }
        userInfo.noteHolding(name, expression)
    }

    mutating func translateExpressionStatement(_ expression: BodyExpression) throws(Failure) -> DecodingStatement {
        var inner = expression
        if case .tryExpression("try", let covered) = inner { inner = covered }
        if let stop = try StoppingCalls.stoppingStatement(inner, in: &self) { return stop }
        if let check = try HelperInlining.checkingErrorHelperCall(inner, in: &self) { return check }
        if let removal = ExtraMembersDictionary.removal(inner, locals: locals.names, resolver: resolver, from: node) { return removal }
        if let removal = ExtraMembersDictionary.singleRemoval(inner, nil, in: self) { return removal }
        if StandardOutputCalls.isHarmless(inner, in: self) { return .evaluate(.literal("null")) }
        if let delegation = try NeverNilDelegation.statement(inner, in: &self) { return delegation }
        switch inner {
        case .call(.member(.name(let array), "append"), let arguments)
        where arguments.count == 1 && arguments[0].label == nil && (locals.contains(array) || properties.contains(array)):
            let element = try translate(arguments[0].value)
            UninterpretedStatements.noteUnchecked(array, element, in: &self)
            return .append(array, element)
        case .call(.member(.name(let collection), "reserveCapacity"), let arguments)
        where arguments.count == 1 && arguments[0].label == nil && locals.contains(collection):
            // `items.reserveCapacity(count)`: room made ahead, the collection's value unchanged.
            return .evaluate(try translate(arguments[0].value))
        case .call(.member(.name("super"), "init"), let arguments) where arguments.count == 1 && arguments[0].label == "from":
            let decoder = try translate(arguments[0].value)
            guard resolver.superclass(of: node) != nil else { throw Failure(reason: "the type has no superclass declared in the models") }
            if let why = unplannableTypes[Self.superclassReadKey] { throw Failure(reason: why) }
            callsSuper = true
            types.append(nil)
            return .superInit(decoder, type: types.count - 1)
        default:
            let typeCount = types.count
            do throws(Failure) {
                return .evaluate(try translate(expression))
            } catch {
                // An initializer it delegates to that the tool does not read (`self.init()`).
                dropTypes(from: typeCount)
                if let delegation = try InitializerDelegation.delegation(expression, in: &self) { return delegation }
                throw error
            }
        }
    }
}
