import Foundation

/// Unpacks a tar archive (ustar, GNU long names, pax `path`/`linkpath`) with our own reader, so
/// every path written is checked by `ArchiveDestination` first: files, folders and symbolic links
/// whose targets stay inside; hard links, devices and FIFOs are skipped. Permissions keep only the
/// executable bits. (Why not `tar -x`: GNU tar follows a symbolic link an earlier entry created.)
enum TarUnpacker {
    static func unpack(_ archive: String, into folder: String) throws {
        guard let data = FileManager.default.contents(atPath: archive) else {
            throw ValidationError("Could not read the archive \(archive).")
        }
        let bytes = [UInt8](data)
        let destination = ArchiveDestination(root: folder)
        var offset = 0
        var longName: String?
        var longLink: String?
        while offset + 512 <= bytes.count {
            let header = bytes[offset..<offset + 512]
            if header.allSatisfy({ $0 == 0 }) { break }
            guard let size = number(header, 124, 12) else { throw corrupt(archive) }
            let type = header[offset + 156]
            let dataStart = offset + 512
            let dataEnd = dataStart + size
            guard size >= 0, dataEnd <= bytes.count else { throw corrupt(archive) }
            let body = bytes[dataStart..<dataEnd]
            offset = dataStart + (size + 511) / 512 * 512
            var name = longName ?? fullName(header)
            var link = longLink ?? string(header, 157, 100)
            switch type {
            case UInt8(ascii: "L"):
                longName = cString(body)
                continue
            case UInt8(ascii: "K"):
                longLink = cString(body)
                continue
            case UInt8(ascii: "x"):
                let pax = paxRecords(body)
                longName = pax["path"] ?? longName
                longLink = pax["linkpath"] ?? longLink
                continue
            case UInt8(ascii: "g"):
                continue
            default:
                break
            }
            longName = nil
            longLink = nil
            name = name.hasSuffix("/") ? String(name.dropLast()) : name
            guard !name.isEmpty else { continue }
            let path = try destination.path(for: name)
            switch type {
            case 0, UInt8(ascii: "0"), UInt8(ascii: "7"):
                try destination.makeParent(of: path)
                guard FileManager.default.createFile(atPath: path, contents: Data(body)) else {
                    throw ValidationError("Could not write \(path) while unpacking.")
                }
                let mode = number(header, 100, 8) ?? 0o644
                try? FileManager.default.setAttributes(
                    [.posixPermissions: (mode & 0o111 != 0) ? 0o755 : 0o644], ofItemAtPath: path)
            case UInt8(ascii: "5"):
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            case UInt8(ascii: "2"):
                if link.isEmpty { link = "." }
                try destination.checkLink(link, of: name)
                try destination.makeParent(of: path)
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: link)
            default:
                continue  // hard links, devices, FIFOs: not part of a pod's sources
            }
        }
    }

    /// `prefix/name` of a ustar header.
    static func fullName(_ header: ArraySlice<UInt8>) -> String {
        let name = string(header, 0, 100)
        let magic = string(header, 257, 5)
        let prefix = magic == "ustar" ? string(header, 345, 155) : ""
        return prefix.isEmpty ? name : prefix + "/" + name
    }

    static func string(_ header: ArraySlice<UInt8>, _ at: Int, _ length: Int) -> String {
        let start = header.startIndex + at
        return cString(header[start..<start + length])
    }

    static func cString(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// An octal field, or a base-256 one (high bit set).
    static func number(_ header: ArraySlice<UInt8>, _ at: Int, _ length: Int) -> Int? {
        let start = header.startIndex + at
        let field = header[start..<start + length]
        if let first = field.first, first & 0x80 != 0 {
            return field.dropFirst().reduce(Int(first & 0x7F)) { $0 << 8 | Int($1) }
        }
        let text = String(decoding: field.prefix { $0 != 0 }, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? 0 : Int(text, radix: 8)
    }

    /// pax records: `LEN key=value\n`.
    static func paxRecords(_ body: ArraySlice<UInt8>) -> [String: String] {
        var records: [String: String] = [:]
        for line in String(decoding: body, as: UTF8.self).split(separator: "\n") {
            guard let space = line.firstIndex(of: " "), let equals = line.firstIndex(of: "=") else { continue }
            records[String(line[line.index(after: space)..<equals])] = String(line[line.index(after: equals)...])
        }
        return records
    }

    static func corrupt(_ archive: String) -> ValidationError {
        ValidationError("The archive \((archive as NSString).lastPathComponent) is not a valid tar file.")
    }
}
