import Foundation
import Testing

@testable import CodableCheckCore

/// `CodingPathNodePool` may only reuse a node nobody else can see: a node a container, decoder or
/// child node still holds must keep its path, and a decode that ended must make new nodes.
@Suite("Coding path node pool")
struct CodingPathNodePoolTests {
    private enum Keys: String, CodingKey {
        case order, items, customer
    }

    private func path(_ node: CodingPathNode) -> [String] {
        node.components().map { component in
            switch component {
            case .key(let name): name
            case .index(let index): "[\(index)]"
            }
        }
    }

    @Test func aNodeOnlyTheCallerHoldsIsReusedWithItsNewPath() {
        let pool = CodingPathNodePool()
        let order = pool.node(parent: .root, step: Keys.order)
        var items = pool.node(parent: order, step: Keys.items)
        let reused = ObjectIdentifier(items)
        pool.recycle(&items)
        items = pool.node(parent: .root, step: Keys.customer)
        let customer = pool.node(parent: .root, step: Keys.customer)
        // `items` went back to the pool when the caller's variable still held it alone; the next
        // node is that object, made over.
        #expect(ObjectIdentifier(items) == reused)
        #expect(path(items) == ["customer"])
        #expect(items.depth == 1)
        #expect(ObjectIdentifier(customer) != reused)
        #expect(path(order) == ["order"])
    }

    @Test func aNodeSomebodyElseHoldsKeepsItsPath() {
        let pool = CodingPathNodePool()
        let order = pool.node(parent: .root, step: Keys.order)
        var items = pool.node(parent: order, step: Keys.items)
        let kept = items  // a container or decoder the model keeps
        pool.recycle(&items)
        let next = pool.node(parent: .root, step: Keys.customer)
        #expect(next !== kept)
        #expect(path(kept) == ["order", "items"])
    }

    @Test func aParentHeldOnlyByTheNodeBelowGoesBackWithIt() {
        let pool = CodingPathNodePool()
        var items = pool.node(parent: pool.node(parent: .root, step: Keys.order), step: Keys.items)
        let itemsIdentity = ObjectIdentifier(items)
        let orderIdentity = ObjectIdentifier(items.parent!)
        pool.recycle(&items)
        items = pool.node(parent: .root, step: Keys.customer)
        let second = pool.node(parent: items, step: IndexCodingKey(3))
        #expect(Set([ObjectIdentifier(items), ObjectIdentifier(second)]) == Set([itemsIdentity, orderIdentity]))
        #expect(path(second) == ["customer", "[3]"])
        #expect(second.depth == 2)
    }

    @Test func aParentAnotherChildStillHoldsStays() {
        let pool = CodingPathNodePool()
        var items = pool.node(parent: pool.node(parent: .root, step: Keys.order), step: Keys.items)
        let sibling = pool.node(parent: items.parent!, step: Keys.customer)
        let orderIdentity = ObjectIdentifier(items.parent!)
        pool.recycle(&items)
        let first = pool.node(parent: .root, step: Keys.items)
        let second = pool.node(parent: .root, step: Keys.items)
        #expect(ObjectIdentifier(first) != orderIdentity && ObjectIdentifier(second) != orderIdentity)
        #expect(path(sibling) == ["order", "customer"])
    }

    @Test func theRootIsNeverTakenBack() {
        let pool = CodingPathNodePool()
        var order = pool.node(parent: .root, step: Keys.order)
        pool.recycle(&order)
        order = pool.node(parent: .root, step: Keys.order)
        let other = pool.node(parent: .root, step: Keys.items)
        #expect(other !== CodingPathNode.root && order !== CodingPathNode.root)
        #expect(CodingPathNode.root.depth == 0 && CodingPathNode.root.parent == nil && CodingPathNode.root.key == nil)
    }

    @Test func noCodingKeyIsTheParentItself() {
        let pool = CodingPathNodePool()
        let order = pool.node(parent: .root, step: Keys.order)
        #expect(pool.node(parent: order, step: NoCodingKey.none) === order)
    }

    @Test func aClosedPoolTakesNothingBack() {
        let pool = CodingPathNodePool()
        var items = pool.node(parent: .root, step: Keys.items)
        let identity = ObjectIdentifier(items)
        pool.close()
        pool.recycle(&items)
        let next = pool.node(parent: .root, step: Keys.order)
        #expect(ObjectIdentifier(next) != identity)
        #expect(path(items) == ["items"])
    }
}

/// A decode of one value inside a document (what schema-driven decoding hands Foundation's own
/// types) ends as a whole decode does: its pool closes, so a container or decoder the value kept
/// makes plain nodes afterwards, from any thread, and never reuses one.
@Suite("Coding path node pool: the end of a value decoded inside a document")
struct CodingPathNodePoolSubtreeTests {
    final class Stash: @unchecked Sendable {
        var decoder: (any Decoder)?
    }

    struct KeepsItsDecoder: Decodable {
        static let stashKey = CodingUserInfoKey(rawValue: "stash")!
        enum Keys: String, CodingKey { case name }

        init(from decoder: any Decoder) throws {
            (decoder.userInfo[Self.stashKey] as! Stash).decoder = decoder
            _ = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .name)
        }
    }

    private func poolOfStashedDecoder(_ stash: Stash) -> CodingPathNodePool? {
        (stash.decoder as? TapeDecoder)?.session.codingPathNodes
    }

    @Test func aWholeDecodeClosesItsPool() throws {
        let stash = Stash()
        let decoder = CodableCheckDecoder()
        decoder.userInfo[KeepsItsDecoder.stashKey] = stash
        _ = try decoder.decode(KeepsItsDecoder.self, from: Data(#"{"name": "Ada"}"#.utf8))
        #expect(poolOfStashedDecoder(stash)?.isOpen == false)
    }

    @Test func aValueDecodedInsideADocumentClosesItsPool() throws {
        let stash = Stash()
        let decoder = CodableCheckDecoder()
        decoder.userInfo[KeepsItsDecoder.stashKey] = stash
        let document = try JSONReader.read(Data(#"{"customer": {"name": "Ada"}}"#.utf8))
        let index = document.rootIndex + 2
        let report = decoder.decodeCollectingProblems(KeepsItsDecoder.self, in: document, at: index, codingPath: [.key("customer")])
        #expect(report.value != nil)
        #expect(poolOfStashedDecoder(stash)?.isOpen == false)
    }
}
