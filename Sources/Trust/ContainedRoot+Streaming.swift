#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Streamed atomic writes through the checked walk of `ContainedRoot`: an archive entry is written
/// piece by piece, never held whole in memory, and never through a link.
extension ContainedRoot {
    /// Like `write(_:to:)`, with the contents streamed: `produce` appends pieces to the sink (an archive
    /// entry inflated chunk by chunk). When `produce` throws, nothing is left behind and its error is
    /// rethrown. The rename alone keeps readers from ever seeing part of a file; `durable` also flushes
    /// the data to disk before it (`fsync`), for files that must survive a power cut.
    @discardableResult
    public func write(
        to relative: String, mode: mode_t = 0o644, durable: Bool = false, _ produce: (FileSink) throws -> Void
    ) throws -> Bool {
        let components = try Self.components(of: relative)
        guard !components.isEmpty else {
            throw ContainmentError(
                .wrongType, path: relative, message: "`\(Self.printable(relative))` names the root folder.")
        }
        let location = try walk(components, followFinalLink: false, createFolders: true, display: relative)
        defer { close(location.folder) }
        guard let name = location.name else {
            throw ContainmentError(.wrongType, path: relative, message: "`\(Self.printable(relative))` is a folder.")
        }
        var existing = stat()
        let isNew = fstatat(location.folder, name, &existing, AT_SYMLINK_NOFOLLOW) != 0
        if !isNew && Self.kind(existing.st_mode) == .directory {
            throw ContainmentError(.wrongType, path: relative, message: "`\(Self.printable(relative))` is a folder.")
        }
        let temporary = ".\(name.prefix(64)).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = openat(location.folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            let code = errno
            throw ContainmentError(
                .system(code), path: relative,
                message: "Could not write `\(Self.printable(relative))`: \(Self.reason(code)).")
        }
        let sink = FileSink(descriptor: descriptor, display: relative)
        do {
            try produce(sink)
        } catch {
            close(descriptor)
            unlinkat(location.folder, temporary, 0)
            throw error
        }
        var failure: Int32 = 0
        if durable && fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0 && renameat(location.folder, temporary, location.folder, name) != 0 { failure = errno }
        if failure != 0 {
            unlinkat(location.folder, temporary, 0)
            throw ContainmentError(
                .system(failure), path: relative,
                message: "Could not write `\(Self.printable(relative))`: \(Self.reason(failure)).")
        }
        return isNew
    }

    /// Where `write(to:_:)`'s producer appends the contents; valid only while the producer runs.
    public final class FileSink {
        let descriptor: Int32
        let display: String
        /// How many bytes were appended so far.
        public private(set) var count = 0

        init(descriptor: Int32, display: String) {
            self.descriptor = descriptor
            self.display = display
        }

        public func append(_ bytes: [UInt8]) throws(ContainmentError) {
            try check(bytes.withUnsafeBytes { writeAll($0) })
            count += bytes.count
        }

        public func append(_ buffer: UnsafeRawBufferPointer) throws(ContainmentError) {
            try check(writeAll(buffer))
            count += buffer.count
        }

        /// Writes all of `buffer`; 0, or the `errno` of the failure.
        private func writeAll(_ buffer: UnsafeRawBufferPointer) -> Int32 {
            guard let base = buffer.baseAddress else { return 0 }
            var written = 0
            while written < buffer.count {
                let result = Glibc.write(descriptor, base + written, buffer.count - written)
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { return result < 0 ? errno : EIO }
                written += result
            }
            return 0
        }

        private func check(_ code: Int32) throws(ContainmentError) {
            guard code != 0 else { return }
            throw ContainmentError(
                .system(code), path: display,
                message: "Could not write `\(ContainedRoot.printable(display))`: \(ContainedRoot.reason(code)).")
        }
    }
}
