/// The bounds an archive source is unpacked within, so a small download cannot fill the disk or
/// memory (a "zip bomb"): each exceeded bound stops the validation with a clear error.
struct ArchiveLimits: Sendable {
    /// The most bytes all entries of one archive may unpack to, metadata and skipped entries included.
    var maximumUnpackedSize: Int
    /// The most entries (files, folders, links, metadata records) one archive may hold.
    var maximumEntries: Int

    /// 2 GiB and 100,000 entries: far above any pod's sources, far below a full disk.
    static let standard = ArchiveLimits(maximumUnpackedSize: 2 << 30, maximumEntries: 100_000)
    /// The largest tar metadata record (GNU long name, pax header) read into memory (1 MiB).
    static let maximumMetadataSize = 1 << 20
    /// The longest symbolic link target (Linux's `PATH_MAX`).
    static let maximumLinkTargetSize = 4096

    var tooLarge: String {
        "The archive unpacks to more than \(ArchiveLimits.describe(maximumUnpackedSize)), the most podspec unpacks; refused."
    }
    var tooManyEntries: String {
        "The archive holds more than \(maximumEntries) entries, the most podspec unpacks; refused."
    }

    /// `2 GiB`, `1 MiB`, or bytes.
    static func describe(_ size: Int) -> String {
        if size >= 1 << 30 && size % (1 << 30) == 0 { return "\(size >> 30) GiB" }
        if size >= 1 << 20 && size % (1 << 20) == 0 { return "\(size >> 20) MiB" }
        return "\(size) bytes"
    }
}
