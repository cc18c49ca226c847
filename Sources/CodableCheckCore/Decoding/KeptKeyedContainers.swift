import Foundation
import Synchronization

/// Keyed container states that outlived their decode because a model kept a container (in a
/// property, say), with the containers' boxes: a pooled container does not keep its state alive
/// (see `KeyedTapeContainer`), so something else must for as long as the box lives.
///
/// Each decode's end looks again, and lets go of every state whose box only this still holds. So a
/// kept container works for as long as the model keeps it, and its state (with the decoder, the
/// session and the document it reads) is freed at the end of the first decode after the model
/// let go of it, in any thread. Models that keep no container (nearly all) cost one atomic load per
/// decode.
final class KeptKeyedContainers: Sendable {
    static let shared = KeptKeyedContainers()

    private struct Kept: @unchecked Sendable {
        var box: AnyObject
        let state: AnyObject
    }

    private let kept = Mutex<[Kept]>([])
    /// Whether `kept` may hold anything, readable without the lock.
    private let mayHoldAny = Atomic<Bool>(false)

    /// Adds `containers`, then lets go of those no model holds any more.
    func keep(_ containers: [(box: AnyObject, state: AnyObject)]) {
        guard !containers.isEmpty || mayHoldAny.load(ordering: .relaxed) else { return }
        // Freed after the lock is released: a state's decoder may hold the last reference to a
        // session whose pool hands its own kept containers here.
        let released: [Kept] = kept.withLock { kept in
            kept += containers.map { Kept(box: $0.box, state: $0.state) }
            var released: [Kept] = []
            var slot = 0
            while slot < kept.count {
                if isKnownUniquelyReferenced(&kept[slot].box) {
                    kept.swapAt(slot, kept.count - 1)
                    released.append(kept.removeLast())
                } else {
                    slot += 1
                }
            }
            mayHoldAny.store(!kept.isEmpty, ordering: .relaxed)
            return released
        }
        _ = released
    }
}
