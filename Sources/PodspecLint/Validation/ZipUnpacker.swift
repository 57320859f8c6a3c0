import Foundation
import Trust
import ZIPFoundation

/// Unpacks a zip archive with ZIPFoundation's decoder, entry by entry: each entry's bytes are
/// inflated piece by piece and written by `ArchiveDestination` (never `extract(_:to:)`, which would
/// write through a link an earlier entry made), counted against `ArchiveLimits`, CRC checked.
enum ZipUnpacker {
    static func unpack(_ archivePath: String, into destination: ArchiveDestination) throws {
        let name = (archivePath as NSString).lastPathComponent
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: archivePath), accessMode: .read)
        } catch {
            throw ValidationFailure("The archive \(name) is not a valid zip file.")
        }
        for entry in archive {
            try destination.countEntry()
            var path = entry.path
            if path.hasSuffix("/") { path.removeLast() }
            guard !path.isEmpty else { continue }
            switch entry.type {
            case .directory:
                try destination.makeFolder(path)
            case .file:
                let permissions = (entry.fileAttributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o644
                try destination.writeFile(path, executable: permissions & 0o111 != 0) { append in
                    try extract(entry, from: archive, name: name) { try append([UInt8]($0)) }
                }
            case .symlink:
                guard entry.compressedSize <= UInt64(ArchiveLimits.maximumLinkTargetSize) else {
                    throw ArchiveDestination.escape(path)
                }
                var target = Data()
                try extract(entry, from: archive, name: name) { target.append($0) }
                try destination.makeLink(path, target: String(decoding: target, as: UTF8.self))
            }
        }
    }

    /// Streams `entry`'s bytes to `consumer` and checks its CRC; a consumer's error (a bound reached)
    /// is passed through as it is.
    private static func extract(_ entry: Entry, from archive: Archive, name: String, _ consumer: (Data) throws -> Void)
        throws
    {
        var stopped: Error?
        let checksum: CRC32
        do {
            checksum = try archive.extract(entry) { data in
                do {
                    try consumer(data)
                } catch {
                    stopped = error
                    throw error
                }
            }
        } catch {
            if let stopped { throw stopped }
            throw ValidationFailure(
                "The archive \(name) is not a valid zip file (entry `\(PrintableText.escaped(entry.path))`).")
        }
        guard entry.type != .file || checksum == entry.checksum else {
            throw ValidationFailure(
                "The archive \(name) is not a valid zip file (entry `\(PrintableText.escaped(entry.path))`).")
        }
    }
}
