import Foundation

/// Unpacks an archive file into a folder, every entry checked and the whole bounded (`ArchiveLimits`):
/// zip through ZIPFoundation, tar through our reader (after `gzip`/`bzip2`/`xz -dc`, streamed).
public enum ArchiveUnpacker {
    /// The archive formats `:http` sources may be (`:type`).
    public enum Format: String, Sendable {
        case zip, tgz, tar, tbz, txz
    }

    /// Unpacks `archive` (a file) of `format` into `folder`; returns where it was unpacked.
    @discardableResult
    static func unpack(_ archive: String, format: Format, into folder: String, limits: ArchiveLimits = .standard)
        throws -> ArchiveDestination
    {
        let destination = try ArchiveDestination(folder, limits: limits)
        switch format {
        case .zip: try ZipUnpacker.unpack(archive, into: destination)
        case .tar:
            let descriptor = open(archive, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw ValidationFailure("Could not read the archive \(archive).") }
            defer { close(descriptor) }
            let stream = ArchiveStream(descriptor: descriptor, name: (archive as NSString).lastPathComponent)
            try TarUnpacker.unpack(stream, into: destination)
        case .tgz, .tbz, .txz:
            try SystemTool.decompress(archive, with: format == .tgz ? "gzip" : format == .tbz ? "bzip2" : "xz") {
                stream in
                try TarUnpacker.unpack(stream, into: destination)
                try stream.drain { try destination.countBytes($0) }
            }
        }
        return destination
    }

    /// Unpacks `archive` into `folder` and reports only whether it was accepted: for fuzzing the readers.
    public static func accepts(_ archive: String, format: Format, into folder: String) -> Bool {
        (try? unpack(archive, format: format, into: folder)) != nil
    }
}
