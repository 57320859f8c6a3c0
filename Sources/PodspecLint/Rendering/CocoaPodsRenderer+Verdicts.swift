import Trust

/// CocoaPods' verdict sentences, written once for every command that prints lint results.
extension CocoaPodsRenderer {
    /// `Name passed validation.`
    public static func passed(_ name: String) -> String { "\(name) passed validation." }

    /// `Name did not pass validation, due to 1 error.`
    public static func failed(_ name: String, reason: String) -> String {
        "\(name) did not pass validation, due to \(reason)."
    }

    /// `spec lint`'s verdict for several podspecs that all passed (and `repo lint`'s).
    public static let allPassed = "All the specs passed validation."

    /// `spec lint`'s verdict for one podspec that failed.
    public static func specFailed(reason: String) -> String { "The spec did not pass validation, due to \(reason)." }

    /// `spec lint`'s verdict for several podspecs, some failing: `2 out of 3 specs failed validation.`
    public static func someFailed(_ failures: Int, of total: Int) -> String {
        "\(failures) out of \(total) specs failed validation."
    }

    /// `Analyzed 2 podspecs.` (`1 podspec`).
    public static func analyzed(_ count: Int) -> String {
        "Analyzed \(count) \(count == 1 ? "podspec" : "podspecs")."
    }

    /// `repo lint`'s count: `Analyzed 3 podspecs files.` (pod's wording, plural always).
    public static func analyzedInRepo(_ count: Int) -> String { "Analyzed \(count) podspecs files." }

    /// `repo lint`'s verdict when errors were found: `2 podspecs failed validation.`
    public static func failedInRepo(_ count: Int) -> String { "\(count) podspecs failed validation." }

    /// A podspec's verdict line, named `name`: `Name passed validation.` (green) or
    /// `[!] Name did not pass validation, due to …` (red).
    public func verdictLine(_ podspec: LintedPodspec, name: String) -> String {
        let shown = PrintableText.escaped(name)
        guard let reason = verdict.failureReason(podspec.results) else {
            return TerminalColour.green.paint(Self.passed(shown), enabled: ansi) + "\n"
        }
        return TerminalColour.red.paint("[!] " + Self.failed(shown, reason: reason), enabled: ansi) + "\n"
    }
}
