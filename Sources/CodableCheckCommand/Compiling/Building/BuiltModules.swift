/// The modules a helper's build has compiled so far, each with the fingerprint of what it was
/// compiled from: a later run of the same build (after types or declarations were left out)
/// compiles a module again only when its files, or a module before it, changed. The
/// libraries stay in the build's folder between runs. It also counts each module's runs, which
/// bounds what a build costs.
struct BuiltModules {
    private var fingerprints: [String: String] = [:]
    private var runs: [String: Int] = [:]

    /// The fingerprint of `module` compiled from `files` (`CompiledSources.fingerprint`) after
    /// the modules before it, `upstream` the last of their fingerprints: a module imports what
    /// was built before it, so a change there is a change here.
    func fingerprint(_ module: String, files: String, after upstream: String) -> String {
        var hash = StableHash()
        hash.add(module)
        hash.add(files)
        hash.add(upstream)
        return hash.hexDigits
    }

    func contains(_ module: String, _ fingerprint: String) -> Bool {
        fingerprints[module] == fingerprint
    }

    mutating func record(_ module: String, _ fingerprint: String) {
        fingerprints[module] = fingerprint
    }

    /// Counts a run of `module`; throws when it has had `HelperBuild.maximumRunsPerModule`.
    mutating func countRun(of module: String) throws(CompileFailure) {
        guard runs[module, default: 0] < HelperBuild.maximumRunsPerModule else {
            throw .environment(
                "module '\(module)' still did not compile after \(HelperBuild.maximumRunsPerModule) compiler runs, each leaving out what the one before found failing"
            )
        }
        runs[module, default: 0] += 1
    }
}
