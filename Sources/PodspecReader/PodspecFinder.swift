import Foundation

/// Finds podspec files (`.podspec`, `.podspec.json`) under a folder.
public enum PodspecFinder {
    /// Every podspec below `folder` (symlinked folders not entered), sorted, as `folder/relative/path`.
    public static func paths(under folder: String) -> [String] {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".podspec") || relative.hasSuffix(".podspec.json") {
                found.append((folder as NSString).appendingPathComponent(relative))
            }
        }
        return found.sorted()
    }
}
