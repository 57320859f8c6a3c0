import Trust

/// A name from outside that becomes one folder (a repo in the repos folder, a pod in a spec repo): one
/// path component, and not hidden, so it can never name `.git`, a parent, or a folder elsewhere.
enum FolderName {
    /// Throws `Invalid <what>: …` followed by `explanation` when `name` is not one visible folder name.
    static func check(_ name: String, what: String, explanation: String) throws(SpecRepoError) {
        do {
            try ContainedRoot.checkComponent(name)
        } catch {
            throw SpecRepoError("Invalid \(what): \(error.message) \(explanation)")
        }
        if name.hasPrefix(".") {
            throw SpecRepoError(
                "Invalid \(what): `\(name)` starts with `.`, which names hidden folders (such as `.git`).")
        }
    }
}
