import Foundation
import PodspecLint
import Trust

/// Writes to standard output and standard error without buffering surprises, honouring `--silent`
/// (nothing but errors).
enum Console {
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var silent = false
    }

    private static let state = State()

    /// `--silent`: `output` prints nothing; errors and requested documents still print.
    static var isSilent: Bool {
        get { state.lock.withLock { state.silent } }
        set { state.lock.withLock { state.silent = newValue } }
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
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Text drawn on standard error as is (a progress bar's line, without a newline).
    static func draw(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// `[!] message` on standard error, the message's control characters shown as escapes (it often
    /// carries a podspec's values or a server's text).
    static func failure(_ message: String) {
        error("[!] " + PrintableText.escaped(message, keepingLayout: true))
    }

    /// Whether standard output is a terminal (progress lines and colours are for people only).
    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether to colour: asked for (`--ansi`, the default), standard output is a terminal, and
    /// `NO_COLOR` is unset or empty (https://no-color.org).
    static func colours(asked: Bool, isTerminal: Bool = isTerminal, environment: [String: String]) -> Bool {
        asked && isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
}
