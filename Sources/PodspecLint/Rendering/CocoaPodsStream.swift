import Trust

/// CocoaPods' console output written while podspecs are linted, one podspec at a time, as pod prints
/// it: a progress line, the podspec's block, the verdict sentences of `lib lint` and `spec lint`.
/// Text goes to `write` as soon as it is known; a verdict that ends the command (CocoaPods raises an
/// `Informative`) comes back as its message, for the caller to show as `[!] …` and stop.
public struct CocoaPodsStream {
    public let renderer: CocoaPodsRenderer
    /// Whether the output is a terminal: the ` -> Name\r` progress lines, and the clearing of each
    /// before the block drawn over it, are written there only.
    public let isTerminal: Bool
    private let write: (String) -> Void

    public init(renderer: CocoaPodsRenderer, isTerminal: Bool, write: @escaping (String) -> Void) {
        self.renderer = renderer
        self.isTerminal = isTerminal
        self.write = write
    }

    /// The empty line pod prints before the first podspec.
    public func begin() {
        write("\n")
    }

    /// ` -> Name\r` (on a terminal): shown while the podspec is validated, overwritten by its block.
    public func progress(_ name: String) {
        if isTerminal { write(" -> \(PrintableText.escaped(name))\r") }
    }

    /// The podspec's block, drawn over its progress line: on a terminal the line is cleared first
    /// (`ESC[K`), so a shorter block leaves none of the progress text behind.
    public func block(_ podspec: LintedPodspec) {
        write((isTerminal ? TerminalLine.clear : "") + renderer.render(podspec))
    }

    /// One podspec of `lib lint` or `spec lint`: its progress line (the file's name), `lint`, its block.
    public func podspec(_ file: String, _ lint: () throws -> LintedPodspec) rethrows -> LintedPodspec {
        progress(LintedPodspec.basename(file))
        let podspec = try lint()
        block(podspec)
        return podspec
    }

    /// `lib lint`'s verdict after each podspec: writes `Name passed validation.` and returns nil, or
    /// returns `Name did not pass validation, due to …` (then `hint` on a line of its own), which stops
    /// `lib lint` before the next podspec.
    public func verdict(_ podspec: LintedPodspec, hint: String? = nil) -> String? {
        let name = podspec.name ?? podspec.file
        guard let reason = renderer.verdict.failureReason(podspec.results) else {
            write(renderer.verdictLine(podspec, name: name))
            return nil
        }
        return CocoaPodsRenderer.failed(name, reason: reason) + (hint.map { "\n" + $0 } ?? "")
    }

    /// `spec lint`'s end: `Analyzed N podspecs.`, then `Name passed validation.` (the file's name) or
    /// `All the specs passed validation.`; when some failed, returns the verdict instead.
    public func summary(_ podspecs: [LintedPodspec]) -> String? {
        write(CocoaPodsRenderer.analyzed(podspecs.count) + "\n\n")
        let failures = podspecs.filter { !renderer.verdict.passed($0.results) }
        if failures.isEmpty {
            let passed =
                podspecs.count == 1
                ? CocoaPodsRenderer.passed(PrintableText.escaped(LintedPodspec.basename(podspecs[0].file)))
                : CocoaPodsRenderer.allPassed
            write(TerminalColour.green.paint(passed, enabled: renderer.ansi) + "\n\n")
            return nil
        }
        if podspecs.count == 1, let reason = renderer.verdict.failureReason(podspecs[0].results) {
            return CocoaPodsRenderer.specFailed(reason: reason)
        }
        return CocoaPodsRenderer.someFailed(failures.count, of: podspecs.count)
    }
}
