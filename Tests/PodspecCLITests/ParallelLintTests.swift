import Foundation
import PodspecLint
import Testing

@testable import PodspecCLI

/// `lib lint --quick` / `spec lint --quick` of many podspecs on all cores give what one thread gives,
/// in the order given; a fatal error still comes at its podspec's turn.
struct ParallelLintTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .appendingPathComponent("../../../Fixtures/Lint/folder").standardizedFileURL.path

    /// The fixtures' podspecs, each several times over, as absolute paths.
    static let paths = (0..<8).flatMap { _ in ["Good", "One", "Warn"].map { "\(folder)/\($0).podspec" } }

    func lint(_ arguments: [String], threads: Int, paths: [String] = paths) throws -> [LintedPodspec] {
        let session = try LintSession(
            options: try LintOptions.parse(arguments), environment: ["PODSPEC_THREADS": "\(threads)"])
        return try session.lintInOrder(paths).map { try $0() }
    }

    @Test func allCoresGiveOneThreadsResultsInOrder() throws {
        let parallel = try lint(["--quick"], threads: 4)
        #expect(parallel == (try lint(["--quick"], threads: 1)))
        #expect(parallel.map(\.file) == Self.paths)
        #expect(parallel == Self.paths.map { LintPipeline(environment: ["PODSPEC_THREADS": "4"]).lint($0) })
    }

    @Test func aFatalErrorComesAtItsPodspecsTurn() throws {
        let session = try LintSession(
            options: try LintOptions.parse(["--quick", "--subspec=Nope"]), environment: ["PODSPEC_THREADS": "4"])
        let lints = session.lintInOrder(["\(Self.folder)/Missing.podspec", "\(Self.folder)/One.podspec"])
        #expect(try lints[0]().loaded == false)
        #expect(throws: CommandFailure.self) { try lints[1]() }
    }
}
