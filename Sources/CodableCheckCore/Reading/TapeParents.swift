/// For every entry of a tape: the container holding it and its position there, so a walk can go
/// up from any value to the root. Keys are marked, so a walk up from a key goes to its object.
/// Built only when a report needs coding paths for byte offsets (`JSONDocument.codingPaths`).
struct TapeParents {
    var parent: [Int?]
    var position: [Int]
    var isKey: [Bool]
    /// Containers: the last element, or the last member's value.
    var lastChild: [Int?]

    init(tape: JSONTape) {
        parent = Array(repeating: nil, count: tape.count)
        position = Array(repeating: 0, count: tape.count)
        isKey = Array(repeating: false, count: tape.count)
        lastChild = Array(repeating: nil, count: tape.count)
        for container in 0..<tape.count where tape.kind(at: container).isContainer {
            let end = tape.indexAfter(container)
            let isObject = tape.kind(at: container) == .object
            var child = container + 1
            var index = 0
            while child < end {
                if isObject {
                    isKey[child] = true
                    parent[child] = container
                    child += 1
                }
                parent[child] = container
                position[child] = index
                lastChild[container] = child
                index += 1
                child = tape.indexAfter(child)
            }
        }
    }
}
