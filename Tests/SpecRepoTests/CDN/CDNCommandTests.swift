import Foundation
import Synchronization
import Testing

@testable import SpecRepo

/// The `podspec` commands with CDN sources, end to end: the built executable against lighttpd.
@Suite(.serialized) struct CDNCommandTests {
    let fixture: CDNFixture
    let podspec: PodspecProcess
    /// A pod folder to lint (`App.podspec`, its LICENSE and a source file).
    let pod: String

    init() throws {
        fixture = try CDNFixture()
        podspec = PodspecProcess(home: fixture.scratch.child("home"), repos: fixture.repos)
        pod = fixture.scratch.child("App")
        try write("MIT\n", to: pod + "/LICENSE")
        try write("public enum App {}\n", to: pod + "/Sources/App.swift")
    }

    /// Writes `App.podspec` with `dependencies` (Ruby lines) and lints it fully with `arguments`.
    func lint(_ dependencies: String, _ arguments: [String] = []) throws -> PodspecProcess.Outcome {
        try writePodspec(dependencies)
        return try podspec.run(["lib", "lint", "--skip-urls", "App.podspec"] + arguments, in: pod)
    }

    /// Writes `App.podspec` with `dependencies` (Ruby lines) and its source at `source`.
    func writePodspec(_ dependencies: String, source: String = "https://example.com/App.git") throws {
        try write(
            """
            Pod::Spec.new do |s|
              s.name         = 'App'
              s.version      = '1.0.0'
              s.summary      = 'An app pod that depends on public pods.'
              s.homepage     = 'https://example.com/App'
              s.license      = { :type => 'MIT', :file => 'LICENSE' }
              s.author       = { 'Author' => 'author@example.com' }
              s.source       = { :git => '\(source)', :tag => s.version.to_s }
              s.ios.deployment_target = '12.0'
              s.swift_versions = ['5.0']
              s.source_files = 'Sources/*.swift'
            \(dependencies)
            end

            """, to: pod + "/App.podspec")
    }

    func addCDN() throws {
        let added = try podspec.run(["repo", "add-cdn", "acme", fixture.url()], in: pod)
        #expect(added.status == 0, "\(added.output)")
    }

    @Test func addCDNListAndRemove() throws {
        let added = try podspec.run(["repo", "add-cdn", "acme", fixture.url()], in: pod)
        #expect(added.output == "Adding spec repo `acme` with CDN `\(fixture.url())`\n\n")
        #expect(try read(fixture.repos + "/acme/.url") == fixture.url() + "\n")
        let list = try podspec.run(["repo", "list"], in: pod)
        #expect(
            list.output == "\nacme\n- Type: CDN\n- URL:  \(fixture.url())\n- Path: \(fixture.repos)/acme\n\n1 repo\n")
        let master = try podspec.run(["repo", "add-cdn", "master", fixture.url()], in: pod)
        #expect(master.status == 1)
        #expect(master.output.contains("[!] \(SpecRepoError.masterNameReserved.message)"))
        let removed = try podspec.run(["repo", "remove", "acme"], in: pod)
        #expect(removed.status == 0, "\(removed.output)")
        #expect(!FileManager.default.fileExists(atPath: fixture.repos + "/acme"))
    }

    @Test func aURLThatIsNoCDNIsNotAdded() throws {
        let outcome = try podspec.run(["repo", "add-cdn", "bogus", fixture.server.url("nothing/")], in: pod)
        #expect(outcome.status == 1)
        #expect(
            outcome.output.contains(
                "[!] CDN: bogus URL couldn't be downloaded: \(fixture.server.url("nothing/"))CocoaPods-version.yml Response: 404"
            ))
        #expect(!FileManager.default.fileExists(atPath: fixture.repos + "/bogus"))
    }

    @Test func dependenciesResolveInAnAddedCDNSource() throws {
        try addCDN()
        let found = try lint(
            "  s.dependency 'Alamofire', '~> 5.0'\n  s.dependency 'Firebase/Analytics'", ["--sources=acme"])
        #expect(found.status == 0, "\(found.output)")
        #expect(found.output.contains("App passed validation."))
        let missing = try lint("  s.dependency 'Nowhere', '~> 1.0'", ["--sources=acme"])
        #expect(missing.status == 1)
        #expect(
            missing.output.contains(
                "- ERROR | [iOS] dependencies: Unable to find a specification for `Nowhere (~> 1.0)` depended upon by `App`"
            ))
        let unsatisfied = try lint("  s.dependency 'Alamofire', '~> 6.0'", ["--sources=acme"])
        #expect(unsatisfied.status == 1)
        // 6.0.0-beta.1 is a pre-release: only a requirement naming a pre-release accepts it.
        #expect(
            unsatisfied.output.contains(
                "- ERROR | [iOS] dependencies: None of your spec sources contain a spec satisfying the dependency: `Alamofire (~> 6.0)`."
            ))
        let prerelease = try lint("  s.dependency 'Alamofire', '>= 6.0.0-beta'", ["--sources=acme"])
        #expect(prerelease.status == 0, "\(prerelease.output)")
        let subspec = try lint("  s.dependency 'Firebase/Nope'", ["--sources=acme"])
        #expect(subspec.status == 1)
        #expect(
            subspec.output.contains(
                "None of your spec sources contain a spec satisfying the dependency: `Firebase/Nope`."))
    }

    @Test func aSecondLintOnlyRevalidatesAndALintWithoutDependenciesMakesNoRequest() throws {
        try addCDN()
        _ = try lint("  s.dependency 'Alamofire', '~> 5.0'", ["--sources=acme"])
        try fixture.server.clearLog()
        let warm = try lint("  s.dependency 'Alamofire', '~> 5.0'", ["--sources=acme"])
        #expect(warm.status == 0, "\(warm.output)")
        let requests = fixture.requests()
        #expect(requests.count == 6 && requests.allSatisfy { $0.contains(" 304 ") }, "\(requests)")
        try fixture.server.clearLog()
        let alone = try lint("", ["--sources=acme"])
        #expect(alone.status == 0, "\(alone.output)")
        #expect(fixture.requests().isEmpty)
        // Without --sources the default is trunk, which a pod without dependencies never reads.
        #expect(try lint("").status == 0)
        #expect(!FileManager.default.fileExists(atPath: fixture.repos + "/trunk"))
    }

    @Test func aBareURLInSourcesIsProbedAndAddedAsACDN() throws {
        let outcome = try lint("  s.dependency 'Firebase', '~> 11.0'", ["--sources=\(fixture.url())"])
        #expect(outcome.status == 0, "\(outcome.output)")
        let added = try FileManager.default.contentsOfDirectory(atPath: fixture.repos)
        #expect(added.count == 1)
        #expect(try read(fixture.repos + "/" + (added.first ?? "") + "/.url") == fixture.url() + "\n")
    }

    @Test func aURLThatIsNeitherACDNNorAGitRepositoryIsRefused() throws {
        let url = fixture.server.url("nothing/")
        let outcome = try lint("  s.dependency 'Alamofire'", ["--sources=\(url)"])
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("Unable to add a source with url `\(url)` named"), "\(outcome.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.repos).isEmpty)
    }

    @Test func twoProcessesSharingOneCache() throws {
        try addCDN()
        let (podspec, pod) = (self.podspec, self.pod)
        let outcomes = Mutex<[PodspecProcess.Outcome]>([])
        DispatchQueue.concurrentPerform(iterations: 3) { _ in
            let outcome =
                (try? podspec.run(["spec", "which", "Alamofire", "--show-all"], in: pod))
                ?? PodspecProcess.Outcome(status: nil, output: "did not run")
            outcomes.withLock { $0.append(outcome) }
        }
        let all = outcomes.withLock { $0 }
        #expect(
            all.allSatisfy { $0.status == 0 && $0.output.split(separator: "\n").count == 4 }, "\(all.map(\.output))")
        let cache = fixture.repos + "/acme/Specs/d/a/2/Alamofire/"
        for version in ["4.9.1", "5.8.0", "5.9.1", "6.0.0-beta.1"] {
            #expect(try read(cache + version + "/Alamofire.podspec.json") == CDNTree.specJSON("Alamofire", version))
        }
        let leftovers = FileManager.default.enumerator(atPath: fixture.repos)?.compactMap { $0 as? String }
            .filter { $0.contains(".tmp-") }
        #expect(leftovers == [])
    }

    @Test func anUnknownSourceNameIsRefused() throws {
        let outcome = try lint("  s.dependency 'Alamofire'", ["--sources=nope"])
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("Unable to find a source named: `nope`"))
    }

    @Test func anUnreachableSourceIsOneClearErrorNamingTheURL() throws {
        let closed = "http://127.0.0.1:\(try freePort())/"
        try write(closed + "\n", to: fixture.repos + "/offline/.url")
        let outcome = try lint("  s.dependency 'Alamofire'", ["--sources=offline"])
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("CDN: offline URL couldn't be downloaded: \(closed)CocoaPods-version.yml"))
        #expect(outcome.output.contains("--sources"))
    }

    @Test func specCatWhichAndSearchReadACDNSource() throws {
        try addCDN()
        let cat = try podspec.run(["spec", "cat", "Alamofire"], in: pod)
        #expect(cat.output == CDNTree.specJSON("Alamofire", "6.0.0-beta.1"), "\(cat.output)")
        let version = try podspec.run(["spec", "cat", "Alamofire", "--version=5.8.0"], in: pod)
        #expect(version.output == CDNTree.specJSON("Alamofire", "5.8.0"))
        let which = try podspec.run(["spec", "which", "Firebase"], in: pod)
        #expect(which.output == fixture.repos + "/acme/Specs/0/3/5/Firebase/11.2.0/Firebase.podspec.json\n")
        let search = try podspec.run(["search", "fireb"], in: pod)
        #expect(search.status == 0, "\(search.output)")
        #expect(search.output.contains("-> Firebase (11.2.0)"))
        #expect(!search.output.contains("Alamofire"))
    }

    @Test func repoPushResolvesDependenciesInACDNSource() throws {
        try addCDN()
        // The pod's source and the private spec repo: git repositories on disk.
        try git(["init", "-q", "-b", "main", pod])
        try git(["add", "-A"], in: pod)
        try git(["commit", "-q", "-m", "App"], in: pod)
        try git(["tag", "1.0.0"], in: pod)
        let specs = fixture.scratch.child("specs")
        try git(["init", "-q", "-b", "main", specs])
        try write("# Specs\n", to: specs + "/README.md")
        try git(["add", "-A"], in: specs)
        try git(["commit", "-q", "-m", "Seed"], in: specs)
        try git(["clone", "-q", "--bare", specs, specs + ".git"])
        let added = try podspec.run(["repo", "add", "private", "file://\(specs).git"], in: pod)
        #expect(added.status == 0, "\(added.output)")
        func push(_ dependency: String) throws -> PodspecProcess.Outcome {
            try writePodspec(dependency, source: "file://\(pod)")
            return try podspec.run(
                [
                    "repo", "push", "private", "App.podspec", "--sources=acme", "--skip-urls", "--allow-warnings",
                    "--local-only",
                ],
                in: pod)
        }
        let missing = try push("  s.dependency 'Alamofire', '~> 7.0'")
        #expect(missing.status == 1)
        #expect(
            missing.output.contains(
                "None of your spec sources contain a spec satisfying the dependency: `Alamofire (~> 7.0)`."),
            "\(missing.output)")
        let found = try push("  s.dependency 'Alamofire', '~> 5.0'")
        #expect(found.status == 0, "\(found.output)")
        #expect(found.output.contains("[Add] App (1.0.0)"))
    }

    @Test func repoPushToACDNSourceIsRefused() throws {
        try addCDN()
        for repo in ["acme", "trunk", CDNSource.trunkURL] {
            let outcome = try podspec.run(["repo", "push", repo, "App.podspec"], in: pod)
            #expect(outcome.status == 1)
            #expect(
                outcome.output.contains("[!] Cannot push to a CDN source, as it is read-only."), "\(outcome.output)")
        }
    }

    @Test func repoUpdateRevalidatesTheCache() throws {
        try addCDN()
        _ = try lint("  s.dependency 'Firebase'", ["--sources=acme"])
        try fixture.server.clearLog()
        let update = try podspec.run(["repo", "update", "acme"], in: pod)
        #expect(update.status == 0, "\(update.output)")
        #expect(update.output.contains("Updating spec repo `acme`"))
        let requests = fixture.requests()
        #expect(requests.count == 4 && requests.allSatisfy { $0.contains(" 304 ") }, "\(requests)")
    }

    @Test func privateCDNWithNetrc() throws {
        try write(
            "machine 127.0.0.1 login \(CDNServer.user) password \(CDNServer.password)\n",
            to: podspec.home + "/.netrc", permissions: 0o600)
        var podspec = self.podspec
        podspec.environment["PODSPEC_CDN_ALLOW_HTTP_CREDENTIALS"] = "1"
        let added = try podspec.run(["repo", "add-cdn", "private", fixture.url("private/")], in: pod)
        #expect(added.status == 0, "\(added.output)")
        let found = try podspec.run(["spec", "which", "Alamofire", "--version=5.9.1"], in: pod)
        #expect(found.status == 0, "\(found.output)")
        #expect(!found.output.contains(CDNServer.password))
    }
}
