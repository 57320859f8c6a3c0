import Foundation
import Git
import Trust

/// What a push changed in a local repo, so it can be undone: the branch head it started from and
/// the files and folders it created. Rolling back resets the branch, index and work tree to the
/// start (a branch that had no commit becomes unborn again) and removes what was created. Every
/// write goes through the repo's `ContainedRoot`: a link committed to the repo that leads outside is
/// refused, a final link is replaced rather than written through, and removal never follows a link.
final class PushTransaction {
    private let git: Repository
    private let head: Head
    private let repository: SpecRepository
    private let root: ContainedRoot
    /// Paths relative to the repo, in creation order.
    private var createdPaths: [String] = []

    init(git: Repository, repository: SpecRepository) throws {
        self.git = git
        self.repository = repository
        root = try repository.containedRoot()
        head = try git.head()
    }

    /// `mkdir -p relative` inside the repo, remembering the first folder that didn't exist.
    func createDirectory(_ relative: String) throws {
        do {
            if let created = try root.createDirectory(relative) { createdPaths.append(created) }
        } catch {
            throw failure(error, "Could not create \(relative)")
        }
    }

    /// Writes `bytes` to `relative` inside the repo, remembering the file when it is new.
    func write(_ bytes: [UInt8], to relative: String) throws {
        do {
            if try root.write(bytes, to: relative) { createdPaths.append(relative) }
        } catch {
            throw failure(error, "Could not write \(relative)")
        }
    }

    /// Remembers a file something else created in the repo (the CDN files of an in-place export).
    func noteCreated(_ relative: String) {
        createdPaths.append(relative)
    }

    /// Puts everything back as it was when the transaction began (best effort: each step is tried).
    func rollBack() {
        if let commit = head.commit {
            try? git.resetHard(to: commit)
        } else if let reference = head.reference {
            try? git.removeReference(reference)
            try? git.index().clear()
        }
        for relative in createdPaths.reversed() {
            try? root.remove(relative)
        }
    }

    private func failure(_ error: ContainmentError, _ what: String) -> SpecRepoError {
        switch error.kind {
        case .system, .wrongType, .notFound:
            return SpecRepoError("\(what): \(error.message) Check that the repo folder is writable.")
        default:
            return repository.refusal(error)
        }
    }
}
