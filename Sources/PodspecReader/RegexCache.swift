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
    }

    private let lock = NSLock()
    private var compiled: [Key: CompiledRegex] = [:]

    /// The regex for Ruby's `source` with `options`, made by `compile` on first use (what it throws is thrown).
    func regex(_ source: String, options: NSRegularExpression.Options, compile: () throws -> CompiledRegex)
        rethrows -> CompiledRegex
    {
        let key = Key(pattern: source, options: options.rawValue)
        if let cached = lock.withLock({ compiled[key] }) { return cached }
        let regex = try compile()
        lock.withLock {
            if compiled.count >= RegexCache.capacity { compiled.removeAll(keepingCapacity: true) }
            compiled[key] = regex
        }
        return regex
    }
}
