#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import CLibGit2

/// libgit2's functions: `git.clone(…)` calls `git_clone(…)` (the list is in CLibGit2's header). The
/// podspec binary does not link libgit2: it is opened with dlopen the first time this is read or
/// `LibGit2.ensureInitialized()` runs, so commands that use no git never load it and its dependencies.
/// Only reachable through the module's entry points, which all run `LibGit2.ensureInitialized()` first:
/// it throws when libgit2 could not be loaded, and the table is then never called.
let git: podspec_git2 = {
    _ = podspec_git2_load()
    return podspec_git2_functions().pointee
}()

/// libgit2's process-wide state. Loaded and initialised once, on first use, and never shut down: handles
/// owned by the classes of this module may live until the process ends.
public enum LibGit2 {
    /// Why libgit2 could not be loaded (what is missing, and the Debian package to install), or nil when it
    /// is loaded and initialised. Reading it loads libgit2 when that hasn't been done yet.
    public static let loadFailure: String? = podspec_git2_load().map { String(cString: $0) }

    /// Loads and initialises libgit2 if it hasn't been yet; every entry point of this module calls it
    /// before any other libgit2 call. Throws when libgit2 is not installed.
    static func ensureInitialized() throws(GitError) {
        if let loadFailure {
            throw GitError(kind: .failure, message: loadFailure, operation: "dlopen")
        }
    }

    /// The version of the libgit2 library loaded at run time, e.g. `1.5.1`; nil when it could not be loaded.
    public static var version: String? {
        guard loadFailure == nil else { return nil }
        var major: Int32 = 0
        var minor: Int32 = 0
        var revision: Int32 = 0
        _ = git.libgit2_version(&major, &minor, &revision)
        return "\(major).\(minor).\(revision)"
    }

    /// Whether this libgit2 was built with HTTPS support.
    public static var supportsHTTPS: Bool { features & Int32(GIT_FEATURE_HTTPS.rawValue) != 0 }
    /// Whether this libgit2 was built with SSH support (libssh2).
    public static var supportsSSH: Bool { features & Int32(GIT_FEATURE_SSH.rawValue) != 0 }

    private static var features: Int32 {
        guard loadFailure == nil else { return 0 }
        return git.libgit2_features()
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
