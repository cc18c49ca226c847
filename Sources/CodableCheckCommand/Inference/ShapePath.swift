import CodableCheckCore

/// A place in the merged sample shapes, as steps from the root: how a correction found by
/// decoding one sample (at a coding path such as `events[3].payload.size`) names the property
/// or element it changes in every sample's declaration.
struct ShapePath: Hashable {
    enum Step: Hashable {
        /// A property of a struct, by its JSON key.
        case member(String)
        /// The elements of an array.
        case element
        /// The values of an object keyed by identifiers, typed `[String: T]`.
        case dictionaryValue
    }

    var steps: [Step] = []

    static let root = ShapePath()

    func appending(_ step: Step) -> ShapePath {
        ShapePath(steps: steps + [step])
    }

    /// The path up to and including its last `member` step: the property that holds this place,
    /// the one to leave out when the place cannot be typed. `nil` at the root and in root arrays.
    var owningMember: ShapePath? {
        guard let last = steps.lastIndex(where: { if case .member = $0 { true } else { false } }) else { return nil }
        return ShapePath(steps: Array(steps[...last]))
    }

    /// Translates a coding path into the place it is in: a key is a member, unless the object
    /// there was typed as a dictionary (`dictionaryPlaces`); an index is an element.
    init(codingPath: [CodingPathComponent], dictionaryPlaces: Set<ShapePath>) {
        var path = ShapePath.root
        for component in codingPath {
            switch component {
            case .key(let key):
                path = path.appending(dictionaryPlaces.contains(path) ? .dictionaryValue : .member(key))
            case .index:
                path = path.appending(.element)
            }
        }
        self = path
    }

    init(steps: [Step] = []) {
        self.steps = steps
    }
}
