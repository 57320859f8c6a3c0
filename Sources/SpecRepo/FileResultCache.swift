import Foundation
import PodspecReader

/// Results computed from one podspec file alone (lint results, search words), kept between runs and
/// reused only while the file is unchanged (same inode, size, modification and change times, in ns)
/// and the `podspec` executable is the same build; so answers are always current. Only a podspec whose
/// evaluation read nothing but itself (no other file, no listing, no `ENV`: see `EvaluationRecord`) is
/// cached, and never a file changed in the last two seconds. Stored under `$PODSPEC_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/podspec`, else `~/.cache/podspec`; `PODSPEC_NO_CACHE=1` turns it off.
///
/// Sized for trunk-scale repos: equal values are stored once (most podspecs of a repo share their
/// results) and the file is lines (`FileResultCacheFormat`) read without a JSON pass over every entry.
final class FileResultCache<Value: Codable & Sendable & Hashable>: @unchecked Sendable {
    private let file: String?
    private var entries: [String: FileResultCacheFormat.Entry] = [:]
    private var values: [Value] = []
    private var valueIndex: [Value: Int] = [:]
    private var changed = false
    private let lock = NSLock()

    /// The cache `kind` for the set of podspecs under `scope` (a repo path).
    init(kind: String, scope: String, environment: [String: String]) {
        guard let path = CacheFolder.file(kind: kind, scope: scope, suffix: "txt", environment: environment) else {
            file = nil
            return
        }
        file = path
        if let data = FileManager.default.contents(atPath: path),
            let decoded = FileResultCacheFormat.decode(data, as: Value.self)
        {
            (values, entries) = decoded
            for (index, value) in values.enumerated() { valueIndex[value] = index }
        }
    }

    /// The value stored for `path`, when the file hasn't changed since (`stamp`: its stamp, when the
    /// caller has just taken it; else taken only when something is stored for `path`).
    func value(for path: String, stamp: FileStamp? = nil) -> Value? {
        guard let stored = stored(for: path), let stamp = stamp ?? FileStamp.of(path), stored.stamp == stamp else {
            return nil
        }
        return stored.value
    }

    /// Whether something is stored for `path` (whatever its stamp): whether stamping the file is worth it.
    func knows(_ path: String) -> Bool {
        stored(for: path) != nil
    }

    /// The stamp and value stored for `path`, taken under one lock.
    private func stored(for path: String) -> (stamp: FileStamp, value: Value)? {
        guard file != nil else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[path] else { return nil }
        return (entry.stamp, values[entry.value])
    }

    /// Remembers `value` for the podspec at `path` when its evaluation read nothing but the file itself
    /// (`record`; nil means unknown, so not cached). `stamp`: the file's stamp taken before it was read,
    /// when the caller has it; a change made while reading then moves the stamp past the stored one.
    func store(_ value: Value, for path: String, stamp: FileStamp? = nil, record: EvaluationRecord?) {
        guard let record, !record.readBeyondItself else { return }
        store(value, for: path, stamp: stamp)
    }

    /// Remembers `value` for the folder (or file) at `path`, whose own stamp (`stamp`, else taken now)
    /// says it is unchanged (a folder's modification time changes when entries are added, removed or
    /// renamed).
    func store(_ value: Value, for path: String, stamp: FileStamp? = nil) {
        guard file != nil, let stamp = stamp ?? FileStamp.of(path),
            Date().timeIntervalSince1970 - Double(stamp.seconds) > 2
        else { return }
        lock.lock()
        defer { lock.unlock() }
        let index: Int
        if let known = valueIndex[value] {
            index = known
        } else {
            index = values.count
            values.append(value)
            valueIndex[value] = index
        }
        entries[path] = FileResultCacheFormat.Entry(stamp: stamp, value: index)
        changed = true
    }

    /// Writes the cache (atomically) when something was added; failures are ignored.
    func save() {
        lock.lock()
        defer { lock.unlock() }
        guard changed, let file, let data = FileResultCacheFormat.encode(values: values, entries: entries) else {
            return
        }
        try? FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: file), options: .atomic)
        changed = false
    }
}
