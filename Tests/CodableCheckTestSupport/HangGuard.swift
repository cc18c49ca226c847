import Testing

extension Trait where Self == TimeLimitTrait {
    /// The one time limit a test may carry: a guard that ends a test that hangs, never a speed
    /// check.
    ///
    /// Tests run beside other work: on this project's 2-core machines a full `make test` has run
    /// at a load average of 14, where a test that takes 0.4 s alone ran past a 5-minute limit and
    /// a parser test past 10 minutes. A limit a loaded machine can exceed fails a correct build,
    /// so this one is far above the worst time seen under load. Speed is measured by the
    /// benchmarks (`make bench`), never by tests.
    public static var hangGuard: Self { .timeLimit(.minutes(60)) }
}

/// The same guard for a test that polls for something a child process should do (a line in a
/// log, a verdict on a pipe, its exit): how long it waits before it calls the run hung. Never a
/// speed check: a correct run answers in a second, a hung one never does, so the wait only
/// bounds how long such a failure takes. A whole-suite run at load 15 once took more than
/// 120 s to start a stand-in compiler.
public enum HangGuardWait {
    public static let seconds: Double = 600
}
