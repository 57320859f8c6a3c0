import Trust

extension ReposDirectory {
    /// Checks a repo name given on the command line (`repo add`, `repo remove`) before anything is
    /// touched: one folder name inside the repos folder, not hidden (`.git`, `.svn`, …), so it can
    /// never name the repos folder itself, a folder outside it, or a nested one.
    public static func checkName(_ name: String) throws(SpecRepoError) {
        do {
            try ContainedRoot.checkComponent(name)
        } catch {
            throw SpecRepoError("Invalid repo name: \(error.message) A repo is named by one folder name in the repos folder.")
        }
        if name.hasPrefix(".") {
            throw SpecRepoError(
                "Invalid repo name: `\(name)` starts with `.`, which names hidden folders (such as `.git`), never a repo.")
        }
    }

    /// The repos folder as the root every repo name is resolved in; nil when it doesn't exist.
    var containedRoot: ContainedRoot? { try? ContainedRoot(path) }
}
