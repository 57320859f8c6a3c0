import PodspecLint
import Trust

/// Finds the podspec files of a repo that `repo lint` doesn't analyse (`*.podspec` / `*.podspec.json`
/// anywhere but at `Name/Version/Name.podspec[.json]`), as Ruby's `**` does: dot folders skipped, links
/// to folders not entered. Pod folders are walked one by one, with that pod's own podspecs (so on all
/// cores, with no set of every podspec), and the rest of the repo once around them.
struct StraySpecWalk: Sendable {
    let repository: SpecRepository
    /// Every pod of the repo (the folders `outsidePodFolders` leaves to `strays(inPod:analysed:)`).
    let pods: Set<String>

    /// The podspec files under pod `pod`'s folder not in `analysed`; none when the folder, or a folder
    /// on the way to it, is a link (the repo-wide walk would not enter it).
    func strays(inPod pod: String, analysed: Set<String>) -> [String] {
        guard let root = try? repository.containedRoot(), let relative = try? repository.podRelativePath(pod),
            (try? root.resolvedPath(relative)) == root.absolute(relative.split(separator: "/").map(String.init))
        else { return [] }
        return podspecs(under: relative, in: root) { _ in false }.filter { !analysed.contains($0) }
    }

    /// The podspec files of the repo outside every pod folder (all of them are stray).
    func outsidePodFolders() -> [String] {
        guard let root = try? repository.containedRoot() else { return [] }
        return podspecs(under: "", in: root) { relative in
            guard let name = relative.split(separator: "/").last.map(String.init), pods.contains(name) else {
                return false
            }
            return (try? repository.podRelativePath(name)) == relative
        }
    }

    /// The absolute paths of the podspec files under `start`, entering real folders only and none for
    /// which `skip` (given the folder relative to the repo) says so.
    private func podspecs(under start: String, in root: ContainedRoot, skip: (String) -> Bool) -> [String] {
        var found: [String] = []
        var folders = [start]
        while let folder = folders.popLast() {
            for entry in (try? root.listing(of: folder)) ?? [] where !entry.name.hasPrefix(".") {
                let relative = folder.isEmpty ? entry.name : folder + "/" + entry.name
                if entry.kind == .directory {
                    if !skip(relative) { folders.append(relative) }
                } else if PodspecFiles.isPodspec(entry.name) {
                    found.append(repository.path + "/" + relative)
                }
            }
        }
        return found
    }
}
