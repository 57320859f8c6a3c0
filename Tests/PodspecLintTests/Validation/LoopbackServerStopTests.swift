import Foundation
import Testing
import TestSupport

/// The loopback servers tests start go away with them: `git daemon` runs `git-daemon` as its own child,
/// which outlived the server (one orphaned daemon per test) until the whole process group was stopped.
struct LoopbackServerStopTests {
    /// The command lines of the running processes that mention `text`.
    static func processes(mentioning text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(text) ? line : nil
        }
    }

    @Test func gitServerLeavesNoDaemonBehind() throws {
        let scratch = try ScratchFolder()
        var server: LoopbackServer? = try LoopbackServer(.git, serving: scratch.path)
        #expect(Self.processes(mentioning: "git-daemon").contains { $0.contains(scratch.path) })
        server = nil
        _ = server
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline
            && Self.processes(mentioning: "git-daemon").contains(where: { $0.contains(scratch.path) })
        {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(!Self.processes(mentioning: "git-daemon").contains { $0.contains(scratch.path) })
    }
}
