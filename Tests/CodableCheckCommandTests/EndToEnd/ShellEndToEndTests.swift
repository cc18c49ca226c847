import CodableCheckTestSupport
import Foundation
import Testing

/// Completions, the man page and `--version`: what a shell user touches besides decoding.
@Suite struct ShellEndToEndTests {
    /// zsh, where installed: `.ci/run` installs it and sets `CODABLE_CHECK_REQUIRE_ZSH=1`, so CI
    /// cannot pass by skipping the zsh tests; elsewhere they are skipped, visibly.
    static let zsh = ["/bin/zsh", "/usr/bin/zsh"].first(where: FileManager.default.isExecutableFile)
    static let requiresZsh = ProcessInfo.processInfo.environment["CODABLE_CHECK_REQUIRE_ZSH"] == "1"

    @Test(.enabled(if: requiresZsh, "CODABLE_CHECK_REQUIRE_ZSH=1 (set by .ci/run)"))
    func zshIsInstalledWhereRequired() {
        #expect(Self.zsh != nil, "CODABLE_CHECK_REQUIRE_ZSH=1 but zsh is not installed; the zsh completion tests would skip")
    }

    @Test func bashCompletionCompletesCommandsOptionsAndChoices() throws {
        let script = try ToolProcess.run(["completions", "bash"])
        #expect(script.status == 0)
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("completion.bash")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        let bash = URL(fileURLWithPath: "/bin/bash")
        let syntax = try ToolProcess.run(["-n", file.path], executable: bash)
        #expect(syntax.status == 0 && syntax.stderr == "", "\(syntax.stderr)")
        // Source the script, check it registered itself, then ask it what it offers at several
        // cursor positions, the words split as bash splits them (at `=` too).
        let driver = """
            source "$1"
            complete -p codable-check
            complete_at() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _codable_check; echo "${COMPREPLY[*]}"; }
            complete_at codable-check in
            complete_at codable-check decode --format j
            complete_at codable-check decode --fail-f
            complete_at codable-check completions z
            complete_at codable-check decode --mode = l
            complete_at codable-check decode --format =
            complete_at codable-check help t
            complete_at codable-check help s
            """
        let outcome = try ToolProcess.run(["-c", driver, "bash", file.path], executable: bash)
        #expect(outcome.stderr == "")
        expectLines(
            outcome.stdout,
            """
            complete -o bashdefault -o filenames -F _codable_check codable-check
            infer init
            json junit
            --fail-fast
            zsh
            lossy
            text json github junit sarif
            types
            schema strict-mode schema-reader set-up-a-project share-your-models

            """)
    }

    @Test func zshCompletionIsAValidCompdefScript() throws {
        let script = try ToolProcess.run(["completions", "zsh"])
        #expect(script.status == 0)
        #expect(script.stdout.hasPrefix("#compdef codable-check\n"))
        #expect(
            script.stdout.contains(
                "'--format=[text diagnostics on stderr; a JSON, JUnit XML or SARIF 2.1.0 report, or GitHub Actions commands, on stdout]:text|json|github|junit|sarif:(text json github junit sarif)'"
            ))
    }

    @Test(.enabled(if: zsh != nil, "zsh is not installed"))
    func zshCompletionParses() throws {
        let script = try ToolProcess.run(["completions", "zsh"])
        let checked = try ToolProcess.run(["-n", "-c", script.stdout], executable: URL(fileURLWithPath: Self.zsh!))
        #expect(checked.status == 0 && checked.stderr == "", "\(checked.stderr)")
    }

    /// The completion loaded the way users install it (a `_codable-check` file on `$fpath`,
    /// `compinit`), then driven in a real interactive zsh on a pseudo-terminal (`zsh/zpty`):
    /// each line is typed with a Tab, and what the completion system offered is recorded.
    @Test(.enabled(if: zsh != nil, "zsh is not installed"), .hangGuard)
    func zshCompletionCompletesCommandsOptionsChoicesAndFiles() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let functions = directory.appendingPathComponent("functions")
        let work = directory.appendingPathComponent("work/Models")
        try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try "".write(to: work.appendingPathComponent("Book.swift"), atomically: false, encoding: .utf8)
        let script = try ToolProcess.run(["completions", "zsh"])
        try script.stdout.write(to: functions.appendingPathComponent("_codable-check"), atomically: false, encoding: .utf8)
        let driver = directory.appendingPathComponent("drive.zsh")
        try Self.zshDriver.write(to: driver, atomically: false, encoding: .utf8)
        let offered = directory.appendingPathComponent("offered.txt")
        let lines = [
            "codable-check in", "codable-check --v", "codable-check decode --form", "codable-check decode --format=j",
            "codable-check decode --format j", "codable-check decode --fail-f", "codable-check decode --mode ",
            "codable-check types --sch", "codable-check completions ", "codable-check help ", "codable-check decode --schema Mod",
            "codable-check decode --type Book Mod",
        ]
        let outcome = try ToolProcess.run(
            ["-f", driver.path, functions.path, offered.path] + lines, in: directory.appendingPathComponent("work"),
            executable: URL(fileURLWithPath: Self.zsh!))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // `_arguments` asks for some matches twice; each block's distinct offers, in order.
        var blocks: [String] = []
        for line in try String(contentsOf: offered, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("=== ") {
                blocks.append(String(line.dropFirst(4)) + " ->")
            } else if !blocks.isEmpty, !blocks[blocks.count - 1].split(separator: " ").contains(line) {
                blocks[blocks.count - 1] += " " + line
            }
        }
        expectLines(
            blocks.joined(separator: "\n"),
            """
            codable-check in -> infer init
            codable-check --v -> --version
            codable-check decode --form -> --format
            codable-check decode --format=j -> json junit
            codable-check decode --format j -> json junit
            codable-check decode --fail-f -> --fail-fast
            codable-check decode --mode  -> strict lossy
            codable-check types --sch -> --schema
            codable-check completions  -> bash zsh fish
            codable-check help  -> decode types infer completions check version init schema usage-and-options strict-mode lossy-mode-and-wrappers schema-reader ci-integration set-up-a-project share-your-models core-library performance limits
            codable-check decode --schema Mod -> Models
            codable-check decode --type Book Mod -> Models
            end ->
            """)
    }

    /// `zsh -f drive.zsh FUNCTIONS OUT LINE...`: starts an interactive zsh on a pseudo-terminal
    /// with FUNCTIONS on `$fpath` and `compinit` run, records every match `compadd` is given, and
    /// types each LINE then Tab, writing `=== LINE` before its matches. Each command waits for
    /// the shell's answer and its next prompt (`@@> `), since zsh drops keys typed ahead of it.
    static let zshDriver = #"""
        zmodload zsh/zpty || exit 3
        dir=$1 out=$2; shift 2
        integer step=0
        run() { (( step++ )); zpty -w z "$1; print READY\$(( $step + 1000 ))"; zpty -r z _ "*READY$(( step + 1000 ))*@@> " }
        zpty z zsh -f -i
        run "PS1='@@> '; fpath=(${(q)dir} \$fpath); autoload -Uz compinit; compinit -u -D"
        run "compadd() { local -a __h; builtin compadd -O __h \"\$@\"; (( \$#__h )) && print -rl -- \"\${__h[@]}\" >> ${(q)out}; builtin compadd \"\$@\"; }"
        run "zstyle ':completion:*' list-prompt ''; bindkey '^I' complete-word"
        for line in "$@"; do
          run "print -r -- ${(q)${:-=== $line}} >> ${(q)out}"
          zpty -w -n z "$line"$'\t'$'\C-u'
        done
        run "print -r -- '=== end' >> ${(q)out}"
        zpty -d z
        """#

    @Test func unknownShellIsAUsageError() throws {
        let outcome = try ToolProcess.run(["completions", "fissh"])
        #expect(
            outcome
                == .init(
                    stdout: "",
                    stderr: "codable-check: error: invalid shell 'fissh': expected 'bash', 'zsh' or 'fish'; did you mean 'fish'?\n",
                    status: 2))
    }

    /// fish, where installed: `.ci/run` installs it and sets `CODABLE_CHECK_REQUIRE_FISH=1`, as
    /// for zsh; elsewhere the fish tests are skipped, visibly.
    static let fish = ["/usr/bin/fish", "/bin/fish", "/usr/local/bin/fish"].first(where: FileManager.default.isExecutableFile)
    static let requiresFish = ProcessInfo.processInfo.environment["CODABLE_CHECK_REQUIRE_FISH"] == "1"

    @Test(.enabled(if: requiresFish, "CODABLE_CHECK_REQUIRE_FISH=1 (set by .ci/run)"))
    func fishIsInstalledWhereRequired() {
        #expect(Self.fish != nil, "CODABLE_CHECK_REQUIRE_FISH=1 but fish is not installed; the fish completion tests would skip")
    }

    /// The script loaded into a real fish, then asked what it offers for each line
    /// (`complete -C`, the completions fish computes for a command line as typed): commands,
    /// options, choices, the guide's topics, and paths only where a path goes.
    @Test(.enabled(if: fish != nil, "fish is not installed"))
    func fishCompletionCompletesCommandsOptionsChoicesAndFiles() throws {
        let script = try ToolProcess.run(["completions", "fish"])
        #expect(script.status == 0)
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("codable-check.fish")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        let work = directory.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work.appendingPathComponent("Models"), withIntermediateDirectories: true)
        try "".write(to: work.appendingPathComponent("Models/Book.swift"), atomically: false, encoding: .utf8)
        let fish = URL(fileURLWithPath: Self.fish!)
        let syntax = try ToolProcess.run(["--no-execute", file.path], executable: fish)
        #expect(syntax.status == 0 && syntax.stderr == "", "\(syntax.stderr)")
        let lines = [
            "codable-check in", "codable-check --v", "codable-check decode --form", "codable-check decode --format=j",
            "codable-check decode --format j", "codable-check decode --fail-f", "codable-check decode --color ",
            "codable-check decode --mode ", "codable-check types --sch", "codable-check completions ", "codable-check help s",
            "codable-check decode --schema Mod", "codable-check decode --type Book Mod", "codable-check decode --type Mod",
            "codable-check infer --date-strategy ",
        ]
        // Each line's offers, without their descriptions, on one line after it.
        let driver = """
            source $argv[1]
            for line in $argv[2..-1]
                echo "$line ->" (complete -C"$line" | string replace -r '\\t.*' '')
            end
            """
        let outcome = try ToolProcess.run(
            ["--no-config", "-c", driver, file.path] + lines, in: work, executable: fish)
        #expect(outcome.stderr == "")
        expectLines(
            outcome.stdout,
            """
            codable-check in -> infer init
            codable-check --v -> --version
            codable-check decode --form -> --format
            codable-check decode --format=j -> --format=json --format=junit
            codable-check decode --format j -> json junit
            codable-check decode --fail-f -> --fail-fast
            codable-check decode --color  -> always auto never
            codable-check decode --mode  -> lossy strict
            codable-check types --sch -> --schema
            codable-check completions  -> bash fish zsh
            codable-check help s -> schema schema-reader set-up-a-project share-your-models strict-mode
            codable-check decode --schema Mod -> Models/
            codable-check decode --type Book Mod -> Models/
            codable-check decode --type Mod ->
            codable-check infer --date-strategy  -> deferred iso8601

            """)
        // Each option's help is the description fish shows beside it.
        let described = try ToolProcess.run(
            ["--no-config", "-c", "source $argv[1]; complete -C'codable-check decode --form'", file.path], in: work,
            executable: fish)
        #expect(
            described.stdout
                == "--format\ttext diagnostics on stderr; a JSON, JUnit XML or SARIF 2.1.0 report, or GitHub Actions commands, on stdout\n"
        )
    }

    @Test func manPageRendersWithoutWarnings() throws {
        let page = ToolPaths.packageRoot.appendingPathComponent("Sources/codable-check/codable-check.1")
        guard let groff = ["/usr/bin/groff", "/bin/groff"].first(where: FileManager.default.isExecutableFile) else { return }
        let outcome = try ToolProcess.run(
            ["-man", "-Tascii", "-ww", "-P-c", "-P-b", "-P-u", page.path], executable: URL(fileURLWithPath: groff))
        #expect(outcome.stderr == "")
        #expect(outcome.stdout.contains("codable-check - check JSON documents against Swift Codable model"))
        // Every decode option the parser accepts is documented.
        let help = try ToolProcess.run(["decode", "--help"]).stdout
        for option in help.matches(of: /\s\s(--[a-z-]+)/).map({ String($0.1) }) where option != "--help" {
            #expect(outcome.stdout.contains(option), "the man page does not mention \(option)")
        }
    }

    @Test func versionIsOneLine() throws {
        let outcome = try ToolProcess.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.firstMatch(of: /^codable-check \d+\.\d+\.\d+\n$/) != nil)
    }

    /// `codable-check version` and `--version` are one command: the same line, the same errors.
    @Test func versionCommandAgreesWithTheOption() throws {
        let option = try ToolProcess.run(["--version"])
        let command = try ToolProcess.run(["version"])
        #expect(command == option)
        let extra = try ToolProcess.run(["version", "now"])
        #expect(extra.status == 2)
        #expect(extra.stderr == "codable-check: error: unexpected argument 'now' for 'version'\n")
        #expect(try ToolProcess.run(["--version", "now"]) == extra)
    }
}
