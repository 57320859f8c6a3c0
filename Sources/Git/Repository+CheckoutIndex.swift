import CLibGit2

extension Repository {
    /// Writes every file staged in `index` into `folder` (an empty folder, not the work tree), as
    /// `git checkout-index -a --prefix=folder/` does: the staged tree, for tools that must read what the
    /// next commit holds rather than the work tree. The index itself is neither changed nor written.
    public func checkoutIndex(_ index: Index, into folder: String) throws(GitError) {
        var options = git_checkout_options()
        try check(
            git.checkout_options_init(&options, UInt32(GIT_CHECKOUT_OPTIONS_VERSION)), "git_checkout_options_init")
        options.checkout_strategy =
            GIT_CHECKOUT_FORCE.rawValue | GIT_CHECKOUT_DONT_UPDATE_INDEX.rawValue
            | GIT_CHECKOUT_DONT_WRITE_INDEX.rawValue
        let target = Array(folder.utf8CString)
        try target.withUnsafeBufferPointer { (buffer) throws(GitError) in
            options.target_directory = buffer.baseAddress
            try check(git.checkout_index(pointer, index.pointer, &options), "git_checkout_index")
        }
    }
}
