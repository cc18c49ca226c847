/// Where benchmarked results go, so the optimizer cannot prove them unused and delete the work
/// that produced them.
///
/// The function is never inlined and bumps a counter, so every call is an observable effect the
/// compiler must keep, with its argument fully computed.
enum BlackHole {
    nonisolated(unsafe) private static var consumedCount = 0

    @inline(never)
    static func consume<Value>(_ value: Value) {
        consumedCount &+= 1
        withExtendedLifetime(value) {}
    }
}
