import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A `SIGBUS` handler for reading mapped input files: on a page past the end of a file the tool
/// mapped (the file was truncated after it was mapped), it maps a page of zeros at that address
/// and returns, so the read that faulted sees zeros instead of ending the process.
///
/// Only the address ranges of live `MappedFile`s are handled: each registers its range while it
/// is mapped. Any other `SIGBUS` (a fault in memory someone else mapped, or a signal sent with
/// `kill`) goes to the action that was there before, restored first: a fault happens again when
/// the handler returns, and a sent signal is raised again, so the process ends (or the Swift
/// runtime's crash report runs) exactly as it would have without this handler.
///
/// The handler cannot take locks or allocate, so the ranges are kept in a fixed table of atomic
/// words: a range is claimed with a compare-and-exchange on its start, and cleared end first.
enum TruncatedMappingGuard {
    /// One word per file that can be mapped at once; `register` refuses more (the caller then
    /// reads the file).
    private typealias Slots = InlineArray<64, Atomic<UInt>>
    static let capacity = Slots.count

    /// Start and end (exclusive) address of each registered range; a start of 0 is a free slot.
    private static let starts = Slots { _ in Atomic(0) }
    private static let ends = Slots { _ in Atomic(0) }

    /// The system's page size and the action before ours, set before the handler can run (the
    /// handler cannot call anything that might not be safe in a signal handler, such as a first
    /// initialization).
    nonisolated(unsafe) private static var pageSize = 4096
    nonisolated(unsafe) private static var previousAction = sigaction()

    private static let installation: Void = {
        _ = starts[0].load(ordering: .relaxed)
        _ = ends[0].load(ordering: .relaxed)
        pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { _, information, _ in
            guard let information, TruncatedMappingGuard.handle(information.pointee) else {
                sigaction(SIGBUS, &TruncatedMappingGuard.previousAction, nil)
                // A fault (si_code > 0) happens again on return and reaches the restored action;
                // a signal someone sent would not, so it is sent again.
                if information.map({ $0.pointee.si_code <= 0 }) ?? true {
                    raise(SIGBUS)
                }
                return
            }
        }
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        sigaction(SIGBUS, &action, &previousAction)
    }()

    /// Registers `bytes` (a file mapping) and installs the handler once per process; returns the
    /// slot to pass to `unregister`, or nil when every slot is taken.
    static func register(_ bytes: UnsafeRawBufferPointer) -> Int? {
        installation
        guard let base = bytes.baseAddress else { return nil }
        let start = UInt(bitPattern: base)
        for slot in 0..<capacity where starts[slot].compareExchange(expected: 0, desired: start, ordering: .acquiringAndReleasing).exchanged
        {
            ends[slot].store(start + UInt(bytes.count), ordering: .releasing)
            return slot
        }
        return nil
    }

    /// Forgets a registered range, before it is unmapped.
    static func unregister(slot: Int) {
        ends[slot].store(0, ordering: .releasing)
        starts[slot].store(0, ordering: .releasing)
    }

    /// Whether `address` lies in a registered range, one page rounded up past its end included
    /// (the mapping's last page, which the file may have left partly filled).
    static func covers(_ address: UInt) -> Bool {
        for slot in 0..<capacity {
            let start = starts[slot].load(ordering: .acquiring)
            guard start != 0, address >= start else { continue }
            let end = ends[slot].load(ordering: .acquiring)
            let pageMask = UInt(pageSize - 1)
            if address < (end + pageMask) & ~pageMask { return true }
        }
        return false
    }

    /// Maps a page of zeros over the faulting page when the fault is a read past a truncated
    /// registered file; false for anything else.
    private static func handle(_ information: siginfo_t) -> Bool {
        guard information.si_code == BUS_ADRERR, let address = information._sifields._sigfault.si_addr,
            covers(UInt(bitPattern: address))
        else { return false }
        let page = UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: address) & ~UInt(pageSize - 1))
        return mmap(page, pageSize, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != MAP_FAILED
    }
}
