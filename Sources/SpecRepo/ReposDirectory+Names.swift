import Trust

extension ReposDirectory {
    /// Checks a repo name given on the command line (`repo add`, `repo remove`) before anything is
    /// touched: one folder name inside the repos folder, not hidden (`.git`, `.svn`, …), so it can
    /// never name the repos folder itself, a folder outside it, or a nested one.
    public static func checkName(_ name: String) throws(SpecRepoError) {
        try FolderName.check(
            name, what: "repo name", explanation: "A repo is named by one folder name in the repos folder.")
    }

    /// Checks the name of a repo to add: a valid repo name (`checkName`), and not `trunk`, which
    /// CocoaPods keeps for its CDN.
    public static func checkNewName(_ name: String) throws(SpecRepoError) {
        guard name != CDNSource.trunkName else {
            throw SpecRepoError("Repo name `trunk` is reserved for CocoaPods' main spec repo accessed via CDN.")
        }
        try checkName(name)
    }

    /// The repos folder as the root every repo name is resolved in; nil when it doesn't exist.
    var containedRoot: ContainedRoot? { try? ContainedRoot(path) }
}
