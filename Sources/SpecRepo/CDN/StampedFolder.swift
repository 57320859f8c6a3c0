import Foundation
import PodspecReader

#if canImport(Glibc)
    import Glibc
#endif

/// An open handle on a folder (links followed, as `FileStamp.of` does), whose entries are stamped by
/// their path inside it: stamping a pod's podspecs through it spares the kernel walking the whole path
/// again for each. Only stamps are taken through it, never contents (those go through `ContainedRoot`).
final class StampedFolder {
    private let descriptor: Int32

    /// The folder at `path`, nil when it cannot be opened (gone, not a folder).
    init?(_ path: String) {
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
    }

    deinit {
        close(descriptor)
    }

    /// The folder's own stamp.
    var stamp: FileStamp? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    /// The stamp of `relative` inside the folder (links followed), nil when there is nothing.
    func stamp(of relative: String) -> FileStamp? {
        var info = stat()
        guard fstatat(descriptor, relative, &info, 0) == 0 else { return nil }
        return FileStamp(info)
    }
}
