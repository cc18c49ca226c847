import CodableCheckTestSupport
import Foundation

/// A stand-in `swiftc` for the compile cache's tests: a shell script that logs each build
/// (`core <pid>` or `helper <pid>`) to `FAKE_SWIFTC_LOG`, takes `FAKE_SWIFTC_SECONDS` (stopping
/// early, and logging `stopped core <pid>`, on `SIGTERM`), then writes the files a build of
/// that kind leaves: an empty library and module, or a helper that answers every document with
/// "no problems". What the cache does around builds (locks, interruptions, leftovers) is then
/// tested in seconds, without the real compiler's minute.
struct FakeCompiler {
    /// The folder to put first on `PATH`.
    let folder: URL
    let log: URL

    init(in parent: URL) throws {
        folder = parent.appendingPathComponent("fake-swiftc")
        log = parent.appendingPathComponent("fake-swiftc.log")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("swiftc")
        try Self.script.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }

    func environment(seconds: Int, cache: URL) -> [String: String] {
        [
            "PATH": "\(folder.path):/usr/bin:/bin", "XDG_CACHE_HOME": cache.path, "FAKE_SWIFTC_LOG": log.path,
            "FAKE_SWIFTC_SECONDS": String(seconds),
        ]
    }

    /// The log's lines, in order.
    var builds: [String] {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// Waits until the log has a line starting with `prefix` (at most `limit` seconds:
    /// `HangGuardWait`) and returns it.
    func waitForBuild(_ prefix: String, limit: Double = HangGuardWait.seconds) -> String? {
        let deadline = Date(timeIntervalSinceNow: limit)
        while Date() < deadline {
            if let line = builds.first(where: { $0.hasPrefix(prefix) }) { return line }
            usleep(50_000)
        }
        return nil
    }

    /// Waits until `process` ends (a hang guard: at most `limit` seconds); false when it did not,
    /// and it is then killed.
    static func waitForExit(_ process: Process, limit: Double = HangGuardWait.seconds) -> Bool {
        let deadline = Date(timeIntervalSinceNow: limit)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        guard process.isRunning else { return true }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return false
    }

    static let script = #"""
        #!/bin/sh
        # Not the compiler the tool was built with: the core is compiled, never taken from the tool's build.
        [ "$1" = --version ] && { echo "fake swiftc"; exit 0; }
        out=""; module=""; modulepath=""; previous=""
        for argument in "$@"; do
          case "$previous" in
            -o) out="$argument" ;;
            -emit-module-path) modulepath="$argument" ;;
            -module-name) module="$argument" ;;
          esac
          previous="$argument"
        done
        kind=helper
        [ "$module" = CodableCheckCore ] && kind=core
        # The trap first: a test stops the build as soon as it reads the line below, and a SIGTERM
        # between the two would end the shell without the line saying it was stopped.
        trap 'echo "stopped $kind $$" >> "$FAKE_SWIFTC_LOG"; exit 143' TERM
        echo "$kind $$" >> "$FAKE_SWIFTC_LOG"
        # Short sleeps, so that the trap runs soon after a SIGTERM (a shell runs it between commands).
        end=$(( $(date +%s) + ${FAKE_SWIFTC_SECONDS:-0} ))
        while [ "$(date +%s)" -lt "$end" ]; do sleep 0.2; done
        [ -n "$modulepath" ] && : > "$modulepath"
        case "$out" in
          */helper)
            printf '#!/bin/sh\nread settings\nwhile read count; do\n  head -c "$count" > /dev/null\n  echo %s\ndone\n' \
              "'{\"problems\":[],\"swallowed\":[]}'" > "$out"
            chmod +x "$out" ;;
          ?*) : > "$out" ;;
        esac
        exit 0
        """#
}
