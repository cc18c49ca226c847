/// Answers parsed conditions for one configuration.
extension BuildConfiguration {
    /// A check the configuration cannot answer: read as false, as swiftc reads a flag nobody
    /// defined, and reported so the user knows which branch was taken and why.
    struct UnansweredCheck: Equatable {
        var check: CompilationCheck
        var message: SchemaMessage
    }

    /// Whether `condition` holds. `&&` and `||` stop at the first operand that decides, as in
    /// Swift, so a check that cannot change the outcome is not reported.
    func evaluate(_ condition: CompilationCondition, unanswered: inout [UnansweredCheck]) -> Bool {
        switch condition {
        case .check(let check): evaluate(check, unanswered: &unanswered)
        case .not(let inner): !evaluate(inner, unanswered: &unanswered)
        case .all(let left, let right): evaluate(left, unanswered: &unanswered) && evaluate(right, unanswered: &unanswered)
        case .any(let left, let right): evaluate(left, unanswered: &unanswered) || evaluate(right, unanswered: &unanswered)
        }
    }

    private func evaluate(_ check: CompilationCheck, unanswered: inout [UnansweredCheck]) -> Bool {
        func unknown(_ message: SchemaMessage) -> Bool {
            unanswered.append(UnansweredCheck(check: check, message: message))
            return false
        }
        switch check.test {
        case .literal(let value):
            return value
        case .flag(let name):
            return definedFlags.contains(name)
        case .platform(let query, let value):
            guard let answer = answer(query, value) else { return unknown(.unknownPlatformValue(value, in: check.text)) }
            return answer
        case .canImport(let module, let hasVersion):
            let topModule = String(module.prefix { $0 != "." })
            let importable =
                importableModules.contains(module) || importableModules.contains(topModule) ? true : platform.canImport(topModule)
            guard let importable else {
                return unknown(.unknownModule(topModule, in: check.text, platform: platform.rawValue))
            }
            if importable, hasVersion { return unknown(.moduleVersionNotChecked(check.text)) }
            return importable
        case .version(let query, let atLeast, let version):
            let current = query == .swift ? languageVersion : compilerVersion
            return atLeast ? current >= version : current < version
        case .compilerSupport(.hasAttribute, let name) where Self.knownAttributes.contains(name):
            return true
        case .compilerSupport:
            return unknown(.compilerSupportNotKnown(check.text))
        case .unknownFunction:
            return unknown(.unknownCondition(check.text))
        }
    }

    /// `os(iOS)`, `arch(arm64)`...: nil for a value the compiler does not define.
    private func answer(_ query: CompilationCheck.PlatformQuery, _ value: String) -> Bool? {
        switch query {
        case .os:
            guard TargetPlatform.knownOperatingSystems.contains(value) else { return nil }
            return platform.operatingSystemNames.contains(value)
        case .arch:
            guard TargetPlatform.knownArchitectures.contains(value) else { return nil }
            return value == targetArchitecture
        case .targetEnvironment:
            // A device or a Mac, never a simulator or Mac Catalyst: the build of the app itself.
            guard ["simulator", "macCatalyst"].contains(value) else { return nil }
            return false
        case ._endian:
            guard ["little", "big"].contains(value) else { return nil }
            return value == "little"
        case ._pointerBitWidth:
            guard ["_32", "_64"].contains(value) else { return nil }
            return value == "_64"
        case ._hasAtomicBitWidth:
            guard ["_8", "_16", "_32", "_64", "_128"].contains(value) else { return nil }
            // Probed: swiftc 6.3.1 answers true for `_128` on x86_64 Linux too (cmpxchg16b).
            return value != "_128" || ["arm64", "x86_64"].contains(targetArchitecture)
        case ._runtime:
            guard ["_ObjC", "_Native"].contains(value) else { return nil }
            return (value == "_ObjC") == platform.isApple
        }
    }
}
