import ArgumentParser
import Foundation
import PodspecLint
import Trust

/// `podspec spec lint [NAME.podspec|DIRECTORY|URL…]`: validates podspecs like `pod spec lint`.
struct SpecLintCommand: GlobalOptionsCommand, TrailingPathsCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validates a spec file.",
        discussion: """
            Validates NAME.podspec. If a DIRECTORY is provided, it validates the podspec files directly in \
            it (*.podspec and *.podspec.json; subfolders are not searched). In case the argument is omitted, \
            it defaults to the current working dir.

            Examples:
              podspec spec lint --quick
              podspec spec lint Specs/ --format json
              podspec spec lint https://example.org/MyPod.podspec --quick
            """)

    @Argument(help: "Podspec files, folders of podspecs, or http(s) URLs of podspecs (default: the current folder).")
    var paths: [String] = []

    @OptionGroup var options: LintOptions
    var global: GlobalOptions { options.global }
    var trailingPaths: [String] {
        get { paths }
        set { paths = newValue }
    }

    func run() throws {
        let downloads = PodspecDownloads()
        defer { downloads.remove() }
        try LintCommandRunner(options: options).run { session, console in
            let files = try podspecsToLint(downloads)
            let linted = try session.lintInOrder(files, remote: true, sandboxes: files.map(downloads.sandbox))
                .map { try $0() }
            if let console { try printOnConsole(linted, console) }
            return linted
        }
    }

    /// `podspecs_to_lint`: URLs downloaded, folders globbed (`*.podspec{.json,}`), files checked.
    private func podspecsToLint(_ downloads: PodspecDownloads) throws(CommandFailure) -> [String] {
        var files: [String] = []
        for path in paths.isEmpty ? ["."] : paths {
            var isDirectory: ObjCBool = false
            if path.hasPrefix("http://") || path.hasPrefix("https://") {
                files.append(try downloads.fetch(path))
            } else if FileManager.default.fileExists(
                atPath: WorkingDirectory.absolute(path), isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                let found = PodspecFiles.inFolder(path)
                guard !found.isEmpty else { throw CommandFailure(Self.noSpecsMessage(in: path)) }
                files += found
            } else {
                guard FileManager.default.fileExists(atPath: WorkingDirectory.absolute(path)), path.contains(".podspec")
                else {
                    throw CommandFailure("Unable to find a spec named `\(path)'.")
                }
                files.append(path)
            }
        }
        return files
    }

    /// pod's ``No specs found in the current directory.`` for the working folder (the default); a folder
    /// given by name is named (ours).
    static func noSpecsMessage(in directory: String) -> String {
        ["", ".", "./"].contains(directory)
            ? "No specs found in the current directory."
            : "No specs found in `\(PrintableText.escaped(directory))` (podspec looks for *.podspec and "
                + "*.podspec.json directly in it, not in subfolders)."
    }

    /// Every podspec's block, then `Analyzed N podspecs.` and the overall verdict. Written once all
    /// are linted: a fatal error on a later podspec (an unknown `--subspec`) shows alone.
    private func printOnConsole(_ linted: [LintedPodspec], _ console: CocoaPodsStream) throws(CommandFailure) {
        console.begin()
        for podspec in linted { _ = console.podspec(podspec.file) { podspec } }
        if let failure = console.summary(linted) { throw CommandFailure(failure) }
    }
}
