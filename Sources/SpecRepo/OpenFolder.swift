import PodspecReader

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder held open so the stamps of what is in it are taken with short relative paths (the kernel
/// walks two names instead of the ten of an absolute path: on a trunk-scale repo, a million stats).
/// Closed when released.
final class OpenFolder: @unchecked Sendable {
    private let descriptor: Int32

    /// `relative` (a plain relative path) under the open folder `parent`; nil when it can't be opened or
    /// is a link (the last name is never followed unless `followingLinks`, as a path looked up is).
    init?(_ relative: String, in parent: Int32, followingLinks: Bool = false) {
        descriptor = openat(parent, relative, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    /// The folder's own stamp.
    var stamp: FileStamp? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileStamp(info) : nil
    }

    /// The stamp of `relative` in the folder (of the entry itself, never what a link leads to).
    func stamp(of relative: String) -> FileStamp? {
        var info = stat()
        return fstatat(descriptor, relative, &info, AT_SYMLINK_NOFOLLOW) == 0 ? FileStamp(info) : nil
    }

    /// The stamp of what the NUL-terminated path `relative` in the folder leads to (links followed, as
    /// `FileStamp.of` follows them): no `String` made, for the 200,000 stamps of a trunk-scale search.
    func stamp(following relative: UnsafePointer<CChar>) -> FileStamp? {
        var info = stat()
        return fstatat(descriptor, relative, &info, 0) == 0 ? FileStamp(info) : nil
    }
}
