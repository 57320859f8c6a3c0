import Foundation
import Git
import PodspecReader
import Trust

extension ReposDirectory {
    /// `repo add NAME URL [BRANCH]`: clones `url` into `NAME` (checking out `branch` when given) and
    /// checks the repo's CocoaPods version range. A failed clone leaves nothing behind.
    @discardableResult
    public func add(name: String, url: String, branch: String?, transfer: TransferOptions = TransferOptions()) throws
        -> SpecRepository
    {
        try ReposDirectory.checkNewName(name)
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw SpecRepoError(
                "Could not create '\(path)', the CocoaPods repo cache directory.\n\(type(of: error)): \(error.localizedDescription)"
            )
        }
        let destination = (path as NSString).appendingPathComponent(name)
        if DirectoryListing.exists(destination) {
            throw SpecRepoError(
                "A repo named `\(name)` already exists at `\(destination)`. Remove it first with `podspec repo remove \(name)`."
            )
        }
        do {
            _ = try Repository.clone(from: url, to: destination, branch: branch, options: transfer)
        } catch let error as GitError {
            try? containedRoot?.remove(name)
            throw SpecRepoError("Could not clone \(redacted(url)) into `\(destination)`: \(error.message)")
        }
        let repository = SpecRepository(path: destination)
        try repository.verifyCompatibility()
        return repository
    }

    /// `repo remove NAME`: deletes the repo's folder. Unlike pod, `NAME` must name a repo in the repos
    /// folder (one folder name, checked before anything is touched), and the removal never follows a link.
    public func remove(name: String) throws {
        let root = try checkRemovable(name)
        do {
            try root.remove(name)
        } catch {
            throw SpecRepoError("Could not remove `\(root.absolute([name]))`: \(error.message)")
        }
    }

    /// Checks that `repo remove NAME` may go ahead: a valid name, an existing repo, permission to delete
    /// it. Returns the repos folder's root the removal goes through.
    @discardableResult
    public func checkRemovable(_ name: String) throws -> ContainedRoot {
        try ReposDirectory.checkName(name)
        guard repository(named: name) != nil, let root = containedRoot else {
            throw SpecRepoError("repo \(name) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: root.absolute([name])),
            FileManager.default.isWritableFile(atPath: root.path)
        else { throw SpecRepoError.noPermissionToRemove(name) }
        return root
    }
}

extension SpecRepository {
    /// `verify_compatibility!`: throws CocoaPods' message when the repo needs another CocoaPods version.
    public func verifyCompatibility() throws {
        guard !metadata.isCompatible() else { return }
        let range = [metadata.minimum, metadata.maximum].compactMap { $0 }.joined(separator: " - ")
        throw SpecRepoError(
            "The `\(name)` repo requires CocoaPods \(range) (currently using \(RepoMetadata.coreVersion))\n"
                + "Update CocoaPods, or checkout the appropriate tag in the repo.")
    }

    /// Whether `repo update` can update it: a git repo.
    public var isUpdateable: Bool { DirectoryListing.exists(path + "/.git") }

    /// `repo update`: fetches `origin` and resets the current branch to the fetched one
    /// (`git fetch origin` + `git reset --hard origin/<branch>`), as pod does. Unlike pod, local commits the
    /// fetched branch lacks (a `repo push --local-only`, or a remote rewritten under them) are first kept
    /// under `refs/podspec/unpushed/…`, and `notice` says so and how to push them. Returns the refs kept.
    @discardableResult
    public func update(transfer: TransferOptions = TransferOptions(), notice: (String) -> Void = { _ in }) throws
        -> [String]
    {
        do {
            let git = try Repository.open(at: path)
            try git.fetch(options: transfer)
            let head = try git.head()
            guard let branch = head.branch else { return [] }
            let target = try git.resolve("refs/remotes/origin/\(branch)")
            var kept: [String] = []
            if let local = head.commit, local != target, try !git.isDescendant(target, of: local) {
                let reference = "refs/podspec/unpushed/\(branch)-\(Self.timestamp())"
                try git.createReference(reference, pointingAt: local, message: "podspec repo update: kept before reset")
                kept.append(reference)
                notice(
                    "The `\(name)` repo had commits that `origin/\(branch)` does not have; they are kept in `\(reference)`. "
                        + "To push them: `git -C \(path) push origin \(reference):refs/heads/\(branch)`.\n")
            }
            try git.resetHard(to: target)
            return kept
        } catch let error as GitError {
            throw SpecRepoError(
                "podspec was not able to update the `\(name)` repo: \(error.message). If this is an unexpected issue "
                    + "and persists you can inspect it running `podspec repo update \(name) --verbose`")
        }
    }

    /// `20261124T031500Z`, for names of kept refs.
    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: Date())
    }
}
