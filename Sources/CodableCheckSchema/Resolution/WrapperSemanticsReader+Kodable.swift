import CodableCheckCore

/// Kodable (JARMourato/Kodable): inside a type conforming to `Kodable`, `@Coding` and
/// `@CodableDate` set the key (dotted keys reach into nested objects), a default, the options
/// `.lossy` and `.enforceTypeDecoding`, and the date format; plain stored properties are read with
/// `decodeIfPresent` under their name and keep their initial value when missing or null.
///
/// Kodable's README and its released code disagree on one default: the README has coercions
/// (`Bool` from 0/1 and `"true"`/`"false"`, `String` from numbers, also the string a
/// `@CodableDate` parses) on unless `.enforceTypeDecoding` (or the code's `.enforceType`) turns
/// them off, and every released version (1.0 to 2.0.1) has them off unless `.lossless` turns
/// them on. The README wins, unless the app's `Package.resolved` pins Kodable: then the code
/// the app builds with does.
extension WrapperSemanticsReader {
    static let kodableWrappers: Set<String> = ["Coding", "CodableDate"]

    static func isKodable(_ node: DeclarationNode) -> Bool {
        node.conformances.contains { Self.namesKodable($0.type) }
    }

    private static func namesKodable(_ type: TypeReference) -> Bool {
        switch type {
        case .named(let components): ["Kodable", "Dekodable"].contains(components.last?.name ?? "")
        case .composition(let parts): parts.contains(where: namesKodable)
        default: false
        }
    }

    /// Kodable's key and semantics for one property of a Kodable type.
    mutating func kodableField(
        of property: StoredProperty, type: TypeReference, plan: ValuePlan, owner: String, in scope: TypeScope
    ) -> (key: String, semantics: FieldSemantics) {
        let isOptional = if case .optional = plan { true } else { false }
        let initial = property.initialValue.flatMap { jsonDefault($0.literal, type: type, in: scope) }
        let wrappers = resolvedWrappers(of: property, in: scope)
        guard let wrapper = wrappers.first(where: { Self.kodableWrappers.contains($0.name) })?.use else {
            for other in wrappers {
                report(
                    .propertyWrapperNotInterpreted(other.written.name, property: property.name, owner: owner, type: type.description),
                    at: other.written.location, severity: .warning)
            }
            // A plain property: `decodeIfPresent` under its name; missing or null keeps the initial value.
            let kept = initial ?? "null"
            return (property.name, FieldSemantics(wrapperName: "Kodable", valueIfMissing: kept, valueIfNull: kept))
        }
        var key = property.name
        var defaultText: String?
        // Kodable's README coerces by default (`Bool` from 0/1, `String` from a number, for
        // `@Coding`, and for `@CodableDate`'s string, so `.timestamp` reads `978307200.0`); its
        // released code, which a `Package.resolved` pin says the app builds with, only with
        // `.lossless` (1.1 to 1.8: `decoding: .lossless`; 1.0: also `.lossy`).
        let pin = resolver.pin(of: "kodable", forFile: property.location.fileIndex)
        var coerces = pin == nil
        let lossyCoerces = pin.map { $0.version.map { $0 < VersionNumber("1.1")! } ?? false } ?? false
        var isLossy = false
        var encodesNilAsNull = false
        var dateFormat: FieldSemantics.DateFormat? = wrapper.name == "CodableDate" ? .iso8601 : nil
        var customDateFormat: String?
        var valueRules: [KodableValueRule] = []
        for argument in AttributeArgumentText.arguments(wrapper.argumentText ?? "") {
            if let string = AttributeArgumentText.stringLiteral(argument) {
                key = string
            } else if argument.hasPrefix("default:") {
                defaultText = AttributeArgumentText.jsonLiteral(
                    String(argument.dropFirst("default:".count)).trimmingCharacters(in: .whitespaces))
                if defaultText == nil {
                    // `default: Date.distantPast`: not a literal, so the property is checked as if it had none.
                    report(
                        .kodableOptionNotInterpreted(argument, property: property.name, owner: owner), at: wrapper.location,
                        severity: .warning)
                }
            } else if argument.hasPrefix(".key("),
                let string = AttributeArgumentText.stringLiteral(String(argument.dropFirst(5).dropLast()))
            {
                key = string
            } else if argument.hasPrefix(".format("),
                let string = AttributeArgumentText.stringLiteral(String(argument.dropFirst(8).dropLast()))
            {
                dateFormat = .custom
                customDateFormat = string
            } else if wrapper.name == "CodableDate", argument.hasPrefix(".custom(") {
                // The app's own `DateConvertible`: any string passes, and prints back as read.
                dateFormat = .convertible
                report(
                    .kodableClosureNotInterpreted(argument, property: property.name, owner: owner), at: wrapper.location, severity: .warning
                )
            } else {
                switch argument {
                case ".lossy", "decoding: .lossy", ".decoding(.lossy)":
                    isLossy = true
                    if lossyCoerces { coerces = true }
                case ".lossless", "decoding: .lossless", ".decoding(.lossless)": coerces = true
                case ".enforceTypeDecoding", ".enforceType", "decoding: .enforceType", ".decoding(.enforceType)": coerces = false
                case ".encodeAsNullIfNil": encodesNilAsNull = true  // `--print` writes nil as null.
                case ".iso8601": dateFormat = .iso8601
                case ".iso8601WithMillisecondPrecision": dateFormat = .iso8601WithFractionalSeconds
                case ".rfc2822": dateFormat = .rfc2822
                case ".rfc3339": dateFormat = .rfc3339
                case ".timestamp": dateFormat = .timestampString
                default:
                    if let rule = KodableRuleReader.kodableValueRule(argument, for: plan) {
                        valueRules.append(rule)
                    } else if KodableRuleReader.runsClosure(argument) {
                        report(
                            .kodableClosureNotInterpreted(argument, property: property.name, owner: owner),
                            at: wrapper.location, severity: .warning)
                    } else {
                        report(
                            .kodableOptionNotInterpreted(argument, property: property.name, owner: owner),
                            at: wrapper.location, severity: .warning)
                    }
                }
            }
        }
        let name = "@\(wrapper.name)"
        // An optional `@Coding` is decoded with `try?`: any error keeps the default, nil without
        // one. `default:` keeps the default on any error.
        let fallback = defaultText ?? (isOptional ? "null" : nil)
        var semantics = FieldSemantics(
            wrapperName: name, valueIfMissing: fallback, valueIfNull: fallback, valueOnFailure: fallback,
            dropsFailingElements: isLossy, conversion: coerces ? .kodable : nil, dateFormat: dateFormat)
        semantics.customDateFormat = customDateFormat
        semantics.parsesDateAfterFallbacks = wrapper.name == "CodableDate"
        semantics.encodesNilAsNull = encodesNilAsNull
        semantics.valueRules = valueRules
        let segments = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if segments.count > 1 { semantics.keyPath = segments }
        return (key, semantics)
    }

    /// Kodable's wrappers in a type that is not `Kodable` do nothing: the property decodes as its
    /// bare type under its own name. Reported, since that is almost always a bug in the model.
    mutating func reportKodableWrappersOutsideKodable(of property: StoredProperty, type: TypeReference, owner: String, in scope: TypeScope)
    {
        for wrapper in resolvedWrappers(of: property, in: scope) where Self.kodableWrappers.contains(wrapper.name) {
            report(
                .kodableWrapperOutsideKodable(wrapper.written.name, property: property.name, owner: owner, type: type.description),
                at: wrapper.written.location, severity: .warning)
        }
    }
}
