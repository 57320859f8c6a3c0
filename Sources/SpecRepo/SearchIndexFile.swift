import Foundation
import PodspecModel
import PodspecReader

/// The file a `SearchIndex` is kept in: a header line, then one line per pod of tab-separated fields
/// (name, highest version, its podspec relative to the repo, three fields for the stamps that vouch for
/// the line, empty where fewer are needed (see `SearchIndex.stampedPaths`), the words). A line that
/// doesn't parse is dropped (that pod is read again); a pod whose name or words hold a tab or line break
/// is never written.
enum SearchIndexFile {
    static let header = "podspec-search-index 1"

    /// The lines of `data` by pod name; empty when it isn't an index file.
    static func decode(_ data: Data) -> [String: SearchIndex.Entry] {
        var entries: [String: SearchIndex.Entry] = [:]
        var sawHeader = false
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            entries.reserveCapacity(bytes.count / 200)
            ByteFields.forEachLine(bytes, separator: UInt8(ascii: "\t"), limit: 7) { fields in
                guard sawHeader else {
                    sawHeader = true
                    return fields.count == 1 && ByteFields.string(fields[0]) == header
                }
                if let entry = entry(fields) { entries[entry.name] = entry }
                return true
            }
        }
        return entries
    }

    /// The pod a line describes, nil when the line doesn't parse.
    private static func entry(_ fields: [ByteFields.Field]) -> SearchIndex.Entry? {
        guard fields.count == 7, !fields[0].isEmpty else { return nil }
        let versionText = ByteFields.string(fields[1])
        let version = versionText.isEmpty ? nil : try? Version(versionText)
        guard versionText.isEmpty || version != nil else { return nil }
        let stamps = fields[3...5].filter { !$0.isEmpty }.map { FileStamp(field: $0) }
        guard !stamps.contains(where: { $0 == nil }) else { return nil }
        return SearchIndex.Entry(
            name: ByteFields.string(fields[0]), version: version, words: ByteFields.string(fields[6]),
            file: fields[2].isEmpty ? nil : ByteFields.string(fields[2]), stamps: stamps)
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
        guard index < stamps.count, let stamp = stamps[index] else { return "" }
        return stamp.fieldText
    }
}
