import Foundation
import RubySyntax

/// Programs of the `.rb` files podspecs `require_relative`, parsed once per process while the file's
/// `FileStamp` is unchanged: in a monorepo every package's podspec requires the same
/// helper (900 lines in react-native-firebase), and `repo lint` reads every version of each.
final class ParsedFileCache: @unchecked Sendable {
    static let shared = ParsedFileCache()

    private struct Entry {
        let stamp: FileStamp
        let program: [Node]
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// The parsed program of the file at `path`, nil when it cannot be read; throws the parser's errors.
    func program(at path: String) throws -> [Node]? {
        guard let stamp = FileStamp.of(path) else { return nil }
        if let entry = lock.withLock({ entries[path] }), entry.stamp == stamp { return entry.program }
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.contents(
                of: path, maximumBytes: InterpreterLimits.maximumPodspecBytes, refusingHardLinks: true,
                failingWhenLarger: false)
        } catch .hardLinked {
            throw SyntaxError(
                "refused: a file with more than one hard link is never read",
                at: SourcePosition(offset: 0, line: 1, column: 1))
        } catch {
            return nil
        }
        let program = try Parser.parse(bytes: bytes)
        // Stored under the stamp seen before reading: a file changed meanwhile is parsed again next time.
        lock.withLock { entries[path] = Entry(stamp: stamp, program: program) }
        return program
    }
}
