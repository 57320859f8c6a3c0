import Foundation
import Testing
import Trust

#if canImport(Glibc)
    import Glibc
#endif

/// `BoundedRead` trusts no size: whatever `fstat` said (stale, too small, too large, 0), it returns the
/// file's bytes up to the limit.
@Suite struct BoundedReadTests {
    /// The bytes `BoundedRead` returns for `contents` written to a file, read with `sizeHint` and `limit`.
    func read(_ contents: [UInt8], sizeHint: Int, limit: Int) throws -> [UInt8] {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("bounded-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: path, contents: Data(contents))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        return try BoundedRead.bytes(of: descriptor, limit: limit, sizeHint: sizeHint)
    }

    /// A hint that matches ends the read early; one that is stale (the file grew or shrank) must not cut it.
    @Test(arguments: [0, 1, 3, 9, 10, 11, 20, 70_000])
    func everyHintReadsTheWholeFile(sizeHint: Int) throws {
        let contents = Array("0123456789".utf8)
        #expect(try read(contents, sizeHint: sizeHint, limit: 100) == contents)
    }

    /// A file larger than its hint and its buffer is read across several reads, then cut at the limit.
    @Test func aLargeFileIsCutAtTheLimit() throws {
        let contents = (0..<200_000).map { UInt8(truncatingIfNeeded: $0) }
        #expect(try read(contents, sizeHint: 10, limit: 150_001) == Array(contents.prefix(150_001)))
        #expect(try read(contents, sizeHint: contents.count, limit: 300_000) == contents)
    }

    /// A `/proc` file reports size 0 and still has contents.
    @Test func aFileWhoseSizeIsZeroIsStillRead() throws {
        let descriptor = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = try BoundedRead.bytes(of: descriptor, limit: 1 << 20, sizeHint: 0)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("Name:"))
    }
}
