import Foundation

/// A command a podspec asked to run, which podspec never runs, where the podspec was read on as Ruby reads
/// on when the program cannot start: `system(…)` answers nil (podspecs call it for a side job, such as
/// installing a build phase, and go on), and a backtick, `%x()`, `spawn` or `IO.popen` inside a `begin …
/// rescue` raises `Errno::ENOENT`, which the podspec's own fallback catches. The person running podspec is
/// told, once per place, through the sink the command line installs (standard error). A command whose
/// output the podspec uses without a `rescue` still fails the load with its line.
public struct CommandNotRun: Sendable, Hashable {
    /// The file the evaluation was in (the podspec or a file it requires).
    public let file: String
    public let line: Int
    public let column: Int
    /// The construct as written: `` `system` ``, `backtick command`, …
    public let construct: String
    /// Why it is never run (`runs a shell command`).
    public let reason: String
    /// What the podspec got instead, and that it went on.
    public let outcome: String

    public init(file: String, line: Int, column: Int, construct: String, reason: String, outcome: String) {
        self.file = file
        self.line = line
        self.column = column
        self.construct = construct
        self.reason = reason
        self.outcome = outcome
    }

    /// The notice shown for it.
    public var message: String {
        "\(file):\(line):\(column): \(construct) was not run (it \(reason); podspec never runs code from a "
            + "podspec): \(outcome)."
    }

    /// Receives each command not run, once per place and process; nil: nobody listens.
    public typealias Sink = @Sendable (CommandNotRun) -> Void

    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var sink: Sink?
        var reported: Set<CommandNotRun> = []
    }

    private static let storage = Storage()

    /// Installs `sink` for the rest of the process (nil stops the notices).
    public static func install(_ sink: Sink?) {
        storage.lock.withLock { storage.sink = sink }
    }

    /// Tells the sink about `command` unless it was already told about the same place.
    static func report(_ command: CommandNotRun) {
        let sink: Sink? = storage.lock.withLock {
            guard let sink = storage.sink, storage.reported.insert(command).inserted else { return nil }
            return sink
        }
        sink?(command)
    }
}
