/// Kodable (JARMourato/Kodable): the `Kodable` protocol, `@Coding` and `@CodableDate` with the
/// options the interpreter reads (`WrapperSemanticsReader+Kodable`, `KodableRuleReader`): keys
/// (dotted ones reach into nested objects), `default:`, `.lossy`, `.lossless`,
/// `.enforceTypeDecoding`, `.encodeAsNullIfNil`, the modifier presets, `.overrideValue` and
/// `.validation` (the app's closures run as written), the date strategies and `.custom`.
/// Plain stored properties of a `Kodable` type are read with `decodeIfPresent` under their name,
/// in declaration order, written in place through the runtime's field list (`_forEachField`),
/// since a wrapper cannot reach them.
///
/// It follows Kodable's README where its released code differs (coercions on by default), as the
/// interpreter does without a `Package.resolved` pin; with one, it is not used
/// (`readmeOverPinnedCode`). Not in it: `KodableTransformable` and
/// `KodableTransform` (a custom wrapper), `debugJSON`'s output, `KodableError`'s other cases: a
/// model using them does not build and the run falls back naming the missing symbol.
extension LibraryStandIn {
    static let kodable = LibraryStandIn(module: "Kodable", source: KodableStandInSource.text, readmeOverPinnedCode: "kodable")
}
