import Foundation

/// The folder relative paths from the command line are read against: the process's current
/// directory, unless a run binds its own (a command run in-process by a test, while other tests run
/// in the same process). Every relative path a command receives goes through `absolute(_:)`.
public enum WorkingDirectory {
    /// This run's folder (an absolute path); nil uses the process's current directory. Worker threads
    /// do not inherit a task-local: `Parallel.map` binds it again on each.
    @TaskLocal public static var bound: String?

    /// The folder relative paths are resolved against.
    public static var current: String { bound ?? FileManager.default.currentDirectoryPath }

    /// `path` made absolute against `current` (lexically: `..` and `.` are kept for the file system).
    public static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if path.isEmpty || path == "." { return current }
        return (current as NSString).appendingPathComponent(path)
    }
}
