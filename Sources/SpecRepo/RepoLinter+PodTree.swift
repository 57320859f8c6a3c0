import PodspecLint
import PodspecModel
import Trust

/// A pod's share of `repo lint` from one listing of its folder tree (`ContainedRoot.tree`), or from the
/// tree cache while its folders' stamps hold: what `versions(of:)`, `specificationPath` and the stray
/// walk would each find, for a fraction of the system calls. Only the plain case is taken this way (the
/// pod's folder reached without a link, and no link in it); anything else gives nil, and the pod is
/// walked step by step as before. A podspec's stamp is taken here only when the results cache knows it.
extension RepoLinter {
    func listedWork(for pod: String, trees: PodTreeCache, cache: FileResultCache<Outcome>) throws -> PodWork? {
        guard let folder = try? repository.podRelativePath(pod) else { return nil }
        let entries: [ContainedRoot.TreeEntry]
        let treeLine: PodWork.TreeLine?
        let open = trees.openFolder(folder)
        if let open, let cached = trees.tree(of: folder, open: open) {
            entries = cached.entries
            treeLine = PodWork.TreeLine(bytes: Array(cached.line), reused: true)
        } else {
            guard let root = try? repository.containedRoot(), let tree = try? root.tree(of: folder), tree.direct,
                !tree.entries.contains(where: \.isLink)
            else { return nil }
            entries = tree.entries
            treeLine = open.flatMap { trees.line(for: folder, open: $0, entries: entries) }.map {
                PodWork.TreeLine(bytes: $0, reused: false)
            }
        }
        var files: Set<String> = []
        var versions: [Version] = []
        for entry in entries {
            if entry.relative.utf8.contains(UInt8(ascii: "/")) {
                files.insert(entry.relative)
            } else if entry.kind == .directory {
                versions.append(
                    try repository.version(ofFolder: entry.relative, in: repository.podDirectory(pod), pod: pod))
            }
        }
        var work = PodWork(treeLine: treeLine)
        var analysed: Set<String> = []
        for version in versions.sortedInRubyOrder(descending: true) {
            do {
                let versionFolder = try repository.versionRelativePath(version.string, inPodFolder: folder)
                guard
                    let file = ["\(pod).podspec.json", "\(pod).podspec"].first(where: {
                        files.contains(version.string + "/" + $0)
                    })
                else { continue }
                analysed.insert(version.string + "/" + file)
                let path = repository.path + "/" + versionFolder + "/" + file
                let stamp = cache.knows(path) ? open?.stamp(of: version.string + "/" + file) : nil
                work.jobs.append(Job(pod: pod, version: version.string, path: path, stamp: stamp))
            } catch {
                let path = repository.versionDirectory(pod, version: version.string) + "/\(pod).podspec"
                analysed.insert(version.string + "/\(pod).podspec")
                work.jobs.append(Job(pod: pod, version: version.string, path: path, refusal: error.message))
            }
        }
        work.strays = entries.filter { entry in
            entry.kind != .directory && !analysed.contains(entry.relative)
                && PodspecFiles.isPodspec(entry.relative)
        }.map { repository.path + "/" + folder + "/" + $0.relative }
        return work
    }
}

extension ContainedRoot.TreeEntry {
    var isLink: Bool { kind == nil }
}
