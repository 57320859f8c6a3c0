#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import CLibGit2

/// libgit2's process-wide state. Initialised once, on first use, and never shut down: handles owned by
/// the classes of this module may live until the process ends.
public enum LibGit2 {
    private static let initialized: Bool = git_libgit2_init() > 0

    /// Initialises libgit2 if it hasn't been yet; every entry point of this module calls it.
    static func ensureInitialized() {
        _ = initialized
    }

    /// The version of the libgit2 library loaded at run time, e.g. `1.5.1`.
    public static var version: String {
        ensureInitialized()
        var major: Int32 = 0
        var minor: Int32 = 0
        var revision: Int32 = 0
        git_libgit2_version(&major, &minor, &revision)
        return "\(major).\(minor).\(revision)"
    }

    /// Whether this libgit2 was built with HTTPS support.
    public static var supportsHTTPS: Bool { features & Int32(GIT_FEATURE_HTTPS.rawValue) != 0 }
    /// Whether this libgit2 was built with SSH support (libssh2).
    public static var supportsSSH: Bool { features & Int32(GIT_FEATURE_SSH.rawValue) != 0 }

    private static var features: Int32 {
        ensureInitialized()
        return git_libgit2_features()
    }
}

/// Throws the `GitError` libgit2 reported when `result` is negative; returns `result` otherwise.
@discardableResult
func check(_ result: Int32, _ operation: StaticString) throws(GitError) -> Int32 {
    if result < 0 {
        throw GitError.last(code: result, operation: "\(operation)")
    }
    return result
}

/// A Swift string from a C string libgit2 owns, or nil for a null pointer.
func swiftString(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
}

/// Runs `body` with a C string for `value`, or a null pointer when `value` is nil.
func withOptionalCString<R>(_ value: String?, _ body: (UnsafePointer<CChar>?) throws -> R) rethrows -> R {
    guard let value else { return try body(nil) }
    return try value.withCString { try body($0) }
}

/// Runs `body` with a `git_strarray` holding copies of `strings`, freed afterwards.
@discardableResult
func withStrArray<R>(_ strings: [String], _ body: (UnsafePointer<git_strarray>) throws -> R) rethrows -> R {
    let pointers = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: max(strings.count, 1))
    for (index, value) in strings.enumerated() {
        pointers[index] = strdup(value)
    }
    defer {
        for index in strings.indices {
            free(pointers[index])
        }
        pointers.deallocate()
    }
    var array = git_strarray(strings: pointers, count: strings.count)
    return try body(&array)
}
