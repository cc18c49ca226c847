/// The condition of one `#if` or `#elseif`, parsed: checks joined with `!`, `&&` and `||`
/// (`&&` binding tighter, as in Swift).
indirect enum CompilationCondition: Sendable, Equatable {
    case check(CompilationCheck)
    case not(CompilationCondition)
    case all(CompilationCondition, CompilationCondition)
    case any(CompilationCondition, CompilationCondition)
}

/// One test in a condition, with its text and where it starts, for the message when the
/// configuration cannot answer it.
struct CompilationCheck: Sendable, Equatable {
    enum Test: Sendable, Equatable {
        /// `true`, `false`.
        case literal(Bool)
        /// `DEBUG`: true when defined with `-D`.
        case flag(String)
        /// `os(iOS)`, `arch(arm64)`, `targetEnvironment(simulator)`, `_endian(little)`...
        case platform(PlatformQuery, String)
        /// `canImport(CoreLocation)`; `hasVersion` for `canImport(M, _version: 2)`.
        case canImport(String, hasVersion: Bool)
        /// `swift(>=5.9)`, `compiler(<6)`.
        case version(VersionQuery, atLeast: Bool, VersionNumber)
        /// `hasFeature(X)`, `hasAttribute(X)`.
        case compilerSupport(SupportQuery, String)
        /// A name followed by arguments the compiler does not define (`foo(bar)`).
        case unknownFunction(String)
    }

    enum PlatformQuery: String, Sendable, Equatable, CaseIterable {
        case os, arch, targetEnvironment, _endian, _pointerBitWidth, _runtime, _hasAtomicBitWidth
    }

    enum VersionQuery: String, Sendable, Equatable {
        case swift, compiler
    }

    enum SupportQuery: String, Sendable, Equatable {
        case hasFeature, hasAttribute
    }

    var test: Test
    /// As written, spaces normalised: `canImport(UIKit)`.
    var text: String
    /// UTF-8 offset of its first token in the file.
    var offset: Int
}
