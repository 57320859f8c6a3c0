import Foundation

/// The diagnostic steps `--verbose` shows (each git operation with its remote, each HTTP request with
/// its status, each source consulted, with timings). Libraries report here and never print; the
/// command line installs the one sink that prints, redacting credentials, and nothing is built when
/// no sink is installed.
public enum VerboseLog {
    /// Receives each line; nil when `--verbose` is off.
    public typealias Sink = @Sendable (String) -> Void

    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var sink: Sink?
    }

    private static let storage = Storage()

    /// Installs `sink` for the rest of the process (nil turns the log off).
    public static func install(_ sink: Sink?) {
        storage.lock.withLock { storage.sink = sink }
    }

    /// Whether a sink listens (to skip building costly messages).
    public static var isEnabled: Bool { current != nil }

    private static var current: Sink? { storage.lock.withLock { storage.sink } }

    /// Reports one step.
    public static func note(_ message: @autoclosure () -> String) {
        current?(message())
    }

    /// Runs `body`, reporting `message` before it and, after it, `outcome` of its value (or the error)
    /// with how long it took: `  -> 200 OK (0.03 s)`.
    public static func step<T, E: Error>(
        _ message: @autoclosure () -> String, outcome: (T) -> String = { _ in "done" },
        _ body: () throws(E) -> T
    ) throws(E) -> T {
        guard let sink = current else { return try body() }
        sink(message())
        let start = Date()
        do {
            let value = try body()
            sink("  -> \(outcome(value)) (\(elapsed(since: start)))")
            return value
        } catch {
            sink("  -> failed: \(error) (\(elapsed(since: start)))")
            throw error
        }
    }

    private static func elapsed(since start: Date) -> String {
        String(format: "%.2f s", Date().timeIntervalSince(start))
    }
}
