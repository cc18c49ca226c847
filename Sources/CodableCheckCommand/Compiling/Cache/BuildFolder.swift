import Foundation

/// A folder under the cache's `building/` that one process builds an entry in, then publishes
/// with one `rename` (so a reader sees a whole entry or none) or removes.
///
/// The process holds a lock on the folder while it exists: the next run tells a folder whose
/// process died (killed, or the machine stopped) from one still being built by trying the lock,
/// and removes the first kind (`CompileCache.removeAbandonedBuilds`). The folder is made under a
/// dot-name and locked before it gets its real name, so no run ever sees it unlocked while its
/// process is alive. An interrupted process removes its folders itself (`BuildInterruption`).
final class BuildFolder {
    let url: URL
    private let lock: FileLock
    private var isFinished = false

    /// Makes a new folder in `building`, locked by this process.
    init(in building: URL) throws {
        BuildInterruption.stopIfInterrupted()
        let name = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let pending = building.appendingPathComponent(".\(name)")
        try FileManager.default.createDirectory(at: pending, withIntermediateDirectories: true)
        guard let lock = FileLock.ifFree(pending.path) else {
            try? FileManager.default.removeItem(at: pending)
            throw CocoaError(.fileWriteUnknown)
        }
        url = building.appendingPathComponent(name)
        BuildInterruption.register(folder: url)
        guard rename(pending.path, url.path) == 0 else {
            BuildInterruption.forget(folder: url)
            try? FileManager.default.removeItem(at: pending)
            throw CocoaError(.fileWriteUnknown)
        }
        self.lock = lock
    }

    deinit {
        remove()
    }

    /// Moves the folder into place as `destination`. When another process got there first, its
    /// entry stays and this folder is removed: both are builds of the same key.
    func publish(as destination: URL) {
        guard !isFinished else { return }
        BuildInterruption.stopIfInterrupted()
        if rename(url.path, destination.path) != 0 {
            try? FileManager.default.removeItem(at: url)
        }
        finish()
    }

    /// Removes the folder and what was built in it.
    func remove() {
        guard !isFinished else { return }
        try? FileManager.default.removeItem(at: url)
        finish()
    }

    private func finish() {
        isFinished = true
        BuildInterruption.forget(folder: url)
        lock.release()
    }
}
