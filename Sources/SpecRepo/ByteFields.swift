#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading the line files podspec keeps in its cache folder (results cache, search index) straight from
/// their bytes: a trunk-scale file has 500,000 lines, and splitting `Data` or `String` costs seconds.
enum ByteFields {
    typealias Field = Slice<UnsafeBufferPointer<UInt8>>

    /// Calls `body` with each non-empty line of `bytes` split at `separator` into at most `limit` fields
    /// (the last one keeps the rest of the line); stops when `body` returns false.
    static func forEachLine(
        _ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, limit: Int, _ body: ([Field]) -> Bool
    ) {
        guard let base = bytes.baseAddress else { return }
        var start = 0
        var fields: [Field] = []
        fields.reserveCapacity(limit)
        while start < bytes.count {
            let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
            let end = newline.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? bytes.count
            if end > start {
                fields.removeAll(keepingCapacity: true)
                var fieldStart = start
                var index = start
                while index < end, fields.count < limit - 1 {
                    if bytes[index] == separator {
                        fields.append(bytes[fieldStart..<index])
                        fieldStart = index + 1
                    }
                    index += 1
                }
                fields.append(bytes[fieldStart..<end])
                if !body(fields) { return }
            }
            start = end + 1
        }
    }

    static func string(_ field: Field) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: field), as: UTF8.self)
    }

    /// The decimal number in `field` (an optional leading `-`), nil when it isn't one or overflows.
    static func integer(_ field: Field) -> Int? {
        var digits = field[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }
}
