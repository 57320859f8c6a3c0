import Foundation
import RubySyntax

/// Programs of the `.rb` files podspecs `require_relative`, parsed once per process while the file's
/// size and modification time are unchanged: in a monorepo every package's podspec requires the same
/// helper (900 lines in react-native-firebase), and `repo lint` reads every version of each.
final class ParsedFileCache: @unchecked Sendable {
    static let shared = ParsedFileCache()

    private struct Entry {
        let size: Int
        let modified: timespec
        let program: [Node]
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// The parsed program of the file at `path`, nil when it cannot be read; throws the parser's errors.
    func program(at path: String) throws -> [Node]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        let modified = info.st_mtim
        if let entry = lock.withLock({ entries[path] }), entry.size == size,
            entry.modified.tv_sec == modified.tv_sec, entry.modified.tv_nsec == modified.tv_nsec
        {
            return entry.program
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let program = try Parser.parse(bytes: Array(data))
        // Stored under the size and time seen before reading: a file changed meanwhile is parsed again next time.
        lock.withLock { entries[path] = Entry(size: size, modified: modified, program: program) }
        return program
    }
}
