/// Redrawing a terminal line: CocoaPods prints ` -> Name\r` while a podspec is validated, then the
/// result over it; a result shorter than the progress text would leave its tail on screen.
public enum TerminalLine {
    /// `ESC[K`, erase to the end of the line: written after the `\r`, before the text that replaces the
    /// progress line (terminals only; captured output keeps CocoaPods' bytes).
    public static let clear = "\u{1B}[K"
}
