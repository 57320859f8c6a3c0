import Testing
@testable import PodspecCLI

@Suite struct CLITests {
    @Test func parsesIpcSpec() throws {
        let command = try PodspecCommand.parseAsRoot(["ipc", "spec", "X.podspec"])
        #expect(command is IpcSpecCommand)
    }
}
