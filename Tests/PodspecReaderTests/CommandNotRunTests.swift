import Foundation
import PodspecModel
import Testing

@testable import PodspecReader

/// `system(…)` is never run: it answers nil, as Ruby's `system` does when a command cannot start, and the
/// podspec is read on (CocoaPods runs it and goes on; a flutter plugin installs a build phase this way).
/// Other commands fail inside a `rescue` as a program that cannot start does.
@Suite struct CommandNotRunTests {
    private func load(_ contents: String) throws -> (Specification, folder: ScratchFolder) {
        let folder = ScratchFolder("system")
        let path = folder.file("Demo.podspec").path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return (try PodspecLoader.load(path: path), folder)
    }

    @Test(arguments: ["system", "Kernel.system"])
    func answersNilAndRunsNothing(_ call: String) throws {
        let (spec, folder) = try load(
            """
            ran = \(call)("touch #{__dir__}/marker")
            Pod::Spec.new do |s|
              s.name = 'Demo'
              s.summary = ran.inspect
              s.version = (\(call)('true') || '1.0').to_s
            end
            """)
        #expect(spec.attributes["summary"] == .string("nil"))
        #expect(spec.attributes["version"] == .string("1.0"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/marker"))
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

    /// A refused command inside `begin … rescue` fails as Ruby's does when its program cannot start
    /// (`Errno::ENOENT`, a `SystemCallError`), so the podspec's own fallback runs, and nothing is run.
    @Test func aRescuedCommandFailsAsAMissingProgram() throws {
        let (spec, folder) = try load(
            """
            version = begin
              `node --print "require('./package.json').version"`
            rescue
              '0.0.0'
            end
            described = %x(git describe --tags) rescue 'untagged'
            failure = begin
              IO.popen(['touch', 'marker']).read
            rescue SystemCallError => e
              "#{e.class}: #{e.message}"
            end
            begin
              `touch #{__dir__}/marker`
            rescue Errno::ENOENT => e
              message = e.message
            end
            Pod::Spec.new do |s|
              s.name = 'Demo'
              s.version = version
              s.summary = [described, failure, message].join(' | ')
            end
            """)
        #expect(spec.attributes["version"] == .string("0.0.0"))
        #expect(
            spec.attributes["summary"]
                == .string(
                    "untagged | Errno::ENOENT: No such file or directory - `IO` | No such file or directory - touch"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/marker"))
    }

    /// A `rescue` for other errors does not catch it: the refusal ends the load with its line.
    @Test func aRescueForOtherErrorsLeavesTheRefusal() {
        #expect {
            _ = try load("v = begin\n  `ls`\nrescue ArgumentError\n  'x'\nend\nPod::Spec.new do |s|\nend\n")
        } throws: { error in
            (error as? PodspecLoadError)?.isRefusal == true && (error as? PodspecLoadError)?.line == 2
        }
    }

    /// The notice names the call's place, for a person to see what CocoaPods would have run.
    @Test func noticeNamesThePlace() {
        let command = CommandNotRun(
            file: "/p/Demo.podspec", line: 3, column: 5, construct: "`system`", reason: "runs a shell command",
            outcome: "it answered nil")
        #expect(
            command.message
                == "/p/Demo.podspec:3:5: `system` was not run (it runs a shell command; podspec never runs code "
                + "from a podspec): it answered nil.")
    }
}
