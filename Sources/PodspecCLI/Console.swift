import Foundation

/// Writes to standard output and standard error without buffering surprises.
enum Console {
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// ANSI colours CocoaPods uses (Colored2).
    enum Colour: String {
        case red = "31", green = "32", yellow = "33"
    }

    /// `text` wrapped in the colour's escape codes when `enabled`.
    static func coloured(_ text: String, _ colour: Colour, enabled: Bool) -> String {
        enabled ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// Whether standard output is a terminal (progress lines and colours are for people only).
    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
