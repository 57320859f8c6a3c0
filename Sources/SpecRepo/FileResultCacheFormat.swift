import Foundation
import PodspecReader

/// The file `FileResultCache` keeps: a header line, then each distinct value as one line of JSON
/// (`V {…}`), then one line per file (`E inode size seconds ns changeSeconds changeNs valueIndex path`).
/// Reading it costs one JSON decode per distinct value, not per file. A file that doesn't parse is
/// ignored as a whole (the cache starts empty).
enum FileResultCacheFormat {
    /// A file's stamp and the index of its value.
    struct Entry {
        var stamp: FileStamp
        var value: Int
    }

    static let header = "podspec-results 1"

    /// The file for `values` and `entries` (a path with a line break is left out); nil when a value's
    /// JSON can't be written on one line. Line breaks are looked for in UTF-8 bytes (`String.contains` of
    /// a string goes through Foundation's `range(of:)`, once per entry of a trunk-scale cache).
    static func encode<Value: Encodable>(values: [Value], entries: [String: Entry]) -> Data? {
        let encoder = JSONEncoder()
        var text = header + "\n"
        for value in values {
            guard let json = try? encoder.encode(value), let line = String(data: json, encoding: .utf8),
                !line.utf8.contains(UInt8(ascii: "\n"))
            else { return nil }
            text += "V " + line + "\n"
        }
        for (path, entry) in entries where !path.utf8.contains(UInt8(ascii: "\n")) {
            let s = entry.stamp
            text +=
                "E \(s.inode) \(s.size) \(s.seconds) \(s.nanoseconds) \(s.changeSeconds) \(s.changeNanoseconds) "
                + "\(entry.value) \(path)\n"
        }
        return Data(text.utf8)
    }

    static func decode<Value: Decodable>(_ data: Data, as: Value.Type) -> (values: [Value], entries: [String: Entry])? {
        let decoder = JSONDecoder()
        var values: [Value] = []
        var entries: [String: Entry] = [:]
        /// Reads one value or entry line; false when it isn't one.
        func read(_ fields: [ByteFields.Field]) -> Bool {
            guard fields[0].count == 1, let kind = fields[0].first else { return false }
            switch (kind, fields.count) {
            case (UInt8(ascii: "V"), _):
                let json = fields[1...].map(ByteFields.string).joined(separator: " ")
                guard let value = try? decoder.decode(Value.self, from: Data(json.utf8)) else { return false }
                values.append(value)
            case (UInt8(ascii: "E"), 9):
                let numbers = fields[1..<8].compactMap(ByteFields.integer)
                guard numbers.count == 7, numbers[0] >= 0, numbers[6] >= 0, numbers[6] < values.count else {
                    return false
                }
                let stamp = FileStamp(
                    inode: UInt64(numbers[0]), size: Int64(numbers[1]), seconds: numbers[2], nanoseconds: numbers[3],
                    changeSeconds: numbers[4], changeNanoseconds: numbers[5])
                entries[ByteFields.string(fields[8])] = Entry(stamp: stamp, value: numbers[6])
            default:
                return false
            }
            return true
        }
        var valid = false
        var sawHeader = false
        entries.reserveCapacity(data.count / 128)
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            ByteFields.forEachLine(bytes, separator: UInt8(ascii: " "), limit: 9) { fields in
                if sawHeader {
                    valid = read(fields)
                } else {
                    sawHeader = true
                    valid = fields.map(ByteFields.string).joined(separator: " ") == header
                }
                return valid
            }
        }
        return valid ? (values, entries) : nil
    }
}
