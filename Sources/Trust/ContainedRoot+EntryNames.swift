import CSystemCalls

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names in an open folder, read on the folder's own descriptor: `getdents64` into a buffer on the
/// stack, two system calls for a small folder where `fdopendir`/`readdir`/`closedir` make seven (a
/// trunk-scale repo lists 600,000 folders).
extension ContainedRoot {
    /// The names in an open folder with what the listing says they are (nil when it doesn't say: ask
    /// `kind(of:in:)`), without `.` and `..`. Reads from the folder's current position, which it moves
    /// to the end.
    public static func typedEntryNames(_ folder: Int32, display: String) throws(ContainmentError)
        -> [(String, Kind?)]
    {
        var names: [(String, Kind?)] = []
        // Room for most folders' entries at once (a walk of 24,000 folders grew these lists 28,000 times).
        names.reserveCapacity(16)
        let failure = withUnsafeTemporaryAllocation(byteCount: 32768, alignment: 8) { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return EINVAL }
            while true {
                let filled = podspec_read_directory(folder, base, UInt(buffer.count))
                if filled == 0 { return nil }
                if filled < 0 { return errno }
                var offset = 0
                while offset < filled {
                    let record = base + offset
                    let length = Int(record.loadUnaligned(fromByteOffset: Record.lengthOffset, as: UInt16.self))
                    guard length > Record.nameOffset, offset + length <= filled else { return EIO }
                    let nameStart = UnsafeRawPointer(record + Record.nameOffset)
                    let room = length - Record.nameOffset
                    let nameLength = memchr(nameStart, 0, room).map { UnsafeRawPointer($0) - nameStart } ?? room
                    let nameBytes = UnsafeRawBufferPointer(start: nameStart, count: nameLength)
                    if !isDotOrDotDot(nameBytes) {
                        let type = record.load(fromByteOffset: Record.typeOffset, as: UInt8.self)
                        names.append((String(decoding: nameBytes, as: UTF8.self), kind(directoryEntryType: type)))
                    }
                    offset += length
                }
            }
        }
        switch failure {
        case nil: return names
        case ENOSYS?: return try typedEntryNamesByReaddir(folder, display: display)
        case let code?: throw listingFailure(code, display: display)
        }
    }

    /// Whether a listed name is `.` or `..` (told by its bytes, before a String is made of it).
    private static func isDotOrDotDot(_ name: UnsafeRawBufferPointer) -> Bool {
        let dot = UInt8(ascii: ".")
        return name.count == 1 && name[0] == dot || name.count == 2 && name[0] == dot && name[1] == dot
    }

    /// Where `linux_dirent64`'s fields lie in a record `getdents64` fills (the kernel's layout: `d_ino` and
    /// `d_off`, 8 bytes each, then `d_reclen`, `d_type` and the NUL-ended name).
    private enum Record {
        static let lengthOffset = 16
        static let typeOffset = 18
        static let nameOffset = 19
    }

    /// The error for a folder that could not be listed (`code`: the `errno`).
    private static func listingFailure(_ code: Int32, display: String) -> ContainmentError {
        ContainmentError(
            .system(code), path: display, message: "Could not list `\(printable(display))`: \(reason(code)).")
    }

    /// `typedEntryNames` through `readdir`, where there is no `getdents64`.
    private static func typedEntryNamesByReaddir(_ folder: Int32, display: String) throws(ContainmentError)
        -> [(String, Kind?)]
    {
        let copy = dup(folder)
        guard copy >= 0, let stream = fdopendir(copy) else { throw listingFailure(errno, display: display) }
        defer { closedir(stream) }
        var names: [(String, Kind?)] = []
        while let entry = readdir(stream) {
            let name = directoryEntryName(entry)
            guard name != "." && name != ".." else { continue }
            names.append((name, kind(directoryEntryType: entry.pointee.d_type)))
        }
        return names
    }

    /// What a listing's type byte (`d_type`) says an entry is; nil for `DT_UNKNOWN`.
    private static func kind(directoryEntryType type: UInt8) -> Kind? {
        switch Int32(type) {
        case Int32(DT_DIR): .directory
        case Int32(DT_REG): .file
        case Int32(DT_LNK): .link
        case Int32(DT_UNKNOWN): nil
        default: .other
        }
    }
}
