import Foundation
import PodspecReader
import Testing

@testable import PodspecLint
@testable import SpecRepo

/// The imports check with the headers of dependency pods: `Fixtures/Pods/UsesDepKit` imports
/// headers of DepKit, which a local spec repo describes and a `git daemon` on loopback serves.
@Suite(.serialized) struct DependencyHeadersTests {
    let root: RepositoryRoot
    let daemon: GitDaemon
    let specs: TemporaryDirectory

    init() throws {
        root = try RepositoryRoot()
        try root.makePodRepository("DepKit", fixture: "DepKit", tag: "1.0.0")
        daemon = try GitDaemon.start(serving: root)
        specs = try TemporaryDirectory("dependency-specs")
    }

    /// A spec repo with DepKit at `versions`, each with its source at the tag of that version.
    func specRepo(_ versions: [String]) throws -> SpecRepository {
        for version in versions {
            try write(
                """
                Pod::Spec.new do |s|
                  s.name                = 'DepKit'
                  s.version             = '\(version)'
                  s.summary             = 'The dependency of UsesDepKit.'
                  s.homepage            = 'https://example.com/DepKit'
                  s.license             = { :type => 'MIT', :file => 'LICENSE' }
                  s.author              = { 'Author' => 'author@example.com' }
                  s.source              = { :git => '\(daemon.url("DepKit"))', :tag => s.version.to_s }
                  s.ios.deployment_target = '12.0'
                  s.osx.deployment_target = '10.13'
                  s.source_files        = 'Sources/*.{h,m}'
                  s.public_header_files = 'Sources/DepKit.h'
                end

                """, to: specs.child("Specs/DepKit/\(version)/DepKit.podspec"))
        }
        return SpecRepository(path: specs.path)
    }

    /// The result lines of `lib lint UsesDepKit.podspec` (without URL checks) with `source` as `--sources`.
    func validate(_ source: (any PodVersionSource)?) throws -> [String] {
        let folder = podFixtures + "/UsesDepKit"
        let path = folder + "/UsesDepKit.podspec"
        var options = ValidationOptions()
        options.checkURLs = false
        options.versionSource = source
        let validated = LintPipeline().lint(LintPipeline().load(path), validation: options, files: .local(root: folder))
        return validated.results.diagnostics.map { CocoaPodsRenderer().line($0) }
    }

    func fetchedFolders() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []).filter {
            $0.hasPrefix("podspec-lint-DepKit-")
        }
    }

    @Test func importsResolveAmongTheDependencysPublicHeadersFetchedOnce() throws {
        let before = fetchedFolders()
        // 2.0.0 does not satisfy `~> 1.0` (and its tag is not served): 1.0.0 is fetched.
        let lines = try validate(try specRepo(["1.0.0", "2.0.0"]))
        #expect(
            lines == [
                "    - ERROR | imports: \(ImportValidation.notFound("Sources/UsesDepKit.m:3:9", header: "DepKitPrivate.h"))\n"
            ])
        // One look-up of the tag and one fetch, for both platforms.
        #expect(daemon.fetchRequests("DepKit") == 2)
        #expect(fetchedFolders() == before)
    }

    @Test func aDependencyThatCannotBeFetchedOrFoundTurnsTheImportsIntoWarnings() throws {
        let warnings = [
            "    - WARN  | imports: \(ImportValidation.notFound("Sources/UsesDepKit.m:1:9", header: "DepKit.h"))\n",
            "    - WARN  | imports: \(ImportValidation.notFound("Sources/UsesDepKit.m:3:9", header: "DepKitPrivate.h"))\n",
        ]
        #expect(try validate(try specRepo(["1.1.0"])) == warnings)  // tag 1.1.0 is not on the remote
        #expect(try validate(nil) == warnings)  // no spec repo: not looked up
    }
}
