/// Why `init(from:)` code could not be read: the statement, and the token inside it.
struct BodyReadFailure: Error {
    var token: SwiftToken
    var statement: SwiftToken?
}
