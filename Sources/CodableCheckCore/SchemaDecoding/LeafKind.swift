/// A value with no inner structure, decoded by the shared conversion rules.
enum LeafKind {
    case bool, string, integer(IntegerWidth), double, float, decimal, date, data, url, uuid
    case rawEnum(RawEnumPlan)
    case firestoreTimestamp
}
