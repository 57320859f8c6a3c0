import Foundation
import PodspecModel

@testable import PodspecReader

/// The spec `source` gives, read from a podspec file `A.podspec` in a fresh folder that is removed afterwards
/// (a file on disk, so the loader takes the same path a real podspec does).
func loadPodspecFile(_ source: String) throws -> Specification {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("podspec-source-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("A.podspec").path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    return try PodspecLoader.load(path: path)
}
