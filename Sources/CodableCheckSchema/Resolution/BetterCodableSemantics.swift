import CodableCheckCore

/// BetterCodable's wrappers (marksands/BetterCodable) as `FieldSemantics`: those that need
/// nothing but their name, and the shape every `DefaultCodable` strategy shares.
enum BetterCodableSemantics {
    /// BetterCodable's wrappers that need nothing but their name.
    static func betterCodableSemantics(_ name: String) -> FieldSemantics? {
        switch name {
        case "LossyArray": FieldSemantics(wrapperName: "@LossyArray", dropsFailingElements: true)
        case "LossyDictionary": FieldSemantics(wrapperName: "@LossyDictionary", dropsFailingElements: true)
        case "LossyOptional":
            FieldSemantics(wrapperName: "@LossyOptional", valueIfMissing: "null", valueIfNull: "null", valueOnFailure: "null")
        case "DefaultFalse": defaulted("@DefaultFalse", "false", conversion: .boolStrategy)
        case "DefaultTrue": defaulted("@DefaultTrue", "true", conversion: .boolStrategy)
        case "DefaultEmptyArray": defaulted("@DefaultEmptyArray", "[]")
        case "DefaultEmptyDictionary": defaulted("@DefaultEmptyDictionary", "{}")
        case "LosslessValue": FieldSemantics(wrapperName: "@LosslessValue", conversion: .lossless)
        case "LosslessBoolValue": FieldSemantics(wrapperName: "@LosslessBoolValue", conversion: .losslessBool)
        // Each element through `@LosslessValue`; one that still fails is skipped.
        case "LosslessArray":
            {
                var semantics = FieldSemantics(wrapperName: "@LosslessArray", dropsFailingElements: true, conversion: .lossless)
                semantics.convertsElements = true
                return semantics
            }()
        default: nil
        }
    }

    /// `DefaultCodable`: missing, null or failing gives the strategy's default.
    static func defaulted(_ name: String, _ value: String, conversion: FieldSemantics.Conversion? = nil) -> FieldSemantics {
        FieldSemantics(wrapperName: name, valueIfMissing: value, valueIfNull: value, valueOnFailure: value, conversion: conversion)
    }
}
