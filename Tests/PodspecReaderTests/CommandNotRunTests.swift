import Foundation
import PodspecModel
import Testing

@testable import PodspecReader

/// `system(…)` is never run: it answers nil, as Ruby's `system` does when a command cannot start, and the
/// podspec is read on (CocoaPods runs it and goes on; a flutter plugin installs a build phase this way).
@Suite struct CommandNotRunTests {
    private func load(_ contents: String) throws -> (Specification, folder: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("system-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("Demo.podspec").path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return (try PodspecLoader.load(path: path), folder.path)
    }

    @Test(arguments: ["system", "Kernel.system"])
    func answersNilAndRunsNothing(_ call: String) throws {
        let (spec, folder) = try load(
            """
            ran = \(call)("touch \\#{__dir__}/marker")
            Pod::Spec.new do |s|
              s.name = 'Demo'
              s.summary = ran.inspect
              s.version = (\(call)('true') || '1.0').to_s
            end
            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(spec.attributes["summary"] == .string("nil"))
        #expect(spec.attributes["version"] == .string("1.0"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/marker"))
    }

    /// Ruby's arity: `system` needs a command.
    @Test func withoutACommandIsAnArgumentError() {
        #expect {
            _ = try load("system\nPod::Spec.new do |s|\n  s.name = 'Demo'\nend\n")
        } throws: { error in
            (error as? PodspecLoadError)?.message.contains("wrong number of arguments (given 0, expected 1+)") == true
        }
    }

    /// What a command's output feeds stays refused: the podspec's value would be made up.
    @Test(arguments: ["`git describe`", "%x(git describe)", "IO.popen('git describe').read", "exec('ls')"])
    func commandsWhoseOutputIsUsedStayRefused(_ construct: String) {
        #expect {
            _ = try load("v = \(construct)\nPod::Spec.new do |s|\n  s.name = 'Demo'\nend\n")
        } throws: { error in
            (error as? PodspecLoadError)?.isRefusal == true && (error as? PodspecLoadError)?.line == 1
        }
    }

    /// The notice names the call's place, for a person to see what CocoaPods would have run.
    @Test func noticeNamesThePlace() {
        let command = CommandNotRun(file: "/p/Demo.podspec", line: 3, column: 5, construct: "`system`")
        #expect(command.message.hasPrefix("/p/Demo.podspec:3:5: `system` was not run"))
    }
}
