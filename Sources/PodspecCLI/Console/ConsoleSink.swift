import Foundation

/// One of a command's two streams.
public enum ConsoleStream: Sendable {
    case output, error
}

/// Where a command's text goes: the process's standard streams (`StandardStreams`), or a capture
/// when a test runs the command line in-process (`CapturedConsole`).
public protocol ConsoleSink: AnyObject, Sendable {
    func write(_ text: String, to stream: ConsoleStream)
    /// Whether the stream is a terminal (colours, progress lines and bars are for people only).
    func isTerminal(_ stream: ConsoleStream) -> Bool
}

/// The process's standard output and standard error, written unbuffered.
final class StandardStreams: ConsoleSink {
    func write(_ text: String, to stream: ConsoleStream) {
        let handle = stream == .output ? FileHandle.standardOutput : FileHandle.standardError
        handle.write(Data(text.utf8))
    }

    func isTerminal(_ stream: ConsoleStream) -> Bool {
        isatty(stream == .output ? STDOUT_FILENO : STDERR_FILENO) == 1
    }
}

/// A run's text kept in memory, each stream on its own; neither is a terminal.
public final class CapturedConsole: ConsoleSink, @unchecked Sendable {
    private let lock = NSLock()
    private var outputText = ""
    private var errorText = ""

    public init() {}

    public func write(_ text: String, to stream: ConsoleStream) {
        lock.withLock {
            switch stream {
            case .output: outputText += text
            case .error: errorText += text
            }
        }
    }

    public func isTerminal(_ stream: ConsoleStream) -> Bool { false }

    /// What the run wrote to standard output.
    public var output: String { lock.withLock { outputText } }
    /// What the run wrote to standard error.
    public var error: String { lock.withLock { errorText } }
}
