import Foundation

/// An exclusive `flock` on a file or folder of the compile cache, held by this process until
/// `release` (or until the process ends: the kernel drops the locks of a process that dies, even
/// by `SIGKILL`, so a lock never outlives its holder).
///
/// Two uses: the key lock (`CompileCache.lockingEntry`), which makes one process build an entry
/// while the others wait and then reuse it; and a build folder's lock (`BuildFolder`), which tells
/// the next run whether the process building there is still alive.
final class FileLock {
    private var descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        release()
    }

    /// Waits until this process holds the lock on `path` (created when missing); nil when the
    /// file cannot be opened.
    static func waiting(for path: String) -> FileLock? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                return nil
            }
        }
        return FileLock(descriptor: descriptor)
    }

    /// The lock on the existing file or folder at `path` when nobody holds it; nil when another
    /// process does, or when there is no such file.
    static func ifFree(_ path: String) -> FileLock? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return FileLock(descriptor: descriptor)
    }

    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }
}
