/// The leaves that were `ValuePlan` cases before `LeafKind` owned them, by their old names, so
/// that plans are still written `.array(.string)` and `.integer(.int)` by the schema reader and
/// the tests. Only construction: a switch matches `.leaf(.string)`. A new leaf needs no entry
/// here (`.leaf(.newKind)`), so `ValuePlanCaseSpanTests` leaves this file out of its count.
extension ValuePlan {
    public static var bool: ValuePlan { .leaf(.bool) }
    public static var string: ValuePlan { .leaf(.string) }
    public static func integer(_ width: IntegerWidth) -> ValuePlan { .leaf(.integer(width)) }
    public static var double: ValuePlan { .leaf(.double) }
    public static var float: ValuePlan { .leaf(.float) }
    public static var decimal: ValuePlan { .leaf(.decimal) }
    public static var date: ValuePlan { .leaf(.date) }
    public static var data: ValuePlan { .leaf(.data) }
    public static var url: ValuePlan { .leaf(.url) }
    public static var uuid: ValuePlan { .leaf(.uuid) }
    /// An enum with raw values.
    public static func rawEnum(_ plan: RawEnumPlan) -> ValuePlan { .leaf(.rawEnum(plan)) }
}
