import Foundation

/// A fresh folder under the system's temporary folder for one test's podspec and files, removed with
/// everything in it when the test drops it (the tests made thousands of folders a run and left them).
final class ScratchFolder {
    let url: URL
    var path: String { url.path }

    /// A new folder named `label-UUID`.
    init(_ label: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The URL of `relative` inside the folder.
    func file(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
