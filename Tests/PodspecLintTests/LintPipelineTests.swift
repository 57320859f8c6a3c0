import Foundation
import PodspecModel
import Testing

@testable import PodspecLint

/// Load → lint → validate through ``LintPipeline``: one read, the linter's results, the validation's
/// after them, notices as data.
struct LintPipelineTests {
    let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    /// `Pod/Pod.podspec` (``ResultLocationTests/podspecText(_:)``) with a license file and `files`.
    func pod(_ body: String, files: [String: String] = [:]) throws -> String {
        try scratch.write("Pod/LICENSE", "MIT")
        for (path, contents) in files { try scratch.write("Pod/" + path, contents) }
        return try scratch.write("Pod/Pod.podspec", ValidationHarness.podPodspecText(body))
    }

    @Test func lintGivesTheLintersResultsForTheSpecLoadedOnce() throws {
        let path = try pod("  s.frameworks = 'Foo.framework'")
        let pipeline = LintPipeline()
        let loaded = pipeline.load(path)
        let specification = try #require(loaded.specification)
        let linted = pipeline.lint(loaded)
        #expect(linted.results == Linter(specification, file: path).lint())
        #expect(linted.file == path && linted.loaded)
        #expect(linted.name == "Pod" && linted.version == "1.0.0" && linted.displayName == "Pod (1.0.0)")
        #expect(linted.results.diagnostics.contains { $0.attribute == "frameworks" })
        #expect(linted.notices.isEmpty && linted.keptSource == nil)
    }

    /// `displayName` is made when asked for: `Spec#to_s` of the root, its name when `to_s` raises (a version that is
    /// not a String), `No-name` without a name; set, it is the text given, and values compare by their text.
    @Test func displayNameIsTheRootsToS() {
        func linted(_ attributes: [(String, PodValue)]) -> LintedPodspec {
            var spec = Specification(name: "Pod")
            for (key, value) in attributes { spec.attributes[key] = value }
            return LintedPodspec(file: "dir/Pod.podspec", specification: spec, results: LintResults())
        }
        #expect(linted([("version", "1.0")]).displayName == "Pod (1.0)")
        #expect(linted([]).displayName == "Pod")
        #expect(linted([("version", 3)]).displayName == "Pod")
        #expect(linted([("name", .null)]).displayName == "No-name")
        var renamed = linted([("version", "1.0")])
        renamed.displayName = "Other"
        #expect(renamed.displayName == "Other")
        let given = LintedPodspec(
            file: "dir/Pod.podspec", name: "Pod", version: "1.0", loaded: true, results: LintResults(),
            displayName: "Pod (1.0)")
        #expect(linted([("version", "1.0")]) == given)
        #expect(linted([("version", "1.0")]).hashValue == given.hashValue)
        #expect(linted([("version", "2.0")]) != given)
    }

    @Test func aPodspecThatDoesNotLoadGivesL1AndIsNotValidated() throws {
        let path = try scratch.write("Broken/Broken.podspec", "Pod::Spec.new do |s|\n  s.name = \n")
        let pipeline = LintPipeline()
        let loaded = pipeline.load(path)
        #expect(loaded.specification == nil)
        let linted = pipeline.lint(
            loaded, validation: ValidationHarness.offline(), files: .local(root: loaded.podFolder))
        guard case .failure(let error) = loaded.result else { return }
        #expect(!linted.loaded && linted.name == nil && linted.displayName == "Broken.podspec")
        #expect(linted.results == Linter.lint(loadFailure: LoadFailure(error)))
    }

    @Test func theFullValidationFollowsTheLinter() throws {
        let path = try pod("  s.source_files = 'Sources/*.m'", files: ["Sources/A.m": "#import \"Missing.h\"\n"])
        let pipeline = LintPipeline()
        let loaded = pipeline.load(path)
        let quick = pipeline.lint(loaded, validation: nil, files: .local(root: loaded.podFolder))
        let full = pipeline.lint(loaded, validation: ValidationHarness.offline(), files: .local(root: loaded.podFolder))
        #expect(quick == pipeline.lint(loaded))
        #expect(full.results.diagnostics.count > quick.results.diagnostics.count)
        #expect(full.results.diagnostics.contains { $0.message.contains("Missing.h") })
    }

    @Test func validationNoticesComeBackAsData() throws {
        let path = try pod(
            "  s.source_files = 'Sources/*.swift'",
            files: ["Sources/A.swift": "let a = 1\n", ".swift-version": "5.0\n"])
        let pipeline = LintPipeline()
        let loaded = pipeline.load(path)
        let linted = pipeline.lint(
            loaded, validation: ValidationHarness.offline(), files: .local(root: loaded.podFolder))
        #expect(linted.notices == [SwiftVersionValidation.dotSwiftVersionDeprecated])
    }

    @Test func bytesAlreadyReadLoadAsTheFileWould() throws {
        let path = try pod("")
        let pipeline = LintPipeline()
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(pipeline.lint(pipeline.load(contents: bytes, path: path)) == pipeline.lint(path))
    }

    @Test func podFolderIsThePodspecsOwn() {
        #expect(LoadedPodspec(file: "Foo.podspec", result: .success(Specification())).podFolder == ".")
        #expect(LoadedPodspec(file: "a/b/Foo.podspec", result: .success(Specification())).podFolder == "a/b")
        #expect(LoadedPodspec(file: "/Foo.podspec", result: .success(Specification())).podFolder == "/")
    }

    @Test func subspecNamesAreLookedUpUnderTheRoot() throws {
        let path = try pod("  s.subspec 'Core' do |c|\n    c.subspec 'Deep' do |d|\n    end\n  end")
        let root = SpecNode(root: try #require(LintPipeline().load(path).specification))
        #expect(root.subspecFullName("Core") == "Pod/Core")
        #expect(root.subspecFullName("Pod/Core/Deep") == "Pod/Core/Deep")
        #expect(root.spec(named: "Pod/Core/Deep")?.name == "Pod/Core/Deep")
        #expect(root.spec(named: "Pod")?.isRoot == true)
        #expect(root.spec(named: root.subspecFullName("Missing")) == nil)
    }
}
