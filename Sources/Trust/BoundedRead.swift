#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading an open file without trusting its size: the one read loop behind `ContainedRoot.read` and the
/// reader's own file reads.
public enum BoundedRead {
    /// The file's bytes from the current offset to its end, but at most `limit` bytes: a caller that allows
    /// `n` bytes asks for `n + 1` and learns the file is larger when it gets them. The buffer starts at
    /// `sizeHint` (from `fstat`), so a file that grows while being read is still cut at `limit`. A read that
    /// leaves the buffer short with exactly `sizeHint` bytes in hand is the end of the file as `fstat` saw it,
    /// so the usual last `read` that returns 0 is skipped (a file grown since would have filled the buffer).
    /// - Throws: `errno` when a read fails.
    public static func bytes(of descriptor: Int32, limit: Int, sizeHint: Int) throws(ReadFailure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(1, min(limit, sizeHint + 1)))
        var total = 0
        while total < limit {
            if total == bytes.count {
                bytes.append(contentsOf: [UInt8](repeating: 0, count: min(65536, limit - total)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total)
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw ReadFailure(code: errno) }
            if count == 0 { break }
            total += count
            if total == sizeHint && total < bytes.count { break }
        }
        bytes.removeSubrange(total...)
        return bytes
    }

    /// A failed `read(2)`.
    public struct ReadFailure: Error, Sendable {
        public let code: Int32
    }
}
