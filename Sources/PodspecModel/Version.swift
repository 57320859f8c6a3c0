/// `Pod::Version`: a podspec version string with CocoaPods' (RubyGems-derived) semantics.
///
/// Two comparisons exist, as in CocoaPods:
/// - Ruby's `==`, `>=`, `<=` compare segments only: `isEqualBySegments`, `compareSegments`.
/// - Ruby's `<=>` (hence `<`, `>`, `sort`, `max`) falls back to the raw strings when the
///   segments are equal. Swift's `Comparable` and `==` follow `<=>` (so `==` is raw-string
///   equality, which is also Ruby's `eql?`, used by `uniq`).
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// One segment: a run of digits (compared as a number) or a run of ASCII letters.
    public enum Segment: Sendable, Hashable, CustomStringConvertible {
        /// Decimal digits without leading zeros (`"0"` for zero): arbitrary precision, like Ruby.
        case number(String)
        case text(String)

        public var isNumber: Bool { if case .number = self { true } else { false } }
        /// The number as an `Int`, when it is a number that fits.
        public var intValue: Int? { if case .number(let d) = self { Int(d) } else { nil } }
        public var description: String {
            switch self {
            case .number(let d), .text(let d): d
            }
        }
        var isZero: Bool { self == .number("0") }
    }

    /// `Version::ZERO`.
    public static let zero = Version(unchecked: "0")

    /// The version string, stripped (`Version#version` / `to_s`).
    public let string: String

    /// `Version.new(string)`: validates against `ANCHORED_VERSION_PATTERN` (the empty string is valid).
    /// - Throws: `ArgumentError` "Malformed version number string X" (X as given).
    public init(_ string: String) throws {
        guard let stripped = Version.correctText(string) else {
            throw ModelError.argument("Malformed version number string \(string)")
        }
        self.string = stripped
    }

    /// `string` stripped of the Ruby spaces around it when it matches `ANCHORED_VERSION_PATTERN`, else nil.
    /// (What the pattern accepts between those spaces is ASCII without NUL: `strip` takes off exactly them.)
    private static func correctText(_ string: String) -> String? {
        var text = string
        return text.withUTF8 { utf8 in
            let trimmed = VersionGrammar.trimmingRubySpace(utf8)
            guard VersionGrammar.matchesVersion(trimmed, repeated: true) else { return nil }
            return trimmed.count == utf8.count ? string : String(decoding: trimmed, as: UTF8.self)
        }
    }

    /// `Version.new(value)` for any Ruby value: its `to_s` is validated (`3` → `"3"`, `1.0` → `"1.0"`,
    /// `nil` → `""`; a `Pod::Version` is taken as is).
    public init(rubyValue value: PodValue) throws {
        if case .version(let s) = value {
            self.init(unchecked: s)
            return
        }
        try self.init(value.rubyToS)
    }

    /// `Version.create(value)`: `nil` for Ruby `nil`, otherwise `Version.new(value)`.
    public static func create(_ value: PodValue) throws -> Version? {
        if value == .null { return nil }
        return try Version(rubyValue: value)
    }

    init(unchecked string: String) { self.string = string }

    /// `Version.correct?`: whether `string` matches `ANCHORED_VERSION_PATTERN`.
    public static func isCorrect(_ string: String) -> Bool { correctText(string) != nil }

    public var description: String { string }

    // MARK: Segments

    /// The version without a trailing `+metadata` (`sub(/(\+[0-9a-zA-Z\-\.]+)$/, '')`).
    var withoutMetadata: Substring {
        guard let plus = string.lastIndex(of: "+") else { return string[...] }
        let suffix = string.utf8[string.utf8.index(after: plus)...]
        guard !suffix.isEmpty, suffix.allSatisfy(VersionGrammar.isMetadataChar) else { return string[...] }
        return string[..<plus]
    }

    /// Metadata dropped, then digit runs (as numbers) and ASCII letter runs: `1.0.0-beta.2` → `[1, 0, 0, "beta", 2]`.
    public var segments: [Segment] {
        var result: [Segment] = []
        var run: [UInt8] = []
        var runIsDigits = false
        func flush() {
            guard !run.isEmpty else { return }
            let text = String(decoding: run, as: UTF8.self)
            if runIsDigits {
                let trimmed = text.drop { $0 == "0" }
                result.append(.number(trimmed.isEmpty ? "0" : String(trimmed)))
            } else {
                result.append(.text(text))
            }
            run.removeAll()
        }
        for b in withoutMetadata.utf8 {
            let isDigit = VersionGrammar.isDigit(b)
            let isLetter = VersionGrammar.isAlnum(b) && !isDigit
            if isDigit || isLetter {
                if !run.isEmpty && runIsDigits != isDigit { flush() }
                runIsDigits = isDigit
                run.append(b)
            } else {
                flush()
            }
        }
        flush()
        return result
    }

    /// Leading number segments with trailing zeros dropped.
    public var numericSegments: [Segment] { splitSegments.numeric }

    /// The segments after the leading numbers.
    public var prereleaseSegments: [Segment] { splitSegments.prerelease }

    /// `numericSegments` and `prereleaseSegments`, from one splitting of the version into segments.
    var splitSegments: (numeric: [Segment], prerelease: [Segment]) {
        let all = segments
        var numbers = Array(all.prefix { $0.isNumber })
        let prerelease = Array(all[numbers.count...])
        while let last = numbers.last, last.isZero { numbers.removeLast() }
        return (numbers, prerelease)
    }

    /// `prerelease?`: the version without metadata contains a letter or `-`.
    public var isPrerelease: Bool {
        withoutMetadata.utf8.contains { VersionGrammar.isAlnum($0) && !VersionGrammar.isDigit($0) || $0 == 0x2D }
    }

    /// `semantic?` (lenient, as CocoaPods: `1.0-beta+meta` is not semantic).
    public var isSemantic: Bool {
        var string = string
        return string.withUTF8 { VersionGrammar.matchesSemanticVersion(VersionGrammar.trimmingRubySpace($0)) }
    }

    /// `major`, `minor`, `patch`: the numeric segments, 0 when absent.
    public var major: Int { numericSegment(0) }
    public var minor: Int { numericSegment(1) }
    public var patch: Int { numericSegment(2) }
    private func numericSegment(_ i: Int) -> Int {
        let n = numericSegments
        return i < n.count ? (n[i].intValue ?? Int.max) : 0
    }

    /// `bump`: segments up to the first letter segment, the last dropped if more than one
    /// remains, the new last incremented (`1.0.1` → `1.1`, `1.0` → `2`, `1.0.0-beta` → `1.1`).
    /// A version without segments (`""`) is returned unchanged (Ruby would raise `NoMethodError`).
    public var bump: Version {
        var s = segments
        while s.contains(where: { !$0.isNumber }) { s.removeLast() }
        if s.count > 1 { s.removeLast() }
        guard case .number(let last)? = s.last else { return self }
        s[s.count - 1] = .number(Version.increment(last))
        return Version(unchecked: s.map(\.description).joined(separator: "."))
    }

    /// `release`: for a prerelease, the segments up to the first letter segment joined by `.`
    /// (`1.2.0.a` → `1.2.0`; `1.0.0-1` → `1.0.0.1`); otherwise the version itself.
    public var release: Version {
        guard isPrerelease else { return self }
        var s = segments
        while s.contains(where: { !$0.isNumber }) { s.removeLast() }
        return Version(unchecked: s.map(\.description).joined(separator: "."))
    }

    private static func increment(_ digits: String) -> String {
        var bytes = Array(digits.utf8)
        var i = bytes.count - 1
        while i >= 0 {
            if bytes[i] == UInt8(ascii: "9") {
                bytes[i] = UInt8(ascii: "0")
                i -= 1
            } else {
                bytes[i] += 1
                return String(decoding: bytes, as: UTF8.self)
            }
        }
        return "1" + String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Comparison

    /// CocoaPods' `compare_segments`: -1, 0 or 1. Identical strings are 0; numeric segments
    /// compare position-wise (missing is smaller); then prerelease segments, where a missing
    /// first segment is *greater* (a release beats a prerelease); a number and a string at the
    /// same position are skipped (Ruby's `<=>` gives nil); strings compare bytewise.
    public func compareSegments(_ other: Version) -> Int {
        if string == other.string { return 0 }
        if let c = Version.compareDottedNumbers(string, other.string) { return c }
        return compareBySegments(other)
    }

    /// `compare_segments` itself, over the segments (what the fast path must agree with).
    func compareBySegments(_ other: Version) -> Int {
        Version.compare(splitSegments, other.splitSegments)
    }

    /// `compare_segments` over segments already split: the numeric ones, then the prerelease ones.
    static func compare(
        _ lhs: (numeric: [Segment], prerelease: [Segment]), _ rhs: (numeric: [Segment], prerelease: [Segment])
    ) -> Int {
        if let c = compare(lhs.numeric, rhs.numeric, prerelease: false) { return c }
        if let c = compare(lhs.prerelease, rhs.prerelease, prerelease: true) { return c }
        return 0
    }

    private static func compare(_ lhs: [Segment], _ rhs: [Segment], prerelease: Bool) -> Int? {
        for i in 0..<max(lhs.count, rhs.count) {
            let l = i < lhs.count ? lhs[i] : nil
            let r = i < rhs.count ? rhs[i] : nil
            if l == r { continue }
            guard let l else { return prerelease && i == 0 ? 1 : -1 }
            guard let r else { return prerelease && i == 0 ? -1 : 1 }
            switch (l, r) {
            case (.number(let a), .number(let b)):
                // (Digits: `utf8.count` is the length, without counting characters.)
                return a.utf8.count != b.utf8.count
                    ? (a.utf8.count < b.utf8.count ? -1 : 1) : RubyText.byteCompare(a, b)
            case (.text(let a), .text(let b)):
                return RubyText.byteCompare(a, b)
            default:
                continue
            }
        }
        return nil
    }

    /// `compareSegments` without building segments, for the common versions made only of dot-separated
    /// digit runs of up to 18 digits (`1.10.0`); nil for any other version. A missing number counts as 0,
    /// which orders like "missing is smaller" because trailing zeros are not segments.
    static func compareDottedNumbers(_ a: String, _ b: String) -> Int? {
        var left = a.utf8.makeIterator()
        var right = b.utf8.makeIterator()
        var leftDone = false
        var rightDone = false
        while !(leftDone && rightDone) {
            guard let l = nextNumber(&left, done: &leftDone), let r = nextNumber(&right, done: &rightDone) else {
                return nil
            }
            if l != r { return l < r ? -1 : 1 }
        }
        return 0
    }

    /// The next dot-separated number (0 once the string is over), nil for anything else.
    static func nextNumber(_ bytes: inout String.UTF8View.Iterator, done: inout Bool) -> Int? {
        if done { return 0 }
        var value = 0
        var digits = 0
        while let byte = bytes.next() {
            if byte == UInt8(ascii: ".") {
                return digits > 0 ? value : nil
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 18 else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        done = true
        return digits > 0 ? value : nil
    }

    /// Ruby's `<=>`: `compareSegments`, then the raw strings when the segments are equal.
    public func rubyCompare(_ other: Version) -> Int {
        let c = compareSegments(other)
        return c != 0 ? c : RubyText.byteCompare(string, other.string)
    }

    /// Ruby's `==`: segment equality (`1.0 == 1.0.0`).
    public func isEqualBySegments(_ other: Version) -> Bool { compareSegments(other) == 0 }

    public static func < (a: Version, b: Version) -> Bool { a.rubyCompare(b) < 0 }
    public static func == (a: Version, b: Version) -> Bool { a.string == b.string }
    public func hash(into hasher: inout Hasher) { hasher.combine(string) }
}
