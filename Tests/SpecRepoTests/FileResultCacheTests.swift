import Foundation
import Testing

@testable import SpecRepo

/// The result cache never answers for a changed file, nor for a podspec that can read other files.
@Suite struct FileResultCacheTests {
    let folder: TemporaryDirectory
    let environment: [String: String]

    init() throws {
        folder = try TemporaryDirectory("cache")
        environment = ["PODSPEC_CACHE_DIR": folder.child("cache")]
    }

    /// Writes `contents` to `name`, dated an hour ago (recent files are never cached).
    func file(_ name: String, _ contents: String) throws -> String {
        let path = folder.child(name)
        try write(contents, to: path)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
        return path
    }

    @Test func reusesAValueUntilTheFileChanges() throws {
        let path = try file("A.podspec", podspecText("A", "1.0"))
        let cache = FileResultCache<String>(kind: "test", scope: folder.path, environment: environment)
        cache.store("first", for: path, contents: try read(path))
        cache.save()
        let reopened = FileResultCache<String>(kind: "test", scope: folder.path, environment: environment)
        #expect(reopened.value(for: path) == "first")
        _ = try file("A.podspec", podspecText("A", "1.0.1"))
        #expect(reopened.value(for: path) == nil)
    }

    @Test func neverCachesPodspecsThatReadOtherThingsOrRecentFiles() throws {
        let reads = try file("B.podspec", "v = File.read('VERSION')\n" + podspecText("B", "1.0"))
        let arc = try file("C.podspec", "# s.requires_arc = true, in Supporting Files\n" + podspecText("C", "1.0"))
        let fresh = folder.child("D.podspec")
        try write(podspecText("D", "1.0"), to: fresh)
        let cache = FileResultCache<String>(kind: "test", scope: folder.path, environment: environment)
        for path in [reads, arc, fresh] { cache.store("value", for: path, contents: try read(path)) }
        #expect(cache.value(for: reads) == nil)
        #expect(cache.value(for: arc) == "value")
        #expect(cache.value(for: fresh) == nil)
        let off = FileResultCache<String>(
            kind: "test", scope: folder.path, environment: environment.merging(["PODSPEC_NO_CACHE": "1"]) { $1 })
        #expect(off.value(for: arc) == nil)
    }
}
