import Foundation
import PodspecLint
import Trust

/// Writes to standard output and standard error without buffering surprises.
enum Console {
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
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
