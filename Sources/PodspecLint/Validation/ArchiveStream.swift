import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The bytes of an archive read in order from a descriptor (a downloaded file, or a decompressor's
/// output pipe), in exact-size pieces, so nothing is loaded whole into memory.
final class ArchiveStream {
    private let descriptor: Int32
    /// The archive's file name, for messages.
    let name: String
    static let chunkSize = 64 << 10

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// Exactly `count` bytes; nil when the stream ended before the first byte. Throws when it ends part-way.
    func read(_ count: Int) throws -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var total = 0
        while total < count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + total }, count - total)
            }
            if result < 0 && errno == EINTR { continue }
            guard result >= 0 else {
                throw ValidationFailure("Could not read the archive \(name): \(String(cString: strerror(errno))).")
            }
            if result == 0 {
                if total == 0 { return nil }
                throw truncated
            }
            total += result
        }
        return bytes
    }

    /// Passes the next `count` bytes to `body` in pieces of at most `chunkSize`.
    func forEach(_ count: Int, _ body: ([UInt8]) throws -> Void) throws {
        var left = count
        while left > 0 {
            guard let piece = try read(min(left, Self.chunkSize)) else { throw truncated }
            try body(piece)
            left -= piece.count
        }
    }

    /// Reads to the end, each piece passed to `body` (to count what a decompressor still produces).
    func drain(_ body: (Int) throws -> Void) throws {
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let result = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return }
            try body(result)
        }
    }

    var truncated: ValidationFailure {
        ValidationFailure("The archive \(name) is not a valid tar file.")
    }
}
