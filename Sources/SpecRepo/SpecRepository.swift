import Foundation
import PodspecModel
import PodspecReader
import Trust

/// One spec repository on disk (CocoaPods' `Source`): where its specs live (`Specs/` or the root),
/// how pod folders are sharded, and the pods, versions and podspecs in it. A value: it reads the
/// folder each time it is asked, so it is always current.
public struct SpecRepository: Sendable, Equatable {
    /// The repo's name (its folder's name).
    public let name: String
    /// The repo's root folder.
    public let path: String
    /// `Specs/` when it exists, else the root (`Source#specs_dir`).
    public let specsDirectory: String
    /// `CocoaPods-version.yml`.
    public let metadata: RepoMetadata
    /// The repo's folder as the root its paths are resolved in (resolved once), nil when it didn't exist.
    let root: ContainedRoot?

    /// The repo at `path`, named after its folder unless `name` is given.
    public init(path: String, name: String? = nil) {
        let standardized = SpecRepository.absolute(path)
        self.path = standardized
        self.name = name ?? (standardized as NSString).lastPathComponent
        let specs = (standardized as NSString).appendingPathComponent("Specs")
        specsDirectory = DirectoryListing.isDirectory(specs) ? specs : standardized
        metadata = RepoMetadata(repository: standardized)
        root = try? ContainedRoot(standardized)
    }

    /// Whether the repo's folder exists.
    public var exists: Bool { DirectoryListing.isDirectory(path) }

    /// The names of every pod, sorted as Ruby sorts strings (byte order). Throws, naming it, for a
    /// folder that is a link leading outside the repo.
    public func pods() throws -> [String] {
        try pods(beforeListing: { _ in })
    }

    /// `pods()`, calling `visit` with each folder that holds pods or shard folders (relative to the repo)
    /// just before it is listed: what an export stamps to learn later whether pods came or went.
    func pods(beforeListing visit: (String) -> Void) throws -> [String] {
        guard exists else { throw SpecRepoError.sourceNotFound(name) }
        if let cdn { return try cdn.pods().sorted(by: SpecRepository.rubyOrder) }
        let names = try podFolders(beforeListing: visit).flatMap(\.pods)
        return SpecRepository.rubySortedIndexes(names).map { names[$0] }
    }

    /// The folders that hold pods (relative to the repo: the specs folder, or its deepest shard folders),
    /// each with the names of its pods as listed (unsorted); `visit` as `pods(beforeListing:)` calls it.
    /// Not for a CDN source.
    func podFolders(beforeListing visit: (String) -> Void = { _ in }) throws -> [(folder: String, pods: [String])] {
        var folders = [specsRelativePath]
        for _ in metadata.prefixLengths {
            folders = try folders.flatMap { folder in
                visit(folder)
                return try subfolders(folder).map { folder.isEmpty ? $0 : folder + "/" + $0 }
            }
        }
        return try folders.map { folder in
            visit(folder)
            return (folder, try subfolders(folder))
        }
    }

    /// The folder of pod `name` (sharded when the repo says so), whether or not it exists.
    public func podDirectory(_ name: String) -> String {
        ([specsDirectory] + metadata.pathFragment(name)).joined(separator: "/")
    }

    /// The folder for version `version` of pod `name`, whether or not it exists.
    public func versionDirectory(_ name: String, version: String) -> String {
        podDirectory(name) + "/" + version
    }

    /// The versions of pod `name`, highest first; empty when the pod isn't there. Throws CocoaPods'
    /// message for a folder that isn't a version.
    public func versions(of name: String) throws -> [Version] {
        try unsortedVersions(of: name).sortedInRubyOrder(descending: true)
    }

    /// The highest version of pod `name`, nil when the pod isn't there.
    public func highestVersion(of name: String) throws -> Version? {
        try unsortedVersions(of: name).max()
    }

    private func unsortedVersions(of name: String) throws -> [Version] {
        if let cdn { return try cdn.versions(ofPod: name) ?? [] }
        let directory = podDirectory(name)
        return try subfolders(try podRelativePath(name)).map { folder in
            try version(ofFolder: folder, in: directory, pod: name)
        }
    }

    /// The version the folder `folder` of pod `name` (at `directory`) names; throws CocoaPods' message
    /// when it names none.
    func version(ofFolder folder: String, in directory: @autoclosure () -> String, pod name: String) throws -> Version {
        guard let version = try? Version(folder) else {
            throw SpecRepoError(
                "An unexpected version directory `\(folder)` was encountered for the `\(directory())` Pod in the "
                    + "`\(name)` repository.")
        }
        return version
    }

    /// The podspec of `name` at `version`: `Name.podspec.json` when present, else `Name.podspec`.
    /// Throws, naming it, when the file or a folder on the way is a link leading outside the repo.
    public func specificationPath(_ name: String, version: String) throws -> String {
        if let cdn { return try cdn.specification(name, version: version).path }
        let folder = try versionRelativePath(name, version: version)
        if let file = try firstPresent(["\(name).podspec.json", "\(name).podspec"], in: folder) {
            return path + "/" + folder + "/" + file
        }
        throw SpecRepoError.specificationNotFound(name, version, repo: self.name)
    }

    /// Loads the podspec of `name` at `version` (never executing it), read through the repo's root.
    public func specification(_ name: String, version: String, environment: [String: String] = [:]) throws
        -> Specification
    {
        try loadSpecification(atPath: try specificationPath(name, version: version), environment: environment)
    }

    /// The remote URL (`remote.origin.url`), else `file://<repo>/.git` for a git repo, else nil.
    public var url: String? { RepoGitInfo(repository: path).url }

    /// `path` (`~` expanded) made absolute against the working directory, `.` and `..` folded.
    static func absolute(_ path: String) -> String {
        LexicalPath.absolute((path as NSString).expandingTildeInPath, base: WorkingDirectory.current)
    }

    /// The indexes of `names` in `rubyOrder` (equal names in the order given). The names' bytes are
    /// copied into one buffer and each name's first 16 bytes read into two integers, so most comparisons
    /// are of integers and the rest `memcmp`s: sorting a trunk-scale repo's 100,000 names as strings
    /// (a retain and a release for each of 1.7 million comparisons) was most of a `search --simple`.
    static func rubySortedIndexes(_ names: [String]) -> [Int] {
        struct Key {
            let high: UInt64
            let low: UInt64
            let start: Int
            let count: Int
            let index: Int
        }
        var bytes: [UInt8] = []
        var keys: [Key] = []
        keys.reserveCapacity(names.count)
        for (index, name) in names.enumerated() {
            var name = name
            name.withUTF8 { name in
                var high: UInt64 = 0
                var low: UInt64 = 0
                for position in 0..<8 {
                    high = high << 8 | UInt64(position < name.count ? name[position] : 0)
                    low = low << 8 | UInt64(position + 8 < name.count ? name[position + 8] : 0)
                }
                keys.append(Key(high: high, low: low, start: bytes.count, count: name.count, index: index))
                bytes.append(contentsOf: name)
            }
        }
        return bytes.withUnsafeBufferPointer { buffer in
            keys.sorted { a, b in
                if a.high != b.high { return a.high < b.high }
                if a.low != b.low { return a.low < b.low }
                // The first 16 bytes are equal (zero standing for none).
                let common = min(a.count, b.count)
                if common > 16, let base = buffer.baseAddress {
                    let order = memcmp(base + a.start + 16, base + b.start + 16, common - 16)
                    if order != 0 { return order < 0 }
                }
                return a.count != b.count ? a.count < b.count : a.index < b.index
            }.map(\.index)
        }
    }

    /// Ruby's `String#<=>`: byte order (compared with `memcmp`: sorting a trunk-scale repo's 100,000 pod
    /// names element by element was a tenth of a warm `search`).
    static func rubyOrder(_ a: String, _ b: String) -> Bool {
        var (a, b) = (a, b)
        return a.withUTF8 { left in
            b.withUTF8 { right in
                let common = min(left.count, right.count)
                guard common > 0, let l = left.baseAddress, let r = right.baseAddress else {
                    return left.count < right.count
                }
                let order = memcmp(l, r, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
    }
}
