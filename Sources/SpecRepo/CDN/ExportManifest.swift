import Foundation
import PodspecReader

/// What the last `repo export-cdn` of one source into one folder wrote, kept in podspec's cache folder:
/// for each podspec, its `FileStamp` and the stamp of the spec file written for it. While both are unchanged the
/// spec is known to be current without reading or loading anything, and the files the last export wrote
/// are known without listing the output. One line per spec, tab-separated, so reading 100,000 takes
/// milliseconds. Any doubt (another build of podspec, an unreadable line) means a full export.
struct ExportManifest: Sendable {
    struct Entry: Sendable, Equatable {
        var source: FileStamp
        var output: FileStamp
        var name: String
        var version: String
        var deprecated: Bool
    }

    /// Entries by the podspec's path relative to the source's root.
    var entries: [String: Entry] = [:]
    /// Whether a manifest was found (else the output's old files must be found by listing it).
    private(set) var wasFound = false
    /// The entries as read, so an unchanged manifest is not written again.
    private var loaded: [String: Entry] = [:]
    private let file: String?

    /// The manifest of exporting `source` into `output`, read from the cache folder when there.
    init(source: String, output: String, environment: [String: String]) {
        file = CacheFolder.file(kind: "export-cdn", scope: "\(source)\n\(output)", suffix: "tsv", environment: environment)
        guard let file, let data = FileManager.default.contents(atPath: file) else { return }
        var parsed: [String: Entry] = [:]
        var complete = true
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var fields: [Slice<UnsafeBufferPointer<UInt8>>] = []
            fields.reserveCapacity(12)
            var start = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") else { continue }
                fields.append(bytes[start..<index])
                start = index + 1
                guard byte == UInt8(ascii: "\n") else { continue }
                guard fields.count == 16, let entry = Self.entry(fields) else {
                    complete = false
                    return
                }
                parsed[String(decoding: fields[15], as: UTF8.self)] = entry
                fields.removeAll(keepingCapacity: true)
            }
        }
        guard complete else { return }
        entries = parsed
        loaded = parsed
        wasFound = true
    }

    private static func entry(_ fields: [Slice<UnsafeBufferPointer<UInt8>>]) -> Entry? {
        func number<T: FixedWidthInteger>(_ index: Int) -> T? {
            var value: T = 0
            guard !fields[index].isEmpty else { return nil }
            for byte in fields[index] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(T(byte - UInt8(ascii: "0")))
                guard !overflow, !overflow2 else { return nil }
                value = sum
            }
            return value
        }
        func stamp(_ first: Int) -> FileStamp? {
            guard let inode: UInt64 = number(first), let size: Int64 = number(first + 1),
                let seconds: Int = number(first + 2), let nanoseconds: Int = number(first + 3),
                let changeSeconds: Int = number(first + 4), let changeNanoseconds: Int = number(first + 5)
            else { return nil }
            return FileStamp(
                inode: inode, size: size, seconds: seconds, nanoseconds: nanoseconds, changeSeconds: changeSeconds,
                changeNanoseconds: changeNanoseconds)
        }
        guard let source = stamp(0), let output = stamp(6) else { return nil }
        return Entry(
            source: source, output: output, name: String(decoding: fields[13], as: UTF8.self),
            version: String(decoding: fields[14], as: UTF8.self), deprecated: fields[12].first == UInt8(ascii: "1"))
    }

    /// Writes the manifest (temporary file and rename); failures only cost the next export its shortcut.
    func save() {
        guard let file, !(wasFound && entries == loaded) else { return }
        var text = ""
        text.reserveCapacity(entries.count * 120)
        for (path, entry) in entries
        where !(path + entry.name + entry.version).contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            let fields: [String] =
                Self.fields(entry.source) + Self.fields(entry.output) + [
                    entry.deprecated ? "1" : "0", entry.name, entry.version, path,
                ]
            text += fields.joined(separator: "\t") + "\n"
        }
        try? FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}

extension ExportManifest {
    static func fields(_ stamp: FileStamp) -> [String] {
        [
            "\(stamp.inode)", "\(stamp.size)", "\(stamp.seconds)", "\(stamp.nanoseconds)", "\(stamp.changeSeconds)",
            "\(stamp.changeNanoseconds)",
        ]
    }
}
