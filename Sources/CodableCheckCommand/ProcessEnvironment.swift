import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The process's environment variables, for `CommandContext.environment`.
///
/// Why not `ProcessInfo.processInfo.environment` on Linux: building it costs about 0.7 million
/// instructions, a twentieth of a whole `codable-check decode` of a small file (issue 14), where
/// reading `environ` directly costs a few thousand. A name given twice keeps its first value,
/// as `getenv` reads it.
enum ProcessEnvironment {
    static func current() -> [String: String] {
        #if canImport(Glibc)
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil {
                    variables[name] = String(text[text.index(after: equals)...])
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
