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
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            if let equals = strchr(pointer, Int32(UInt8(ascii: "="))) {
                let name = String(
                    decoding: UnsafeRawBufferPointer(start: pointer, count: pointer.distance(to: equals)), as: UTF8.self)
                if variables[name] == nil {
                    variables[name] = String(cString: equals + 1)
                }
            }
            entry += 1
        }
        return variables
        #else
        return ProcessInfo.processInfo.environment
        #endif
    }
}
