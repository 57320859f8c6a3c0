import Foundation
import Testing

/// libgit2, libcrypto and libcurl are not linked: the built `podspec` opens each with dlopen on first use,
/// so a command that needs none of them starts without loading them (and the two dozen libraries libgit2
/// pulls in). Seen through the dynamic loader's own log (`LD_DEBUG=files`).
@Suite struct LazyLibraryTests {
    /// The libraries the loader opened while `command` ran.
    static func librariesLoaded(by command: String) throws -> String {
        let outcome = try WorkflowWorkspace().run("LD_DEBUG=files \(command)")
        #expect(outcome.status == 0, "\(outcome.output)")
        return outcome.output.split(separator: "\n").filter { $0.contains("file=") }.joined(separator: "\n")
    }

    @Test(arguments: [
        "podspec --version",
        "podspec lib lint --quick '\(WorkflowWorkspace.fixtures)/Example/Example.podspec'",
    ])
    func commandsWithoutGitLoadNeitherLibgit2NorLibcrypto(command: String) throws {
        let loaded = try Self.librariesLoaded(by: command)
        #expect(loaded.contains("file=libc.so"), "the loader's log is read: \(loaded)")
        for library in ["libgit2", "libssh2", "libmbed", "libkrb5", "libcrypto", "libcurl"] {
            #expect(!loaded.contains(library), "\(library) loaded by `\(command)`:\n\(loaded)")
        }
    }

    @Test func aCommandUsingGitLoadsLibgit2() throws {
        // `env` reports the libgit2 version, so it opens the library.
        let loaded = try Self.librariesLoaded(by: "podspec env")
        #expect(loaded.contains("file=libgit2.so."), "\(loaded)")
    }
}
