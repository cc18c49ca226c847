import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The process's environment variables, for `CommandContext.environment`.
///
/// Why not `ProcessInfo.processInfo.environment` on Linux: building it costs about 0.7 million
/// instructions, a twentieth of a whole `codable-check decode` of a small file (issue 14), where
/// reading `environ` directly costs a few thousand. A name given twice keeps its first value,
/// as `getenv` reads it. Each entry is split at its first `=` byte: finding it by `Character`
/// in long values (`PATH`, `LS_COLORS`) was 0.35 million instructions, half of `--version`.
enum ProcessEnvironment {
    static func current() -> [String: String] {
        #if canImport(Glibc)
        var count = 0
        while environ[count] != nil { count += 1 }
        var variables: [String: String] = [:]
        variables.reserveCapacity(count)
        // Last entry first, each stored over any later one of its name: one hashing of each
        // name, where checking for it first cost two (a tenth of a cached-plan run, issue 14).
        for index in stride(from: count - 1, through: 0, by: -1) {
            let pointer = environ[index]!
            if let equals = strchr(pointer, Int32(UInt8(ascii: "="))) {
                let name = String(
                    decoding: UnsafeRawBufferPointer(start: pointer, count: pointer.distance(to: equals)), as: UTF8.self)
                variables[name] = String(cString: equals + 1)
            }
        }
        return variables
        #else
        return ProcessInfo.processInfo.environment
        #endif
    }
}
