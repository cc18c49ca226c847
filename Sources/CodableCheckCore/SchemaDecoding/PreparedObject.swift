/// A struct or class: its fields in decode order, with their keys ready for byte comparison. Its
/// properties are set once, by `PreparedValue` while it prepares the plan (an object is
/// registered before it is filled, so a recursive type can refer to itself), and only read after.
final class PreparedObject {
    let typeName: String
    /// The `CodingKey` type's name, as `keyNotFound` quotes it (`ObjectPlan.codingKeysName`).
    var codingKeysName = "CodingKeys"
    private(set) var fields: [PreparedField] = []
    /// What `--print` adds to the decoded fields: the evaluated `let` constants, as key and JSON.
    var encodedConstants: [(key: String, value: String)] = []
    /// A hand-written `init(from:)` read as a program; nil for synthesized decoding.
    var custom: PreparedCustomDecoding?
    /// An enum with associated values (`PreparedValue.taggedEnum`): each case's key and payload.
    var taggedCases: [(key: String, payload: PreparedObject)] = []
    /// The object's or its body's `approximations`: what a walk that reaches it notes.
    var approximations: [ApproximationSite] = []
    /// Whether some field has a wrapper's semantics or a value only `RecoveringWalker` decodes
    /// (`PreparedValue.needsRecoveringWalker`), and whether some field holds the document's ID
    /// (`@DocumentID`): what `SchemaValidator` asks of every object, noted as the fields are
    /// set. Asked of the fields there, each field was copied whole, twice (0.1 million of a
    /// cached twitter.json run's 11.4 million instructions).
    private(set) var fieldsNeedRecoveringWalker = false
    private(set) var fieldHoldsDocumentID = false

    init(typeName: String) {
        self.typeName = typeName
    }

    func setFields(_ fields: [PreparedField]) {
        self.fields = fields
        // By index: a field read in place is not copied, as a `for` or `contains` over the
        // array copies each one.
        for index in fields.indices {
            if fields[index].semantics != nil || fields[index].value.needsRecoveringWalker { fieldsNeedRecoveringWalker = true }
            if fields[index].semantics?.ignoresDocumentBody == true { fieldHoldsDocumentID = true }
        }
    }
}
