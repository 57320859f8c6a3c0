import Foundation
import Trust

/// The folder an archive is unpacked into: every entry goes through `ContainedRoot` (no `..`, no
/// absolute path, links resolved and refused when they lead outside, never written through), and
/// the archive as a whole stays within `ArchiveLimits`. The unpackers only decode; this writes.
final class ArchiveDestination {
    let root: ContainedRoot
    let limits: ArchiveLimits
    private(set) var entries = 0
    private(set) var unpackedBytes = 0

    init(_ folder: String, limits: ArchiveLimits = .standard) throws {
        self.limits = limits
        do {
            root = try ContainedRoot(folder)
        } catch {
            throw ValidationFailure("Could not open the download folder: \(error.message)")
        }
    }

    /// Counts one entry (of any kind, metadata included) against `limits.maximumEntries`.
    func countEntry() throws {
        entries += 1
        guard entries <= limits.maximumEntries else {
            throw ValidationFailure(limits.tooManyEntries)
        }
    }

    /// Counts `count` more unpacked bytes against `limits.maximumUnpackedSize`.
    func countBytes(_ count: Int) throws {
        let (total, overflow) = unpackedBytes.addingReportingOverflow(count)
        guard !overflow, count >= 0, total <= limits.maximumUnpackedSize else {
            throw ValidationFailure(limits.tooLarge)
        }
        unpackedBytes = total
    }

    /// Writes the file `entry`, its contents streamed by `produce`, each piece counted unless the caller
    /// counted the whole size already (`precounted`, a tar header's size); mode 0755 or 0644.
    func writeFile(
        _ entry: String, executable: Bool, precounted: Bool = false,
        _ produce: (_ append: ([UInt8]) throws -> Void) throws -> Void
    ) throws {
        try checked(entry) {
            try root.write(to: entry, mode: executable ? 0o755 : 0o644) { sink in
                try produce { bytes in
                    if !precounted { try countBytes(bytes.count) }
                    try sink.append(bytes)
                }
            }
        }
    }

    func makeFolder(_ entry: String) throws {
        try checked(entry) { try root.createDirectory(entry) }
    }

    func makeLink(_ entry: String, target: String) throws {
        try checked(entry) { try root.createSymbolicLink(entry, target: target) }
    }

    /// Runs `body`, turning a refusal of `ContainedRoot` into the archive's error.
    private func checked(_ entry: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ContainmentError {
            switch error.kind {
            case .escapes, .invalidName, .link:
                throw ArchiveDestination.escape(entry)
            default:
                throw ValidationFailure(
                    "Could not unpack the archive entry `\(PrintableText.escaped(entry))`: \(error.message)")
            }
        }
    }

    static func escape(_ entry: String) -> ValidationFailure {
        ValidationFailure(
            "The archive entry `\(PrintableText.escaped(entry))` would be unpacked outside the download folder; refused."
        )
    }
}
