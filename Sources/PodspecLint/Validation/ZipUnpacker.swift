import Foundation
import ZIPFoundation

/// Unpacks a zip archive with ZIPFoundation, entry by entry, each path checked by
/// `ArchiveDestination` (symbolic links included) before anything is written.
enum ZipUnpacker {
    static func unpack(_ archivePath: String, into folder: String) throws {
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: archivePath), accessMode: .read)
        } catch {
            throw ValidationError("The archive \((archivePath as NSString).lastPathComponent) is not a valid zip file.")
        }
        let destination = ArchiveDestination(root: folder)
        for entry in archive {
            var name = entry.path
            if name.hasSuffix("/") { name.removeLast() }
            guard !name.isEmpty else { continue }
            let path = try destination.path(for: name)
            switch entry.type {
            case .directory:
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            case .file:
                try destination.makeParent(of: path)
                _ = try archive.extract(entry, to: URL(fileURLWithPath: path))
            case .symlink:
                var target = Data()
                _ = try archive.extract(entry) { target.append($0) }
                let link = String(decoding: target, as: UTF8.self)
                try destination.checkLink(link, of: name)
                try destination.makeParent(of: path)
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: link)
            }
        }
    }
}
