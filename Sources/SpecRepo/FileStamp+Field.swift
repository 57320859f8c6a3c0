import PodspecReader

/// A stamp as one field of podspec's line files (search index, pod tree cache): its six numbers joined
/// by commas (inode, size, modification and change times in seconds and nanoseconds).
extension FileStamp {
    var fieldText: String {
        "\(inode),\(size),\(seconds),\(nanoseconds),\(changeSeconds),\(changeNanoseconds)"
    }

    /// The stamp a `fieldText` wrote; nil when `field` isn't one.
    init?(field: ByteFields.Field) {
        guard let numbers = ByteFields.integers(field, separator: UInt8(ascii: ",")), numbers.count == 6,
            numbers[0] >= 0
        else { return nil }
        self.init(
            inode: UInt64(numbers[0]), size: Int64(numbers[1]), seconds: numbers[2], nanoseconds: numbers[3],
            changeSeconds: numbers[4], changeNanoseconds: numbers[5])
    }
}
