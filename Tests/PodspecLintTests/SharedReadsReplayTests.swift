import PodspecModel
import Testing

@testable import PodspecLint

/// The linter replays the results of a spec's first consumer whose reads do not depend on the platform for the
/// spec's other such consumers: the results are those of running every check for every consumer.
@Suite struct SharedReadsReplayTests {
    /// `platforms` values giving one, several, or every platform (nil: the key removed).
    static let platformSets: [PodValue] = [
        ["ios": "12.0"], ["ios": "12.0", "osx": "10.13", "tvos": "12.0"], .null,
    ]

    /// Specs with subspecs, platform Hashes (the spec's own, an ancestor's, one not a Hash), unknown keys,
    /// and values the consumer checks report on.
    static let trees = [
        #"{"frameworks": "UIKit.framework", "compiler_flags": "-Wno-x", "foo": 1, "ios": {"bar": 2}}"#,
        #"{"dependencies": {"A": ["=> 1.0"]}, "subspecs": [{"name": "Core", "frameworks": ["a/b"]}]}"#,
        #"{"osx": {"frameworks": "x/y", "compiler_flags": "-Wno-y"}, "libraries": "libz.dylib"}"#,
        #"{"subspecs": [{"name": "Core", "ios": {"frameworks": "x/y"}, "subspecs": [{"name": "Deep"}]}]}"#,
        #"{"ios": "12.0", "weak_frameworks": "p/q", "source_files": null}"#,
        #"{"pod_target_xcconfig": {"A": "1"}, "subspecs": [{"name": "S", "pod_target_xcconfig": {"A": ["2"]}}]}"#,
        #"{"info_plist": {"K": "V"}, "subspecs": [{"name": "S", "info_plist": {"K": "W"}, "source_files": null}]}"#,
        #"{"scheme": {"launch_arguments": ["x"], "foo": 1}, "test_type": 3, "script_phases": {"name": "x"}}"#,
    ]

    /// The examples of every check, and the trees above, on each set of platforms.
    static let fragments: [String] = LintCheckRegistry.all.flatMap { $0.examples.map(\.fragment) } + trees

    static func specification(_ fragment: String, platforms: PodValue) throws -> Specification {
        guard case .hash(var overrides) = try JSONReader.parse(fragment) else {
            throw ModelError(.argumentError, "not an object: \(fragment)")
        }
        if overrides[.string("platforms")] == nil { overrides[.string("platforms")] = platforms }
        return try LintExample(RubyJSONWriter.dump(.hash(overrides))).specification()
    }

    @Test(arguments: platformSets)
    func replayGivesTheResultsOfRunningTheChecks(_ platforms: PodValue) throws {
        var sawSharedResult = false
        for fragment in Self.fragments {
            let linter = Linter(try Self.specification(fragment, platforms: platforms), file: LintExample.defaultFile)
            let replayed = linter.lint(LintCheckRegistry.quick)
            let ran = linter.lint(LintCheckRegistry.quick, replayingSharedReads: false)
            #expect(replayed == ran, "\(fragment)")
            sawSharedResult = sawSharedResult || ran.contains { $0.platforms.count > 1 }
        }
        // (Some result is reported for several platforms, when there are several.)
        if platforms != ["ios": "12.0"] { #expect(sawSharedResult) }
    }
}
