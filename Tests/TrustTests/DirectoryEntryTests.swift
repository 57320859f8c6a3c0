import Glibc
import Testing

@testable import Trust

/// A `readdir` record is only as long as its name: the name is read where it lies, never by copying
/// the whole `d_name` field, which would run past the listing's buffer.
struct DirectoryEntryTests {
    @Test func aShortRecordAtTheEndOfAPageIsReadWithoutTouchingTheNextPage() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let memory = try #require(
            mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), "mmap failed")
        #expect(memory != MAP_FAILED)
        defer { munmap(memory, 2 * page) }
        // The second page is inaccessible: reading any of it faults.
        #expect(mprotect(memory + page, page, PROT_NONE) == 0)
        let name = "Pod.podspec"
        let offset = try #require(MemoryLayout<dirent>.offset(of: \dirent.d_name))
        let recordLength = offset + name.utf8.count + 1
        let record = memory + page - recordLength
        let entry = record.bindMemory(to: dirent.self, capacity: 1)
        let nameBytes = record + offset
        for (index, byte) in name.utf8.enumerated() {
            nameBytes.storeBytes(of: byte, toByteOffset: index, as: UInt8.self)
        }
        nameBytes.storeBytes(of: 0, toByteOffset: name.utf8.count, as: UInt8.self)
        #expect(directoryEntryName(entry) == name)
    }
}
