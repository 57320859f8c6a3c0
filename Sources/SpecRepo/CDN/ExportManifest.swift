import Foundation
import PodspecReader

/// What the last `repo export-cdn` of one source into one folder wrote, kept in podspec's cache folder:
/// for each podspec, its stamp and the stamp of the spec file written for it. While both are unchanged the
/// spec is known to be current without reading or loading anything, and the files the last export wrote
/// are known without listing the output. One line per spec, tab-separated, so reading 100,000 takes
/// milliseconds. Any doubt (another build of podspec, an unreadable line) means a full export.
struct ExportManifest: Sendable {
    /// A file's identity and modification time, as `FileStamp` gives them.
    struct Stamp: Sendable, Equatable {
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int

        init(inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int) {
            self.inode = inode
            self.size = size
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }

        /// The stamp of the file at `path`, nil when there is none.
        static func of(_ path: String) -> Stamp? {
            FileStamp.of(path).map {
                Stamp(inode: $0.inode, size: $0.size, seconds: $0.seconds, nanoseconds: $0.nanoseconds)
            }
        }
    }

    struct Entry: Sendable, Equatable {
        var source: Stamp
        var output: Stamp
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
        guard environment["PODSPEC_NO_CACHE"] != "1", let folder = CacheFolder.path(environment),
            let build = FileStamp.of("/proc/self/exe")
        else {
            file = nil
            return
        }
        let key = MD5.hexDigest("export-cdn\n\(source)\n\(output)\n\(build.inode)-\(build.size)-\(build.seconds)-\(build.nanoseconds)")
        file = folder + "/export-cdn-\(key).tsv"
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
                guard fields.count == 12, let entry = Self.entry(fields) else {
                    complete = false
                    return
                }
                parsed[String(decoding: fields[11], as: UTF8.self)] = entry
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
        guard let inode: UInt64 = number(0), let size: Int64 = number(1), let seconds: Int = number(2),
            let nanoseconds: Int = number(3), let outputInode: UInt64 = number(4), let outputSize: Int64 = number(5),
            let outputSeconds: Int = number(6), let outputNanoseconds: Int = number(7)
        else { return nil }
        return Entry(
            source: Stamp(inode: inode, size: size, seconds: seconds, nanoseconds: nanoseconds),
            output: Stamp(inode: outputInode, size: outputSize, seconds: outputSeconds, nanoseconds: outputNanoseconds),
            name: String(decoding: fields[9], as: UTF8.self), version: String(decoding: fields[10], as: UTF8.self),
            deprecated: fields[8].first == UInt8(ascii: "1"))
    }

    /// Writes the manifest (temporary file and rename); failures only cost the next export its shortcut.
    func save() {
        guard let file, !(wasFound && entries == loaded) else { return }
        var text = ""
        text.reserveCapacity(entries.count * 120)
        for (path, entry) in entries
        where !(path + entry.name + entry.version).contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            let fields: [String] = [
                "\(entry.source.inode)", "\(entry.source.size)", "\(entry.source.seconds)", "\(entry.source.nanoseconds)",
                "\(entry.output.inode)", "\(entry.output.size)", "\(entry.output.seconds)", "\(entry.output.nanoseconds)",
                entry.deprecated ? "1" : "0", entry.name, entry.version, path,
            ]
            text += fields.joined(separator: "\t") + "\n"
        }
        try? FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}

/// podspec's cache folder: `$PODSPEC_CACHE_DIR`, else `$XDG_CACHE_HOME/podspec`, else `~/.cache/podspec`.
enum CacheFolder {
    static func path(_ environment: [String: String]) -> String? {
        if let folder = environment["PODSPEC_CACHE_DIR"], !folder.isEmpty { return folder }
        if let folder = environment["XDG_CACHE_HOME"], !folder.isEmpty { return folder + "/podspec" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/podspec" }
        return nil
    }
}
