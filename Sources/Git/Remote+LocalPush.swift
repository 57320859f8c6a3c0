import CLibGit2
import Foundation

/// Pushing to a remote that is a folder (`file://…` or a path). libgit2's local transport writes the
/// remote reference without checking its old value, so two pushes at once can both "succeed" while one
/// of them is lost. This push writes the objects as a pack into the remote's object folder, then moves
/// the reference only if it still holds the value checked (compare-and-swap under git's lock file).
extension Remote {
    /// The folder a `file://` URL or a path names; nil for a network URL.
    static func localPath(of url: String) -> String? {
        if url.hasPrefix("file://") {
            let path = String(url.dropFirst("file://".count))
            return path.removingPercentEncoding ?? path
        }
        return url.hasPrefix("/") || url.hasPrefix("./") || url.hasPrefix("../") ? url : nil
    }

    /// One `[+]source:destination` refspec with both sides named; nil for a deletion or a pattern.
    struct LocalUpdate {
        let force: Bool
        let source: String
        let destination: String

        init?(_ refspec: String) {
            force = refspec.hasPrefix("+")
            let body = force ? refspec.dropFirst() : Substring(refspec)
            let sides = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard let source = sides.first, !source.isEmpty, sides.count <= 2, !body.contains("*") else { return nil }
            let destination = sides.count == 2 ? sides[1] : source
            guard destination.hasPrefix("refs/") else { return nil }
            self.source = source
            self.destination = destination
        }
    }

    /// Pushes `updates` from `local` into the repository at `path`. Throws `.nonFastForward` when the
    /// remote reference moved on or is locked by another push at that moment (fetch, re-apply, retry).
    func pushLocally(_ updates: [LocalUpdate], from local: Repository, to path: String) throws {
        let displayURL = redacted(url ?? path)
        for update in updates {
            let source = try local.resolve(update.source)
            let current = try? Repository.open(at: path).resolve(update.destination)
            if let current, current == source { continue }
            if let current, !update.force {
                guard (try? local.isDescendant(source, of: current)) == true else {
                    throw GitError(
                        kind: .nonFastForward,
                        message:
                            "\(displayURL) refused \(update.destination) (fetch first: the remote has commits this branch lacks)",
                        code: GIT_ENONFASTFORWARD.rawValue, operation: "git_remote_push",
                        rejections: [.init(reference: update.destination, message: "fetch first")])
                }
            }
            let hidden = current.flatMap { (try? local.commit($0)) != nil ? $0 : nil }
            try local.writePack(reachableFrom: source, hiding: hidden, into: path)
            let remote = try Repository.open(at: path)
            var ref: OpaquePointer?
            var new = source.raw
            let result: Int32
            if let current {
                var expected = current.raw
                result = git.reference_create_matching(
                    &ref, remote.pointer, update.destination, &new, 1, &expected, "push")
            } else {
                result = git.reference_create(&ref, remote.pointer, update.destination, &new, 0, "push")
            }
            if let ref { git.reference_free(ref) }
            guard result < 0 else {
                try updateTrackingReference(update.destination, to: source, in: local)
                continue
            }
            let error = GitError.last(code: result, operation: "git_reference_create_matching")
            let moved = [GIT_ELOCKED.rawValue, GIT_EMODIFIED.rawValue, GIT_EEXISTS.rawValue].contains(result)
            throw GitError(
                kind: moved ? .nonFastForward : error.kind,
                message: "\(displayURL) refused \(update.destination) (\(error.message))", code: result,
                errorClass: error.errorClass, operation: "git_remote_push",
                rejections: [.init(reference: update.destination, message: error.message)])
        }
    }
}

extension Remote {
    /// Moves `refs/remotes/<name>/<branch>` to what was pushed, as `git push` does.
    private func updateTrackingReference(_ destination: String, to id: OID, in local: Repository) throws {
        guard let name, destination.hasPrefix("refs/heads/") else { return }
        var ref: OpaquePointer?
        var raw = id.raw
        let tracking = "refs/remotes/\(name)/" + destination.dropFirst("refs/heads/".count)
        try check(
            git.reference_create(&ref, local.pointer, tracking, &raw, 1, "update by push"), "git_reference_create")
        if let ref { git.reference_free(ref) }
    }
}

extension Repository {
    /// Writes the objects reachable from `tip` but not from `hidden` as a pack (and its index) into the
    /// object folder of the repository at `path`.
    func writePack(reachableFrom tip: OID, hiding hidden: OID?, into path: String) throws {
        var walker: OpaquePointer?
        try check(git.revwalk_new(&walker, pointer), "git_revwalk_new")
        guard let walker else { throw GitError(kind: .failure, message: "could not walk history") }
        defer { git.revwalk_free(walker) }
        var start = tip.raw
        try check(git.revwalk_push(walker, &start), "git_revwalk_push")
        if let hidden {
            var stop = hidden.raw
            try check(git.revwalk_hide(walker, &stop), "git_revwalk_hide")
        }
        var builder: OpaquePointer?
        try check(git.packbuilder_new(&builder, pointer), "git_packbuilder_new")
        guard let builder else { throw GitError(kind: .failure, message: "could not start a pack") }
        defer { git.packbuilder_free(builder) }
        try check(git.packbuilder_insert_walk(builder, walker), "git_packbuilder_insert_walk")
        guard git.packbuilder_object_count(builder) > 0 else { return }
        let remote = try Repository.open(at: path)
        try check(
            git.packbuilder_write(builder, remote.gitDirectory + "objects/pack", 0, nil, nil), "git_packbuilder_write")
    }
}
