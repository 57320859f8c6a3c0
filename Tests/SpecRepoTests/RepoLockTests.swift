import Foundation
import Testing

@testable import SpecRepo

@Suite struct RepoLockTests {
    @Test func isExclusiveAndLeavesNoFileBehind() throws {
        let folder = try TemporaryDirectory("lock")
        let path = folder.child("push.lock")
        let lock = try RepoLock.acquire(at: path, timeout: 0, held: "The repo `x`")
        #expect(throws: SpecRepoError.self) { try RepoLock.acquire(at: path, timeout: 0.05, held: "The repo `x`") }
        lock.release()
        #expect(!FileManager.default.fileExists(atPath: path))
        let again = try RepoLock.acquire(at: path, timeout: 0, held: "The repo `x`")
        again.release()
    }

    @Test func keepsAFileSharedWithPod() throws {
        let folder = try TemporaryDirectory("spec-lock")
        let path = folder.child("Spec_Lock")
        try RepoLock.acquire(at: path, timeout: 0, removesFile: false, held: "The repos folder").release()
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
