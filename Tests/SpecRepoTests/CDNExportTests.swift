import Foundation
import Git
import PodspecReader
import Testing

@testable import SpecRepo

/// `repo export-cdn`: the layout, incremental re-exports, readers during an export, bad input.
@Suite struct CDNExportTests {
    /// A flat spec repo with `pods` (name → versions), each a small JSON podspec, in `folder/source`.
    static func makeSource(in folder: TemporaryDirectory, _ pods: [String: [String]]) throws -> SpecRepository {
        for (name, versions) in pods {
            for version in versions { try addSpec(name, version, in: folder) }
        }
        return SpecRepository(path: folder.child("source"))
    }

    static func addSpec(_ name: String, _ version: String, in folder: TemporaryDirectory, summary: String = "A pod.")
        throws
    {
        let json = """
            {"name": "\(name)", "version": "\(version)", "summary": "\(summary)", "homepage": "https://example.org/\(name)",
             "license": "MIT", "authors": {"A": "a@example.org"}, "platforms": {"ios": "12.0"},
             "source": {"git": "https://example.org/\(name).git", "tag": "\(version)"}, "source_files": "*.swift"}
            """
        try write(json, to: folder.child("source/\(name)/\(version)/\(name).podspec.json"))
    }

    static func exporter(_ source: SpecRepository, _ output: String, skipInvalid: Bool = false) -> CDNExporter {
        CDNExporter(source: source, output: output, skipInvalid: skipInvalid, environment: ["PODSPEC_NO_CACHE": "1"])
    }

    @Test func writesTheLayoutPodReads() throws {
        let folder = try TemporaryDirectory("cdn-export")
        let source = try Self.makeSource(in: folder, ["Alpha": ["1.0.0", "1.10.0", "1.2.0"], "Beta": ["0.1"]])
        let output = folder.child("out")
        let summary = try Self.exporter(source, output).export()
        let layout = CDNLayout()
        #expect(try read(output + "/all_pods.txt") == "Alpha\nBeta\n")
        #expect(try read(output + "/" + layout.indexFile(for: "Alpha")).contains("Alpha/1.0.0/1.2.0/1.10.0\n"))
        #expect(try read(output + "/" + layout.indexFile(for: "Beta")).contains("Beta/0.1\n"))
        #expect(try read(output + "/deprecated_podspecs.txt") == "")
        #expect(
            try read(output + "/CocoaPods-version.yml")
                == "---\nmin: 1.0.0\nlast: 1.0.0\nprefix_lengths:\n- 1\n- 1\n- 1\n")
        // Each spec is exactly what `ipc spec` prints for it.
        for (name, version) in [("Alpha", "1.10.0"), ("Beta", "0.1")] {
            let expected = try PodspecLoader.load(path: try source.specificationPath(name, version: version))
                .toPrettyJSON()
            #expect(try read(output + "/" + layout.specFile(name, version: version)) == expected)
        }
        #expect(
            layout.specFile("Alpha", version: "1.0.0").hasPrefix(
                "Specs/\(layout.shard(of: "Alpha").joined(separator: "/"))/Alpha/"))
        #expect(summary.added.count == 4 + 2 + 3)
        #expect(summary.changed.isEmpty && summary.removed.isEmpty)
    }

    @Test func reExportingAnUnchangedRepoWritesNothing() throws {
        let folder = try TemporaryDirectory("cdn-same")
        let source = try Self.makeSource(in: folder, ["Alpha": ["1.0.0"], "Beta": ["0.1", "0.2"]])
        let output = folder.child("out")
        _ = try Self.exporter(source, output).export()
        let before = try Self.stamps(output)
        let summary = try Self.exporter(source, output).export()
        #expect(summary == CDNExportSummary())
        #expect(try Self.stamps(output) == before)
    }

    @Test func afterOnePushOnlyTheSpecAndItsIndexChange() throws {
        let folder = try TemporaryDirectory("cdn-push")
        let source = try Self.makeSource(in: folder, ["Alpha": ["1.0.0"], "Beta": ["0.1"]])
        let output = folder.child("out")
        _ = try Self.exporter(source, output).export()
        let layout = CDNLayout()
        try Self.addSpec("Alpha", "1.1.0", in: folder)
        let update = try Self.exporter(source, output).export()
        #expect(update.added == [layout.specFile("Alpha", version: "1.1.0")])
        #expect(update.changed == [layout.indexFile(for: "Alpha")])
        #expect(update.removed.isEmpty)
        try Self.addSpec("Gamma", "2.0", in: folder)
        let newPod = try Self.exporter(source, output).export()
        #expect(newPod.changed.contains("all_pods.txt"))
        #expect(newPod.added.contains(layout.specFile("Gamma", version: "2.0")))
    }

    @Test func aRemovedVersionLeavesTheIndexAndItsFileGoes() throws {
        let folder = try TemporaryDirectory("cdn-remove")
        let source = try Self.makeSource(in: folder, ["Alpha": ["1.0.0", "1.1.0"], "Beta": ["0.1"]])
        let output = folder.child("out")
        _ = try Self.exporter(source, output).export()
        let layout = CDNLayout()
        try FileManager.default.removeItem(atPath: folder.child("source/Alpha/1.1.0"))
        try FileManager.default.removeItem(atPath: folder.child("source/Beta"))
        let summary = try Self.exporter(source, output).export()
        #expect(summary.removed.contains(layout.specFile("Alpha", version: "1.1.0")))
        #expect(summary.removed.contains(layout.specFile("Beta", version: "0.1")))
        #expect(try read(output + "/" + layout.indexFile(for: "Alpha")).contains("Alpha/1.0.0\n"))
        #expect(try read(output + "/all_pods.txt") == "Alpha\n")
        #expect(!FileManager.default.fileExists(atPath: output + "/" + layout.specFile("Alpha", version: "1.1.0")))
        #expect(
            !FileManager.default.fileExists(
                atPath: output + "/Specs/" + layout.shard(of: "Beta").joined(separator: "/") + "/Beta"))
    }

    @Test func invalidPodspecsFailTheExportUnlessSkipped() throws {
        let folder = try TemporaryDirectory("cdn-invalid")
        let source = try Self.makeSource(in: folder, ["Alpha": ["1.0.0"]])
        try write("{ not json", to: folder.child("source/Broken/1.0/Broken.podspec.json"))
        try Self.addSpec("Named", "1.0", in: folder)
        try FileManager.default.moveItem(
            atPath: folder.child("source/Named/1.0"), toPath: folder.child("source/Named/2.0"))
        let output = folder.child("out")
        let error = #expect(throws: CDNExportError.self) { try Self.exporter(source, output).export() }
        let text = error.map { "\($0)" } ?? ""
        #expect(text.contains("2 podspecs cannot be exported"))
        #expect(text.contains("Broken.podspec.json"))
        #expect(text.contains("declares `Named` (1.0), but sits at `Named/2.0`"))
        #expect(!FileManager.default.fileExists(atPath: output + "/all_pods.txt"))
        let summary = try Self.exporter(source, output, skipInvalid: true).export()
        #expect(summary.skipped.count == 2)
        #expect(try read(output + "/all_pods.txt") == "Alpha\n")
    }

    @Test func refusesAnOutputInsideTheSourceOrNotWritable() throws {
        let folder = try TemporaryDirectory("cdn-output")
        let source = try Self.makeSource(in: folder, ["Alpha": ["1.0.0"]])
        #expect(throws: CDNExportError.self) { try Self.exporter(source, folder.child("source/public")).export() }
        #expect(!FileManager.default.fileExists(atPath: folder.child("source/public")))
        try FileManager.default.createDirectory(atPath: folder.child("locked"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.child("locked"))
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.child("locked"))
        }
        if getuid() != 0 {
            #expect(throws: CDNExportError.self) { try Self.exporter(source, folder.child("locked/out")).export() }
        }
    }

    /// A reader polling the indexes while an export adds pods never finds a line naming a spec file that
    /// is not there yet.
    @Test func aReaderDuringAnExportNeverFindsADanglingIndexLine() throws {
        let folder = try TemporaryDirectory("cdn-poll")
        let source = try Self.makeSource(in: folder, ["Seed": ["1.0"]])
        let output = folder.child("out")
        _ = try Self.exporter(source, output).export()
        for index in 0..<60 { try Self.addSpec("Pod\(index)", "1.\(index)", in: folder) }
        let layout = CDNLayout()
        let finished = Flag()
        let dangling = Box<[String]>([])
        let reader = Thread {
            while !finished.isSet {
                let indexes = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
                for index in indexes where index.hasPrefix("all_pods_versions") {
                    let text = (try? String(contentsOfFile: output + "/" + index, encoding: .utf8)) ?? ""
                    for line in text.split(separator: "\n") {
                        let parts = line.split(separator: "/").map(String.init)
                        for version in parts.dropFirst()
                        where !FileManager.default.fileExists(
                            atPath: output + "/" + layout.specFile(parts[0], version: version))
                        {
                            dangling.append("\(parts[0]) \(version)")
                        }
                    }
                }
            }
        }
        reader.start()
        _ = try Self.exporter(source, output).export()
        finished.set()
        while !reader.isFinished { usleep(1000) }
        #expect(dangling.value.isEmpty)
    }

    /// With its manifest (the cache folder), a re-export knows unchanged specs without reading them, yet a
    /// spec file changed behind its back in a pod it checks again (here all: their stamps are too recent to
    /// trust) is written again, and a removed version's file still goes.
    @Test func theManifestShortcutStillNoticesChanges() throws {
        let folder = try TemporaryDirectory("cdn-manifest")
        let source = try Self.makeSource(in: folder, ["Alpha": ["1.0.0", "1.1.0"], "Beta": ["0.1"]])
        let output = folder.child("out")
        let environment = ["PODSPEC_CACHE_DIR": folder.child("cache")]
        let exporter = CDNExporter(source: source, output: output, environment: environment)
        _ = try exporter.export()
        #expect(try exporter.export() == CDNExportSummary())
        let layout = CDNLayout()
        let tampered = output + "/" + layout.specFile("Beta", version: "0.1")
        try write("{}\n", to: tampered)
        #expect(try exporter.export().changed == [layout.specFile("Beta", version: "0.1")])
        try FileManager.default.removeItem(atPath: folder.child("source/Alpha/1.1.0"))
        #expect(try exporter.export().removed == [layout.specFile("Alpha", version: "1.1.0")])
        #expect(!FileManager.default.fileExists(atPath: output + "/" + layout.specFile("Alpha", version: "1.1.0")))
    }

    /// Every file's modification time and inode under `folder`.
    static func stamps(_ folder: String) throws -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            result[relative] = FileStamp.of(folder + "/" + relative)
        }
        return result
    }
}

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// A value shared between threads behind a lock.
final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func append<Element>(_ element: Element) where Value == [Element] { lock.withLock { stored.append(element) } }
}

/// `repo export-cdn --in-place`: the CDN files join a git spec repo in one commit.
@Suite struct CDNInPlaceExportTests {
    @Test func addsTheCDNFilesInOneCommitBesideTheRepoOwnSpecs() throws {
        let folder = try TemporaryDirectory("cdn-in-place")
        let repo = folder.child("specs")
        let layout = CDNLayout(prefixLengths: [1, 1])
        try write("---\nmin: 1.0.0\nprefix_lengths:\n- 1\n- 1\n", to: repo + "/CocoaPods-version.yml")
        for (name, version) in [("Alpha", "1.0.0"), ("Beta", "0.2")] {
            let shard = layout.shard(of: name).joined(separator: "/")
            try write(podspecText(name, version), to: repo + "/Specs/\(shard)/\(name)/\(version)/\(name).podspec")
        }
        try git(["init", "-q", "-b", "master", repo])
        try git(["add", "-A"], in: repo)
        try git(["commit", "-q", "-m", "Specs"], in: repo)
        let source = SpecRepository(path: repo)
        let summary = try CDNExporter(inPlace: source, environment: ["PODSPEC_NO_CACHE": "1"]).exportInPlaceAndCommit()
        #expect(summary.added.contains(layout.specFile("Alpha", version: "1.0.0")))
        #expect(summary.changed == ["CocoaPods-version.yml"])
        #expect(try git(["status", "--porcelain"], in: repo).isEmpty)
        #expect(try git(["rev-list", "--count", "HEAD"], in: repo) == "2\n")
        #expect(try read(repo + "/all_pods.txt") == "Alpha\nBeta\n")
        #expect(try read(repo + "/CocoaPods-version.yml").contains("last: 1.0.0\n"))
        #expect(FileManager.default.fileExists(atPath: repo + "/.nojekyll"))
        // The same CDN files a fresh export to another folder produces, byte for byte.
        let outside = folder.child("out")
        _ = try CDNExporter(
            source: SpecRepository(path: repo), output: outside, layout: layout, environment: ["PODSPEC_NO_CACHE": "1"]
        ).export()
        for file in [
            layout.indexFile(for: "Alpha"), layout.indexFile(for: "Beta"), "all_pods.txt", "deprecated_podspecs.txt",
            layout.specFile("Alpha", version: "1.0.0"), layout.specFile("Beta", version: "0.2"),
        ] {
            #expect(try read(repo + "/" + file) == read(outside + "/" + file), "\(file)")
        }
        // Exporting again changes nothing and commits nothing.
        #expect(
            try CDNExporter(inPlace: SpecRepository(path: repo), environment: ["PODSPEC_NO_CACHE": "1"])
                .exportInPlaceAndCommit() == CDNExportSummary())
        #expect(try git(["rev-list", "--count", "HEAD"], in: repo) == "2\n")
    }

    @Test func refusesARepoWithPodsAtItsRootOrUncommittedChanges() throws {
        let folder = try TemporaryDirectory("cdn-in-place-flat")
        let repo = folder.child("specs")
        try write(podspecText("Alpha", "1.0.0"), to: repo + "/Alpha/1.0.0/Alpha.podspec")
        try git(["init", "-q", "-b", "master", repo])
        try git(["add", "-A"], in: repo)
        try git(["commit", "-q", "-m", "Specs"], in: repo)
        #expect(throws: CDNExportError.self) {
            try CDNExporter(inPlace: SpecRepository(path: repo)).exportInPlaceAndCommit()
        }
        try write("x", to: repo + "/untracked")
        #expect(throws: SpecRepoError.self) {
            try CDNExporter(inPlace: SpecRepository(path: repo)).exportInPlaceAndCommit()
        }
    }
}

/// `repo push` into a spec repo exported in place keeps its CDN files current, in the push's commit.
@Suite struct CDNInPlacePushTests {
    @Test func aPushLeavesTheTreeAFreshExportWouldProduce() throws {
        let folder = try TemporaryDirectory("cdn-push-in-place")
        let seed = folder.child("seed")
        let layout = CDNLayout(prefixLengths: [1, 1])
        try write("---\nmin: 1.0.0\nprefix_lengths:\n- 1\n- 1\n", to: seed + "/CocoaPods-version.yml")
        let shard = layout.shard(of: "Alpha").joined(separator: "/")
        try write(podspecText("Alpha", "1.0.0"), to: seed + "/Specs/\(shard)/Alpha/1.0.0/Alpha.podspec")
        try git(["init", "-q", "-b", "master", seed])
        try git(["add", "-A"], in: seed)
        try git(["commit", "-q", "-m", "Specs"], in: seed)
        _ = try CDNExporter(inPlace: SpecRepository(path: seed), environment: ["PODSPEC_NO_CACHE": "1"])
            .exportInPlaceAndCommit()
        try git(["clone", "-q", "--bare", seed, folder.child("specs.git")])
        let repos = try ReposFolder()
        let repository = try repos.clone("file://" + folder.child("specs.git"))

        let work = try TemporaryDirectory("cdn-push-pod")
        try write(podspecText("Beta", "2.0"), to: work.child("Beta.podspec"))
        var options = PushOptions()
        options.lint = false
        options.environment = ["PODSPEC_NO_CACHE": "1"]
        try SpecPusher(
            repository: repository, options: options, transfer: TransferOptions(credentials: .none),
            workingDirectory: repos.path, output: { _ in }
        ).push([work.child("Beta.podspec")])

        // One commit added the podspec, its JSON, its shard index and all_pods.txt.
        let changed = try git(["show", "--name-only", "--format=", "HEAD"], in: repository.path)
        #expect(changed.contains("Beta.podspec\n"))
        #expect(changed.contains(layout.specFile("Beta", version: "2.0")))
        #expect(changed.contains(layout.indexFile(for: "Beta")))
        #expect(changed.contains("all_pods.txt"))
        #expect(try git(["status", "--porcelain"], in: repository.path).isEmpty)
        // A fresh export in place finds nothing to change, and one elsewhere writes the same CDN files.
        let fresh = try CDNExporter(
            inPlace: SpecRepository(path: repository.path), environment: ["PODSPEC_NO_CACHE": "1"]
        ).export()
        #expect(fresh == CDNExportSummary())
        let outside = folder.child("out")
        _ = try CDNExporter(
            source: SpecRepository(path: repository.path), output: outside, layout: layout,
            environment: ["PODSPEC_NO_CACHE": "1"]
        ).export()
        for file in [
            "all_pods.txt", "deprecated_podspecs.txt", layout.indexFile(for: "Alpha"), layout.indexFile(for: "Beta"),
            layout.specFile("Alpha", version: "1.0.0"), layout.specFile("Beta", version: "2.0"),
        ] {
            #expect(try read(repository.path + "/" + file) == read(outside + "/" + file), "\(file)")
        }
        // The remote got the same commit.
        #expect(
            try git(["ls-tree", "-r", "--name-only", "master"], in: folder.child("specs.git")).contains(
                layout.specFile("Beta", version: "2.0")))
    }
}
