// swift-tools-version:6.0
import PackageDescription

/// codable-check: validates JSON against Swift `Codable` model declarations.
///
/// Targets, from the bottom up:
/// - `CodableCheckCore`: the shared Codable core. A JSON reader that keeps byte positions,
///   a `Decoder` with `JSONDecoder`'s observable behaviour, and the schema-driven decoding
///   that walks the reader's tape with a `ValuePlan`. It owns what every layer shares: where
///   lines and columns are (`SourceLineTable`), which word is a near miss (`NearMiss`), how an
///   object's members meet a type's keys (`ObjectMembers`), the warning kinds with their
///   descriptions (`WarningKind`), and what a read document answers for reports (coding paths
///   for offsets, an object's keys). Any Swift program can use it.
/// - `CodableCheckSchema`: finds model files (`SchemaDiscovery`), reads Swift model
///   declarations and builds `ValuePlan`s.
/// - `CodableCheckCommand`: the command line (arguments, commands, reporters), as a library so
///   tests can drive it in-process.
/// - `codable-check`: the executable, a thin `main`.
/// - `codable-check-bench`: the benchmark executable behind `make bench`.
/// - `CodableCheckTestSupport`: what the three test targets share.
/// - `CodableCheckPlugin`: the SwiftPM command plugin (`swift package codable-check`), which
///   runs the `codable-check` executable in the package that uses it.
///
/// No package dependencies: the toolchain's Foundation and test frameworks only.
let package = Package(
    name: "codable-check",
    products: [
        .executable(name: "codable-check", targets: ["codable-check"]),
        .library(name: "CodableCheckCore", targets: ["CodableCheckCore"]),
        .plugin(name: "CodableCheckPlugin", targets: ["CodableCheckPlugin"]),
    ],
    targets: [
        .target(name: "CodableCheckCore"),
        .target(name: "CodableCheckSchema", dependencies: ["CodableCheckCore"]),
        .target(name: "CodableCheckCommand", dependencies: ["CodableCheckCore", "CodableCheckSchema"]),
        // The man page lives beside the main it documents (`make install` copies it), and so does
        // the list of functions the release link lays out first (`make link-order` writes it).
        .executableTarget(name: "codable-check", dependencies: ["CodableCheckCommand"], exclude: ["codable-check.1", "link-order.txt"]),
        .executableTarget(name: "codable-check-bench", dependencies: ["CodableCheckCore", "CodableCheckSchema"]),
        // The core's tests include the differential suite that reads Fixtures/Models as a schema
        // (the same files they compile), so they need the declaration reader too.
        .testTarget(name: "CodableCheckCoreTests", dependencies: ["CodableCheckCore", "CodableCheckSchema", "CodableCheckTestSupport"]),
        .testTarget(name: "CodableCheckSchemaTests", dependencies: ["CodableCheckSchema", "CodableCheckTestSupport"]),
        .testTarget(name: "CodableCheckCommandTests", dependencies: ["CodableCheckCommand", "CodableCheckTestSupport"]),
        // `swift package codable-check`: a package that depends on this one runs the tool on its
        // own project file; SwiftPM builds the executable above for it.
        .plugin(
            name: "CodableCheckPlugin",
            capability: .command(
                intent: .custom(
                    verb: "codable-check", description: "Checks the JSON fixtures of .codable-check.json against the Codable models")),
            dependencies: ["codable-check"]),
        // What the test targets share (the hang guard); a library, so only the tests link it.
        .target(name: "CodableCheckTestSupport", path: "Tests/CodableCheckTestSupport"),
    ]
)
