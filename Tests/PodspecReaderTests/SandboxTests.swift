import Foundation
import PodspecModel
import Testing
@testable import PodspecReader

/// The read sandbox, on real folders: both sides of the rule inside and outside a git work tree, HOME, symlinks.
@Suite struct SandboxTests {
    /// A fresh folder tree under the temporary directory, removed by the caller.
    struct Tree {
        let root: String

        init() {
            root = Sandbox.resolved(
                (NSTemporaryDirectory() as NSString).appendingPathComponent("sandbox-\(UUID().uuidString)"))
            try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        }

        func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }

        func write(_ relative: String, _ text: String) {
            let full = path(relative)
            try? FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? text.write(toFile: full, atomically: true, encoding: .utf8)
        }

        func mkdir(_ relative: String) {
            try? FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    /// A podspec whose version comes from the JSON file at `relative` (relative to the podspec's folder).
    static func podspec(reading relative: String) -> String {
        """
        require 'json'
        package = JSON.parse(File.read(File.join(__dir__, '\(relative)')))
        Pod::Spec.new do |s|
          s.name = 'Demo'
          s.version = package['version']
        end
        """
    }

    func load(_ tree: Tree, _ podspec: String, home: String? = nil) throws(PodspecLoadError) -> Specification {
        try PodspecLoader.load(path: tree.path(podspec), environment: ["HOME": home ?? tree.path("elsewhere-home")])
    }

    @Test func outsideGitReadsUpToTwoFoldersAbove() throws {
        let tree = Tree()
        defer { tree.remove() }
        tree.write("mono/package.json", #"{"version": "2.0.0"}"#)
        tree.write("mono/packages/lib/Demo.podspec", SandboxTests.podspec(reading: "../../package.json"))
        let spec = try load(tree, "mono/packages/lib/Demo.podspec")
        #expect(spec.attributes["version"] == .string("2.0.0"))
        #expect(Sandbox.forPodspec(at: tree.path("mono/packages/lib/Demo.podspec")).root == tree.path("mono"))
    }

    @Test func outsideGitRefusesThreeFoldersAbove() {
        let tree = Tree()
        defer { tree.remove() }
        tree.write("package.json", #"{"version": "2.0.0"}"#)
        tree.write("mono/packages/lib/Demo.podspec", SandboxTests.podspec(reading: "../../../package.json"))
        do {
            _ = try load(tree, "mono/packages/lib/Demo.podspec")
            Issue.record("a read three folders above the podspec was allowed")
        } catch {
            #expect(error.isRefusal)
            #expect(error.line == 2)
            #expect(error.message.contains("Demo.podspec:2:"))
            #expect(error.message.contains("refused File.read: it reads `\(tree.path("package.json"))`"))
            #expect(error.message.contains("outside `\(tree.path("mono"))`"))
        }
    }

    @Test func insideGitTheWorkTreeIsTheLimitEitherWay() throws {
        let tree = Tree()
        defer { tree.remove() }
        tree.mkdir("repo/.git")
        tree.write("repo/package.json", #"{"version": "3.0.0"}"#)
        tree.write("repo/a/b/c/Demo.podspec", SandboxTests.podspec(reading: "../../../package.json"))
        tree.write("outside.json", #"{"version": "9.9.9"}"#)
        tree.write("repo/Other.podspec", SandboxTests.podspec(reading: "../outside.json"))
        // Three folders up is fine inside the work tree…
        #expect(try load(tree, "repo/a/b/c/Demo.podspec").attributes["version"] == .string("3.0.0"))
        // …but one folder above the work tree is not, although the two-levels rule alone would allow it.
        #expect(throws: PodspecLoadError.self) { try load(tree, "repo/Other.podspec") }
        #expect(Sandbox.forPodspec(at: tree.path("repo/a/b/c/Demo.podspec")).root == tree.path("repo"))
    }

    /// Outside git, the package a podspec ships in (npm's `package.json`, Dart's `pubspec.yaml`) is its
    /// sandbox when it is above the two levels: React Native's ReactCommon podspecs read its package.json.
    @Test(arguments: ["package.json", "pubspec.yaml"])
    func thePackageAPodspecShipsInOutsideGit(_ manifest: String) throws {
        let tree = Tree()
        defer { tree.remove() }
        tree.write("app/package.json", "{}")
        tree.write("app/data.json", #"{"version": "1.0.0"}"#)
        tree.write("app/rn/\(manifest)", "{}\n")
        tree.write("app/rn/data.json", #"{"version": "3.0.0"}"#)
        tree.write("app/rn/Common/fabric/graphics/Demo.podspec", SandboxTests.podspec(reading: "../../../data.json"))
        tree.write("app/rn/Common/fabric/graphics/Far.podspec", SandboxTests.podspec(reading: "../../../../data.json"))
        #expect(
            Sandbox.forPodspec(at: tree.path("app/rn/Common/fabric/graphics/Demo.podspec")).root == tree.path("app/rn"))
        #expect(try load(tree, "app/rn/Common/fabric/graphics/Demo.podspec").attributes["version"] == .string("3.0.0"))
        // The nearest package, not the app around it.
        #expect(throws: PodspecLoadError.self) { try load(tree, "app/rn/Common/fabric/graphics/Far.podspec") }
        // A package within two levels does not narrow the sandbox below them.
        tree.write("lib/ios/package.json", "{}")
        tree.mkdir("lib/ios/x")
        #expect(Sandbox.forPodspec(at: tree.path("lib/ios/x/X.podspec")).root == tree.path("lib"))
    }

    /// A package root is not looked for in home or above it.
    @Test func aPackageAboveHomeDoesNotCount() {
        let tree = Tree()
        defer { tree.remove() }
        tree.write("home/package.json", "{}")
        tree.mkdir("home/user/a/b/c")
        let sandbox = Sandbox.forPodspec(
            at: tree.path("home/user/a/b/c/X.podspec"), environment: ["HOME": tree.path("home/user")])
        #expect(sandbox.root == tree.path("home/user/a"))
    }

    @Test func aGitFileMarksAWorkTreeToo() {
        let tree = Tree()
        defer { tree.remove() }
        tree.write("sub/.git", "gitdir: ../.git/modules/sub\n")
        tree.mkdir("sub/x/y")
        #expect(Sandbox.forPodspec(at: tree.path("sub/x/y/Demo.podspec")).root == tree.path("sub"))
    }

    @Test func neverHomeNorAFolderContainingIt() {
        let tree = Tree()
        defer { tree.remove() }
        tree.mkdir("home/user/project/ios")
        tree.mkdir("home/user/deep/a/b")
        let home = tree.path("home/user")
        // Two levels up from project/ios would be home/user itself: stop one level below, at project.
        #expect(
            Sandbox.forPodspec(at: tree.path("home/user/project/ios/X.podspec"), environment: ["HOME": home]).root
                == tree.path("home/user/project"))
        // Deeper inside HOME, two levels up is allowed.
        #expect(
            Sandbox.forPodspec(at: tree.path("home/user/deep/a/b/X.podspec"), environment: ["HOME": home]).root
                == tree.path("home/user/deep"))
        // A podspec in HOME itself reads only HOME's own folder, nothing above.
        #expect(Sandbox.forPodspec(at: tree.path("home/user/X.podspec"), environment: ["HOME": home]).root == home)
        // Above HOME: the folder containing HOME is never the sandbox.
        tree.mkdir("home/other")
        #expect(
            Sandbox.forPodspec(at: tree.path("home/other/X.podspec"), environment: ["HOME": home]).root
                == tree.path("home/other"))
    }

    @Test func homeIsRefusedThroughTheLoader() {
        let tree = Tree()
        defer { tree.remove() }
        tree.write("home/user/secrets.json", #"{"version": "6.6.6"}"#)
        tree.write("home/user/project/ios/Demo.podspec", SandboxTests.podspec(reading: "../../secrets.json"))
        #expect(throws: PodspecLoadError.self) {
            try load(tree, "home/user/project/ios/Demo.podspec", home: tree.path("home/user"))
        }
        // The same files with HOME elsewhere: allowed (two levels up is home/user, which is then no home).
        let elsewhere = try? load(tree, "home/user/project/ios/Demo.podspec")
        #expect(elsewhere?.attributes["version"] == .string("6.6.6"))
    }

    @Test func neverTheFileSystemRoot() {
        #expect(Sandbox.forPodspec(at: "/X.podspec", environment: ["HOME": "/nonexistent-home"]).root == "/")
        let sandbox = Sandbox.forPodspec(at: "/tmp/X.podspec", environment: ["HOME": "/nonexistent-home"])
        #expect(sandbox.root == Sandbox.resolved("/tmp"))
        #expect(!sandbox.contains("/etc/passwd"))
    }

    @Test func aSymlinkCannotLeadOutside() throws {
        let tree = Tree()
        defer { tree.remove() }
        tree.write("secret/package.json", #"{"version": "6.6.6"}"#)
        tree.mkdir("repo/.git")
        tree.mkdir("repo/lib")
        try FileManager.default.createSymbolicLink(
            atPath: tree.path("repo/lib/link.json"),
            withDestinationPath: tree.path("secret/package.json"))
        try FileManager.default.createSymbolicLink(
            atPath: tree.path("repo/lib/linkdir"),
            withDestinationPath: tree.path("secret"))
        tree.write("repo/lib/File.podspec", SandboxTests.podspec(reading: "link.json"))
        tree.write("repo/lib/Dir.podspec", SandboxTests.podspec(reading: "linkdir/package.json"))
        for name in ["File", "Dir"] {
            do {
                _ = try load(tree, "repo/lib/\(name).podspec")
                Issue.record("\(name): a symlink led a read outside the work tree")
            } catch {
                #expect(error.isRefusal)
                #expect(error.message.contains("\(name).podspec:2:"))
            }
        }
        // A symlink that stays inside is fine.
        tree.write("repo/real.json", #"{"version": "1.0.0"}"#)
        try FileManager.default.createSymbolicLink(
            atPath: tree.path("repo/lib/inside.json"),
            withDestinationPath: tree.path("repo/real.json"))
        tree.write("repo/lib/Inside.podspec", SandboxTests.podspec(reading: "inside.json"))
        #expect(try load(tree, "repo/lib/Inside.podspec").attributes["version"] == .string("1.0.0"))
    }

    @Test func aSymlinkedPodspecFolderIsJudgedWhereItReallyIs() throws {
        let tree = Tree()
        defer { tree.remove() }
        tree.mkdir("repo/.git")
        tree.write("repo/pkg/package.json", #"{"version": "4.0.0"}"#)
        tree.write("repo/pkg/ios/Demo.podspec", SandboxTests.podspec(reading: "../package.json"))
        try FileManager.default.createSymbolicLink(
            atPath: tree.path("alias"), withDestinationPath: tree.path("repo/pkg"))
        #expect(Sandbox.forPodspec(at: tree.path("alias/ios/Demo.podspec")).root == tree.path("repo"))
        #expect(try load(tree, "alias/ios/Demo.podspec").attributes["version"] == .string("4.0.0"))
    }

    @Test func globAndExistenceChecksStayInside() {
        let tree = Tree()
        defer { tree.remove() }
        tree.mkdir("repo/.git")
        tree.write("outside/a.swift", "")
        tree.write("repo/Sources/b.swift", "")
        tree.write(
            "repo/Glob.podspec",
            """
            Pod::Spec.new do |s|
              s.name = 'Demo'
              s.source_files = Dir['Sources/*.swift']
              s.summary = File.exist?('../outside/a.swift').to_s
            end
            """)
        tree.write("repo/Escape.podspec", "Pod::Spec.new do |s|\n  s.source_files = Dir['../outside/*.swift']\nend\n")
        let spec = try? load(tree, "repo/Glob.podspec")
        #expect(spec?.attributes["source_files"] == .array([.string("Sources/b.swift")]))
        #expect(spec?.attributes["summary"] == .string("false"))
        do {
            _ = try load(tree, "repo/Escape.podspec")
            Issue.record("Dir.glob listed files outside the sandbox")
        } catch {
            #expect(error.isRefusal)
            #expect(error.message.contains("Escape.podspec:2:"))
        }
    }

    /// `access(to:)` resolves a path once for both questions; each answer agrees with `contains` and
    /// `isVersionControlMetadata`, including through symlinks that lead outside or into `.git`.
    @Test func accessAnswersBothQuestionsThroughSymlinks() throws {
        let tree = Tree()
        defer { tree.remove() }
        tree.write("repo/.git/config", "[remote]")
        tree.write("repo/Sources/a.swift", "")
        tree.write("outside/secret.txt", "")
        try FileManager.default.createSymbolicLink(atPath: tree.path("repo/out"), withDestinationPath: "../outside")
        try FileManager.default.createSymbolicLink(atPath: tree.path("repo/meta"), withDestinationPath: ".git")
        let sandbox = Sandbox(root: tree.path("repo"))
        let expected: [(String, Sandbox.Access)] = [
            ("repo/Sources/a.swift", .inside),
            ("repo/Sources/missing/deeper.swift", .inside),
            ("repo/out/secret.txt", .outside),
            ("outside/secret.txt", .outside),
            ("repo/.git/config", .versionControlMetadata),
            ("repo/meta/config", .versionControlMetadata),
            ("repo/Sources/../.git", .versionControlMetadata),
        ]
        for (relative, access) in expected {
            let path = tree.path(relative)
            #expect(sandbox.access(to: path) == access, "\(relative)")
            #expect(sandbox.contains(path) == (access == .inside), "\(relative)")
            #expect(sandbox.isVersionControlMetadata(path) == (access == .versionControlMetadata), "\(relative)")
        }
    }

    /// Opening the podspec is the existence check: what is not a readable file gets `pod`'s message.
    @Test func missingFoldersAndBrokenLinksAreNoPodspec() throws {
        let tree = Tree()
        defer { tree.remove() }
        tree.mkdir("Folder.podspec")
        try FileManager.default.createSymbolicLink(
            atPath: tree.path("Broken.podspec"), withDestinationPath: "Nowhere.podspec")
        try FileManager.default.createSymbolicLink(
            atPath: tree.path("Loop.podspec"), withDestinationPath: "Loop.podspec")
        for name in ["Missing.podspec", "Folder.podspec", "Broken.podspec", "Loop.podspec", "Missing/Demo.podspec"] {
            do {
                _ = try PodspecLoader.load(path: tree.path(name))
                Issue.record("\(name) loaded")
            } catch {
                #expect(error.message == "[!] No podspec exists at path `\(tree.path(name))`.", "\(name)")
            }
        }
    }
}
