import CodableCheckCore

/// A compact one-line text form of a `ValuePlan`, for `codable-check types` and for tests:
///
///     Book{title:String, pages:Int?, status:Status(String: "draft"|"in review"), tags:[Tag{name:String}]}
///
/// A field whose JSON key differs from its property shows the key in parentheses
/// (`releaseDate(release_date):Date`), a default follows `=` (`count:Int=0`), and an object already
/// written out (a recursive type, or one used twice) is written by name only.
public enum PlanDescription {
    public static func render(_ plan: ValuePlan) -> String {
        var written: Set<ObjectIdentifier> = []
        var output = ""
        render(plan, into: &output, written: &written)
        return output
    }

    private static func render(_ plan: ValuePlan, into output: inout String, written: inout Set<ObjectIdentifier>) {
        switch plan {
        case .leaf(.rawEnum(let enumPlan)):
            switch enumPlan.rawType {
            case .string:
                output += enumPlan.typeName + "(String: " + enumPlan.rawValues.map(JSONText.quoted).joined(separator: "|") + ")"
            case .integer(let width):
                output += enumPlan.typeName + "(\(width.rawValue): " + enumPlan.rawValues.joined(separator: "|") + ")"
            }
        case .leaf(let leaf): output += leaf.typeName
        case .foundation(let type): output += type.typeName
        case .taggedEnum(let taggedEnum):
            // `Shape(circle{radius:Double} | none{})`: one key per value, holding the payload.
            output += taggedEnum.typeName
            guard written.insert(ObjectIdentifier(taggedEnum)).inserted else { return }
            output += "("
            for (index, enumCase) in taggedEnum.cases.enumerated() {
                if index > 0 { output += " | " }
                output += enumCase.key
                renderFields(of: enumCase.payload, into: &output, written: &written)
            }
            output += ")"
        case .custom(let custom):
            output += custom.typeName
            guard written.insert(ObjectIdentifier(custom)).inserted else { return }
            output += "(init(from:): "
            output += custom.types.isEmpty ? "no reads" : ""
            for (index, type) in custom.types.enumerated() {
                if index > 0 { output += ", " }
                render(type, into: &output, written: &written)
            }
            output += ")"
        case .object(let object):
            output += object.typeName
            guard written.insert(ObjectIdentifier(object)).inserted else { return }
            renderFields(of: object, into: &output, written: &written)
        default:
            // Optionals, arrays, sets, dictionaries, sequences (`Range<Double>[Double, Double]`:
            // the type, then the array it reads), pair dictionaries: as `ValuePlan.writtenForm` says.
            guard let form = plan.writtenForm else { return }
            output += form.prefix
            for (index, child) in plan.children.enumerated() {
                if index > 0 { output += form.separator }
                render(child, into: &output, written: &written)
            }
            output += form.suffix
        }
    }

    /// `{title:String, pages:Int?}`.
    private static func renderFields(of object: ObjectPlan, into output: inout String, written: inout Set<ObjectIdentifier>) {
        output += "{"
        for (index, field) in object.fields.enumerated() {
            if index > 0 { output += ", " }
            output += field.propertyName
            if field.key != field.propertyName { output += "(" + field.key + ")" }
            output += ":"
            render(field.value, into: &output, written: &written)
            if let defaultValue = field.defaultValue { output += "=" + defaultValue }
        }
        output += "}"
    }
}
