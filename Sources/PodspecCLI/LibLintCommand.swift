import ArgumentParser
import Foundation
import PodspecLint
import Trust

/// `podspec lib lint [PODSPEC…]`: validates podspecs like `pod lib lint`.
struct LibLintCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validates a Pod.",
        discussion: """
            Validates the Pod using the files in the working directory.

            Examples:
              podspec lib lint --quick
              podspec lib lint MyPod.podspec --allow-warnings --private
              podspec lib lint --quick --format github **/*.podspec
            """)

    @Argument(help: "The podspecs to lint (default: *.podspec{.json,} in the current folder).")
    var podspecs: [String] = []

    @OptionGroup var options: LintOptions
    var global: GlobalOptions { options.global }

    func run() throws {
        try LintCommandRunner(options: options).run { session in
            let paths = podspecs.isEmpty ? PodspecDiscovery.inWorkingDirectory() : podspecs
            guard !paths.isEmpty else { throw LintCommandError("Unable to find a podspec in the working directory") }
            if session.machineRenderer() != nil { return try paths.map(session.lint) }
            return try lintOnConsole(paths, session)
        }
    }

    /// CocoaPods' sequence: a blank line, then each podspec's block and verdict; the first failure
    /// stops the command (the remaining podspecs are not linted).
    private func lintOnConsole(_ paths: [String], _ session: LintSession) throws -> [LintedPodspec] {
        let out = LintConsole(options: options)
        out.print("\n")
        var linted: [LintedPodspec] = []
        for path in paths {
            out.progress(path)
            let podspec = try session.lint(path)
            linted.append(podspec)
            out.result(session.consoleRenderer.render(podspec))
            guard let reason = options.verdict.failureReason(podspec.results) else {
                let name = PrintableText.escaped(podspec.name ?? path)
                out.print(out.coloured("\(name) passed validation.", .green) + "\n")
                continue
            }
            var message = "\(podspec.name ?? path) did not pass validation, due to \(reason)."
            if options.clean { message += "\nYou can use the `--no-clean` option to inspect any issue." }
            throw LintCommandError(message)
        }
        return linted
    }
}

/// Finds podspecs the way `pod lib lint` does (JSON files first).
enum PodspecDiscovery {
    static func inWorkingDirectory() -> [String] {
        inDirectory(".")
    }

    /// `Pathname.glob(dir + '*.podspec{.json,}')`: JSON podspecs first, each group sorted; paths
    /// relative to `dir` as given (`.` gives bare file names).
    static func inDirectory(_ directory: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let prefix = directory == "." ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
        let json = files.filter { $0.hasSuffix(".podspec.json") }.sorted()
        let ruby = files.filter { $0.hasSuffix(".podspec") }.sorted()
        return (json + ruby).map { prefix + $0 }
    }
}
