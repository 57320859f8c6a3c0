import Foundation
import PodspecReader
import Trust

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder trees of a repo's pods as `repo lint` last listed them, kept in the cache folder so an
/// unchanged trunk-scale repo is checked with stats instead of 600,000 folder listings (a listing reads
/// the folder's blocks; a stat of a name looked up before does not). A folder's entries change only
/// with its own stamp (adding, removing or renaming an entry moves its modification and change times),
/// so a pod's tree is reused only while the stamps of its folder and of every folder in it are those
/// recorded, each taken after the listing and settled (modified over two seconds before, as the other
/// caches require, so no change during the listing went unseen). Only plain trees are kept (no link in them). Nothing in the file is trusted
/// beyond that: its paths are plain relative names, and the podspecs found are read through the
/// repo's checked root as always. Off with the other caches.
///
/// The file: a header line, then one line per pod of tab-separated fields: the pod's folder (relative
/// to the repo), its stamp, then each entry as `d<stamp> <relative>`, `f <relative>` or `o <relative>`.
/// It is written a line at a time as pods are done (`append`), so it is never held whole.
final class PodTreeCache: @unchecked Sendable {
    static let header = "podspec-pod-trees 1"

    private let file: String?
    /// The repo's folder, open: stamps are taken relative to it.
    private let root: Int32
    /// The previous file, and where each pod folder's line lies in it.
    private let known: [UInt8]
    private let lines: [String: Range<Int>]
    /// The new file, written as a temporary file beside it and renamed by `save` when it differs.
    private var output: Int32 = -1
    private var pending: [UInt8] = []
    private var changed = false
    private var written = 0
    /// This process's own temporary file: two runs at once never write into one file.
    private let temporarySuffix = ".partial-\(getpid())"

    init(repository: String, environment: [String: String]) {
        file = CacheFolder.file(kind: "pod-trees", scope: repository, suffix: "txt", environment: environment)
        root = file == nil ? -1 : open(repository, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        known = file.flatMap { FileManager.default.contents(atPath: $0) }.map(Array.init) ?? []
        lines = Self.index(known)
    }

    deinit {
        if root >= 0 { close(root) }
        if output >= 0 { close(output) }
    }

    /// Where each pod folder's line lies in `bytes`; empty when it isn't a tree cache file.
    private static func index(_ bytes: [UInt8]) -> [String: Range<Int>] {
        var lines: [String: Range<Int>] = [:]
        let header = Array((Self.header + "\n").utf8)
        guard bytes.starts(with: header) else { return lines }
        var start = header.count
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if let tab = bytes[start..<end].firstIndex(of: UInt8(ascii: "\t")) {
                lines[String(decoding: bytes[start..<tab], as: UTF8.self)] = start..<end
            }
            start = end + 1
        }
        return lines
    }

    /// The pod folder `folder` (relative to the repo) held open for taking stamps; nil when the cache is
    /// off or the folder can't be opened.
    func openFolder(_ folder: String) -> OpenFolder? {
        root >= 0 ? OpenFolder(folder, in: root) : nil
    }

    /// The tree last listed for the pod folder `folder` (open as `open`) and its line, when every stamp
    /// it recorded holds.
    func tree(of folder: String, open: OpenFolder) -> (entries: [ContainedRoot.TreeEntry], line: ArraySlice<UInt8>)? {
        guard let range = lines[folder] else { return nil }
        let line = known[range]
        let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        guard fields.count >= 2, let stamp = Self.stamp(fields[1]), open.stamp == stamp else { return nil }
        var entries: [ContainedRoot.TreeEntry] = []
        for field in fields.dropFirst(2) {
            guard let space = field.firstIndex(of: UInt8(ascii: " ")), let kind = field.first else { return nil }
            let relative = String(decoding: field[(space + 1)...], as: UTF8.self)
            guard Self.isPlain(relative) else { return nil }
            switch kind {
            case UInt8(ascii: "d"):
                guard let recorded = Self.stamp(field[(field.startIndex + 1)..<space]),
                    open.stamp(of: relative) == recorded
                else { return nil }
                entries.append(ContainedRoot.TreeEntry(relative: relative, kind: .directory))
            case UInt8(ascii: "f"): entries.append(ContainedRoot.TreeEntry(relative: relative, kind: .file))
            case UInt8(ascii: "o"): entries.append(ContainedRoot.TreeEntry(relative: relative, kind: .other))
            default: return nil
            }
        }
        return (entries, line)
    }

    /// The line recording `entries`, the plain tree just listed for the pod folder `folder` (open as
    /// `open`); nil when a stamp can't be taken or isn't settled, or a name can't be written on a line.
    func line(for folder: String, open: OpenFolder, entries: [ContainedRoot.TreeEntry]) -> [UInt8]? {
        guard let stamp = Self.settled(open.stamp), !folder.contains(where: Self.isBreak) else { return nil }
        var fields = [folder, stamp.fieldText]
        for entry in entries {
            guard !entry.relative.contains(where: Self.isBreak), Self.isPlain(entry.relative) else { return nil }
            switch entry.kind {
            case .directory:
                guard let stamp = Self.settled(open.stamp(of: entry.relative)) else { return nil }
                fields.append("d" + stamp.fieldText + " " + entry.relative)
            case .file: fields.append("f " + entry.relative)
            case .other: fields.append("o " + entry.relative)
            case nil: return nil
            }
        }
        return Array(fields.joined(separator: "\t").utf8)
    }

    /// Adds a pod's line to the new file (`reused`: the previous file's own line).
    func append(_ line: some Collection<UInt8>, reused: Bool) {
        guard file != nil else { return }
        pending.append(contentsOf: line)
        pending.append(UInt8(ascii: "\n"))
        written += 1
        if !reused { changed = true }
        if pending.count > 1 << 20 { flush() }
    }

    /// Puts the new file in place of the previous one when a line changed, came or went.
    func save() {
        guard let file else { return }
        flush()
        guard output >= 0 else { return }
        close(output)
        output = -1
        let temporary = file + temporarySuffix
        if changed || written != lines.count {
            rename(temporary, file)
        } else {
            unlink(temporary)
        }
    }

    /// Writes what `append` gathered to the temporary file, created on first use (a write that fails
    /// drops the new file: the cache is only a cache).
    private func flush() {
        guard let file, !pending.isEmpty else { return }
        if output < 0 {
            try? FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            output = open(file + temporarySuffix, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard output >= 0 else { return }
            let header = Array((Self.header + "\n").utf8)
            _ = header.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
        }
        let complete = pending.withUnsafeBytes { write(output, $0.baseAddress, $0.count) } == pending.count
        pending.removeAll(keepingCapacity: true)
        if !complete {
            close(output)
            output = -1
            unlink(file + temporarySuffix)
        }
    }

    /// `stamp` when it is settled (modified over two seconds ago).
    private static func settled(_ stamp: FileStamp?) -> FileStamp? {
        guard let stamp, Date().timeIntervalSince1970 - Double(stamp.seconds) > 2 else { return nil }
        return stamp
    }

    private static func stamp(_ bytes: ArraySlice<UInt8>) -> FileStamp? {
        bytes.withUnsafeBufferPointer { FileStamp(field: $0[...]) }
    }

    /// A relative path of plain names: none empty, `.`, `..` or hidden (a tree never lists those).
    private static func isPlain(_ relative: String) -> Bool {
        var componentStart = true
        for byte in relative.utf8 {
            if componentStart && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")) { return false }
            componentStart = byte == UInt8(ascii: "/")
        }
        return !componentStart
    }

    private static func isBreak(_ character: Character) -> Bool { character == "\t" || character.isNewline }
}
