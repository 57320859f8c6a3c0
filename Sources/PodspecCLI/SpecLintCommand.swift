import ArgumentParser
import Foundation
import PodspecLint
import Trust

/// `podspec spec lint [NAME.podspec|DIRECTORY|URL…]`: validates podspecs like `pod spec lint`.
struct SpecLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validates a spec file.",
        discussion: """
            Validates NAME.podspec. If a DIRECTORY is provided, it validates the podspec files found, \
            including subfolders. In case the argument is omitted, it defaults to the current working dir.

            Examples:
              podspec spec lint --quick
              podspec spec lint Specs/ --format json
              podspec spec lint https://example.org/MyPod.podspec --quick
            """)

    @Argument(help: "Podspec files, folders of podspecs, or http(s) URLs of podspecs (default: the current folder).")
    var paths: [String] = []

    @OptionGroup var options: LintOptions

    func run() throws {
        let downloads = PodspecDownloads()
        defer { downloads.remove() }
        try LintCommandRunner(options: options).run { session in
            let files = try podspecsToLint(downloads)
            let linted = try files.map { try session.lint($0, remote: true, sandbox: downloads.sandbox(for: $0)) }
            if session.machineRenderer() == nil { printOnConsole(linted, session) }
            return linted
        }
    }

    /// `podspecs_to_lint`: URLs downloaded, folders globbed (`*.podspec{.json,}`), files checked.
    private func podspecsToLint(_ downloads: PodspecDownloads) throws(LintCommandError) -> [String] {
        var files: [String] = []
        for path in paths.isEmpty ? ["."] : paths {
            var isDirectory: ObjCBool = false
            if path.hasPrefix("http://") || path.hasPrefix("https://") {
                files.append(try downloads.fetch(path))
            } else if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                files += PodspecDiscovery.inDirectory(path)
                if files.isEmpty { throw LintCommandError("No specs found in the current directory.") }
            } else {
                guard FileManager.default.fileExists(atPath: path), path.contains(".podspec") else {
                    throw LintCommandError("Unable to find a spec named `\(path)'.")
                }
                files.append(path)
            }
        }
        return files
    }

    /// Every podspec's block, then `Analyzed N podspecs.` and the overall verdict.
    private func printOnConsole(_ linted: [LintedPodspec], _ session: LintSession) {
        let out = LintConsole(options: options)
        out.print("\n")
        for podspec in linted {
            out.progress(podspec.file)
            out.print(session.consoleRenderer.render(podspec))
        }
        out.print("Analyzed \(linted.count) \(linted.count == 1 ? "podspec" : "podspecs").\n\n")
        let failures = linted.filter { !options.verdict.passed($0.results) }
        if failures.isEmpty {
            let passed =
                linted.count == 1
                ? "\(PrintableText.escaped(LintedPodspec.basename(linted[0].file))) passed validation."
                : "All the specs passed validation."
            out.print(out.coloured(passed, .green) + "\n\n")
        } else if linted.count == 1, let reason = options.verdict.failureReason(linted[0].results) {
            out.informative("The spec did not pass validation, due to \(reason).")
        } else {
            out.informative("\(failures.count) out of \(linted.count) specs failed validation.")
        }
    }
}
