import Foundation

/// A pipe read in chunks, handed out as lines and as counted byte runs: the helper's requests
/// (`CompiledDecodeServer`) and, in the command, the helper's replies (`CompiledHelper`).
public struct FramedInput {
    let handle: FileHandle
    private var buffer: [UInt8] = []
    private var start = 0
    private var isAtEnd = false

    public init(handle: FileHandle) {
        self.handle = handle
    }

    /// The next line without its newline; nil at the end of input.
    public mutating func readLine() -> [UInt8]? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                return line
            }
            guard fill() else { return nil }
        }
    }

    /// Exactly `count` bytes; nil when input ends first.
    mutating func read(count: Int) -> [UInt8]? {
        while buffer.count - start < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer[start..<start + count])
        start += count
        return bytes
    }

    /// Appends what is available, dropping what was consumed; false at the end of input.
    private mutating func fill() -> Bool {
        if isAtEnd { return false }
        let chunk = handle.availableData
        if chunk.isEmpty {
            isAtEnd = true
            return false
        }
        buffer.removeSubrange(0..<start)
        start = 0
        buffer.append(contentsOf: chunk)
        return true
    }
}
