import Foundation

/// Unpacks a tar stream (ustar, GNU long names, pax `path`/`linkpath`) with our own reader, entry by
/// entry through `ArchiveDestination`: files, folders and symbolic links whose targets stay inside;
/// hard links, devices and FIFOs are skipped. Permissions keep only the executable bits. Sizes use
/// checked arithmetic; every entry and byte is counted against `ArchiveLimits`. (Why not `tar -x`:
/// GNU tar follows a symbolic link an earlier entry created.)
enum TarUnpacker {
    static func unpack(_ stream: ArchiveStream, into destination: ArchiveDestination) throws {
        var longName: String?
        var longLink: String?
        while let header = try stream.read(512) {
            if header.allSatisfy({ $0 == 0 }) { break }
            try destination.countEntry()
            guard let size = number(header, 124, 12), size >= 0 else { throw stream.truncated }
            let (rounded, overflow) = size.addingReportingOverflow(511)
            guard !overflow else { throw stream.truncated }
            let padding = rounded / 512 * 512 - size
            let type = header[156]
            var name = longName ?? fullName(header)
            var link = longLink ?? string(header, 157, 100)
            switch type {
            case UInt8(ascii: "L"), UInt8(ascii: "K"), UInt8(ascii: "x"):
                guard size <= ArchiveLimits.maximumMetadataSize else { throw stream.truncated }
                try destination.countBytes(size)
                let body = try stream.read(size) ?? []
                if type == UInt8(ascii: "L") {
                    longName = cString(body[...])
                } else if type == UInt8(ascii: "K") {
                    longLink = cString(body[...])
                } else {
                    let pax = paxRecords(body[...])
                    longName = pax["path"] ?? longName
                    longLink = pax["linkpath"] ?? longLink
                }
                try skip(padding, in: stream, destination)
                continue
            default:
                break
            }
            longName = nil
            longLink = nil
            name = name.hasSuffix("/") ? String(name.dropLast()) : name
            if name.isEmpty {
                try skip(size, in: stream, destination)
                try skip(padding, in: stream, destination)
                continue
            }
            switch type {
            case 0, UInt8(ascii: "0"), UInt8(ascii: "7"):
                let mode = number(header, 100, 8) ?? 0o644
                try destination.countBytes(size)
                try destination.writeFile(name, executable: mode & 0o111 != 0, precounted: true) { append in
                    try stream.forEach(size, append)
                }
            case UInt8(ascii: "5"):
                if !name.isEmpty { try destination.makeFolder(name) }
                try skip(size, in: stream, destination)
            case UInt8(ascii: "2"):
                if link.isEmpty { link = "." }
                try destination.makeLink(name, target: link)
                try skip(size, in: stream, destination)
            default:
                try skip(size, in: stream, destination)  // hard links, devices, FIFOs, `g`: not part of a pod's sources
                continue
            }
            try skip(padding, in: stream, destination)
        }
    }

    /// Reads past `count` bytes, counted (they were decompressed all the same).
    static func skip(_ count: Int, in stream: ArchiveStream, _ destination: ArchiveDestination) throws {
        try destination.countBytes(count)
        try stream.forEach(count) { _ in }
    }

    /// `prefix/name` of a ustar header.
    static func fullName(_ header: [UInt8]) -> String {
        let name = string(header, 0, 100)
        let magic = string(header, 257, 5)
        let prefix = magic == "ustar" ? string(header, 345, 155) : ""
        return prefix.isEmpty ? name : prefix + "/" + name
    }

    static func string(_ header: [UInt8], _ at: Int, _ length: Int) -> String {
        cString(header[at..<at + length])
    }

    static func cString(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// An octal field, or a base-256 one (high bit set); nil when malformed or too large for `Int`.
    static func number(_ header: [UInt8], _ at: Int, _ length: Int) -> Int? {
        let field = header[at..<at + length]
        if let first = field.first, first & 0x80 != 0 {
            guard first & 0x40 == 0 else { return nil }  // negative
            var value = Int(first & 0x3F)
            for byte in field.dropFirst() {
                guard value <= Int.max >> 8 else { return nil }
                value = value << 8 | Int(byte)
            }
            return value
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
}
