import PodspecReader

/// A stamp as one field of podspec's line files (search index, pod tree cache): its six numbers joined
/// by commas (inode, size, modification and change times in seconds and nanoseconds).
extension FileStamp {
    var fieldText: String {
        "\(inode),\(size),\(seconds),\(nanoseconds),\(changeSeconds),\(changeNanoseconds)"
    }

    /// The stamp a `fieldText` wrote; nil when `field` isn't one. Read in place (no array of numbers: a
    /// warm trunk-scale search reads 200,000 of them).
    init?(field: ByteFields.Field) {
        var start = field.startIndex
        guard let inode = Self.number(field, &start, last: false), inode >= 0,
            let size = Self.number(field, &start, last: false),
            let seconds = Self.number(field, &start, last: false),
            let nanoseconds = Self.number(field, &start, last: false),
            let changeSeconds = Self.number(field, &start, last: false),
            let changeNanoseconds = Self.number(field, &start, last: true)
        else { return nil }
        self.init(
            inode: UInt64(inode), size: Int64(size), seconds: seconds, nanoseconds: nanoseconds,
            changeSeconds: changeSeconds, changeNanoseconds: changeNanoseconds)
    }

    /// The number of `field` from `start` to the next comma (to the end when `last`, which must come
    /// then), `start` moved past the comma; nil when it isn't a number or the count of numbers is wrong.
    private static func number(_ field: ByteFields.Field, _ start: inout Int, last: Bool) -> Int? {
        guard start <= field.endIndex else { return nil }
        var end = start
        while end < field.endIndex, field[end] != UInt8(ascii: ",") { end += 1 }
        guard last == (end == field.endIndex) else { return nil }
        let value = ByteFields.integer(field[start..<end])
        start = end + 1
        return value
    }
}
