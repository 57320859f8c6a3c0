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

    static func encode<Value: Encodable>(values: [Value], entries: [String: Entry]) -> Data? {
        let encoder = JSONEncoder()
        var text = header + "\n"
        for value in values {
            guard let json = try? encoder.encode(value), let line = String(data: json, encoding: .utf8),
                !line.contains("\n")
            else { return nil }
            text += "V " + line + "\n"
        }
        for (path, entry) in entries where !path.contains("\n") {
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
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)[...]
        guard let first = lines.popFirst(), String(decoding: first, as: UTF8.self) == header else { return nil }
        for line in lines {
            guard line.count > 2, line[line.startIndex + 1] == UInt8(ascii: " ") else { return nil }
            let body = line.dropFirst(2)
            switch line[line.startIndex] {
            case UInt8(ascii: "V"):
                guard let value = try? decoder.decode(Value.self, from: Data(body)) else { return nil }
                values.append(value)
            case UInt8(ascii: "E"):
                let fields = body.split(separator: UInt8(ascii: " "), maxSplits: 7, omittingEmptySubsequences: false)
                guard fields.count == 8 else { return nil }
                guard let inode = UInt64(String(decoding: fields[0], as: UTF8.self)) else { return nil }
                var numbers: [Int] = [0]
                for field in fields[1..<7] {
                    guard let number = Int(String(decoding: field, as: UTF8.self)) else { return nil }
                    numbers.append(number)
                }
                guard numbers[6] >= 0, numbers[6] < values.count else { return nil }
                let stamp = FileStamp(
                    inode: inode, size: Int64(numbers[1]), seconds: numbers[2], nanoseconds: numbers[3],
                    changeSeconds: numbers[4], changeNanoseconds: numbers[5])
                entries[String(decoding: fields[7], as: UTF8.self)] = Entry(stamp: stamp, value: numbers[6])
            default:
                return nil
            }
        }
        return (values, entries)
    }
}
