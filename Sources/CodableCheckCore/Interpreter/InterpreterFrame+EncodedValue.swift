/// What a body's value is when it is printed: the frame's values written as the type's
/// `encode(to:)` writes them.
///
/// The frame's, because it reads only what the run left in it (the properties set, the value
/// read or returned) and the plan's encoded form, once the run is over.
extension InterpreterFrame {
    /// What the type's `encode(to:)` writes for the value the body built (`CustomDecodingPlan.EncodedForm`).
    /// A non-finite number, which `JSONEncoder` refuses to write, is left out of an object and
    /// written `null` elsewhere, so `--print` stays JSON.
    func encodedValue(of plan: CustomDecodingPlan) -> String {
        let text = encodedForm(of: plan)
        return InterpretedJSON.isNonFiniteNumber(text) ? "null" : text
    }

    private func encodedForm(of plan: CustomDecodingPlan) -> String {
        switch plan.encodedForm {
        case .properties(let keys):
            var members: [(key: String, value: String)] = []
            for property in assignedProperties {
                // A nil property is left out (`encodeIfPresent`); `.some(nil)` is written `null`.
                guard let value = variables[property], !value.isNil, let text = value.text,
                    !InterpretedJSON.isNonFiniteNumber(text)
                else { continue }
                members.append((keys[property] ?? property, text))
            }
            for constant in plan.encodedConstants {
                if let value = constant.value { members.append((constant.key, value.encoded)) }
            }
            var writer = EncodedJSONWriter()
            writer.writeObject(members) { writer, text in writer.writeRaw(text) }
            return writer.text
        case .selfValue: return selfValue ?? "null"
        case .singleValue:
            // Its `encode(to:)` writes the one value it holds: the property the body set (after any
            // reshaping the tool evaluates, `text.uppercased()`), else the value it read.
            if assignedProperties.count == 1, let property = assignedProperties.first,
                let text = variables[property]?.text
            {
                return text
            }
            return singleValue ?? "null"
        case .superclass: return superValue ?? "{}"
        case .returnedValue: return returnValue?.text ?? "null"
        }
    }
}
