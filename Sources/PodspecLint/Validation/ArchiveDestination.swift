import Foundation

/// The folder an archive is unpacked into, and the one rule every unpacker follows: an entry's
/// path must be relative, must not climb out with `..`, and must not pass through a symbolic
/// link; a link's target must stay inside too. Anything else is refused, whole archive included.
struct ArchiveDestination {
    let root: String

    /// The absolute path for an entry, after checking it stays inside.
    func path(for entry: String) throws -> String {
        let components = try ArchiveDestination.components(entry, for: entry)
        guard !components.isEmpty else { return root }
        var current = root
        for component in components.dropLast() {
            current += "/" + component
            if PathText.isSymbolicLink(current) {
                throw ArchiveDestination.escape(entry)
            }
        }
        return current + "/" + (components.last ?? "")
    }

    /// Checks a symbolic link's target, relative to the link's folder, stays inside.
    func checkLink(_ target: String, of entry: String) throws {
        guard !target.hasPrefix("/") else { throw ArchiveDestination.escape(entry) }
        let folder = try ArchiveDestination.components(entry, for: entry).dropLast()
        var depth = folder.count
        for component in target.split(separator: "/") where component != "." {
            depth += component == ".." ? -1 : 1
            if depth < 0 { throw ArchiveDestination.escape(entry) }
        }
    }

    /// The path's components without `.`; refuses absolute paths and `..`.
    static func components(_ path: String, for entry: String) throws -> [String] {
        guard !path.hasPrefix("/") else { throw escape(entry) }
        var result: [String] = []
        for component in path.split(separator: "/") where component != "." && !component.isEmpty {
            if component == ".." { throw escape(entry) }
            result.append(String(component))
        }
        return result
    }

    static func escape(_ entry: String) -> ValidationError {
        ValidationError("The archive entry `\(entry)` would be unpacked outside the download folder; refused.")
    }

    func makeParent(of path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    }
}
