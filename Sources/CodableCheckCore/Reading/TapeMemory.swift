#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory a tape's entries live in: `malloc` for small tapes and for very large ones; for
/// documents of a few megabytes (on Linux), an anonymous mapping the kernel may back with
/// transparent huge pages.
///
/// Why huge pages: the kernel clears and maps fresh memory a 4 KB page at a time, on first touch,
/// and on the development machine each such fault cost 1.2 µs whether taken one by one or all at
/// once (`MAP_POPULATE` saved nothing): twitter.json's 320 KB tape took 80 of them, 0.1 ms, and
/// canada.json's 2 MB one 490. A 2 MB huge page is cleared and mapped in one fault (30 µs); the
/// 100 MB orders array's went from 33,000 page faults to 1,700 (but see `largestMapped`). Pages
/// past the entries the scan writes are never touched: only the used part, rounded up to a huge
/// page, becomes resident. Without a free huge page
/// the kernel falls back to small pages (after trying to compact memory, as the system's
/// `transparent_hugepage/defrag` setting says for advised memory).
struct TapeMemory {
    private(set) var base: UnsafeMutableRawPointer
    private(set) var byteCount: Int
    /// Whether `base` is a mapping (freed with `munmap`) rather than a `malloc` block.
    let isMapped: Bool

    /// Tapes of at least this many bytes are mapped: below it, the pages a tape touches cost
    /// less than the huge page that would replace them. The scanner asks for 12 bytes per 8 of
    /// input, so this is inputs of 1 MiB and more. It was 512 KB, from a measurement that found a
    /// 2 MB page as dear to clear as 25 small page faults; on the development machine (a virtual
    /// machine whose host takes back the memory the guest frees) a fresh huge page often cost far
    /// more: twitter.json's 0.6 MB input, whose tape touches 80 small pages, spent 10% of its
    /// whole process clearing one (`perf record`), and ran 2.60-2.68 ms of task clock with small
    /// pages against 2.64-3.86 ms with the huge page in 6 interleaved pairs of `perf stat -r 20`
    /// (issue 25; Performance.md). canada.json's tape (490 small pages) still gains from one.
    static let smallestMapped = 1536 * 1024
    /// Tapes larger than this are left to `malloc` (whose large blocks are mappings too, grown
    /// with `mremap`). On the development machine, a virtual machine whose host takes back memory
    /// the guest leaves free, huge pages are often memory the host must supply again, and clearing
    /// them ran at a fraction of the usual speed: the 100 MB orders array (a 125 MB tape) took a
    /// median 347 ms of CPU with huge pages against 268 ms with small ones when run after a pause,
    /// though 185 ms against 273 ms run back to back. For a few megabytes the gain held either way
    /// (twitter.json, mapped then, after a pause: 3.5 ms against 3.7 ms).
    static let largestMapped = 16 * 1024 * 1024
    /// The size (and alignment) of a transparent huge page on x86-64 and on 4 KB-page arm64.
    static let hugePageSize = 2 * 1024 * 1024

    /// Memory for at least `byteCount` bytes; `mapsLargeTapes: false` always uses `malloc`.
    init(byteCount: Int, mapsLargeTapes: Bool = true) {
        #if os(Linux)
        if mapsLargeTapes, (Self.smallestMapped...Self.largestMapped).contains(byteCount),
            let mapped = Self.mapHugePageAligned(byteCount)
        {
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
    /// (the memory may move). A mapping's pages are moved to a larger mapping (`mremap`), not
    /// copied, so a 100 MB document's tape is never held twice; where that is not available
    /// (or `movesPages` is false, for tests), the used bytes are copied into a new mapping.
    mutating func grow(to newByteCount: Int, keeping usedByteCount: Int, movesPages: Bool = true) {
        #if os(Linux)
        if isMapped {
            let rounded = Self.roundedUp(newByteCount)
            #if canImport(Glibc)
            if movesPages, let moved = glibcMremap(base, byteCount, rounded, mremapMayMove), moved != MAP_FAILED {
                base = moved
                byteCount = rounded
                return
            }
            #endif
            guard let larger = Self.mapHugePageAligned(rounded) else {
                fatalError("out of memory growing a \(byteCount)-byte tape to \(rounded) bytes")
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

#if canImport(Glibc)
/// `void *mremap(void *address, size_t oldSize, size_t newSize, int flags, ...)` from glibc's
/// `<sys/mman.h>`, which the Glibc module leaves out (it is a GNU extension). Declared by its
/// symbol name, as a static executable cannot look it up with `dlsym`, and without the variadic
/// tail, which only `MREMAP_FIXED` reads.
@_silgen_name("mremap")
private func glibcMremap(_ address: UnsafeMutableRawPointer, _ oldSize: Int, _ newSize: Int, _ flags: Int32)
    -> UnsafeMutableRawPointer?

/// `MREMAP_MAYMOVE` from `<linux/mman.h>`: the kernel may move the pages to a new address.
private let mremapMayMove: Int32 = 1
#endif
