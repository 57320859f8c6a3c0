import Foundation
import Git

/// Fetches a `:git` source at its `:tag`, `:branch` or `:commit` (else the remote's default
/// branch) into a folder, through libgit2: the reference is first looked up with an ls-remote, so a
/// missing tag or branch fails without downloading anything, with the text `pod spec lint` users
/// know from CocoaPods' `git clone --branch` (V2's `Remote branch X not found in upstream origin`).
/// Submodules are not fetched.
struct GitSourceFetcher {
    let url: String
    let tag: String?
    let branch: String?
    let commit: String?
    let options: TransferOptions

    /// Checks the revision on the remote, then fetches it and checks its tree out into `folder`.
    /// - Throws: `ValidationFailure` with the message V2 reports.
    func fetch(into folder: String) throws {
        let references: RemoteReferences
        do {
            references = try Remote.listReferences(at: url, options: options)
        } catch {
            throw ValidationFailure("[!] Failed to download the source from `\(redacted(url))`: \(error)")
        }
        var target: OID?
        var refspecs: [String] = []
        if let name = tag ?? branch {
            // `git clone --branch NAME` takes a branch or a tag, whichever the remote has.
            if let id = references.branch(name) {
                target = id
                refspecs = ["+refs/heads/\(name):refs/remotes/origin/\(name)"]
            } else if let id = references.tag(name) {
                target = id
                refspecs = ["+refs/tags/\(name):refs/tags/\(name)"]
            } else {
                throw missingBranch(name, folder: folder)
            }
        } else if commit != nil {
            refspecs = ["+refs/heads/*:refs/remotes/origin/*", "+refs/tags/*:refs/tags/*"]
        } else {
            guard let head = references.all.first(where: { $0.name == "HEAD" })?.id else {
                throw ValidationFailure("[!] The remote `\(redacted(url))` has no default branch to download.")
            }
            target = head
            refspecs = ["+refs/heads/*:refs/remotes/origin/*"]
        }
        do {
            let repository = try Repository.create(at: folder)
            let remote = try repository.addRemote(named: "origin", url: url)
            try remote.fetch(refspecs: refspecs, options: options)
            var revision = target
            if let commit {
                guard let resolved = try? repository.resolve(commit) else {
                    throw ValidationFailure("[!] The commit `\(commit)` was not found on `\(redacted(url))`.")
                }
                revision = resolved
            }
            guard let revision else { throw ValidationFailure("[!] Nothing to check out from `\(redacted(url))`.") }
            try repository.resetHard(to: revision)
        } catch let error as ValidationFailure {
            throw error
        } catch {
            throw ValidationFailure("[!] Failed to download the source from `\(redacted(url))`: \(error)")
        }
    }

    /// What `git clone … --branch NAME` prints when the remote has no such branch or tag, as
    /// CocoaPods' downloader reports it.
    func missingBranch(_ name: String, folder: String) -> ValidationFailure {
        ValidationFailure(
            "[!] /usr/bin/git clone \(redacted(url)) \(folder) --template= --single-branch --depth 1 --branch \(name)\n\n"
                + "Cloning into '\(folder)'...\n"
                + "warning: Could not find remote branch \(name) to clone.\n"
                + "fatal: Remote branch \(name) not found in upstream origin\n")
    }
}
