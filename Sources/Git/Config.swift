import CLibGit2

/// A repository's configuration (local, global and system files combined); owns a `git_config`.
public final class Config {
    let pointer: OpaquePointer

    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        git.config_free(pointer)
    }

    /// The value of `key` (e.g. `user.name`), or nil when it isn't set.
    public func string(forKey key: String) throws -> String? {
        var buffer = git_buf()
        defer { git.buf_dispose(&buffer) }
        let result = git.config_get_string_buf(&buffer, pointer, key)
        if result == GIT_ENOTFOUND.rawValue { return nil }
        try check(result, "git_config_get_string_buf")
        return swiftString(buffer.ptr)
    }

    /// Sets `key` to `value` in the most specific writable file (the repository's own config).
    public func set(_ value: String, forKey key: String) throws {
        try check(git.config_set_string(pointer, key, value), "git_config_set_string")
    }
}
