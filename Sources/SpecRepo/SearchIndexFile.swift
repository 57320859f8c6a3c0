import Foundation
import PodspecModel
import PodspecReader

/// The file a `SearchIndex` is kept in: a header line, then one line per pod of tab-separated fields
/// (name, highest version, its podspec relative to the repo, the pod folder's, version folder's and
/// podspec's stamps, the words). A line that doesn't parse is dropped (that pod is read again); a pod
/// whose name or words hold a tab or line break is never written.
enum SearchIndexFile {
    static let header = "podspec-search-index 1"

    /// The lines of `data` by pod name; empty when it isn't an index file.
    static func decode(_ data: Data) -> [String: SearchIndex.Entry] {
        var entries: [String: SearchIndex.Entry] = [:]
        var lines = data.split(separator: UInt8(ascii: "\n"))[...]
        guard let first = lines.popFirst(), String(decoding: first, as: UTF8.self) == header else { return [:] }
        for line in lines {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 7, !fields[0].isEmpty else { continue }
            let version = fields[1].isEmpty ? nil : try? Version(fields[1])
            guard fields[1].isEmpty || version != nil else { continue }
            let stamps = fields[3...5].filter { !$0.isEmpty }.map(stamp)
            guard !stamps.contains(where: { $0 == nil }) else { continue }
            entries[fields[0]] = SearchIndex.Entry(
                name: fields[0], version: version, words: fields[6], file: fields[2].isEmpty ? nil : fields[2],
                stamps: stamps)
        }
        return entries
    }

    /// Writes `entries` to `path` (atomically; failures ignored: the index is only a cache).
    static func write(_ entries: [SearchIndex.Entry], to path: String) {
        var text = header + "\n"
        for entry in entries {
            let fields = [
                entry.name, entry.version?.string ?? "", entry.file ?? "",
                stampText(entry.stamps, 0), stampText(entry.stamps, 1), stampText(entry.stamps, 2), entry.words,
            ]
            guard !fields.contains(where: { $0.contains(where: { $0 == "\t" || $0.isNewline }) }) else { continue }
            text += fields.joined(separator: "\t") + "\n"
        }
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The stamp at `index` of `stamps` as one field; empty when there is none.
    private static func stampText(_ stamps: [FileStamp?], _ index: Int) -> String {
        guard index < stamps.count, let s = stamps[index] else { return "" }
        return "\(s.inode),\(s.size),\(s.seconds),\(s.nanoseconds),\(s.changeSeconds),\(s.changeNanoseconds)"
    }

    private static func stamp(_ text: String) -> FileStamp? {
        let parts = text.split(separator: ",")
        guard parts.count == 6, let inode = UInt64(parts[0]) else { return nil }
        let numbers = parts.dropFirst().compactMap { Int($0) }
        guard numbers.count == 5 else { return nil }
        return FileStamp(
            inode: inode, size: Int64(numbers[0]), seconds: numbers[1], nanoseconds: numbers[2],
            changeSeconds: numbers[3], changeNanoseconds: numbers[4])
    }
}
