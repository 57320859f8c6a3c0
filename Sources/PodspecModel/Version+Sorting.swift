/// Sorting many versions in Ruby's `<=>` order with what each comparison needs worked out once per version.
///
/// `sort` through `<` reads both strings again at every comparison, and splits a prerelease version (`1.0.0-SNAPSHOT`)
/// into segments again each time (about 10,000 instructions); `repo lint` sorts every pod's versions while it
/// lists the pods, one pod per thread, so a pod of a few hundred versions held one thread back. Here a version
/// made only of dot-separated digit runs (the usual `1.10.0`) has its numbers parsed once, and when any version
/// is something else, every version's segments are made once (a dotted version's from its numbers).
extension Sequence where Element == Version {
    /// The versions in Ruby's `<=>` order (`sorted()`), or reversed (`sorted(by: >)`) when `descending`.
    public func sortedInRubyOrder(descending: Bool = false) -> [Version] {
        var keyed = map { VersionSortKey($0) }
        if keyed.contains(where: { $0.numbers == nil }) {
            for index in keyed.indices { keyed[index].splitSegments() }
        }
        let sign = descending ? -1 : 1
        return keyed.sorted { VersionSortKey.compare($0, $1) * sign < 0 }.map(\.version)
    }
}

/// A version with its dot-separated numbers parsed (when it is made only of them) and, when asked, its segments.
struct VersionSortKey {
    let version: Version
    /// The numbers of a version made only of dot-separated runs of 1 to 18 digits; nil for any other.
    let numbers: [Int]?
    /// `numericSegments` and `prereleaseSegments`, once `splitSegments` ran.
    private(set) var segments: (numeric: [Version.Segment], prerelease: [Version.Segment])?

    init(_ version: Version) {
        self.version = version
        numbers = Self.dottedNumbers(version.string)
    }

    /// Sets `segments`: from the numbers of a dotted version (trailing zeros dropped, no prerelease part), by
    /// splitting the version otherwise.
    mutating func splitSegments() {
        guard var numbers else {
            segments = version.splitSegments
            return
        }
        while numbers.last == 0 { numbers.removeLast() }
        segments = (numbers.map { .number(String($0)) }, [])
    }

    /// `lhs.version.rubyCompare(rhs.version)`. Two dotted versions compare their numbers position-wise (a missing
    /// number is 0, as `compareDottedNumbers` counts it); other pairs compare their split segments (which is what
    /// `compareDottedNumbers` agrees with whenever it answers); equal either way, the strings bytewise.
    static func compare(_ lhs: VersionSortKey, _ rhs: VersionSortKey) -> Int {
        if let left = lhs.numbers, let right = rhs.numbers {
            for index in 0..<Swift.max(left.count, right.count) {
                let l = index < left.count ? left[index] : 0
                let r = index < right.count ? right[index] : 0
                if l != r { return l < r ? -1 : 1 }
            }
        } else if let left = lhs.segments, let right = rhs.segments {
            if lhs.version.string == rhs.version.string { return 0 }
            let c = Version.compare(left, right)
            if c != 0 { return c }
        } else {
            return lhs.version.rubyCompare(rhs.version)
        }
        return RubyText.byteCompare(lhs.version.string, rhs.version.string)
    }

    /// The numbers of `text` when it is one or more runs of 1 to 18 ASCII digits joined by single dots: read by
    /// `compareDottedNumbers`'s own reader, so both take the same versions as dotted.
    static func dottedNumbers(_ text: String) -> [Int]? {
        var numbers: [Int] = []
        var bytes = text.utf8.makeIterator()
        var done = false
        while !done {
            guard let number = Version.nextNumber(&bytes, done: &done) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
