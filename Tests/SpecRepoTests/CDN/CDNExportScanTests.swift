import Foundation
import PodspecReader
import Testing

@testable import SpecRepo

/// A re-export with its manifest checks only the pods whose stamps moved (`ExportScan`), yet leaves the
/// output exactly as a fresh export into an empty folder would, for every kind of change.
@Suite struct CDNExportScanTests {
    /// A source (a git repo when `git`) with Alpha 1.0.0 and 1.1.0 and Beta 0.1, exported once with a
    /// manifest, its stamps old enough to be trusted.
    struct Fixture {
        let folder: TemporaryDirectory
        let source: SpecRepository
        let output: String

        init(_ name: String, git isGit: Bool = false) throws {
            folder = try TemporaryDirectory(name)
            source = try CDNExportTests.makeSource(in: folder, ["Alpha": ["1.0.0", "1.1.0"], "Beta": ["0.1"]])
            output = folder.child("out")
            if isGit {
                try git(["init", "-q", "-b", "main", source.path])
                try commitAll("Specs")
            }
            // Older than `settleTime` when the first export starts.
            Thread.sleep(forTimeInterval: 0.3)
            let first = try exporter().exportScanning()
            #expect(first.scan.isFull)
        }

        func exporter() -> CDNExporter {
            var exporter = CDNExporter(
                source: source, output: output, environment: ["PODSPEC_CACHE_DIR": folder.child("cache")])
            exporter.settleTime = 0.2
            return exporter
        }

        func commitAll(_ message: String) throws {
            try git(["add", "-A"], in: source.path)
            try git(["commit", "-q", "-m", message], in: source.path)
        }

        func spec(_ name: String, _ version: String) -> String {
            folder.child("source/\(name)/\(version)/\(name).podspec.json")
        }

        /// Re-exports, expects the scan to have checked exactly `pods` again, and the output to equal a
        /// fresh export's byte for byte.
        func reExport(checking pods: Set<String>) throws -> CDNExportSummary {
            let (summary, scan) = try exporter().exportScanning()
            #expect(!scan.isFull)
            #expect(scan.changed == pods)
            let fresh = folder.child("fresh-\(UUID().uuidString)")
            _ = try CDNExporter(source: source, output: fresh, environment: ["PODSPEC_NO_CACHE": "1"]).export()
            #expect(try Self.contents(output) == Self.contents(fresh))
            return summary
        }

        /// Every file under `folder` with its bytes.
        static func contents(_ folder: String) throws -> [String: Data] {
            var result: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: folder)
            while let relative = enumerator?.nextObject() as? String {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder),
                    !isFolder.boolValue
                else { continue }
                result[relative] = FileManager.default.contents(atPath: folder + "/" + relative)
            }
            return result
        }
    }

    let layout = CDNLayout()

    @Test func anUnchangedRepoIsCheckedWithoutListingAPod() throws {
        let fixture = try Fixture("cdn-scan-same")
        let before = try CDNExportTests.stamps(fixture.output)
        #expect(try fixture.reExport(checking: []) == CDNExportSummary())
        #expect(try CDNExportTests.stamps(fixture.output) == before)
    }

    @Test func anAddedVersionListsOnlyItsPod() throws {
        let fixture = try Fixture("cdn-scan-version")
        try CDNExportTests.addSpec("Alpha", "1.2.0", in: fixture.folder)
        let summary = try fixture.reExport(checking: ["Alpha"])
        #expect(summary.added == [layout.specFile("Alpha", version: "1.2.0")])
        #expect(summary.changed == [layout.indexFile(for: "Alpha")])
    }

    @Test func aNewPodIsFoundAndAddedToAllPods() throws {
        let fixture = try Fixture("cdn-scan-pod")
        try CDNExportTests.addSpec("Gamma", "2.0", in: fixture.folder)
        let summary = try fixture.reExport(checking: ["Gamma"])
        #expect(summary.added.contains(layout.specFile("Gamma", version: "2.0")))
        #expect(summary.changed.contains(CDNLayout.allPodsFile))
        #expect(try read(fixture.output + "/all_pods.txt") == "Alpha\nBeta\nGamma\n")
    }

    @Test func aRemovedVersionAndARemovedPodLeaveTheOutput() throws {
        let fixture = try Fixture("cdn-scan-remove")
        try FileManager.default.removeItem(atPath: fixture.folder.child("source/Alpha/1.1.0"))
        try FileManager.default.removeItem(atPath: fixture.folder.child("source/Beta"))
        let summary = try fixture.reExport(checking: ["Alpha"])
        #expect(summary.removed.contains(layout.specFile("Alpha", version: "1.1.0")))
        #expect(summary.removed.contains(layout.specFile("Beta", version: "0.1")))
        #expect(try read(fixture.output + "/all_pods.txt") == "Alpha\n")
    }

    @Test func aCommittedEditIsExportedAgain() throws {
        let fixture = try Fixture("cdn-scan-commit", git: true)
        try CDNExportTests.addSpec("Beta", "0.1", in: fixture.folder, summary: "Edited and committed.")
        try fixture.commitAll("Edit Beta")
        let summary = try fixture.reExport(checking: ["Beta"])
        #expect(summary.changed == [layout.specFile("Beta", version: "0.1")])
        #expect(
            try read(fixture.output + "/" + layout.specFile("Beta", version: "0.1")).contains("Edited and committed."))
    }

    /// An uncommitted edit written into the file itself: no folder's stamp moves, the file's does.
    @Test func anUncommittedEditInPlaceIsExportedAgain() throws {
        let fixture = try Fixture("cdn-scan-uncommitted", git: true)
        let path = fixture.spec("Alpha", "1.0.0")
        let inode = FileStamp.of(path)?.inode
        let edited = try read(path).replacingOccurrences(of: "A pod.", with: "Not committed.")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(edited.utf8))
        try handle.close()
        #expect(FileStamp.of(path)?.inode == inode)
        #expect(try git(["status", "--porcelain"], in: fixture.source.path).contains("Alpha/1.0.0/Alpha.podspec.json"))
        let summary = try fixture.reExport(checking: ["Alpha"])
        #expect(summary.changed == [layout.specFile("Alpha", version: "1.0.0")])
    }

    /// `git checkout` of an older commit rewrites the file it changed.
    @Test func aCheckoutOfAnotherCommitIsExportedAgain() throws {
        let fixture = try Fixture("cdn-scan-checkout", git: true)
        try CDNExportTests.addSpec("Beta", "0.1", in: fixture.folder, summary: "Second commit.")
        try fixture.commitAll("Edit Beta")
        _ = try fixture.reExport(checking: ["Beta"])
        // Once its new stamps are old enough, Beta is trusted again; then the checkout.
        Thread.sleep(forTimeInterval: 0.3)
        _ = try fixture.reExport(checking: ["Beta"])
        _ = try fixture.reExport(checking: [])
        try git(["checkout", "-q", "HEAD~1"], in: fixture.source.path)
        _ = try fixture.reExport(checking: ["Beta"])
        #expect(try read(fixture.output + "/" + layout.specFile("Beta", version: "0.1")).contains("A pod."))
    }

    /// A `Name.podspec.json` beside a Ruby `Name.podspec` is the one read from then on.
    @Test func aJSONPodspecBesideARubyOneIsNoticed() throws {
        let folder = try TemporaryDirectory("cdn-scan-beside")
        try write(podspecText("Ruby", "1.0"), to: folder.child("source/Ruby/1.0/Ruby.podspec"))
        let fixture = try Fixture(reusing: folder)
        try write(
            #"{"name": "Ruby", "version": "1.0", "summary": "Now JSON."}"#,
            to: folder.child("source/Ruby/1.0/Ruby.podspec.json"))
        let summary = try fixture.reExport(checking: ["Ruby"])
        #expect(summary.changed == [layout.specFile("Ruby", version: "1.0")])
    }

    /// A spec left out is read again each time (a fresh export lists it too), its pod never trusted.
    @Test func aSkippedSpecIsReportedAgain() throws {
        let folder = try TemporaryDirectory("cdn-scan-skipped")
        try write("{ not json", to: folder.child("source/Broken/1.0/Broken.podspec.json"))
        let fixture = try Fixture(reusing: folder, skipInvalid: true)
        var exporter = fixture.exporter()
        exporter.skipInvalid = true
        let (summary, scan) = try exporter.exportScanning()
        #expect(scan.changed == ["Broken"])
        #expect(summary.skipped.map(\.path) == [folder.child("source/Broken/1.0/Broken.podspec.json")])
        #expect(throws: CDNExportError.self) { try fixture.exporter().export() }
    }

    /// An export that fails on an invalid podspec writes specs but no index: the next one still writes the
    /// indexes of the pods the failed one added and removes the file of the version it lost.
    @Test func afterAFailedExportTheNextOneCatchesUp() throws {
        let fixture = try Fixture("cdn-scan-failed")
        try CDNExportTests.addSpec("Gamma", "2.0", in: fixture.folder)
        try FileManager.default.removeItem(atPath: fixture.folder.child("source/Alpha/1.1.0"))
        try write("{ not json", to: fixture.folder.child("source/Broken/1.0/Broken.podspec.json"))
        // Old enough to be trusted, had the failed export recorded them as such.
        Thread.sleep(forTimeInterval: 0.3)
        #expect(throws: CDNExportError.self) { try fixture.exporter().export() }
        #expect(FileManager.default.fileExists(atPath: fixture.output + "/" + layout.specFile("Gamma", version: "2.0")))
        try FileManager.default.removeItem(atPath: fixture.folder.child("source/Broken"))
        let summary = try fixture.reExport(checking: ["Alpha", "Gamma"])
        #expect(summary.removed == [layout.specFile("Alpha", version: "1.1.0")])
        #expect(summary.added == [layout.indexFile(for: "Gamma")])
    }

    /// No manifest, or one written for another layout: every pod is listed and checked (a full scan),
    /// and nothing that is current is written again.
    @Test func aMissingOrForeignManifestMeansAFullScan() throws {
        let fixture = try Fixture("cdn-scan-full")
        try FileManager.default.removeItem(atPath: fixture.folder.child("cache"))
        let before = try CDNExportTests.stamps(fixture.output)
        let (summary, scan) = try fixture.exporter().exportScanning()
        #expect(scan.isFull && scan.changed == ["Alpha", "Beta"])
        #expect(summary == CDNExportSummary())
        #expect(try CDNExportTests.stamps(fixture.output) == before)
        var other = fixture.exporter()
        other.layout = CDNLayout(prefixLengths: [2])
        #expect(try other.exportScanning().scan.isFull)
        let fresh = fixture.folder.child("fresh")
        _ = try CDNExporter(
            source: fixture.source, output: fresh, layout: CDNLayout(prefixLengths: [2]),
            environment: ["PODSPEC_NO_CACHE": "1"]
        ).export()
        #expect(try Fixture.contents(fixture.output) == Fixture.contents(fresh))
    }

    /// Stamps taken within `settleTime` of an export are not trusted by the next one: a change made in the
    /// same clock tick could leave them as they were.
    @Test func recentStampsAreCheckedAgain() throws {
        let folder = try TemporaryDirectory("cdn-scan-recent")
        let source = try CDNExportTests.makeSource(in: folder, ["Alpha": ["1.0.0"], "Beta": ["0.1"]])
        let exporter = CDNExporter(
            source: source, output: folder.child("out"), environment: ["PODSPEC_CACHE_DIR": folder.child("cache")])
        _ = try exporter.export()
        let (summary, scan) = try exporter.exportScanning()
        #expect(scan.changed == ["Alpha", "Beta"])
        #expect(summary == CDNExportSummary())
    }
}

extension CDNExportScanTests.Fixture {
    /// A fixture over a source already started in `folder` (Alpha and Beta are added to it).
    init(reusing folder: TemporaryDirectory, skipInvalid: Bool = false) throws {
        self.folder = folder
        source = try CDNExportTests.makeSource(in: folder, ["Alpha": ["1.0.0", "1.1.0"], "Beta": ["0.1"]])
        output = folder.child("out")
        Thread.sleep(forTimeInterval: 0.3)
        var first = exporter()
        first.skipInvalid = skipInvalid
        _ = try first.export()
    }
}
