import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock between processes on one repo, held through `flock` on a lock file that
/// exists only while it is held: the holder removes it before unlocking, and a process that locked a
/// file already removed tries again. The file holds the holder's pid, for the message others see.
/// A lock shared with `pod` (`Spec_Lock`) keeps its file, as `pod` expects.
public final class RepoLock {
    /// The lock file.
    public let path: String
    private let descriptor: Int32
    private let removesFile: Bool
    private var released = false

    private init(path: String, descriptor: Int32, removesFile: Bool) {
        self.path = path
        self.descriptor = descriptor
        self.removesFile = removesFile
    }

    /// Takes the lock at `path`, waiting up to `timeout` seconds for another process to release it;
    /// `held` names the repo in the error thrown when it is still held then.
    public static func acquire(
        at path: String, timeout: TimeInterval, removesFile: Bool = true, held: @autoclosure () -> String
    ) throws -> RepoLock {
        let deadline = Date().addingTimeInterval(max(0, timeout))
        var delay: useconds_t = 10_000
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw SpecRepoError(
                    "Could not create the lock file \(path): \(String(cString: strerror(errno))). Check that the folder is writable."
                )
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                // The holder before us may have removed the file between our open and our flock.
                var opened = stat()
                var current = stat()
                if fstat(descriptor, &opened) == 0, stat(path, &current) == 0, opened.st_ino == current.st_ino,
                    opened.st_dev == current.st_dev
                {
                    let pid = "\(getpid())\n"
                    _ = ftruncate(descriptor, 0)
                    _ = pid.withCString { write(descriptor, $0, strlen($0)) }
                    return RepoLock(path: path, descriptor: descriptor, removesFile: removesFile)
                }
                close(descriptor)
                continue
            }
            let holder = (try? String(contentsOfFile: path, encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            close(descriptor)
            if Date() >= deadline {
                let pid = holder.flatMap { $0.isEmpty ? nil : " (pid \($0))" } ?? ""
                throw SpecRepoError(
                    "\(held()) is locked by another podspec process\(pid) since more than \(Int(timeout)) s. "
                        + "Try again once it has finished (or remove \(path) if no such process runs).")
            }
            usleep(delay)
            delay = min(delay * 2, 200_000)
        }
    }

    /// Removes the lock file and releases the lock.
    public func release() {
        guard !released else { return }
        released = true
        if removesFile { unlink(path) }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    deinit {
        release()
    }
}
