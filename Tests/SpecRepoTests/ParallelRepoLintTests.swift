import Foundation
import PodspecLint
import Testing

@testable import SpecRepo

/// `repo lint` on all cores prints exactly what it prints on one thread (`PODSPEC_THREADS=1`): the same
/// messages, pods and versions in the same order, strays included, across several chunks of pods.
@Suite struct ParallelRepoLintTests {
    /// A repo of `RepoLinter.podsPerChunk * 2 + 7` pods (so three chunks), whose podspecs differ in their
    /// results: a misplaced version every 5th, a missing summary every 7th, an unloadable one every 11th,
    /// a stray podspec in a pod folder every 13th; plus LintRepo's own pods and a stray outside pod folders.
    func makeRepo(in folder: TemporaryDirectory) throws -> String {
        let repo = folder.child("Big")
        try FileManager.default.copyItem(atPath: specRepoFixtures + "/LintRepo", toPath: repo)
        var files: [String: String] = ["Specs/Loose.podspec": podspecText("Loose", "1.0")]
        for index in 0..<(RepoLinter.podsPerChunk * 2 + 7) {
            let name = "Pod\(index)"
            for version in ["1.0", "1.1"] {
                let declared = index % 5 == 0 && version == "1.1" ? "9.9" : version
                var text = podspecText(name, declared, summary: index % 7 == 0 ? "" : "Pod number \(index).")
                if index % 11 == 0 && version == "1.0" { text = "Pod::Spec.new do |s|\n  s.name = \n" }
                files["Specs/\(name)/\(version)/\(name).podspec"] = text
            }
            if index % 13 == 0 { files["Specs/\(name)/1.0/extra/Other.podspec"] = podspecText("Other", "1.0") }
        }
        try writeTree(files, under: repo)
        return repo
    }

    func rendered(_ repo: String, threads: String) throws -> String {
        let environment = ["PODSPEC_THREADS": threads]
        let report = try RepoLinter(repository: SpecRepository(path: repo), environment: environment).lint()
        return "\(report.analyzedCount)" + report.render() + (report.passed ? "" : report.failureMessage)
    }

    @Test func parallelOutputIsByteIdenticalToOneThread() throws {
        let folder = try TemporaryDirectory("parallel-lint")
        let repo = try makeRepo(in: folder)
        let one = try rendered(repo, threads: "1")
        #expect(one.hasPrefix("\((RepoLinter.podsPerChunk * 2 + 7) * 2 + 3)\n"))
        #expect(one.contains("  - \(repo)/Specs/Stray/Stray.podspec ()\n"))
        #expect(one.contains("  - \(repo)/Specs/Loose.podspec ()\n"))
        #expect(one.contains("  - \(repo)/Specs/Pod13/1.0/extra/Other.podspec ()\n"))
        #expect(one.contains("-> Incorrect path \(repo)/Specs/Pod5/1.1/Pod5.podspec\n  - Pod5 (9.9)\n"))
        for threads in ["2", "3", "8"] {
            #expect(try rendered(repo, threads: threads) == one, "PODSPEC_THREADS=\(threads)")
        }
    }

    @Test func threadCountComesFromTheEnvironment() {
        #expect(Parallel.threads(["PODSPEC_THREADS": "3"]) == 3)
        #expect(Parallel.threads(["PODSPEC_THREADS": "0"]) == ProcessInfo.processInfo.activeProcessorCount)
        #expect(Parallel.threads(["PODSPEC_THREADS": "many"]) == ProcessInfo.processInfo.activeProcessorCount)
        let squares = Parallel.map(Array(0..<1000), threads: 4) { $0 * $0 }
        #expect(squares == (0..<1000).map { $0 * $0 })
    }
}
