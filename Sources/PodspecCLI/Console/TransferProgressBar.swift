import Foundation
import Git

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-line progress bar for clone, fetch and push (fed by libgit2's transfer callbacks), drawn on
/// standard error only when it is a terminal (so logs and pipes get nothing), redrawn at most every
/// 100 ms and erased by `finish()`. The Git module only reports progress; drawing it is the CLI's.
final class TransferProgressBar: @unchecked Sendable {
    private let label: String
    private let enabled: Bool
    private var lastDraw = Date.distantPast
    private var drawn = false
    private let lock = NSLock()

    /// A bar titled `label`; `enabled` defaults to whether standard error is a terminal.
    init(label: String, enabled: Bool = Console.isErrorTerminal) {
        self.label = label
        self.enabled = enabled
    }

    /// The transfer options' progress callback drawing this bar.
    var callback: (TransferProgress) -> Void {
        { [self] progress in
            let verb = progress.direction == .receiving ? "Receiving" : "Sending"
            update(fraction: progress.fraction, detail: "\(verb) \(progress.receivedObjects)/\(progress.totalObjects)")
        }
    }

    /// Draws the bar at `fraction` (0…1) with `detail` after it.
    func update(fraction: Double, detail: String) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard fraction >= 1 || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        let width = 30
        let filled = Int((max(0, min(1, fraction)) * Double(width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let line = "\r\(label) [\(bar)] \(Int(fraction * 100))% \(detail)\u{1B}[K"
        Console.draw(line)
        drawn = true
    }

    /// Erases the bar.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard enabled, drawn else { return }
        Console.draw("\r\u{1B}[K")
        drawn = false
    }
}
