import Foundation

/// Where the tool finds the files it reads at run time (the guide's pages for `help TOPIC`, the
/// core library's sources for `--compile`): under the prefix an installed executable sits in,
/// where `make install` copies them (`PREFIX/bin/codable-check` beside `PREFIX/share/…`), or in
/// the checkout it was built from (`swift build`, `swift run`).
enum InstallLayout {
    /// The running executable with symbolic links resolved (`/usr/local/bin/codable-check` may be
    /// a link into a Homebrew-style cellar, whose `share/` is the one that holds the files).
    static var executablePath: String? {
        Bundle.main.executableURL?.resolvingSymlinksInPath().path
    }

    /// `relativePath` (`share/doc/codable-check`) under the prefix of the executable at
    /// `executablePath` (`PREFIX/bin/codable-check`).
    static func installed(_ relativePath: String, executablePath: String) -> URL {
        URL(fileURLWithPath: executablePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(relativePath)
    }

    /// `relativePath` (`Sources/CodableCheckCore`) in the package this file was compiled in:
    /// `#filePath` is `<package>/Sources/CodableCheckCommand/InstallLayout.swift`.
    static func inPackage(_ relativePath: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(relativePath)
    }
}
