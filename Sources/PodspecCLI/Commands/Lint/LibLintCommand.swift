import ArgumentParser
import Foundation
import PodspecLint
import Trust

/// `podspec lib lint [PODSPEC…]`: validates podspecs like `pod lib lint`.
struct LibLintCommand: GlobalOptionsCommand, TrailingPathsCommand {
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
    var trailingPaths: [String] {
        get { podspecs }
        set { podspecs = newValue }
    }

    func run() throws {
        try LintCommandRunner(options: options).run { session, console in
            let paths = podspecs.isEmpty ? PodspecFiles.inFolder(".") : podspecs
            guard !paths.isEmpty else { throw CommandFailure("Unable to find a podspec in the working directory") }
            let lints = session.lintInOrder(paths)
            guard let console else { return try lints.map { try $0() } }
            return try lintOnConsole(Array(zip(paths, lints)), console)
        }
    }

    /// CocoaPods' sequence: a blank line, then each podspec's block and verdict; the first failure
    /// stops the command (the remaining podspecs are not linted).
    private func lintOnConsole(
        _ lints: [(path: String, lint: () throws -> LintedPodspec)], _ console: CocoaPodsStream
    ) throws -> [LintedPodspec] {
        console.begin()
        let hint = options.clean ? "You can use the `--no-clean` option to inspect any issue." : nil
        return try lints.map { path, lint in
            let podspec = try console.podspec(path) { try lint() }
            if let failure = console.verdict(podspec, hint: hint) { throw CommandFailure(failure) }
            return podspec
        }
    }
}
