import Foundation
import PodspecLint
import Trust

/// Writes a command's text to its run's sink (standard output and error, unless a test runs the
/// command line in-process), honouring `--silent` (nothing but errors).
enum Console {
    /// A run's sink and `--silent`, shared by everything the run does.
    final class Run: @unchecked Sendable {
        let sink: any ConsoleSink
        private let lock = NSLock()
        private var silent = false

        init(sink: any ConsoleSink) {
            self.sink = sink
        }

        var isSilent: Bool {
            get { lock.withLock { silent } }
            set { lock.withLock { silent = newValue } }
        }
    }

    /// The current run: the process's standard streams unless `PodspecCommand.run` binds another.
    @TaskLocal static var current = Run(sink: StandardStreams())

    /// `--silent`: `output` prints nothing; errors and requested documents still print.
    static var isSilent: Bool {
        get { current.isSilent }
        set { current.isSilent = newValue }
    }

    /// What a command tells a person on standard output (nothing with `--silent`).
    static func output(_ text: String) {
        if !isSilent { write(text) }
    }

    /// An error on standard output, where CocoaPods prints its `[!]` errors: shown even with `--silent`.
    static func outputError(_ text: String) {
        write(text)
    }

    /// A document the command line asked for (`--format json|sarif|…`): shown even with `--silent`.
    static func document(_ text: String) {
        write(text)
    }

    private static func write(_ text: String) {
        current.sink.write(text, to: .output)
    }

    /// Text drawn on standard error as is (a progress bar's line, without a newline).
    static func draw(_ text: String) {
        current.sink.write(text, to: .error)
    }

    static func error(_ text: String) {
        current.sink.write(text.hasSuffix("\n") ? text : text + "\n", to: .error)
    }

    /// `[!] message` on standard error, the message's control characters shown as escapes (it often
    /// carries a podspec's values or a server's text).
    static func failure(_ message: String) {
        error("[!] " + PrintableText.escaped(message, keepingLayout: true))
    }

    /// Whether standard output is a terminal (progress lines and colours are for people only).
    static var isTerminal: Bool { current.sink.isTerminal(.output) }

    /// Whether standard error is a terminal (transfer progress bars are drawn there).
    static var isErrorTerminal: Bool { current.sink.isTerminal(.error) }

    /// Whether to colour: asked for (`--ansi`, the default), standard output is a terminal, and
    /// `NO_COLOR` is unset or empty (https://no-color.org).
    static func colours(asked: Bool, isTerminal: Bool = isTerminal, environment: [String: String]) -> Bool {
        asked && isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
}
