/// An input's root model: the compiled Swift type the `Decoder` paths decode, and the same type as
/// the schema path names it in the model files.
///
/// Both halves name one declaration in `Fixtures/benchmarks/Models`, so the paths cannot drift
/// apart: the compiled type is that file compiled, the schema path reads that file.
struct ModelBinding {
    /// The type one unit (a document, or a line) decodes as. `Encodable` too, so the schema path's
    /// re-encoded values can be compared with Foundation's.
    let compiledType: any (Codable & Equatable).Type
    /// The same type as a Swift type expression for `ModelSchema.plan(for:)`: `CitmCatalog`, `[Order]`.
    let schemaTypeExpression: String

    static var twitter: ModelBinding { ModelBinding(compiledType: TwitterSearchResponse.self, schemaTypeExpression: "TwitterSearchResponse") }
    static var citmCatalog: ModelBinding { ModelBinding(compiledType: CitmCatalog.self, schemaTypeExpression: "CitmCatalog") }
    static var canada: ModelBinding { ModelBinding(compiledType: FeatureCollection.self, schemaTypeExpression: "FeatureCollection") }
    static var orderArray: ModelBinding { ModelBinding(compiledType: [Order].self, schemaTypeExpression: "[Order]") }
    static var order: ModelBinding { ModelBinding(compiledType: Order.self, schemaTypeExpression: "Order") }
}
