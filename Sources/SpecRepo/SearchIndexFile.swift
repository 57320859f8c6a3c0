import Foundation
import PodspecModel
import PodspecReader

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a `SearchIndex` is kept in: a header line, then one line per pod of tab-separated fields
/// (name, highest version, its podspec relative to the repo, three fields for the stamps that vouch for
/// the line, empty where fewer are needed (see `SearchIndex.stampedPaths`), the words). A line that
/// doesn't parse is dropped (that pod is read again); a pod whose name or words hold a tab or line break
/// is never written.
enum SearchIndexFile {
    static let header = "podspec-search-index 1"

    /// An index file mapped into memory whole, where its lines and their names are: the pods of a warm
    /// search are checked against it in place, no `String` made for a line nor for its fields.
    struct Contents: Sendable {
        /// Where one line is in the file (its line break excluded), and where its first field (the pod
        /// name) ends (`end` when the line has a single field).
        struct Line: Sendable {
            let start: Int
            let nameEnd: Int
            let end: Int
        }

        private let storage: Storage
        /// The non-empty lines after the header, in file order; none when the file isn't an index file.
        let lines: [Line]

        /// The file at `path`, nil when it can't be read.
        init?(path: String) {
            guard let storage = Storage(path: path) else { return nil }
            self.init(storage)
        }

        private init(_ storage: Storage) {
            self.storage = storage
            var lines: [Line] = []
            let buffer = storage.bytes
            if let base = buffer.baseAddress {
                let tab = Int32(UInt8(ascii: "\t"))
                var start = 0
                var sawHeader = false
                lines.reserveCapacity(buffer.count / 200)
                while start < buffer.count {
                    let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
                    let end = newline.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? buffer.count
                    if end > start {
                        if !sawHeader {
                            sawHeader = true
                            guard ByteFields.string(buffer[start..<end]) == header else { break }
                        } else {
                            let nameEnd = memchr(base + start, tab, end - start).map {
                                UnsafeRawPointer($0) - UnsafeRawPointer(base)
                            }
                            lines.append(Line(start: start, nameEnd: nameEnd ?? end, end: end))
                        }
                    }
                    start = end + 1
                }
            }
            self.lines = lines
        }

        /// The file's size in bytes.
        var count: Int { storage.bytes.count }

        /// `body` given the file's bytes, valid while it runs.
        func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
            try withExtendedLifetime(storage) { try body(storage.bytes) }
        }

        /// For each of `names` (sorted by `SpecRepository.rubyOrder`), the index in `lines` of the last
        /// line naming it, -1 when none does. The file is written in that order, so one walk through both
        /// pairs them; a line out of order is only missed (its pod is read again).
        func lineIndexes(for names: [String]) -> [Int] {
            var found = [Int](repeating: -1, count: names.count)
            withBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                var next = 0
                for (index, name) in names.enumerated() {
                    var name = name
                    name.withUTF8 { name in
                        while next < lines.count {
                            let line = lines[next]
                            let order = Self.compare(base + line.start, line.nameEnd - line.start, name)
                            if order > 0 { break }
                            if order == 0 {
                                found[index] = next
                                // A later line with the same name is the one kept.
                                if next + 1 < lines.count,
                                    Self.compare(
                                        base + lines[next + 1].start, lines[next + 1].nameEnd - lines[next + 1].start,
                                        name) == 0
                                {
                                    next += 1
                                    continue
                                }
                                break
                            }
                            next += 1
                        }
                    }
                }
            }
            return found
        }

        /// Byte order of `count` bytes at `bytes` against `name`, as `SpecRepository.rubyOrder` orders them.
        private static func compare(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ name: UnsafeBufferPointer<UInt8>)
            -> Int
        {
            let common = min(count, name.count)
            if common > 0, let other = name.baseAddress {
                let order = memcmp(bytes, other, common)
                if order != 0 { return Int(order) }
            }
            return count - name.count
        }

        /// The file's bytes: mapped (read-only, private; no copy, no page zeroed, the page cache's pages
        /// mapped at once), unmapped when the last `Contents` goes. The file is only ever replaced (an
        /// atomic rename), never truncated in place, so the mapping stays whole.
        private final class Storage: @unchecked Sendable {
            let bytes: UnsafeBufferPointer<UInt8>

            init?(path: String) {
                let descriptor = open(path, O_RDONLY | O_CLOEXEC)
                guard descriptor >= 0 else { return nil }
                defer { close(descriptor) }
                var info = stat()
                guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
                let size = Int(info.st_size)
                guard size > 0 else {
                    bytes = UnsafeBufferPointer(start: nil, count: 0)
                    return
                }
                #if os(Linux)
                    let flags = MAP_PRIVATE | MAP_POPULATE
                #else
                    let flags = MAP_PRIVATE
                #endif
                guard let address = mmap(nil, size, PROT_READ, flags, descriptor, 0), address != MAP_FAILED else {
                    return nil
                }
                bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
            }

            deinit {
                guard let base = bytes.baseAddress else { return }
                munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
            }
        }
    }

    /// One line of an index file being written: a line of the file read (kept as it was), or an entry.
    enum Written {
        case kept(SearchIndexFile.Contents.Line)
        case entry(SearchIndex.Entry)
    }

    /// Writes `lines` to `path`, kept lines copied from `contents` (atomically; failures ignored: the
    /// index is only a cache).
    static func write(_ lines: [Written], from contents: Contents?, to path: String) {
        var bytes = Array(header.utf8) + [UInt8(ascii: "\n")]
        bytes.reserveCapacity(contents?.count ?? lines.count * 200)
        for line in lines {
            switch line {
            case .kept(let kept):
                guard let contents else { continue }
                contents.withBytes { bytes += UnsafeBufferPointer(rebasing: $0[kept.start..<kept.end]) }
            case .entry(let entry):
                guard let text = text(of: entry) else { continue }
                bytes += text.utf8
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // Written from the bytes in place (a trunk-scale index is 40 MB: no copy of it into a `Data`).
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            let data = Data(bytesNoCopy: base, count: buffer.count, deallocator: .none)
            try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
        }
    }

    /// The line of `entry` (its line break excluded); nil when its name or words hold a tab or line break.
    private static func text(of entry: SearchIndex.Entry) -> String? {
        let fields = [
            entry.name, entry.version?.string ?? "", entry.file ?? "",
            stampText(entry.stamps, 0), stampText(entry.stamps, 1), stampText(entry.stamps, 2), entry.words,
        ]
        guard !fields.contains(where: { $0.contains(where: { $0 == "\t" || $0.isNewline }) }) else { return nil }
        return fields.joined(separator: "\t")
    }

    /// The stamp at `index` of `stamps` as one field; empty when there is none.
    private static func stampText(_ stamps: [FileStamp?], _ index: Int) -> String {
        guard index < stamps.count, let stamp = stamps[index] else { return "" }
        return stamp.fieldText
    }
}
