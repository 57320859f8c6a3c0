import Foundation
import Git
import PodspecLint
import PodspecReader

/// The files staged in git's index, written out to a temporary folder, so a staged podspec is loaded
/// with the staged version of every file it reads, not the working tree's. The folder is also the
/// podspec's sandbox; messages name the work tree's paths, never the temporary folder.
struct StagedSnapshot {
    /// The temporary folder, symlinks resolved.
    let folder: String
    /// The work tree the index belongs to: what messages name instead of `folder`.
    let workTree: String

    init(repository: Repository, index: Index, workTree: String) throws {
        self.workTree = workTree.count > 1 && workTree.hasSuffix("/") ? String(workTree.dropLast()) : workTree
        var template = Array(
            (NSTemporaryDirectory() as NSString).appendingPathComponent("podspec-staged-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard let created else { throw CommandFailure("could not create a temporary folder") }
        let path = String(cString: created)
        folder = (path as NSString).resolvingSymlinksInPath
        do {
            try repository.checkoutIndex(index, into: folder)
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
    }

    /// Loads the staged podspec at `relative` (to the work tree) with `pipeline`, its reads confined
    /// to the snapshot, naming it `shown` (a load error names the work tree, not the snapshot).
    func load(_ relative: String, shownAs shown: String, pipeline: LintPipeline) -> LoadedPodspec {
        var loaded = pipeline.load((folder as NSString).appendingPathComponent(relative), sandbox: folder)
        loaded.file = shown
        loaded.result = loaded.result.mapError { error in
            var failure = error
            failure.path = shown
            failure.message = failure.message.replacingOccurrences(of: folder, with: workTree)
            return failure
        }
        return loaded
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
