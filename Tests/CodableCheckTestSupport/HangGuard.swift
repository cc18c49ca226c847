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
