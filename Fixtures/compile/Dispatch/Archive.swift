import CloudKit
import Foundation

/// A delivery archive the app downloads as JSON and keeps in iCloud. Its decoding is the
/// compiler's own; the app's `normalized()` (same name as the shipment's helper, another thing)
/// turns it into the CloudKit record it syncs, which needs a framework this machine lacks.
struct Archive: Codable {
    var name: String
    var sizeInBytes: Int

    func normalized() -> ArchiveRecord {
        ArchiveRecord(name: name.lowercased())
    }
}

/// What the app syncs through CloudKit: never decoded from JSON.
struct ArchiveRecord {
    var zone: CKRecordZone.ID
    var name: String

    init(name: String) {
        self.name = name
        zone = CKRecordZone.ID(zoneName: "archives")
    }
}
