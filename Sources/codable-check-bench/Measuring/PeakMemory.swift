#if canImport(Glibc)
import Glibc
#endif

/// Peak resident memory per timed run, and for the whole process.
///
/// The kernel keeps one high-water mark per process (`VmHWM`), which after a run mostly reflects
/// the agreement checks (they hold Foundation's value and another path's at once). To see what one
/// run needs, each run is a span: free heap memory is returned to the system (`malloc_trim`), the
/// high-water mark is reset (`5` to /proc/self/clear_refs, Linux 4.0+), and after the run the new
/// mark minus the resident size at the start is the memory the run added at its peak. The process
/// peak is kept by reading the mark before every reset, so the final figure is still the true one.
final class PeakMemory {
    private var processPeak = 0
    private var spanStart = 0
    /// False where /proc is missing or read-only: per-run peaks are then not reported.
    private(set) var canMeasureSpans: Bool

    init() {
        canMeasureSpans = ProcessStatus.peakResidentBytes() != nil
    }

    /// Starts a span just before a timed run.
    func beginSpan() {
        guard canMeasureSpans else { return }
        Self.returnFreeHeapToSystem()
        processPeak = max(processPeak, ProcessStatus.peakResidentBytes() ?? 0)
        guard Self.resetHighWaterMark(), let resident = ProcessStatus.residentBytes() else {
            canMeasureSpans = false
            return
        }
        spanStart = resident
    }

    /// The bytes the run added at its peak, since `beginSpan`; nil if spans cannot be measured.
    func endSpan() -> Int? {
        guard canMeasureSpans, let peak = ProcessStatus.peakResidentBytes() else { return nil }
        return max(0, peak - spanStart)
    }

    /// The process's peak resident size over its whole life, resets included.
    func processPeakBytes() -> Int? {
        guard let current = ProcessStatus.peakResidentBytes() else { return nil }
        return max(processPeak, current)
    }

    /// glibc's `malloc_trim(0)`: without it, memory freed by the previous run stays resident and
    /// hides this run's growth. The Glibc module does not export it, and a static executable (every
    /// release build) cannot look it up with `dlsym`, so it is declared by its symbol name.
    private static func returnFreeHeapToSystem() {
        #if canImport(Glibc)
        _ = glibcMallocTrim(0)
        #endif
    }

    private static func resetHighWaterMark() -> Bool {
        #if canImport(Glibc)
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var command = UInt8(ascii: "5")
        return write(descriptor, &command, 1) == 1
        #else
        return false
        #endif
    }
}

#if canImport(Glibc)
/// `int malloc_trim(size_t pad)` from glibc's `<malloc.h>`, which the Glibc module leaves out.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
