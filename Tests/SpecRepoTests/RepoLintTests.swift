import Foundation
import Testing

@testable import SpecRepo

/// `repo lint`: CocoaPods' health report on a fixture repo (golden output) and on real spec repos.
@Suite struct RepoLintTests {
    @Test func reportsMismatchesLinterResultsAndStraySpecs() throws {
        let folder = try TemporaryDirectory("lint")
        let repo = folder.child("LintRepo")
        try FileManager.default.copyItem(atPath: specRepoFixtures + "/LintRepo", toPath: repo)
        let report = try RepoLinter(repository: SpecRepository(path: repo)).lint()
        let text =
            "\nLinting spec repo `LintRepo`\n" + String(repeating: ".", count: report.analyzedCount)
            + report.render() + (report.passed ? "" : "[!] \(report.failureMessage)\n")
        let expected = try read(specRepoFixtures + "/LintRepo.expected.txt")
        #expect(text.replacingOccurrences(of: repo, with: "REPO") == expected)
        #expect(report.render(onlyErrors: true).contains("bogus") == false)
        let coloured = report.render(ansi: true)
        #expect(coloured.contains("\u{1B}[33m-> Unrecognized `bogus` key.\u{1B}[0m\n"))
        #expect(coloured.contains("\u{1B}[31m-> Stray spec\u{1B}[0m\n"))
        #expect(
            coloured.replacingOccurrences(of: "\u{1B}\\[[0-9]+m", with: "", options: .regularExpression)
                == report.render())
    }

    @Test func passesARepoWithoutErrors() throws {
        let folder = try TemporaryDirectory("lint-ok")
        try FileManager.default.createDirectory(atPath: folder.child("Good/1.0"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: specRepoFixtures + "/LintRepo/Specs/Good/1.0/Good.podspec",
            toPath: folder.child("Good/1.0/Good.podspec"))
        let report = try RepoLinter(repository: SpecRepository(path: folder.path)).lint()
        #expect(report.render() == "\n\nAnalyzed 1 podspecs files.\n\nAll the specs passed validation.\n\n")
        #expect(report.render(ansi: true).hasSuffix("\u{1B}[32mAll the specs passed validation.\u{1B}[0m\n\n"))
    }

    /// Every podspec of the smaller conformance spec repos (the largest are for `Scripts/bench`) is
    /// either analysed or reported as stray (skipped when `../shared/conformance` is absent).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: RepoLintTests.conformanceRepos)))
    func lintsTheConformanceSpecRepos() throws {
        for repository in ReposDirectory(path: Self.conformanceRepos).repositories() {
            let total = Self.podspecCount(under: repository.path)
            guard total <= 400 else { continue }
            do {
                let report = try RepoLinter(repository: repository).lint()
                let stray = report.errors.first { $0.message == "Stray spec" }?.versionsByPod.count ?? 0
                #expect(report.analyzedCount + stray == total, "\(repository.name)")
            } catch let error as SpecRepoError {
                #expect(error.message.hasPrefix("An unexpected version directory"), "\(repository.name): \(error)")
            }
        }
    }

    static let conformanceRepos: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("shared/conformance/specrepos").path
    }()

    static func podspecCount(under path: String) -> Int {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var count = 0
        while let item = enumerator?.nextObject() as? String {
            let name = (item as NSString).lastPathComponent
            if item.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if name.hasSuffix(".podspec") || name.hasSuffix(".podspec.json") { count += 1 }
        }
        return count
    }
}
