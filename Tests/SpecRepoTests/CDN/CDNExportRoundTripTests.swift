import Foundation
import PodspecModel
import Testing

@testable import SpecRepo

/// An export served by lighttpd and read back through the CDN reader gives the same pods, versions and
/// specs as reading the spec repo folder itself.
@Suite struct CDNExportRoundTripTests {
    static let conformanceRepo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../shared/conformance/specrepos/MapQuest+podspecs-ios").standardizedFileURL
        .path

    @Test func aGeneratedRepoReadsBackTheSame() throws {
        let folder = try TemporaryDirectory("cdn-round-trip")
        for (name, versions) in [
            "Alpha": ["1.0.0", "1.2.0", "2.0.0-beta.1"], "Beta": ["0.1"], "Gamma": ["3.0", "3.1"],
        ] {
            for version in versions {
                try write(podspecText(name, version), to: folder.child("source/\(name)/\(version)/\(name).podspec"))
            }
        }
        try Self.roundTrip(SpecRepository(path: folder.child("source")), in: folder)
    }

    /// A real spec repo (skipped when `../shared/conformance` is absent).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: CDNExportRoundTripTests.conformanceRepo)))
    func aRealSpecRepoReadsBackTheSame() throws {
        let folder = try TemporaryDirectory("cdn-round-trip-real")
        try Self.roundTrip(SpecRepository(path: Self.conformanceRepo), in: folder, skipInvalid: true)
    }

    static func roundTrip(_ source: SpecRepository, in folder: TemporaryDirectory, skipInvalid: Bool = false) throws {
        let documentRoot = folder.child("www")
        let summary = try CDNExporter(
            source: source, output: documentRoot + "/tree", skipInvalid: skipInvalid,
            environment: ["PODSPEC_NO_CACHE": "1"]
        ).export()
        let skipped = Set(summary.skipped.map(\.path))
        let server = try CDNServer.start(serving: documentRoot, in: folder)
        defer { server.stop() }
        var options = CDNOptions()
        options.timeout = 5
        let cdn = CDNSource(
            name: "exported", url: server.url("tree/"), path: folder.child("repos/exported"), options: options)
        var compared = 0
        var exportedPods: [String] = []
        for pod in try source.pods() {
            let versions = try source.versions(of: pod).filter {
                !skipped.contains((try? source.specificationPath(pod, version: $0.string)) ?? "")
            }
            guard !versions.isEmpty else { continue }
            exportedPods.append(pod)
            #expect(try cdn.versions(ofPod: pod)?.map(\.string) == versions.map(\.string), "\(pod)")
            for version in versions {
                let expected = try source.loadSpecification(
                    atPath: try source.specificationPath(pod, version: version.string)
                ).toPrettyJSON()
                #expect(try cdn.specification(pod, version: version.string).specification.toPrettyJSON() == expected)
                compared += 1
            }
        }
        #expect(try cdn.pods().sorted() == exportedPods.sorted())
        #expect(compared > 0)
    }
}
