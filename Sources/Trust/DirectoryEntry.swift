#if canImport(Glibc)
    import Glibc
#endif

/// The name of an entry `readdir` returned, read where it lies. A `dirent` record is only as long as
/// its name (`d_reclen`), so copying the whole 256-byte `d_name` field out of the record (as
/// `entry.pointee.d_name` as a value does) can read past the end of the listing's buffer, and fault
/// when that is the end of a page; `&entry.pointee.d_name` is the field's own address.
public func directoryEntryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    withUnsafeMutablePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: $0.pointee)) {
            String(cString: $0)
        }
    }
}
