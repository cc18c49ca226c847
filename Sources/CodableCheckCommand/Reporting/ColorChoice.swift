/// `--color`: whether diagnostics are coloured. `auto` decides from the terminal and the
/// environment (`ColorMode.detect`); `always` and `never` override both.
enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
}
