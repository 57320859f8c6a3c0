import Foundation

/// A command a podspec asked to run with `system(…)`, which podspec never runs. Ruby's `system` answers
/// nil when its command cannot start, and podspecs call it for a side job (installing a build phase,
/// printing) and go on; so the evaluation goes on the same way, with `system` answering nil, instead of
/// failing a podspec CocoaPods loads. The person running podspec is told, once per place, through the
/// sink the command line installs (standard error). Commands whose output or effect a podspec uses
/// (backticks, `%x()`, `exec`, `spawn`, `IO.popen`, `Open3`) still fail the load with their line.
public struct CommandNotRun: Sendable, Hashable {
    /// The file the call is in (the podspec or a file it requires).
    public let file: String
    public let line: Int
    public let column: Int
    /// The construct as written: `` `system` `` or `` `Kernel.system` ``.
    public let construct: String

    /// The notice shown for it.
    public var message: String {
        "\(file):\(line):\(column): \(construct) was not run (it runs a shell command; podspec never runs "
            + "code from a podspec): it answered nil, as Ruby's `system` does when a command cannot start, and "
            + "the podspec's evaluation went on."
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
