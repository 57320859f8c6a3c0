import Foundation
import PodspecReader

/// What the last `repo export-cdn` of one source into one folder saw and wrote, kept in podspec's cache
/// folder: for each podspec, its `FileStamp` and the stamp of the spec file written for it; for each pod,
/// its folder's stamp; and the stamps of the folders that hold the pod folders. While they are unchanged
/// the next export knows what is current without listing or reading anything (`ExportScan`). One line per
/// record, tab-separated, so reading 100,000 takes milliseconds. Any doubt (another build of podspec,
/// another layout, an unreadable line) means a full export.
struct ExportManifest: Sendable {
    struct Entry: Sendable, Equatable {
        var source: FileStamp
        var output: FileStamp
        var name: String
        var version: String
        var deprecated: Bool
    }

    /// Entries by pod name, then by the podspec's path relative to the source's root.
    var entries: [String: [String: Entry]] = [:]
    /// Every pod of the source by name, with its folder's stamp (`FileStamp.unknown` when it must be listed
    /// again next time: a spec of it was left out, a version folder had no podspec, or the stamp was too
    /// recent to trust).
    var pods: [String: FileStamp] = [:]
    /// The stamps of the folders holding pod folders (`Specs/` and its shard folders), relative to the source.
    var folders: [String: FileStamp] = [:]
    /// Whether a manifest was found (else the output's old files must be found by listing it).
    private(set) var wasFound = false
    /// The records as read, so an unchanged manifest is not written again.
    private var loaded: ([String: [String: Entry]], [String: FileStamp], [String: FileStamp]) = ([:], [:], [:])
    private let file: String?
    /// The layout and source shape the records are valid for (the first line).
    private let key: String

    /// The manifest of exporting `source` into `output` with `key` (layout and source shape), read from the
    /// cache folder when there and written for the same key.
    init(source: String, output: String, key: String, environment: [String: String]) {
        file = CacheFolder.file(
            kind: "export-cdn", scope: "\(source)\n\(output)", suffix: "tsv", environment: environment)
        self.key = key
        guard let file, let data = FileManager.default.contents(atPath: file) else { return }
        var parser = Parser()
        let complete = data.withUnsafeBytes { parser.parse($0.bindMemory(to: UInt8.self), key: key) }
        guard complete else { return }
        entries = parser.entries
        pods = parser.pods
        folders = parser.folders
        loaded = (entries, pods, folders)
        wasFound = true
    }

    /// Writes the manifest (temporary file and rename); failures only cost the next export its shortcut.
    func save() {
        guard let file, !(wasFound && entries == loaded.0 && pods == loaded.1 && folders == loaded.2) else { return }
        var writer = Writer()
        writer.bytes.reserveCapacity(pods.count * 600 + 4096)
        writer.begin("#" + Self.format)
        writer.field(key)
        writer.end()
        var complete = true
        for (name, stamp) in pods {
            writer.begin("P")
            writer.field(stamp)
            writer.field(name)
            complete = writer.end() && complete
        }
        for (path, entry) in entries.values.joined() {
            writer.begin("S")
            writer.field(entry.source)
            writer.field(entry.output)
            writer.field(entry.deprecated ? "1" : "0")
            writer.field(entry.name)
            writer.field(entry.version)
            writer.field(path)
            complete = writer.end() && complete
        }
        // With a pod left out, the next export must list the pods again.
        for (path, stamp) in folders where complete {
            writer.begin("D")
            writer.field(stamp)
            writer.field(path)
            writer.end()
        }
        try? FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? Data(writer.bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    /// The first line's tag: a manifest of another format is not read.
    static let format = "podspec-export-cdn-2"
}

extension ExportManifest {
    /// Builds the lines `Parser` reads: tab-separated fields, a stamp as its six numbers, straight into
    /// bytes. A line whose text holds a tab or a line break is dropped (`end` returns false).
    private struct Writer {
        var bytes: [UInt8] = []
        private var lineStart = 0
        private var usable = true

        mutating func begin(_ tag: String) {
            lineStart = bytes.count
            usable = true
            bytes.append(contentsOf: tag.utf8)
        }

        mutating func field(_ text: String) {
            bytes.append(9)
            for byte in text.utf8 {
                if byte == 9 || byte == 10 || byte == 13 { usable = false }
                bytes.append(byte)
            }
        }

        mutating func field(_ stamp: FileStamp) {
            number(stamp.inode)
            number(stamp.size)
            number(stamp.seconds)
            number(stamp.nanoseconds)
            number(stamp.changeSeconds)
            number(stamp.changeNanoseconds)
        }

        /// Ends the line; false when it was dropped.
        @discardableResult
        mutating func end() -> Bool {
            guard usable else {
                bytes.removeSubrange(lineStart...)
                return false
            }
            bytes.append(10)
            return true
        }

        private mutating func number<T: BinaryInteger>(_ value: T) {
            bytes.append(9)
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            let magnitude = UInt64(value.magnitude)
            var divisor: UInt64 = 1
            while divisor <= magnitude / 10 { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
                divisor /= 10
            }
        }
    }
}

extension ExportManifest {
    /// Reads the lines `save` writes, without building a string per field.
    private struct Parser {
        typealias Field = Slice<UnsafeBufferPointer<UInt8>>
        var entries: [String: [String: Entry]] = [:]
        var pods: [String: FileStamp] = [:]
        var folders: [String: FileStamp] = [:]

        /// Whether every line was read and the first names this format and `key`.
        mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, key: String) -> Bool {
            var fields: [Field] = []
            fields.reserveCapacity(20)
            let lines = bytes.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            pods.reserveCapacity(lines / 4)
            entries.reserveCapacity(lines / 4)
            var start = 0
            var first = true
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") else { continue }
                fields.append(bytes[start..<index])
                start = index + 1
                guard byte == UInt8(ascii: "\n") else { continue }
                defer { fields.removeAll(keepingCapacity: true) }
                if first {
                    first = false
                    guard fields.count == 2, Self.text(fields[0]) == "#" + ExportManifest.format,
                        Self.text(fields[1]) == key
                    else { return false }
                    continue
                }
                guard record(fields) else { return false }
            }
            return !first && start == bytes.count
        }

        private mutating func record(_ fields: [Field]) -> Bool {
            switch fields.first?.first {
            case UInt8(ascii: "S"):
                guard fields.count == 17, let source = Self.stamp(fields, 1), let output = Self.stamp(fields, 7) else {
                    return false
                }
                let name = Self.text(fields[14])
                entries[name, default: [:]][Self.text(fields[16])] = Entry(
                    source: source, output: output, name: name, version: Self.text(fields[15]),
                    deprecated: fields[13].first == UInt8(ascii: "1"))
            case UInt8(ascii: "P"):
                guard fields.count == 8, let stamp = Self.stamp(fields, 1) else { return false }
                pods[Self.text(fields[7])] = stamp
            case UInt8(ascii: "D"):
                guard fields.count == 8, let stamp = Self.stamp(fields, 1) else { return false }
                folders[Self.text(fields[7])] = stamp
            default:
                return false
            }
            return true
        }

        private static func text(_ field: Field) -> String { String(decoding: field, as: UTF8.self) }

        private static func number<T: FixedWidthInteger>(_ field: Field) -> T? {
            var value: T = 0
            guard !field.isEmpty else { return nil }
            for byte in field {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(T(byte - UInt8(ascii: "0")))
                guard !overflow, !overflow2 else { return nil }
                value = sum
            }
            return value
        }

        private static func stamp(_ fields: [Field], _ first: Int) -> FileStamp? {
            guard let inode: UInt64 = number(fields[first]), let size: Int64 = number(fields[first + 1]),
                let seconds: Int = number(fields[first + 2]), let nanoseconds: Int = number(fields[first + 3]),
                let changeSeconds: Int = number(fields[first + 4]),
                let changeNanoseconds: Int = number(fields[first + 5])
            else { return nil }
            return FileStamp(
                inode: inode, size: size, seconds: seconds, nanoseconds: nanoseconds, changeSeconds: changeSeconds,
                changeNanoseconds: changeNanoseconds)
        }
    }
}
