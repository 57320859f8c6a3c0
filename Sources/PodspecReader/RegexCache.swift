import Foundation

/// Compiled regular expressions by translated pattern and options, shared by every evaluation in the
/// process: a `/…/` literal inside a loop (a `Find.find` block tests every path it visits) or in each
/// version of a pod in a spec repo compiles once. `NSRegularExpression` is immutable and thread-safe.
final class RegexCache: @unchecked Sendable {
    static let shared = RegexCache()

    /// Past this many patterns the cache starts again empty (podspecs use a handful each).
    static let capacity = 4_096

    private struct Key: Hashable {
        let pattern: String
        let options: UInt
    }

    private let lock = NSLock()
    private var compiled: [Key: NSRegularExpression] = [:]

    /// The compiled `pattern`, compiling it on first use; throws what `NSRegularExpression` throws.
    func regex(_ pattern: String, options: NSRegularExpression.Options) throws -> NSRegularExpression {
        let key = Key(pattern: pattern, options: options.rawValue)
        if let cached = lock.withLock({ compiled[key] }) { return cached }
        let regex = try NSRegularExpression(pattern: pattern, options: options)
        lock.withLock {
            if compiled.count >= RegexCache.capacity { compiled.removeAll(keepingCapacity: true) }
            compiled[key] = regex
        }
        return regex
    }
}
