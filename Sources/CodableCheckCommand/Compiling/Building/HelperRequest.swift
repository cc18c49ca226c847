/// The types a helper is built to serve.
struct HelperRequest: Equatable {
    /// Types the schema declares, without generic parameters, by the name `--type` gives them
    /// (`Parcel`, `Shelf.Book`).
    var types: [String]
    /// Expressions served as written, which the helper cannot make from its types at run time
    /// (`Page<Book>`, a generic type of the app's).
    var expressions: [String] = []
    /// Whether types that do not build are left out and the rest served (`types --compile`),
    /// rather than failing the build (`decode --compile`, which needs its type).
    var leavesOutWhatFails = false
}
