import Foundation
import Testing
import TestSupport

@testable import PodspecLint

/// `spec lint`'s remote source: the `:git` revision is looked up on a real `git daemon` on
/// loopback, fetched, checked, and removed; `:http` archives come from a loopback HTTP server.
@Suite(.serialized)
struct RemoteSourceTests {
    let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    /// A bare repository `RemotePod.git` with the fixture pod committed and tagged `1.0.0`.
    func makeRepository(extra: [String: String] = [:]) throws -> String {
        let work = scratch.path + "/work"
        try FileManager.default.copyItem(atPath: ValidationHarness.fixtures + "/Pods/RemotePod", toPath: work)
        for (path, contents) in extra { try scratch.write("work/" + path, contents) }
        try shell(["git", "init", "-q", "-b", "main"], in: work)
        try shell(["git", "add", "."], in: work)
        let identity = ["-c", "user.name=Test", "-c", "user.email=test@example.com"]
        try shell(["git"] + identity + ["commit", "-q", "-m", "RemotePod 1.0.0"], in: work)
        try shell(["git"] + identity + ["tag", "-a", "1.0.0", "-m", "1.0.0"], in: work)
        let served = scratch.path + "/served"
        try FileManager.default.createDirectory(atPath: served, withIntermediateDirectories: true)
        try shell(["git", "clone", "-q", "--bare", work, served + "/RemotePod.git"])
        return served
    }

    func podspec(source: String, sourceFiles: String = "Sources/*.{h,m}", version: String = "1.0.0") throws -> String {
        try scratch.write(
            "spec/RemotePod.podspec",
            ValidationHarness.podspecText(
                "RemotePod", version: version,
                """
                  s.homepage     = 'https://example.com/RemotePod'
                  s.license      = { :type => 'MIT', :file => 'LICENSE' }
                  s.source       = \(source)
                  s.platform     = :ios, '12.0'
                  s.source_files = '\(sourceFiles)'
                """))
    }

    func fetchedFolders() -> Set<String> {
        Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []).filter {
                $0.hasPrefix("podspec-lint-RemotePod-")
            })
    }

    @Test func missingTagIsTheErrorCocoaPodsUsersKnow() throws {
        let daemon = try LoopbackServer(.git, serving: try makeRepository())
        let url = daemon.url("RemotePod.git")
        let path = try podspec(source: "{ :git => '\(url)', :tag => s.version.to_s }", version: "0.0.1")
        let outcome = ValidationHarness.validate(path, files: .remote)
        let lines = ValidationHarness.lines(outcome)
        try #require(lines.count == 1, "\(lines)")
        #expect(
            lines[0].hasPrefix(
                "    - ERROR | [iOS] unknown: Encountered an unknown error ([!] /usr/bin/git clone \(url) "))
        #expect(lines[0].contains(" --template= --single-branch --depth 1 --branch 0.0.1\n\nCloning into '"))
        #expect(
            lines[0].hasSuffix(
                "warning: Could not find remote branch 0.0.1 to clone.\n"
                    + "fatal: Remote branch 0.0.1 not found in upstream origin\n) during validation."))
    }

    @Test func existingTagIsFetchedCheckedAndRemoved() throws {
        let daemon = try LoopbackServer(.git, serving: try makeRepository())
        let before = fetchedFolders()
        let good = try podspec(source: "{ :git => '\(daemon.url("RemotePod.git"))', :tag => '1.0.0' }")
        #expect(ValidationHarness.lines(ValidationHarness.validate(good, files: .remote)) == [])
        let bad = try podspec(
            source: "{ :git => '\(daemon.url("RemotePod.git"))', :tag => '1.0.0' }", sourceFiles: "Classes/*.m")
        #expect(
            ValidationHarness.lines(ValidationHarness.validate(bad, files: .remote)) == [
                "    - ERROR | [iOS] file patterns: \(FilePatternValidation.unmatched("source_files"))"
            ])
        #expect(fetchedFolders() == before)
    }

    @Test func branchAndCommitAreFetchedAndNoCleanKeepsTheFolder() throws {
        let served = try makeRepository()
        let daemon = try LoopbackServer(.git, serving: served)
        let commit = try shell(["git", "-C", served + "/RemotePod.git", "rev-parse", "main"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let noTag = "    - WARN  | source: Git sources should specify a tag."
        let byBranch = try podspec(source: "{ :git => '\(daemon.url("RemotePod.git"))', :branch => 'main' }")
        #expect(ValidationHarness.lines(ValidationHarness.validate(byBranch, files: .remote)) == [noTag])
        var options = ValidationHarness.offline()
        options.keepSource = true
        let byCommit = try podspec(source: "{ :git => '\(daemon.url("RemotePod.git"))', :commit => '\(commit)' }")
        let outcome = ValidationHarness.validate(byCommit, files: .remote, options: options)
        #expect(ValidationHarness.lines(outcome) == [noTag])
        let kept = try #require(outcome.keptSource)
        defer { try? FileManager.default.removeItem(atPath: kept) }
        #expect(FileManager.default.fileExists(atPath: kept + "/Sources/RemotePod.m"))
    }

    @Test func downloadedPodKeepsOnlyMatchedFilesForImports() throws {
        let extra = [
            "Sources/Private/Helper.h": "", "Sources/Uses.m": "#import \"Private/Helper.h\"\n",
        ]
        let served = try makeRepository(extra: extra)
        let daemon = try LoopbackServer(.git, serving: served)
        let path = try podspec(source: "{ :git => '\(daemon.url("RemotePod.git"))', :tag => '1.0.0' }")
        #expect(
            ValidationHarness.lines(ValidationHarness.validate(path, files: .remote)) == [
                "    - ERROR | [iOS] imports: \(ImportValidation.notFound("Sources/Uses.m:1:9", header: "Private/Helper.h"))"
            ])
        // The same files used in place (`lib lint`): the header is next to the importing file.
        let local = scratch.path + "/work"
        #expect(ValidationHarness.lines(ValidationHarness.validate(path, files: .local(root: local))) == [])
    }

    /// Builds `name` in the HTTP server's folder with python3's tarfile/zipfile.
    func archive(_ name: String, in folder: String, top: String?, extra: String = "") throws {
        let source = ValidationHarness.fixtures + "/Pods/RemotePod"
        let prefix = top.map { "\($0)/" } ?? ""
        let script: String
        if name.hasSuffix(".zip") {
            script = """
                import os, zipfile
                z = zipfile.ZipFile('\(folder)/\(name)', 'w')
                for d, _, fs in os.walk('\(source)'):
                    for f in fs:
                        p = os.path.join(d, f)
                        z.write(p, '\(prefix)' + os.path.relpath(p, '\(source)'))
                \(extra)
                z.close()
                """
        } else {
            let mode =
                name.hasSuffix(".gz") ? "w:gz" : name.hasSuffix(".bz2") ? "w:bz2" : name.hasSuffix(".xz") ? "w:xz" : "w"
            script = """
                import io, tarfile
                t = tarfile.open('\(folder)/\(name)', '\(mode)')
                t.add('\(source)', arcname='\(top ?? ".")')
                \(extra)
                t.close()
                """
        }
        try shell(["python3", "-c", script])
    }

    @Test(arguments: ["RemotePod.tar.gz", "RemotePod.tar.bz2", "RemotePod.tar.xz", "RemotePod.tar"])
    func tarArchivesAreUnpackedAndFlattened(name: String) throws {
        let served = scratch.path + "/http"
        try FileManager.default.createDirectory(atPath: served, withIntermediateDirectories: true)
        try archive(name, in: served, top: "RemotePod-1.0.0")
        let server = try LoopbackServer(.http, serving: served)
        let path = try podspec(source: "{ :http => '\(server.url(name))' }")
        #expect(
            ValidationHarness.lines(ValidationHarness.validate(path, files: .remote)) == [
                "    - WARN  | http: \(ValidationRun.insecureSource(server.url(name)))"
            ])
    }

    @Test func checksumsAreVerifiedBeforeUnpacking() throws {
        let served = scratch.path + "/http"
        try FileManager.default.createDirectory(atPath: served, withIntermediateDirectories: true)
        try archive("RemotePod.tar.gz", in: served, top: "RemotePod-1.0.0")
        let actual = try shell(["sha256sum", served + "/RemotePod.tar.gz"]).split(separator: " ")[0]
        let server = try LoopbackServer(.http, serving: served)
        let url = server.url("RemotePod.tar.gz")
        let good = try podspec(source: "{ :http => '\(url)', :sha256 => '\(actual)' }")
        #expect(
            !ValidationHarness.lines(ValidationHarness.validate(good, files: .remote)).contains { $0.contains("ERROR") }
        )
        let wrong = String(repeating: "0", count: 64)
        let bad = try podspec(source: "{ :http => '\(url)', :sha256 => '\(wrong)' }")
        #expect(
            ValidationHarness.lines(ValidationHarness.validate(bad, files: .remote)).last
                == "    - ERROR | [iOS] unknown: "
                + ValidationRun.unknownError(HTTPSourceFetcher.checksumMismatch(expected: wrong, got: String(actual))))
    }

    @Test func zipArchivesAreNotFlattenedUnlessAsked() throws {
        let served = scratch.path + "/http"
        try FileManager.default.createDirectory(atPath: served, withIntermediateDirectories: true)
        try archive("RemotePod.zip", in: served, top: nil)
        try archive("Nested.zip", in: served, top: "RemotePod-1.0.0")
        let server = try LoopbackServer(.http, serving: served)
        let flat = try podspec(source: "{ :http => '\(server.url("RemotePod.zip"))' }")
        #expect(
            !ValidationHarness.lines(ValidationHarness.validate(flat, files: .remote)).contains {
                $0.contains("file patterns")
            })
        let nested = try podspec(source: "{ :http => '\(server.url("Nested.zip"))' }")
        #expect(
            ValidationHarness.lines(ValidationHarness.validate(nested, files: .remote)).contains {
                $0.contains(FilePatternValidation.unmatched("source_files"))
            })
        let flattened = try podspec(source: "{ :http => '\(server.url("Nested.zip"))', :flatten => true }")
        #expect(
            !ValidationHarness.lines(ValidationHarness.validate(flattened, files: .remote)).contains {
                $0.contains("file patterns")
            })
    }

    @Test(arguments: [
        "i = tarfile.TarInfo('../evil.txt'); i.size = 1; t.addfile(i, io.BytesIO(b'x'))",
        "i = tarfile.TarInfo('RemotePod-1.0.0/link'); i.type = tarfile.SYMTYPE; i.linkname = '../../etc'; t.addfile(i)",
        "i = tarfile.TarInfo('/tmp/absolute.txt'); i.size = 1; t.addfile(i, io.BytesIO(b'x'))",
    ])
    func archiveEntriesEscapingTheFolderAreRefused(entry: String) throws {
        let served = scratch.path + "/http"
        try FileManager.default.createDirectory(atPath: served, withIntermediateDirectories: true)
        try archive("Evil.tar.gz", in: served, top: "RemotePod-1.0.0", extra: entry)
        let server = try LoopbackServer(.http, serving: served)
        let path = try podspec(source: "{ :http => '\(server.url("Evil.tar.gz"))' }")
        let lines = ValidationHarness.lines(ValidationHarness.validate(path, files: .remote))
        #expect(
            lines.contains {
                $0.contains("unknown: Encountered an unknown error (The archive entry `")
                    && $0.contains("` would be unpacked outside the download folder; refused.) during validation.")
            })
        #expect(!FileManager.default.fileExists(atPath: NSTemporaryDirectory() + "evil.txt"))
    }

    /// Serves `script`'s archive (python3, with `path` the file to write) and validates a podspec using it.
    func validateServed(_ name: String, script: String) throws -> [String] {
        let served = scratch.path + "/http"
        try FileManager.default.createDirectory(atPath: served, withIntermediateDirectories: true)
        try shell(["python3", "-c", "path = '\(served)/\(name)'\n" + script])
        let server = try LoopbackServer(.http, serving: served)
        let path = try podspec(source: "{ :http => '\(server.url(name))' }")
        return ValidationHarness.lines(ValidationHarness.validate(path, files: .remote))
    }

    /// Issue 18.1: each link looks inside when its text is counted (`s1` → `.`, `s2` → `s1/..`), but
    /// `s2` is the folder above the download; a later file entry named like the dangling link was
    /// written through it, outside.
    @Test func aZipLinkChainCannotWriteOutsideTheFolder() throws {
        let escaped = "podspec-escaped-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + escaped) }
        let lines = try validateServed(
            "Chain.zip",
            script: """
                import zipfile
                z = zipfile.ZipFile(path, 'w')
                def link(name, target):
                    i = zipfile.ZipInfo(name); i.external_attr = (0o120777 << 16); i.create_system = 3
                    z.writestr(i, target)
                link('s1', '.'); link('s2', 's1/..'); link('evil', 's2/\(escaped)')
                z.writestr('evil', 'pwned')
                z.close()
                """)
        #expect(!FileManager.default.fileExists(atPath: NSTemporaryDirectory() + escaped))
        #expect(
            lines.contains {
                $0.contains("The archive entry `s2` would be unpacked outside the download folder; refused.")
            }, "\(lines)")
    }

    @Test func aTarLinkChainCannotWriteOutsideTheFolder() throws {
        let escaped = "podspec-escaped-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + escaped) }
        let lines = try validateServed(
            "Chain.tar",
            script: """
                import io, tarfile
                t = tarfile.open(path, 'w')
                def link(name, target):
                    i = tarfile.TarInfo(name); i.type = tarfile.SYMTYPE; i.linkname = target; t.addfile(i)
                link('s1', '.'); link('s2', 's1/..'); link('evil', 's2/\(escaped)')
                i = tarfile.TarInfo('evil'); i.size = 5; t.addfile(i, io.BytesIO(b'pwned'))
                t.close()
                """)
        #expect(!FileManager.default.fileExists(atPath: NSTemporaryDirectory() + escaped))
        #expect(
            lines.contains {
                $0.contains("The archive entry `s2` would be unpacked outside the download folder; refused.")
            }, "\(lines)")
    }

    /// Issue 18.2: a base-256 size field of `Int.max` overflowed `dataStart + size` and trapped.
    @Test func aTarHeaderWithAHugeBase256SizeIsAnErrorNotACrash() throws {
        let lines = try validateServed(
            "Huge.tar",
            script: """
                import io, tarfile
                t = tarfile.open(path, 'w')
                i = tarfile.TarInfo('big'); i.size = 1; t.addfile(i, io.BytesIO(b'x'))
                t.close()
                data = bytearray(open(path, 'rb').read())
                data[124:136] = b'\\x80' + b'\\x00' * 3 + b'\\x7f' + b'\\xff' * 7
                open(path, 'wb').write(data)
                """)
        #expect(lines.contains { $0.contains("Encountered an unknown error (The archive ") }, "\(lines)")
    }

    /// Issue 18.2: the bounds hold whatever the headers claim; the decompressor is stopped once reached.
    @Test(arguments: ["Bomb.tar.gz", "Bomb.zip"])
    func archiveBombsStopAtTheLimit(name: String) throws {
        let served = scratch.path + "/http"
        try FileManager.default.createDirectory(atPath: served, withIntermediateDirectories: true)
        let script =
            name.hasSuffix(".zip")
            ? """
            import zipfile
            z = zipfile.ZipFile('\(served)/\(name)', 'w', zipfile.ZIP_DEFLATED)
            z.writestr('zeros', b'\\0' * (8 << 20))
            z.close()
            """
            : """
            import io, tarfile
            t = tarfile.open('\(served)/\(name)', 'w:gz')
            i = tarfile.TarInfo('zeros'); i.size = 8 << 20; t.addfile(i, io.BytesIO(b'\\0' * (8 << 20)))
            t.close()
            """
        try shell(["python3", "-c", script])
        let server = try LoopbackServer(.http, serving: served)
        let folder = scratch.path + "/unpacked-\(name)"
        let limits = ArchiveLimits(maximumUnpackedSize: 1 << 20, maximumEntries: 10)
        var fetcher = HTTPSourceFetcher(url: server.url(name), type: nil, flatten: nil, timeout: 30)
        fetcher.limits = limits
        #expect(throws: ValidationFailure(limits.tooLarge)) { try fetcher.fetch(into: folder) }
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder)) == [])
    }

    @Test func archivesWithTooManyEntriesStop() throws {
        let served = scratch.path + "/http"
        try FileManager.default.createDirectory(atPath: served, withIntermediateDirectories: true)
        try archive("Many.tar.gz", in: served, top: "RemotePod-1.0.0")
        let server = try LoopbackServer(.http, serving: served)
        var fetcher = HTTPSourceFetcher(url: server.url("Many.tar.gz"), type: nil, flatten: nil, timeout: 30)
        fetcher.limits = ArchiveLimits(maximumUnpackedSize: 1 << 20, maximumEntries: 2)
        #expect(throws: ValidationFailure(fetcher.limits.tooManyEntries)) {
            try fetcher.fetch(into: scratch.path + "/many")
        }
    }

    /// Issue 18.3: `file://` copied any local file in, unpacked a local tar, printed a digest of it.
    @Test(arguments: ["file:///etc/passwd", "file:///etc/passwd.tar", "ftp://127.0.0.1/x.tar.gz"])
    func onlyHTTPURLsAreFetched(url: String) throws {
        let path = try podspec(source: "{ :http => '\(url)', :sha256 => '\(String(repeating: "0", count: 64))' }")
        let lines = ValidationHarness.lines(ValidationHarness.validate(path, files: .remote))
        #expect(
            lines.contains { $0.hasSuffix(ValidationRun.unknownError(HTTPSourceFetcher.notHTTP(url))) }, "\(lines)")
    }
}
