/// What a statement the translator does not follow may do, read from what it is written with:
/// the locals and properties it may set, whether it sets `self`, the names it mentions, and
/// whether it may return. `CustomDecodingTranslator.uninterpreted` keeps it as an
/// `UninterpretedStatement`, and `catch` clauses matched by pattern are read the same way.
struct StatementEffects {
    var locals: Set<String> = []
    var properties: Set<String> = []
    var setsSelf = false
    var mentions: Set<String> = []
    var mayReturn = false

    mutating func formUnion(_ other: StatementEffects) {
        locals.formUnion(other.locals)
        properties.formUnion(other.properties)
        setsSelf = setsSelf || other.setsSelf
        mentions.formUnion(other.mentions)
        mayReturn = mayReturn || other.mayReturn
    }

    /// Reads effects in one scope: the type's stored properties, the locals the body declared
    /// so far (a local hides a property of its name), and what the body of a helper a statement
    /// calls may set (`HelperInlining.helperEffects`).
    struct Reader {
        let properties: Set<String>
        let locals: Set<String>
        let helperEffects: (BodyExpression, [BodyArgument]) -> StatementEffects

        /// A name set is a property unless a local of that name hides it; the translator asks the same.
        static func isProperty(_ name: String, properties: Set<String>, locals: Set<String>) -> Bool {
            properties.contains(name) && !locals.contains(name)
        }

        func isProperty(_ name: String) -> Bool { Self.isProperty(name, properties: properties, locals: locals) }

        func effects(of statements: [BodyStatement]) -> StatementEffects {
            statements.reduce(into: StatementEffects()) { $0.formUnion(effects(of: $1)) }
        }

        func effects(of statement: BodyStatement) -> StatementEffects {
            var effects = StatementEffects()
            switch statement.kind {
            case .declare(let name, let value):
                effects.locals.insert(name)
                effects.mentions = value.map { BodyNames.names(in: $0) } ?? []
            case .assign(let target, let value):
                effects.mentions = BodyNames.names(in: target).union(BodyNames.names(in: value))
                setTarget(target, &effects)
            case .expression(let expression):
                effects.mentions = BodyNames.names(in: expression)
                var inner = expression
                if case .tryExpression(_, let covered) = inner { inner = covered }
                if case .call(.member(.name("self"), "init"), _) = inner {
                    // `self.init(...)` sets everything.
                    effects.setsSelf = true
                    effects.properties.formUnion(properties)
                } else if case .call(.member(let target, let method), _) = inner, DeclarationParser.mutatingMethods.contains(method) {
                    setTarget(target, &effects)
                } else if case .call(let callee, let arguments) = inner {
                    // A helper of the type may set properties.
                    effects.formUnion(helperEffects(callee, arguments))
                }
            case .throwStatement(let expression):
                effects.mentions = BodyNames.names(in: expression)
            case .returnStatement(let value):
                effects.mentions = value.map { BodyNames.names(in: $0) } ?? []
                effects.mayReturn = true
            case .ifStatement(let conditions, let then, let otherwise):
                effects.mentions = conditions.reduce(into: []) { $0.formUnion(BodyNames.names(in: $1)) }
                effects.formUnion(self.effects(of: then + (otherwise ?? [])))
            case .guardStatement(let conditions, let otherwise):
                for condition in conditions {
                    effects.mentions.formUnion(BodyNames.names(in: condition))
                    if case .bind(let name, _) = condition { effects.locals.insert(name) }
                    if case .enumCase(_, let name?, _) = condition { effects.locals.insert(name) }
                }
                effects.formUnion(self.effects(of: otherwise))
            case .whileLoop(let condition, let body):
                effects.mentions = BodyNames.names(in: condition)
                effects.formUnion(self.effects(of: body))
            case .forLoop(let name, let sequence, let body):
                effects.mentions = BodyNames.names(in: sequence)
                effects.formUnion(self.effects(of: body))
                effects.locals.insert(name)
            case .switchStatement(let subject, let cases, let defaultBody):
                effects.mentions = BodyNames.names(in: subject)
                effects.formUnion(self.effects(of: cases.flatMap(\.body) + (defaultBody ?? [])))
                effects.locals.formUnion(cases.compactMap(\.binding))
            case .doCatch(let body, let catches):
                effects.formUnion(self.effects(of: body + catches.flatMap(\.body)))
            case .unread(let unread):
                effects.mentions = Set(unread.mentions)
                effects.mayReturn = unread.mayReturn
                effects.setsSelf = unread.setsSelf
                for name in unread.writes { setTarget(.name(name), &effects) }
                effects.properties.formUnion(unread.writesThroughSelf.filter(properties.contains))
            case .localType, .localFunction:
                // A declaration sets nothing.
                break
            }
            effects.formUnion(calledClosureEffects(of: statement))
            return effects
        }

        /// `x = ...`, `self.x = ...`, `x.y = ...`, `self = ...`: what the assignment changes.
        func setTarget(_ target: BodyExpression, _ effects: inout StatementEffects) {
            switch target {
            case .name("self"): effects.setsSelf = true
            case .name("_"): break
            case .name(let name): if isProperty(name) { effects.properties.insert(name) } else { effects.locals.insert(name) }
            case .member(.name("self"), let name): if properties.contains(name) { effects.properties.insert(name) }
            case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base), .call(let base, _), .subscriptAccess(let base, _):
                setTarget(base, &effects)
            default: break
            }
        }

        /// What the closures a statement calls in place (not those of its nested blocks, which
        /// `effects(of:)` reaches itself) may set: they capture the scope around them. Their `return`
        /// ends the closure, not the body.
        func calledClosureEffects(of statement: BodyStatement) -> StatementEffects {
            var effects = StatementEffects()
            for expression in BodyNames.ownExpressions(of: statement) {
                for statements in BodyNames.calledClosures(in: expression) {
                    var inner = self.effects(of: statements)
                    inner.mayReturn = false
                    effects.formUnion(inner)
                }
            }
            return effects
        }
    }
}
