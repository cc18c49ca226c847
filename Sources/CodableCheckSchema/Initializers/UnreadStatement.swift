/// A statement the body reader could not read (`for key in container.allKeys { ... }`), skipped
/// whole. What its tokens show is kept, so the interpreter can treat it safely: the names it may
/// set (declared with `let`/`var`, assigned with `=` or `+=`, mutated with `append`...), every
/// name it mentions, and whether it may leave the body or a loop (`return`, `break`, `continue`),
/// after which the interpreter stops: the reads that follow may never happen.
struct UnreadStatement: Sendable, Equatable {
    var writes: [String]
    /// Whether `self` is assigned (`self = ...`) or `self.x` is.
    var writesThroughSelf: [String]
    var setsSelf: Bool
    var mentions: [String]
    var mayReturn: Bool
}
