/// `super.init()` in a class's initializer, which `BodyEffects` records apart from other calls
/// named `init` (`self.init(...)`, `Other.init(...)`, which run code of their own) so that
/// `AppCallTraps` can tell it cannot stop the app when the superclass is `NSObject`: its `init()`
/// sets nothing up that can fail. VPN and Objective-C-era models (`class ServerLocation:
/// NSObject, NSCoding, Codable`) end each initializer with it; without this, every value such an
/// initializer makes in a body (`?? ServerLocation(lat: 0, long: 0)`) was a call that may trap.
enum SuperInitializerCall {
    static let calledName = "super.init()"

    /// Whether the `(` at `index` opens `super.init()` with no argument.
    static func opens(_ tokens: [SwiftToken], at index: Int) -> Bool {
        index >= 3 && index + 1 < tokens.count && tokens[index - 1].isKeyword("init") && tokens[index - 2].isPunctuation(".")
            && tokens[index - 3].isKeyword("super") && tokens[index + 1].isPunctuation(")")
    }

    /// Whether `type` is a class whose superclass (written first among what it inherits) is
    /// `NSObject`.
    static func cannotStop(in type: DeclarationNode) -> Bool {
        guard type.kind == .class, case .named(let components)? = type.declaration.inheritance.first else { return false }
        let names = components.map(\.name)
        return names == ["NSObject"] || names == ["Foundation", "NSObject"]
    }
}
