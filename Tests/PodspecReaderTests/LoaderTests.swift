import Foundation
import PodspecModel
import Testing
@testable import PodspecReader

@Suite struct LoaderTests {
    /// Writes `contents` as `name` in a fresh folder and loads it.
    func load(_ contents: String, name: String = "Demo.podspec", extra: [String: String] = [:]) throws(PodspecLoadError)
        -> Specification
    {
        let folder = ScratchFolder("reader")
        for (file, text) in extra {
            try? text.write(to: folder.file(file), atomically: true, encoding: .utf8)
        }
        let path = folder.file(name).path
        try? contents.write(toFile: path, atomically: true, encoding: .utf8)
        return try withExtendedLifetime(folder) { () throws(PodspecLoadError) in try PodspecLoader.load(path: path) }
    }

    @Test func interpolationOfTheVersionAndPlatforms() throws {
        let spec = try load(
            """
            Pod::Spec.new do |s|
              s.name = 'Demo'
              s.version = '1.2.0'
              s.source = { :git => 'https://example.com/Demo.git', :tag => "v#{s.version}" }
              s.ios.deployment_target = '12.0'
            end
            """)
        #expect(spec.attributes["source"]?["tag"] == .string("v1.2.0"))
        #expect(spec.attributes["platforms"]?["ios"] == .string("12.0"))
    }

    @Test func jsonOutputMatchesCocoaPodsShape() throws {
        let spec = try load("Pod::Spec.new do |s|\n  s.name = 'Demo'\n  s.platform = :ios, '9.0'\nend\n")
        #expect(try spec.toJSON() == "{\"name\":\"Demo\",\"platforms\":{\"ios\":\"9.0\"}}\n")
    }

    @Test func readsPackageJSONBesideThePodspec() throws {
        let spec = try load(
            """
            require 'json'
            package = JSON.parse(File.read(File.join(__dir__, 'package.json')))
            Pod::Spec.new do |s|
              s.name = 'Demo'
              s.version = package['version']
            end
            """, extra: ["package.json": "{\"version\": \"3.4.5\"}"])
        #expect(spec.attributes["version"] == .string("3.4.5"))
    }

    /// Every construct the README lists as refused: shell, eval, send, network, writes, reads outside
    /// (`system` is not run either, but the podspec is read on: `CommandNotRunTests`).
    @Test(arguments: [
        "`ls`", "%x(ls)", "%x{ls}", "exec('ls')", "spawn('ls')", "fork",
        "Process.spawn('ls')", "IO.popen('ls')", "Open3.capture2('ls')", "eval('1')", "instance_eval('1')",
        "s.instance_eval('1')", "Object.class_eval('1')", "binding.eval('1')", "Kernel.send(:system, 'ls')",
        "'x'.send(:upcase)", "Net::HTTP.get(URI('http://127.0.0.1/'))", "URI.open('http://127.0.0.1/')",
        "open('http://127.0.0.1/')", "File.write('x', 'y')", "File.open('x', 'w')", "File.open('Demo.podspec', 'r+')",
        "File.read('/etc/passwd')",
        "Dir.glob('/etc/*')", "require_relative '/etc/passwd'",
    ])
    func refusedConstructsNameTheirLocation(_ construct: String) {
        do {
            _ = try load("Pod::Spec.new do |s|\n  s.name = \(construct)\nend\n")
            Issue.record("\(construct) was not refused")
        } catch {
            #expect(error.isRefusal)
            #expect(error.line == 2)
            #expect(error.message.contains("Demo.podspec:2:"))
        }
    }

    /// `rescue Errno::ENOENT` catches a missing file, and `Errno::X` keeps its full name (it was `ENOENT`).
    @Test func errnoClassesKeepTheirFullName() throws {
        let spec = try load(
            """
            found = begin
              File.read('missing.txt')
            rescue Errno::EACCES
              'wrong class'
            rescue Errno::ENOENT => e
              e.class.name
            end
            Pod::Spec.new do |s|
              s.name = 'Demo'
              s.summary = [found, Errno::ENOENT.name, Errno::ENOENT.ancestors.include?(SystemCallError)].join(' ')
            end
            """)
        #expect(spec.attributes["summary"] == .string("Errno::ENOENT Errno::ENOENT true"))
    }

    /// `=~` gives the match's character index, as Ruby does (not a UTF-16 or byte offset).
    @Test(arguments: [("'abc' =~ /c/", "2"), ("'日本c' =~ /c/", "2"), ("'😀c' =~ /c/", "1"), ("'abc' =~ /z/", "")])
    func matchOperatorGivesTheCharacterIndex(expression: String, index: String) throws {
        let spec = try load("Pod::Spec.new do |s|\n  s.name = 'Demo'\n  s.summary = (\(expression)).to_s\nend\n")
        #expect(spec.attributes["summary"] == .string(index))
    }

    /// A monorepo package requiring a sibling's helper: inside it, `__dir__` and `require_relative` are the
    /// helper's; a plain `require '../x'` is found from the podspec's folder.
    @Test func requiredFilesSeeTheirOwnFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("require-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "packages/app/package.json": #"{"sdk": "12.1"}"#,
            "packages/app/helper.rb":
                "require_relative 'more'\n$sdk = JSON.parse(File.read(File.join(__dir__, 'package.json')))['sdk']\n",
            "packages/app/more.rb": "$more = File.basename(__FILE__)\ndef app_folder\n  File.basename(__dir__)\nend\n",
            "packages/ml/Demo.podspec": """
            require 'json'
            require '../app/helper'
            Pod::Spec.new do |s|
              s.name = 'Demo'
              s.version = $sdk
              s.summary = $more + ' ' + File.basename(__dir__)
              s.homepage = app_folder
            end
            """,
        ]
        for (relative, text) in files {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let spec = try PodspecLoader.load(path: root + "/packages/ml/Demo.podspec")
        #expect(spec.attributes["version"] == .string("12.1"))
        #expect(spec.attributes["summary"] == .string("more.rb ml"))
        #expect(spec.attributes["homepage"] == .string("app"))  // a method from the helper sees the helper's folder

        /// Rewrites `file` with `text`, then expects loading to fail at the podspec's `line` with a nil error.
        func expectFailure(after file: String, is text: String, atLine line: Int) throws {
            try text.write(toFile: root + "/packages/app/" + file, atomically: true, encoding: .utf8)
            do {
                _ = try PodspecLoader.load(path: root + "/packages/ml/Demo.podspec")
                Issue.record("the error raised in \(file) was not reported")
            } catch {
                #expect(error.line == line)
                #expect(error.message.contains("undefined method `[]' for nil"))
            }
        }
        // CocoaPods shows the podspec's line of the backtrace: the call of a helper's method (line 7), or the
        // `require` of a helper whose own code fails (line 2).
        try expectFailure(after: "more.rb", is: "$more = 'm'\ndef app_folder\n  nil['x']\nend\n", atLine: 7)
        try expectFailure(after: "helper.rb", is: "x = nil\n\nx['sdk']\n", atLine: 2)
    }

    /// CocoaPods' platform proxy has writers only: reading `s.ios.deployment_target` raises, so a podspec's
    /// `rescue` fallback is what counts (PromiseKit 1.x: `[\"5.0\", (ss.ios.deployment_target rescue \"0\")].max`).
    @Test func platformProxyHasNoReaders() throws {
        let spec = try load(
            """
            Pod::Spec.new do |s|
              s.name = 'Demo'
              s.ios.deployment_target = '6.0'
              s.ios.deployment_target = ["5.0", (s.ios.deployment_target rescue "0")].max
            end
            """)
        #expect(spec.attributes["platforms"] == .hash([.string("ios"): .string("5.0")]))
        #expect(throws: PodspecLoadError.self) {
            try load("Pod::Spec.new do |s|\n  s.name = 'Demo'\n  s.summary = s.ios.deployment_target\nend\n")
        }
    }

    @Test func unknownWriterFailsLikeCocoaPods() {
        do {
            _ = try load("Pod::Spec.new do |s|\n  s.name = 'Demo'\n  s.clean_paths = 'x'\nend\n")
            Issue.record("should fail")
        } catch {
            #expect(error.line == 3)
            #expect(error.message.contains("undefined method `clean_paths=' for #<Pod::Specification name=\"Demo\">."))
            #expect(error.message.contains(" >    s.clean_paths = 'x'\n"))
        }
    }

    @Test func dependencyWithGitIsALoadError() {
        do {
            _ = try load("Pod::Spec.new do |s|\n  s.name = 'Demo'\n  s.dependency 'X', :git => 'u'\nend\n")
            Issue.record("should fail")
        } catch {
            #expect(error.line == 3)
            #expect(error.message.contains("The `:git` option is not supported."))
        }
    }

    @Test func infiniteLoopsStop() {
        #expect(throws: PodspecLoadError.self) { try load("while true\nend\n") }
    }
}
