import ArgumentParser
import Foundation
import PodspecLint
import PodspecModel

/// The options `lib lint` and `spec lint` share, named as `pod` names them.
struct LintOptions: ParsableArguments {
    @Flag(help: "Lint skips checks that would require to download and build the spec.")
    var quick = false

    @Flag(help: "Lint validates even if warnings are present.")
    var allowWarnings = false

    @Flag(name: .customLong("private"), help: "Lint skips checks that apply only to public specs.")
    var isPrivate = false

    @Option(help: "Lint validates only the given subspec.")
    var subspec: String?

    @Flag(inversion: .prefixedNo, help: "Lint validates also the subspecs (--no-subspecs skips them).")
    var subspecs = true

    @Option(
        help:
            "Lint against specific platforms (defaults to all platforms supported by the podspec). Multiple platforms must be comma-delimited."
    )
    var platforms: String?

    @Flag(help: "Lint stops on the first failing platform or subspec.")
    var failFast = false

    @Option(
        help:
            "The SWIFT_VERSION that should be used to lint the spec. This takes precedence over the Swift versions specified by the spec or a `.swift-version` file."
    )
    var swiftVersion: String?

    @Flag(inversion: .prefixedNo, help: "Lint leaves the fetched sources in place for inspection (--no-clean).")
    var clean = true

    @Option(
        help:
            "The sources from which to pull dependent pods, comma-delimited names, URLs or spec repo folders (default: trunk)."
    )
    var sources: String?

    @Flag(name: .customLong("skip-urls"), help: "Lint does not check the homepage and other URLs (no network).")
    var skipURLs = false

    @Option(help: "Output format: cocoapods (default), json, sarif, github, compiler.")
    var format: LintOutputFormat = .cocoapods

    @OptionGroup var global: GlobalOptions

    @OptionGroup(title: "Dependencies and fetched sources")
    var fetching: LintFetchingOptions

    @OptionGroup(title: "Accepted for compatibility with pod (podspec never builds)")
    var buildOptions: BuildCompatibilityOptions

    /// The verdict rules these options select.
    var verdict: LintVerdict { LintVerdict(allowWarnings: allowWarnings, isPrivate: isPrivate) }

    /// Whether to colour: asked for, standard output is a terminal, and `NO_COLOR` unset.
    var colours: Bool { global.colours }

    /// `--platforms` parsed as `Validator` does (`macos` → `osx`), in the order given, without duplicates.
    func requestedPlatforms() throws(CommandFailure) -> [PlatformName] {
        guard let platforms else { return [] }
        var names: [PlatformName] = []
        for raw in platforms.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !raw.isEmpty {
            guard let name = PlatformName(parsing: raw) else {
                let valid = PlatformName.allOrder.map(\.displayName).joined(separator: ", ")
                throw CommandFailure("Unrecognized platform `\(raw)`. Valid platforms: \(valid)")
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}

/// `pod lib lint` options that drive xcodebuild. podspec never builds, so they are accepted (a CI
/// script ports unchanged) and have no effect.
struct BuildCompatibilityOptions: ParsableArguments {
    @Flag(help: .hidden) var useLibraries = false
    @Flag(help: .hidden) var useModularHeaders = false
    @Flag(help: .hidden) var useStaticFrameworks = false
    @Flag(help: .hidden) var skipTests = false
    @Flag(help: .hidden) var analyze = false
    @Option(help: .hidden) var testSpecs: String?
    @Option(help: .hidden) var configuration: String?
}

/// The output formats of the lint commands.
enum LintOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case cocoapods, json, sarif, github, compiler
}
