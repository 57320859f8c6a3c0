import Foundation

/// The podspecs `repo push` takes from a folder, as `pod repo push` globs the current one
/// (`*.podspec`, then `*.podspec.json`, each sorted; not recursive).
enum PodspecFolder {
    /// The podspec files in `folder`, as paths starting with it (bare names for `.`).
    static func podspecs(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let found =
            names.filter { $0.hasSuffix(".podspec") }.sorted() + names.filter { $0.hasSuffix(".podspec.json") }.sorted()
        guard folder != "." else { return found }
        return found.map { (folder as NSString).appendingPathComponent($0) }
    }
}
