import PodspecModel
import PodspecReader
import Trust

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file and folder of a spec repo is reached through `ContainedRoot` at the repo's folder: a pod
/// name or version from outside must be one folder name, and a link committed to the repo that leads
/// outside it is refused with an error naming it (never its contents).
extension SpecRepository {
    /// The largest podspec read from a spec repo.
    public static let maximumSpecificationSize = 16 << 20

    /// The repo's folder as the root its paths are resolved in.
    func containedRoot() throws(SpecRepoError) -> ContainedRoot {
        if let root { return root }
        do {
            return try ContainedRoot(path)
        } catch {
            throw SpecRepoError.sourceNotFound(name)
        }
    }

    /// `Specs` when the specs live there, else `""` (the root).
    var specsRelativePath: String { specsDirectory == path ? "" : String(specsDirectory.dropFirst(path.count + 1)) }

    /// The folder of pod `name` relative to the repo, after checking the name is one folder name.
    func podRelativePath(_ name: String) throws(SpecRepoError) -> String {
        try SpecRepository.checkPodName(name)
        return ([specsRelativePath] + metadata.pathFragment(name)).filter { !$0.isEmpty }.joined(separator: "/")
    }

    /// The folder of `version` of pod `name` relative to the repo, both names checked.
    func versionRelativePath(_ name: String, version: String) throws(SpecRepoError) -> String {
        try versionRelativePath(version, inPodFolder: podRelativePath(name))
    }

    /// The folder of `version` (checked) in `podFolder`, the `podRelativePath` of its pod.
    func versionRelativePath(_ version: String, inPodFolder podFolder: String) throws(SpecRepoError) -> String {
        try SpecRepository.checkVersion(version)
        return podFolder + "/" + version
    }

    /// `absolute` (a path under the repo, as `podDirectory` and friends make them) relative to the repo.
    func relativePath(_ absolute: String) -> String {
        absolute == path ? "" : String(absolute.dropFirst(path.count + 1))
    }

    /// What is at `relative` in the repo, nil when nothing; throws when a link on the way leads outside.
    func kind(_ relative: String) throws(SpecRepoError) -> ContainedRoot.EntryKind? {
        let root = try containedRoot()
        do {
            return try root.kind(of: relative)
        } catch {
            throw refusal(error)
        }
    }

    /// The folders in `relative` (hidden ones skipped); empty when it doesn't exist.
    func subfolders(_ relative: String) throws(SpecRepoError) -> [String] {
        let root = try containedRoot()
        do {
            return try root.subfolders(of: relative)
        } catch {
            if error.kind == .notFound || error.kind == .wrongType { return [] }
            throw refusal(error)
        }
    }

    /// The first of `names` present in the folder `relative` (one listing, so one walk), a link counted
    /// only while it stays inside the repo; nil when none is there. Throws, naming it, for a link outside.
    func firstPresent(_ names: [String], in relative: String) throws(SpecRepoError) -> String? {
        let root = try containedRoot()
        do {
            let entries = try root.listing(of: relative)
            for name in names {
                guard let entry = entries.first(where: { $0.name == name }) else { continue }
                if entry.isLink, try root.kind(of: relative + "/" + name) == nil { continue }
                return name
            }
            return nil
        } catch {
            if error.kind == .notFound || error.kind == .wrongType { return nil }
            throw refusal(error)
        }
    }

    /// The bytes of the podspec at `absolute` (a path in this repo), read without ever leaving the repo.
    public func contents(ofFile absolute: String) throws(SpecRepoError) -> [UInt8] {
        try contentsAndStamp(ofFile: absolute).bytes
    }

    /// `contents(ofFile:)` with the stamp of the file read, taken as it was opened (before reading).
    func contentsAndStamp(ofFile absolute: String) throws(SpecRepoError) -> (bytes: [UInt8], stamp: FileStamp) {
        guard absolute.hasPrefix(path + "/") else {
            throw SpecRepoError("`\(absolute)` is not in the `\(name)` spec repo.")
        }
        let root = try containedRoot()
        let read: (bytes: [UInt8], status: stat)
        do {
            read = try root.readWithStatus(relativePath(absolute), maximumSize: SpecRepository.maximumSpecificationSize)
        } catch {
            throw refusal(error)
        }
        return (read.bytes, FileStamp(read.status))
    }

    /// Loads the podspec at `absolute` (a path in this repo) from bytes read through the repo's root.
    public func loadSpecification(atPath absolute: String, environment: [String: String] = [:]) throws -> Specification
    {
        try PodspecLoader.load(contents: try contents(ofFile: absolute), path: absolute, environment: environment)
    }

    /// The error for a refused path of this repo: what, where, what to do.
    func refusal(_ error: ContainmentError) -> SpecRepoError {
        SpecRepoError(
            "In the `\(name)` spec repo at `\(path)`: \(error.message) Spec repo files must be regular files and folders "
                + "inside the repo; remove the offending entry from the repo.")
    }

    /// Checks a pod name that becomes a folder of the repo: one name, not hidden.
    public static func checkPodName(_ name: String) throws(SpecRepoError) {
        try FolderName.check(name, what: "pod name", explanation: "A pod's name is one folder of a spec repo.")
    }

    /// Checks a version that becomes a folder of the repo: one name that is a valid version.
    public static func checkVersion(_ version: String) throws(SpecRepoError) {
        do {
            try ContainedRoot.checkComponent(version)
        } catch {
            throw SpecRepoError("Invalid version: \(error.message) A version is one folder of a spec repo.")
        }
        // (Only a name with a space, control or non-ASCII byte is searched for whitespace by Character.)
        let unusual = version.utf8.contains { $0 <= 0x20 || $0 >= 0x80 }
        if version.hasPrefix(".") || (unusual && version.contains(where: \.isWhitespace))
            || (try? Version(version)) == nil
        {
            throw SpecRepoError("Invalid version: `\(version)` is not a version number such as `1.0.0`.")
        }
    }
}
