import Foundation
import HTTP
import PodspecModel
import Trust

/// Downloads an `:http` source (zip, tar, tar.gz, tar.bz2, tar.xz) and unpacks it into a folder,
/// as cocoapods-downloader does: the type comes from `:type` or the URL's path; tar archives are
/// flattened by default (a single top folder becomes the pod's root), zip archives only with
/// `:flatten => true`. Entries that would land outside the folder are refused. `:sha256` (else
/// `:sha1`) is verified before unpacking (with coreutils' `sha256sum`/`sha1sum`). Only `http` and
/// `https` URLs are fetched.
struct HTTPSourceFetcher {
    typealias ArchiveType = ArchiveUnpacker.Format

    let url: String
    let type: String?
    let flatten: PodValue?
    let timeout: TimeInterval
    /// `:sha256` / `:sha1`, when given.
    var sha256: String? = nil
    var sha1: String? = nil
    /// The bounds the archive is unpacked within.
    var limits: ArchiveLimits = .standard

    /// `type_with_url`, or the declared `:type`.
    static func archiveType(url: String, declared: String?) throws -> ArchiveType {
        if let declared {
            guard let type = ArchiveType(rawValue: declared) else {
                throw ValidationFailure("Unsupported file type: \(declared)")
            }
            return type
        }
        let path = (URL(string: url)?.path ?? url).lowercased()
        if path.hasSuffix(".zip") { return .zip }
        if path.hasSuffix(".tgz") || path.hasSuffix(".tar.gz") { return .tgz }
        if path.hasSuffix(".tar") { return .tar }
        if path.hasSuffix(".tbz") || path.hasSuffix(".tar.bz2") { return .tbz }
        if path.hasSuffix(".txz") || path.hasSuffix(".tar.xz") { return .txz }
        throw ValidationFailure("Unsupported file type: \(path.hasSuffix(".dmg") ? "dmg" : "")")
    }

    /// Downloads and unpacks into `folder`; returns the pod's root (the single top folder when flattened).
    func fetch(into folder: String) throws -> String {
        try HTTPSourceFetcher.requireHTTP(url)
        let type = try HTTPSourceFetcher.archiveType(url: url, declared: type)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let archive = folder + ".download"
        defer { try? FileManager.default.removeItem(atPath: archive) }
        try download(to: archive)
        try verifyChecksum(archive)
        let destination = try ArchiveUnpacker.unpack(archive, format: type, into: folder, limits: limits)
        let shouldFlatten = flatten.map(\.isTruthy) ?? (type != .zip)
        let root = destination.root.path
        if shouldFlatten, let entries = try? destination.root.entries(of: ""), entries.count == 1,
            !PathText.isSymbolicLink(root + "/" + entries[0]),
            (try? destination.root.kind(of: entries[0])) == .directory
        {
            return root + "/" + entries[0]
        }
        return root
    }

    /// The schemes an `:http` source may use. `file://` is refused: a podspec must not make podspec copy,
    /// unpack or fingerprint a file of the machine it runs on.
    static let allowedSchemes: Set<String> = ["http", "https"]

    /// Refuses a URL whose scheme is not `http` or `https`.
    static func requireHTTP(_ url: String) throws {
        let scheme = URL(string: url)?.scheme?.lowercased() ?? ""
        guard allowedSchemes.contains(scheme) else {
            throw ValidationFailure(notHTTP(url))
        }
    }

    static func notHTTP(_ url: String) -> String {
        "The `:http` source `\(PrintableText.escaped(url))` is not an http or https URL; podspec downloads `:http` sources only over http(s)."
    }

    /// `verify_checksum`'s error (CocoaPods::Downloader), raised as V2.
    static func checksumMismatch(expected: String, got digest: String) -> String {
        "Verification checksum was incorrect, expected \(expected), got \(digest)"
    }

    /// `verify_checksum`: the download's digest must be the declared one.
    private func verifyChecksum(_ path: String) throws {
        guard let (expected, tool) = sha256.map({ ($0, "sha256sum") }) ?? sha1.map({ ($0, "sha1sum") }) else { return }
        let digest = try SystemTool.output(tool, [path]).split(separator: " ").first.map(String.init) ?? ""
        if digest != expected {
            throw ValidationFailure(Self.checksumMismatch(expected: expected, got: digest))
        }
    }

    private func download(to path: String) throws {
        let response: HTTPResponse
        do {
            response = try HTTPClient.send(HTTPRequest(url: url, timeout: timeout))
        } catch {
            throw ValidationFailure("[!] Failed to download `\(url)`: \(error.message)")
        }
        guard response.isSuccess else {
            throw ValidationFailure("[!] Failed to download `\(url)`: HTTP status \(response.status)")
        }
        let data = Data(response.body)
        guard FileManager.default.createFile(atPath: path, contents: data) else {
            throw ValidationFailure("Could not write the download of `\(url)` to \(path).")
        }
    }
}
