import Git

extension CDNExporter {
    /// `repo export-cdn --in-place`: adds the CDN files to a git spec repo in one commit, so the repo
    /// published as-is by a static server is also a CDN source. Nothing is committed when nothing changed.
    public func exportInPlaceAndCommit() throws -> CDNExportSummary {
        let git: Repository
        do {
            git = try Repository.open(at: source.path)
        } catch {
            throw SpecRepoError("The repo `\(source.name)` at `\(source.path)` is not a git repository.")
        }
        guard try git.isClean() else {
            throw SpecRepoError(
                "The repo `\(source.name)` at `\(source.path)` is not clean; commit or stash its changes first.")
        }
        let summary = try export()
        let paths = summary.added + summary.changed
        guard !paths.isEmpty else { return summary }
        try git.index().add(files: paths)
        try git.commit(message: "[CDN] Export: \(summary.added.count) added, \(summary.changed.count) changed")
        return summary
    }
}
