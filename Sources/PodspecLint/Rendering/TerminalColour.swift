/// The colours CocoaPods' console uses (the Colored2 gem's ANSI codes): green for success, yellow for
/// titles and warnings, red for errors.
public enum TerminalColour: String, Sendable {
    case red = "31", green = "32", yellow = "33"

    /// `text` wrapped in this colour's escape codes when `enabled`, else `text` unchanged.
    public func paint(_ text: String, enabled: Bool = true) -> String {
        enabled ? "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" : text
    }
}
