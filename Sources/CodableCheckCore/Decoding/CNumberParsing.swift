#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's correctly rounded `strtod`/`strtof`, in the "C" locale, on a NUL-terminated
/// copy of the number made on the stack: no `String` per number, and no dependence on the
/// process's locale (a program that calls `setlocale` could make `strtod` expect a decimal comma),
/// since the thread switches to the "C" locale for the call (`strtod_l` is not visible to Swift).
enum CNumberParsing {
    /// A locale whose numbers use `.`, made once.
    nonisolated(unsafe) private static let cLocale: locale_t? = newlocale(LC_NUMERIC_MASK, "C", nil)

    static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        withTerminatedCopy(text) { pointer in
            inCLocale { strtod(pointer, nil) }
        }
    }

    static func float(_ text: UnsafeBufferPointer<UInt8>) -> Float {
        withTerminatedCopy(text) { pointer in
            inCLocale { strtof(pointer, nil) }
        }
    }

    @inline(__always)
    private static func inCLocale<Result>(_ body: () -> Result) -> Result {
        guard let cLocale else { return body() }
        let previous = uselocale(cLocale)
        defer { uselocale(previous) }
        return body()
    }

    @inline(__always)
    private static func withTerminatedCopy<Result>(_ text: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer in
            let base = buffer.baseAddress.unsafelyUnwrapped
            UnsafeMutableRawPointer(base).copyMemory(from: text.baseAddress.unsafelyUnwrapped, byteCount: text.count)
            base[text.count] = 0
            return body(base)
        }
    }
}
