import ArgumentParser
import Foundation
import PodspecModel
import PodspecReader

/// `podspec lib lint [PODSPEC…]`: validates podspecs like `pod lib lint`.
struct LibLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validates a Pod.",
        discussion: "Example: podspec lib lint --quick --format json MyPod.podspec")

    @Argument(help: "The podspecs to lint (default: *.podspec{.json,} in the current folder).")
    var podspecs: [String] = []

    @Flag(help: "Lint skips checks that would require to download and build the spec.")
    var quick = false

    @Option(help: "Output format: cocoapods (default) or json.")
    var format: OutputFormat = .cocoapods

    enum OutputFormat: String, ExpressibleByArgument {
        case cocoapods, json
    }

    func run() throws {
        let paths = podspecs.isEmpty ? PodspecDiscovery.inWorkingDirectory() : podspecs
        guard !paths.isEmpty else {
            Console.output("[!] Unable to find a podspec in the working directory\n")
            throw ExitCode(1)
        }
        let reports = paths.map { LintReport.make(path: $0) }
        let passed = reports.allSatisfy(\.passed)
        switch format {
        case .json: Console.output(LintReport.json(reports, passed: passed))
        case .cocoapods: Console.output(reports.map(\.console).joined())
        }
        if !passed { throw ExitCode(1) }
    }
}

/// Finds podspecs the way `pod lib lint` does (JSON files first).
enum PodspecDiscovery {
    static func inWorkingDirectory() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.currentDirectoryPath)) ?? []
        return files.filter { $0.hasSuffix(".podspec.json") }.sorted() + files.filter { $0.hasSuffix(".podspec") }.sorted()
    }
}
