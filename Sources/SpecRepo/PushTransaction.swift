import Foundation
import Git
import PodspecReader

/// What a push changed in a local repo, so it can be undone: the branch head it started from and
/// the files and folders it created. Rolling back resets the branch, index and work tree to the
/// start (a branch that had no commit becomes unborn again) and removes what was created.
final class PushTransaction {
    private let git: Repository
    private let head: Head
    private var createdPaths: [String] = []

    init(git: Repository) throws {
        self.git = git
        head = try git.head()
    }

    /// `mkdir -p path`, remembering the first folder that didn't exist.
    func createDirectory(_ path: String) throws {
        var missing: String?
        var current = path
        while !DirectoryListing.exists(current), current != "/" {
            missing = current
            current = (current as NSString).deletingLastPathComponent
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw SpecRepoError(
                "Could not create \(path): \(Self.reason(error)). Check that the repo folder is writable.")
        }
        if let missing { createdPaths.append(missing) }
    }

    /// Writes `data` to `path`, remembering the file when it is new.
    func write(_ data: Data, to path: String) throws {
        if !DirectoryListing.exists(path) { createdPaths.append(path) }
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw SpecRepoError(
                "Could not write \(path): \(Self.reason(error)). Check that the repo folder is writable.")
        }
    }

    /// Puts everything back as it was when the transaction began (best effort: each step is tried).
    func rollBack() {
        if let commit = head.commit {
            try? git.resetHard(to: commit)
        } else if let reference = head.reference {
            try? git.removeReference(reference)
            try? git.index().clear()
        }
        for path in createdPaths.reversed() where DirectoryListing.exists(path) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain, let text = strerror(Int32(code)) {
            return String(cString: text)
        }
        return (error as NSError).localizedDescription
    }
}
