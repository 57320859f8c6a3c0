import PodspecLint

extension RepoLintReport {
    /// The console text after the progress dots, as `pod repo lint` prints it; `onlyErrors` leaves the
    /// warnings out; `ansi` colours messages (warnings yellow, errors red) and the verdict (green). The
    /// failure line (`[!] N podspecs failed validation.`) is the caller's.
    public func render(onlyErrors: Bool = false, ansi: Bool = false) -> String {
        var text = "\n\n"
        let coloured = (onlyErrors ? [] : warnings.map { ($0, TerminalColour.yellow) }) + errors.map { ($0, .red) }
        for (entry, colour) in coloured {
            text += colour.paint("-> \(entry.message)", enabled: ansi) + "\n"
            for pod in entry.versionsByPod {
                text += "  - \(pod.name) (\(pod.versions.joined(separator: ", ")))\n"
            }
            text += "\n"
        }
        text += CocoaPodsRenderer.analyzedInRepo(analyzedCount) + "\n\n"
        if passed { text += TerminalColour.green.paint(CocoaPodsRenderer.allPassed, enabled: ansi) + "\n\n" }
        return text
    }
}
