/// A problem with the command line or the environment (a missing corpus file, no package root):
/// printed as `error: …` and exit status 2, like the main tool's usage errors.
struct UsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
