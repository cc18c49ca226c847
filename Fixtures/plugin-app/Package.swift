// swift-tools-version:6.0
import PackageDescription

/// Larder, a small sample app that depends on codable-check by a local path to check its
/// fixtures with `swift package codable-check` (the test copies it and gives the path whole).
let package = Package(
    name: "Larder",
    dependencies: [.package(path: "../..")],
    targets: [.target(name: "Larder")]
)
