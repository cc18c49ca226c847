#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory a tape's entries live in: `malloc` for small tapes; for large ones (on Linux), an
/// anonymous mapping the kernel may back with transparent huge pages.
///
/// Why huge pages: the kernel clears and maps fresh memory a 4 KB page at a time, on first touch,
/// and on the development machine each such fault cost 1.2 µs whether taken one by one or all at
/// once (`MAP_POPULATE` saved nothing): twitter.json's 320 KB tape took 80 of them, 0.1 ms, and
/// canada.json's 2 MB one 490. A 2 MB huge page is cleared and mapped in one fault (30 µs). Pages
/// past the entries the scan writes are never touched: only the used part, rounded up to a huge
/// page, becomes resident, so a 100 MB document's peak memory grows by at most 2 MB.
struct TapeMemory {
    private(set) var base: UnsafeMutableRawPointer
    private(set) var byteCount: Int
    /// Whether `base` is a mapping (freed with `munmap`) rather than a `malloc` block.
    let isMapped: Bool

    /// Tapes of at least this many bytes are mapped: below it, the few pages a tape touches
    /// cost less than the huge page that would replace them (a 2 MB page costs as much to clear
    /// as about 25 small pages cost to fault in).
    static let smallestMapped = 512 * 1024
    /// The size (and alignment) of a transparent huge page on x86-64 and on 4 KB-page arm64.
    static let hugePageSize = 2 * 1024 * 1024

    /// Memory for at least `byteCount` bytes; `mapsLargeTapes: false` always uses `malloc`.
    init(byteCount: Int, mapsLargeTapes: Bool = true) {
        #if os(Linux)
        if mapsLargeTapes, byteCount >= Self.smallestMapped, let mapped = Self.mapHugePageAligned(byteCount) {
            base = mapped.base
            self.byteCount = mapped.byteCount
            isMapped = true
            return
        }
        #endif
        base = malloc(byteCount)!
        self.byteCount = byteCount
        isMapped = false
    }

    /// Grows the memory to at least `newByteCount` bytes, keeping its first `usedByteCount` bytes
    /// (the memory may move). A mapping is replaced by a larger one the used bytes are copied
    /// into (`mremap` is not in the C library's Swift interface): rare, as a document must be
    /// denser than one value per 8 bytes for its tape to outgrow the first estimate.
    mutating func grow(to newByteCount: Int, keeping usedByteCount: Int) {
        #if os(Linux)
        if isMapped {
            guard let larger = Self.mapHugePageAligned(newByteCount) else {
                fatalError("out of memory growing a \(byteCount)-byte tape to \(newByteCount) bytes")
            }
            larger.base.copyMemory(from: base, byteCount: usedByteCount)
            munmap(base, byteCount)
            base = larger.base
            byteCount = larger.byteCount
            return
        }
        #endif
        base = realloc(base, newByteCount)!
        byteCount = newByteCount
    }

    /// Frees the memory. The value must not be used again.
    func release() {
        if isMapped {
            munmap(base, byteCount)
        } else {
            free(base)
        }
    }

    private static func roundedUp(_ byteCount: Int) -> Int {
        (byteCount + hugePageSize - 1) / hugePageSize * hugePageSize
    }

    #if os(Linux)
    /// A private anonymous mapping of `byteCount` bytes rounded up to whole huge pages, starting
    /// on a huge-page boundary (a huge page can only back an aligned 2 MB range) and advised to
    /// use huge pages. Nil when the system refuses the mapping (the caller falls back to `malloc`).
    private static func mapHugePageAligned(_ byteCount: Int) -> (base: UnsafeMutableRawPointer, byteCount: Int)? {
        let size = roundedUp(byteCount)
        guard let start = mapAligned(size) else { return nil }
        // Advice only: without transparent huge pages the mapping still works, a page at a time.
        _ = madvise(start, size, MADV_HUGEPAGE)
        return (start, size)
    }

    /// A mapping of `size` bytes (a multiple of the huge page size) on a huge-page boundary.
    /// Linux 6.7 and later place such mappings on one already; older kernels get a mapping one
    /// huge page larger, trimmed to its aligned part (two more system calls).
    /// `placesExactlyFirst: false` goes straight to the trimmed mapping (for tests, on kernels
    /// that align by themselves).
    static func mapAligned(_ size: Int, placesExactlyFirst: Bool = true) -> UnsafeMutableRawPointer? {
        func map(_ length: Int) -> UnsafeMutableRawPointer? {
            guard let raw = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), raw != MAP_FAILED
            else { return nil }
            return raw
        }
        if placesExactlyFirst {
            guard let placed = map(size) else { return nil }
            if UInt(bitPattern: placed) % UInt(hugePageSize) == 0 { return placed }
            munmap(placed, size)
        }
        guard let raw = map(size + hugePageSize) else { return nil }
        let address = UInt(bitPattern: raw)
        let head = Int((UInt(hugePageSize) - address % UInt(hugePageSize)) % UInt(hugePageSize))
        if head > 0 { munmap(raw, head) }
        let tail = hugePageSize - head
        if tail > 0 { munmap(raw + head + size, tail) }
        return raw + head
    }
    #endif
}
