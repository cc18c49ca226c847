/// Folders a folder search (`decode Fixtures/`, `'**/*.json'`) does not enter: what they hold is
/// build output, dependencies or assets, never an app's fixtures, and their `.json` files
/// (an asset catalog's `Contents.json`, a package's `package.json`) would only fail to decode.
/// Named on their own (`decode Pods/X/fixture.json`, a pattern starting inside one) they are read.
/// `--verbose` says which were skipped.
enum SkippedFolder {
    /// Why a folder named `name` is not searched, or nil when it is.
    static func reason(forFolderNamed name: String) -> String? {
        if name.hasSuffix(".xcassets") { return "an asset catalog" }
        switch name {
        case ".build": return "SwiftPM build output"
        case "DerivedData": return "Xcode build output"
        case "Pods": return "CocoaPods dependencies"
        case "node_modules": return "npm dependencies"
        default: return nil
        }
    }
}
