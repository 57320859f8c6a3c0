import Foundation
import PodspecReader

/// Which pods a re-export must list and check again, worked out from the stamps its manifest recorded
/// without listing a folder or opening a file:
/// - pods came or went only if a folder holding pod folders (`Specs/`, its shard folders) has another
///   stamp: only then are they listed again;
/// - a pod is unchanged while its folder's stamp (a version folder added, removed or renamed moves it),
///   each of its podspecs' stamps (any edit moves it: in place, by rename, by `git checkout`) and each of
///   its spec files' stamps in the output are as recorded, and no `Name.podspec.json` appeared beside a
///   Ruby `Name.podspec`.
/// That is one `stat` per folder, podspec and spec file: what catches an uncommitted edit made in place
/// (git's own status does the same). A pod whose stamps were not trusted when recorded (too recent, a
/// spec left out, a version folder without a podspec) is always checked again.
struct ExportScan: Sendable {
    /// Every pod of the source.
    var pods: [String]
    /// The pods to list and export again (their unchanged specs are still known from the manifest).
    var changed: Set<String>
    /// The manifest's records of each pod: its entries and their keys (podspec paths).
    var recorded: [String: [(path: String, entry: ExportManifest.Entry)]]
    /// The stamps of the folders holding pod folders, to record.
    var folders: [String: FileStamp]
    /// Whether every pod is checked again (no usable manifest): indexes are then all compared too.
    var isFull: Bool

    /// The scan of `source` against `manifest`, whose spec files are under `output` with `layout`. Stamps
    /// whose times are within `margin` seconds of `start` are recorded as `FileStamp.unknown`.
    static func make(
        source: SpecRepository, manifest: ExportManifest, output: String, layout: CDNLayout, start: Double, margin: Double
    ) throws -> ExportScan {
        let recorded = manifest.entries.reduce(into: [String: [(path: String, entry: ExportManifest.Entry)]]()) {
            $0[$1.value.name, default: []].append(($1.key, $1.value))
        }
        let base = source.path + "/"
        let foldersKept =
            manifest.wasFound && !manifest.folders.isEmpty
            && manifest.folders.allSatisfy { FileStamp.of(base + $0.key) == $0.value }
        var folders = manifest.folders
        let pods: [String]
        if foldersKept {
            pods = manifest.pods.keys.sorted(by: SpecRepository.rubyOrder)
        } else {
            folders = [:]
            pods = try source.pods(beforeListing: { folder in
                folders[folder] = settled(FileStamp.of(base + folder), start: start, margin: margin)
            })
        }
        guard manifest.wasFound else {
            return ExportScan(pods: pods, changed: Set(pods), recorded: recorded, folders: folders, isFull: true)
        }
        let unchanged = PodSearch.concurrentMap(pods) { pod -> Bool in
            guard let stamp = manifest.pods[pod], stamp != .unknown, let folder = try? source.podRelativePath(pod),
                FileStamp.of(base + folder) == stamp
            else { return false }
            let podFolder = output + "/" + layout.podFolder(pod)
            for (path, entry) in recorded[pod] ?? [] {
                guard FileStamp.of(base + path) == entry.source,
                    !(path.hasSuffix(".podspec") && FileStamp.of(base + path + ".json") != nil),
                    FileStamp.of(layout.specFile(pod, version: entry.version, in: podFolder)) == entry.output
                else { return false }
            }
            return true
        }
        let changed = Set(zip(pods, unchanged).filter { !$0.1 }.map(\.0))
        return ExportScan(pods: pods, changed: changed, recorded: recorded, folders: folders, isFull: false)
    }

    /// `stamp` when it is settled at `start`, else `FileStamp.unknown` (nil stays nil).
    static func settled(_ stamp: FileStamp?, start: Double, margin: Double) -> FileStamp? {
        stamp.map { $0.isSettled(before: start, margin: margin) ? $0 : .unknown }
    }
}
