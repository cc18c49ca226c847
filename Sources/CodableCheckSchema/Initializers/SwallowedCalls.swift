import CodableCheckCore

/// `try? NSKeyedUnarchiver.unarchivedObject(ofClass: Place.self, from: data)`: a call the tool
/// does not evaluate, under a `try?` of its own. Whatever the call throws, `try?` makes nil of
/// it, so the expression throws nothing: it is an optional value the tool does not know, as a
/// call no `try` covers is (`ExpressionReader.nonThrowingValue`), and under the same conditions:
/// it reads no container nor the decoder, cannot trap itself (`TrapRule`), and changes nothing
/// the body holds. What depends on the value stays unknown (a condition on it is undecided, as
/// for any unknown value). VPN and news apps read a value that older versions stored archived
/// this way, as a fallback after the JSON read.
///
/// Only after the translator's own reading of the call fails: a call it evaluates (`try?
/// Date(text, strategy: .iso8601)`) keeps its value.
enum SwallowedCalls {
    typealias Failure = CustomDecodingTranslator.Failure

    /// The value of `try? covered`; nil when `covered` is not such a call.
    static func value(_ covered: BodyExpression, in translator: inout CustomDecodingTranslator) -> DecodingExpression? {
        // A local closure called may set what it captures: not such a call.
        guard case .call(let callee, _) = covered, !Self.callsLocal(callee, in: translator),
            !ContainerNames.mentionsContainer(covered, in: translator),
            !translator.trapRule.mayTrap(covered), !ThrowingCode.mayThrow(covered),
            !ExpressionReader.changesState(covered, in: translator)
        else { return nil }
        let before = translator
        do throws(Failure) {
            return .tryOptional(try translator.translate(covered), source: WrittenExpression.render(covered))
        } catch {
            translator = before
            return .conversion(.unknown, .literal("null"))
        }
    }

    private static func callsLocal(_ callee: BodyExpression, in translator: CustomDecodingTranslator) -> Bool {
        guard case .name(let name) = callee else { return false }
        return translator.locals.contains(name)
    }
}
