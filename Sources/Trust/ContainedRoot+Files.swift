#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading, writing, listing and removing through the checked walk of `ContainedRoot`.
extension ContainedRoot {
    /// What is at a path, links inside the root followed.
    public enum EntryKind: Equatable, Sendable {
        case file
        case directory
        /// A FIFO, socket or device: never read.
        case other
    }

    /// What is at `relative` (links followed while they stay inside), nil when nothing is there.
    /// Throws when the path or a link on it leads outside.
    public func kind(of relative: String) throws(ContainmentError) -> EntryKind? {
        let location: Location
        do {
            location = try walk(try Self.components(of: relative), followFinalLink: true, display: relative)
        } catch  where error.kind == .notFound || error.kind == .wrongType {
            return nil
        }
        defer { close(location.folder) }
        guard let name = location.name else { return .directory }
        var info = stat()
        guard fstatat(location.folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        switch Self.kind(info.st_mode) {
        case .directory: return .directory
        case .file: return .file
        default: return .other
        }
    }

    /// The real path of `relative` under the root (links inside followed), for tools that need a path
    /// (libgit2, a child's working folder). Throws when it leads outside or does not exist.
    public func resolvedPath(_ relative: String) throws(ContainmentError) -> String {
        let location = try walk(try Self.components(of: relative), followFinalLink: true, display: relative)
        defer { close(location.folder) }
        var components = location.folderComponents
        if let name = location.name {
            var info = stat()
            guard fstatat(location.folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                throw ContainmentError(
                    .notFound, path: relative, message: "`\(Self.printable(relative))` does not exist.")
            }
            components.append(name)
        }
        return absolute(components)
    }

    /// The contents of the regular file at `relative`, at most `maximumSize` bytes (checked before
    /// reading). FIFOs, devices and folders are refused without blocking.
    public func read(_ relative: String, maximumSize: Int) throws(ContainmentError) -> [UInt8] {
        try readWithStatus(relative, maximumSize: maximumSize).bytes
    }

    /// `read`, with the file's status as opened (`fstat`, taken before reading): what a cache stamps
    /// the bytes with, for no system call more.
    public func readWithStatus(_ relative: String, maximumSize: Int) throws(ContainmentError) -> (
        bytes: [UInt8], status: stat
    ) {
        // Left non-blocking: a regular file's reads never wait, whatever the flag says.
        let (descriptor, info) = try openRegularFile(relative)
        defer { close(descriptor) }
        guard Int(info.st_size) <= maximumSize else {
            throw ContainmentError(
                .tooLarge, path: relative,
                message: "`\(Self.printable(relative))` is \(info.st_size) bytes, more than the \(maximumSize) allowed."
            )
        }
        let bytes: [UInt8]
        do {
            bytes = try BoundedRead.bytes(of: descriptor, limit: maximumSize + 1, sizeHint: Int(info.st_size))
        } catch {
            throw ContainmentError(
                .system(error.code), path: relative,
                message: "Could not read `\(Self.printable(relative))`: \(Self.reason(error.code)).")
        }
        guard bytes.count <= maximumSize else {
            throw ContainmentError(
                .tooLarge, path: relative,
                message: "`\(Self.printable(relative))` grew past the \(maximumSize) bytes allowed while being read.")
        }
        return (bytes, info)
    }

    /// An open descriptor on the regular file at `relative` (links inside followed), opened without
    /// blocking on a FIFO. The caller closes it.
    public func openForReading(_ relative: String) throws(ContainmentError) -> Int32 {
        let (descriptor, _) = try openRegularFile(relative)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// `openForReading` with the file's `fstat`, the descriptor still non-blocking.
    private func openRegularFile(_ relative: String) throws(ContainmentError) -> (Int32, stat) {
        let components = try Self.components(of: relative)
        let flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        let descriptor: Int32
        if let opened = openWithoutLinks(components, flags: flags) {
            descriptor = opened
        } else {
            descriptor = try openByWalking(components, flags: flags, display: relative)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, Self.kind(info.st_mode) == .file else {
            close(descriptor)
            throw ContainmentError(
                .wrongType, path: relative, message: "`\(Self.printable(relative))` is not a regular file.")
        }
        return (descriptor, info)
    }

    /// The file at `components` opened by the checked walk, links inside the root followed.
    private func openByWalking(_ components: [String], flags: Int32, display relative: String)
        throws(ContainmentError) -> Int32
    {
        let location = try walk(components, followFinalLink: true, display: relative)
        defer { close(location.folder) }
        guard let name = location.name else {
            throw ContainmentError(.wrongType, path: relative, message: "`\(Self.printable(relative))` is a folder.")
        }
        let descriptor = openat(location.folder, name, flags)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT {
                throw ContainmentError(
                    .notFound, path: relative, message: "`\(Self.printable(relative))` does not exist.")
            }
            throw ContainmentError(
                .system(code), path: relative,
                message: "Could not open `\(Self.printable(relative))`: \(Self.reason(code)).")
        }
        return descriptor
    }

    /// Makes the folder `relative` and any missing parents, never through a link that leaves the root.
    /// Returns the first folder it created (relative to the root, links resolved), nil when all existed:
    /// what a rollback removes.
    @discardableResult
    public func createDirectory(_ relative: String) throws(ContainmentError) -> String? {
        let location = try walk(
            try Self.components(of: relative), followFinalLink: true, createFolders: true, display: relative)
        defer { close(location.folder) }
        var firstCreated = location.firstCreated
        if let name = location.name {
            if mkdirat(location.folder, name, 0o755) == 0 {
                if firstCreated == nil { firstCreated = (location.folderComponents + [name]).joined(separator: "/") }
            } else if errno != EEXIST {
                let code = errno
                throw ContainmentError(
                    .system(code), path: relative,
                    message: "Could not create `\(Self.printable(relative))`: \(Self.reason(code)).")
            }
            var info = stat()
            guard fstatat(location.folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, Self.kind(info.st_mode) == .directory
            else {
                throw ContainmentError(
                    .wrongType, path: relative, message: "`\(Self.printable(relative))` exists and is not a folder.")
            }
        }
        return firstCreated
    }

    /// Writes `bytes` to `relative` through a temporary file in the same folder and a rename, so a reader
    /// sees the old file or the new one, never a part; a link at the final name is replaced, never written
    /// through. Parent folders are created. `durable` flushes the data to disk before the rename. Returns
    /// whether the file is new.
    @discardableResult
    public func write(_ bytes: [UInt8], to relative: String, mode: mode_t = 0o644, durable: Bool = false)
        throws(ContainmentError) -> Bool
    {
        do {
            return try write(to: relative, mode: mode, durable: durable) { sink in try sink.append(bytes) }
        } catch let error as ContainmentError {
            throw error
        } catch {
            throw ContainmentError(
                .system(EIO), path: relative, message: "Could not write `\(Self.printable(relative))`: \(error).")
        }
    }

    /// Removes `relative` (a file, a link or a whole folder) without ever following a link: a link is
    /// removed itself, never what it points at. Nothing there is not an error.
    public func remove(_ relative: String) throws(ContainmentError) {
        let components = try Self.components(of: relative)
        guard !components.isEmpty else {
            throw ContainmentError(
                .invalidName, path: relative, message: "Refusing to remove the root folder `\(path)` itself.")
        }
        let location: Location
        do {
            location = try walk(components, followFinalLink: false, display: relative)
        } catch  where error.kind == .notFound {
            return
        }
        defer { close(location.folder) }
        guard let name = location.name else { return }
        try Self.removeEntry(name, in: location.folder, depth: 0, display: relative)
    }

    private static func removeEntry(_ name: String, in folder: Int32, depth: Int, display: String)
        throws(ContainmentError)
    {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
        if kind(info.st_mode) == .directory {
            guard depth < maximumDepth else {
                throw ContainmentError(
                    .tooLarge, path: display, message: "`\(printable(display))` is nested too deeply to remove.")
            }
            let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard child >= 0 else {
                let code = errno
                throw ContainmentError(
                    .system(code), path: display, message: "Could not remove `\(printable(display))`: \(reason(code)).")
            }
            defer { close(child) }
            for entry in try entryNames(child, display: display) {
                try removeEntry(entry, in: child, depth: depth + 1, display: display)
            }
            if unlinkat(folder, name, AT_REMOVEDIR) != 0 && errno != ENOENT {
                let code = errno
                throw ContainmentError(
                    .system(code), path: display, message: "Could not remove `\(printable(display))`: \(reason(code)).")
            }
        } else if unlinkat(folder, name, 0) != 0 && errno != ENOENT {
            let code = errno
            throw ContainmentError(
                .system(code), path: display, message: "Could not remove `\(printable(display))`: \(reason(code)).")
        }
    }

    /// The names in the folder `relative` (links inside followed to reach it), without `.` and `..`.
    public func entries(of relative: String) throws(ContainmentError) -> [String] {
        try withFolder(relative) { folder, _ throws(ContainmentError) in try Self.entryNames(folder, display: relative)
        }
    }

    /// Runs `body` with an open handle on the folder `relative` (links inside followed to reach it) and
    /// its real components under the root; the handle is closed afterwards. Opened in one `openat2` when
    /// no link is on the way, else by the walk.
    func withFolder<T>(_ relative: String, _ body: (Int32, [String]) throws(ContainmentError) -> T)
        throws(ContainmentError) -> T
    {
        let components = try Self.components(of: relative)
        if let folder = openWithoutLinks(components, flags: O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) {
            defer { close(folder) }
            return try body(folder, components)
        }
        let location = try walk(components, followFinalLink: true, display: relative)
        defer { close(location.folder) }
        guard let name = location.name else { return try body(location.folder, location.folderComponents) }
        let folder = openat(location.folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
            if errno == ENOENT {
                throw ContainmentError(
                    .notFound, path: relative, message: "`\(Self.printable(relative))` does not exist.")
            }
            throw ContainmentError(
                .wrongType, path: relative, message: "`\(Self.printable(relative))` is not a folder.")
        }
        defer { close(folder) }
        return try body(folder, location.folderComponents + [name])
    }

    /// Every regular file under the folder `relative`, as paths relative to the root, found with one open
    /// handle per folder (links are neither followed nor listed).
    public func files(under relative: String) throws(ContainmentError) -> [String] {
        try withFolder(relative) { folder, components throws(ContainmentError) in
            var found: [String] = []
            try Self.collectFiles(
                in: folder, prefix: components.joined(separator: "/"), depth: 0, into: &found, display: relative)
            return found
        }
    }

    private static func collectFiles(
        in folder: Int32, prefix: String, depth: Int, into found: inout [String], display: String
    ) throws(ContainmentError) {
        guard depth < maximumDepth else {
            throw ContainmentError(.tooLarge, path: display, message: "`\(printable(display))` is nested too deeply.")
        }
        for name in try entryNames(folder, display: display) {
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            let path = prefix.isEmpty ? name : prefix + "/" + name
            switch kind(info.st_mode) {
            case .file:
                found.append(path)
            case .directory:
                let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard child >= 0 else { continue }
                defer { close(child) }
                try collectFiles(in: child, prefix: path, depth: depth + 1, into: &found, display: display)
            default:
                continue
            }
        }
    }

    static func entryNames(_ folder: Int32, display: String) throws(ContainmentError) -> [String] {
        try typedEntryNames(folder, display: display).map(\.0)
    }

    /// Makes a symbolic link at `relative` to `target`, which must be relative and, resolved from the
    /// link's folder through the links already there, stay inside the root. A `..` may not follow a name
    /// that does not exist yet (what it would climb out of is unknown), so links made later cannot turn
    /// this one into an escape. Used for archive entries.
    public func createSymbolicLink(_ relative: String, target: String) throws(ContainmentError) {
        let components = try Self.components(of: relative)
        guard let last = components.last else {
            throw ContainmentError(.invalidName, path: relative, message: "A link cannot replace the root folder.")
        }
        let refusal = ContainmentError(
            .escapes, path: relative,
            message:
                "The link `\(Self.printable(relative))` points to `\(Self.printable(target))`, outside the folder; refused."
        )
        guard !target.hasPrefix("/"), !target.isEmpty, !target.utf8.contains(0) else { throw refusal }
        let location = try walk(components, followFinalLink: false, createFolders: true, display: relative)
        defer { close(location.folder) }
        guard resolvesInside(target, from: location.folderComponents) else { throw refusal }
        if symlinkat(target, location.folder, last) != 0 {
            let code = errno
            throw ContainmentError(
                .system(code), path: relative,
                message: "Could not create the link `\(Self.printable(relative))`: \(Self.reason(code)).")
        }
    }

    /// Whether the link target `target`, read in the folder `folder` (real components under the root),
    /// stays inside: links on the way resolved, `..` after a missing name refused.
    func resolvesInside(_ target: String, from folder: [String]) -> Bool {
        var resolved = folder
        var pending = target.split(separator: "/").map(String.init)[...]
        var exists = true
        var links = 0
        while let component = pending.popFirst() {
            if component == "." || component.isEmpty { continue }
            if component == ".." {
                guard exists, !resolved.isEmpty else { return false }
                resolved.removeLast()
                continue
            }
            guard exists else {
                resolved.append(component)
                continue
            }
            let full = absolute(resolved + [component])
            switch Self.lstatKind(full) {
            case nil:
                exists = false
                resolved.append(component)
            case .link?:
                links += 1
                guard links <= Self.maximumLinks, let next = Self.readLink(at: AT_FDCWD, full) else { return false }
                if next.hasPrefix("/") {
                    guard let inside = Self.lexicalComponents(next, under: path) else { return false }
                    resolved = []
                    pending = (inside + pending)[...]
                } else {
                    pending = (next.split(separator: "/").map(String.init) + pending)[...]
                }
            default:
                resolved.append(component)
            }
        }
        return true
    }
}
