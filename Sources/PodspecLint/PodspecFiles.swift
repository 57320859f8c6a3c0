import Foundation
import Trust

/// Which files are podspecs, and the podspecs directly in a folder as pod globs them: `lib lint` and
/// `spec lint` take `*.podspec{.json,}` (JSON podspecs first), `repo push` `*.podspec{,.json}` (Ruby
/// podspecs first); each group sorted, subfolders not searched.
public enum PodspecFiles {
    /// The order of the two groups.
    public enum Order: Sendable {
        /// `*.podspec{.json,}`: `lib lint`, `spec lint`.
        case jsonFirst
        /// `*.podspec{,.json}`: `repo push`.
        case rubyFirst
    }

    /// Whether `name` (a file name or path) is a podspec: `*.podspec` or `*.podspec.json`.
    public static func isPodspec(_ name: String) -> Bool {
        name.hasSuffix(".podspec") || name.hasSuffix(".podspec.json")
    }

    /// The podspecs in `folder`, as paths starting with it (bare names for `.`); none when it can't be listed.
    public static func inFolder(_ folder: String, order: Order = .jsonFirst) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: WorkingDirectory.absolute(folder))) ?? []
        let prefix = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        let json = names.filter { $0.hasSuffix(".podspec.json") }.sorted()
        let ruby = names.filter { $0.hasSuffix(".podspec") }.sorted()
        return (order == .jsonFirst ? json + ruby : ruby + json).map { prefix + $0 }
    }
}
