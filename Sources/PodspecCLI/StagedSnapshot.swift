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

    /// Loads and lints the staged podspec at `relative` (to the work tree), naming it `shown`.
    func lint(_ relative: String, shownAs shown: String, environment: [String: String]) -> LintedPodspec {
        let path = (folder as NSString).appendingPathComponent(relative)
        do throws(PodspecLoadError) {
            let spec = try PodspecLoader.load(path: path, environment: environment, sandbox: Sandbox(root: folder))
            return LintedPodspec(file: shown, specification: spec)
        } catch {
            var failure = error
            failure.path = shown
            failure.message = failure.message.replacingOccurrences(of: folder, with: workTree)
            return LintedPodspec(loadFailure: LoadFailure(failure))
        }
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
