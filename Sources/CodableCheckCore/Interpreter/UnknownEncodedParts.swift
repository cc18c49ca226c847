/// What the printed value cannot show: the parts of the value an `init(from:)` body built that hold
/// what the tool does not know (`InterpretedValue.unknown`), found in the body's final state as its
/// `EncodedForm` writes them. A type of its own, so the interpreter only hands over its frame.
enum UnknownEncodedParts {
    /// The unknown parts of the value whose body ended in `frame`, at `codingPath` (the value at
    /// `byteOffset`), with what `encodedForm` writes in their place (`UnknownValue.Printed`).
    static func find(
        in frame: InterpreterFrame, encodedForm: CustomDecodingPlan.EncodedForm, codingPath: [CodingPathComponent], byteOffset: Int
    ) -> [UnknownValue] {
        func unknown(_ path: [CodingPathComponent], _ printed: UnknownValue.Printed) -> UnknownValue {
            UnknownValue(codingPath: path, byteOffset: byteOffset, printed: printed)
        }
        switch encodedForm {
        case .properties(let keys):
            // Sorted by key, as the printed object is.
            return keys.filter { frame.variables[$0.key]?.isUnknown == true }.map(\.value).sorted()
                .map { unknown(codingPath + [.key($0)], .leftOut) }
        case .selfValue:
            return frame.selfValue == nil ? [unknown(codingPath, .null)] : []
        case .singleValue:
            // The one property the body set, when the tool does not know it, gives way to what was read.
            guard frame.assignedProperties.count == 1, let property = frame.assignedProperties.first,
                frame.variables[property]?.text == nil
            else { return [] }
            return [unknown(codingPath, frame.singleValue == nil ? .null : .asRead)]
        case .superclass:
            return []
        case .returnedValue:
            return frame.returnValue?.text == nil ? [unknown(codingPath, .null)] : []
        }
    }
}
