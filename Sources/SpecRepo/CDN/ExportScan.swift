import Foundation
import PodspecReader

/// Which pods a re-export must list and check again, worked out from the stamps its manifest recorded
/// without listing a folder or opening a file:
/// - pods came or went only if a folder holding pod folders (`Specs/`, its shard folders) has another
///   stamp: only then are they listed again;
/// - a pod is unchanged while its folder's stamp (a version folder added, removed or renamed moves it) and
///   each of its podspecs' stamps (any edit moves it: in place, by rename, by `git checkout`) are as
///   recorded, and no `Name.podspec.json` appeared beside a Ruby `Name.podspec`.
/// That is one `stat` per pod folder and podspec: what catches an uncommitted edit made in place (git's
/// own status does the same). A pod whose stamps were not trusted when recorded (too recent, a spec left
/// out, a version folder without a podspec) is always checked again. The output is podspec's own: its
/// spec files are checked against their stamps only in the pods checked again (a file edited there by
/// hand in another pod stays until a full export: `PODSPEC_NO_CACHE=1`, or no manifest).
struct ExportScan: Sendable {
    /// Every pod of the source.
    var pods: [String]
    /// The pods to list and export again (their unchanged specs are still known from the manifest).
    var changed: Set<String>
    /// The stamps of the folders holding pod folders, to record.
    var folders: [String: FileStamp]
    /// Whether every pod is checked again (no usable manifest): indexes are then all compared too.
    var isFull: Bool

    /// The scan of `source` against `manifest`. Stamps
    /// whose times are within `margin` seconds of `start` are recorded as `FileStamp.unknown`.
    static func make(
        source: SpecRepository, manifest: ExportManifest, start: Double, margin: Double
    ) throws -> ExportScan {
        let base = source.path + "/"
        let foldersKept =
            manifest.wasFound && !manifest.folders.isEmpty
            && manifest.folders.allSatisfy { FileStamp.of(base + $0.key) == $0.value }
        var folders = manifest.folders
        let pods: [String]
        if foldersKept {
            pods = Array(manifest.pods.keys)
        } else {
            folders = [:]
            pods = try source.pods(beforeListing: { folder in
                folders[folder] = settled(FileStamp.of(base + folder), start: start, margin: margin)
            })
        }
        // No manifest, or one left by a failed full export.
        guard manifest.wasFound, !manifest.pods.isEmpty else {
            return ExportScan(pods: pods, changed: Set(pods), folders: folders, isFull: true)
        }
        let unchanged = PodSearch.concurrentMap(pods) { pod in
            isUnchanged(pod, source: source, manifest: manifest)
        }
        let changed = Set(zip(pods, unchanged).filter { !$0.1 }.map(\.0))
        return ExportScan(pods: pods, changed: changed, folders: folders, isFull: false)
    }

    /// Whether `pod`'s folder and its podspecs have the stamps `manifest` recorded, and no
    /// `Name.podspec.json` sits beside a Ruby `Name.podspec`.
    private static func isUnchanged(_ pod: String, source: SpecRepository, manifest: ExportManifest) -> Bool {
        guard let stamp = manifest.pods[pod], stamp != .unknown, let relative = try? source.podRelativePath(pod),
            let folder = StampedFolder(source.path + "/" + relative), folder.stamp == stamp
        else { return false }
        let prefix = relative.isEmpty ? "" : relative + "/"
        for (path, entry) in manifest.entries[pod] ?? [:] {
            guard path.hasPrefix(prefix) else { return false }
            let inside = String(path.dropFirst(prefix.count))
            guard folder.stamp(of: inside) == entry.source,
                !(inside.hasSuffix(".podspec") && folder.stamp(of: inside + ".json") != nil)
            else { return false }
        }
        return true
    }

    /// `stamp` when it is settled at `start`, else `FileStamp.unknown` (nil stays nil).
    static func settled(_ stamp: FileStamp?, start: Double, margin: Double) -> FileStamp? {
        stamp.map { $0.isSettled(before: start, margin: margin) ? $0 : .unknown }
    }
}
