import Foundation

/// Compiled regular expressions by Ruby source and options, shared by every evaluation in the
/// process: a `/…/` literal inside a loop (a `Find.find` block tests every path it visits) or in each
/// version of a pod in a spec repo compiles once. `CompiledRegex` is immutable and thread-safe.
final class RegexCache: @unchecked Sendable {
    static let shared = RegexCache()

    /// Past this many patterns the cache starts again empty (podspecs use a handful each).
    static let capacity = 4_096

    private struct Key: Hashable {
        let pattern: String
        let options: UInt

        /// Options and byte count before the text: a recent entry for another pattern is told apart without a
        /// String comparison (~88 instructions, twice per path in a `Find.find` over 45,000).
        static func == (left: Key, right: Key) -> Bool {
            left.options == right.options && left.pattern.utf8.count == right.pattern.utf8.count
                && left.pattern == right.pattern
        }
    }

    private let lock = NSLock()
    private var compiled: [Key: CompiledRegex] = [:]
    /// The last few regexes looked up, tested before `compiled`: a `/…/` literal evaluated in a loop gives
    /// the same String each time, whose equality test is one comparison of its storage, where hashing it
    /// cost ~500 instructions (a `Find.find` block over 45,000 paths evaluates two literals on each).
    private var recent: [(key: Key, regex: CompiledRegex)] = []
    private var nextRecent = 0
    static let recentCount = 8

    /// The regex for Ruby's `source` with `options`, made by `compile` on first use (what it throws is thrown).
    func regex(_ source: String, options: NSRegularExpression.Options, compile: () throws -> CompiledRegex)
        rethrows -> CompiledRegex
    {
        let key = Key(pattern: source, options: options.rawValue)
        if let cached = lock.withLock({ lookUp(key) }) { return cached }
        let regex = try compile()
        lock.withLock {
            if compiled.count >= RegexCache.capacity { compiled.removeAll(keepingCapacity: true) }
            compiled[key] = regex
            remember(key, regex)
        }
        return regex
    }

    /// The cached regex for `key`, from `recent` or else `compiled` (then remembered as recent). Under the lock.
    private func lookUp(_ key: Key) -> CompiledRegex? {
        if let hit = recent.first(where: { $0.key == key }) { return hit.regex }
        guard let regex = compiled[key] else { return nil }
        remember(key, regex)
        return regex
    }

    /// `key` and `regex` in `recent`, in place of the oldest once it is full. Under the lock.
    private func remember(_ key: Key, _ regex: CompiledRegex) {
        if recent.count < RegexCache.recentCount {
            recent.append((key, regex))
        } else {
            recent[nextRecent] = (key, regex)
            nextRecent = (nextRecent + 1) % RegexCache.recentCount
        }
    }
}
