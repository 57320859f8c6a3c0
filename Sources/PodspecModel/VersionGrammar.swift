/// Hand-written matchers for the regular expressions of `Pod::Version` and `Pod::Requirement`
/// (no backtracking regex engine: the patterns nest quantifiers and must stay linear).
enum VersionGrammar {
    /// Ruby's `\s`.
    static func isRubySpace(_ b: UInt8) -> Bool { b == 0x20 || (0x09...0x0D).contains(b) }
    static func isDigit(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) }
    static func isAlnum(_ b: UInt8) -> Bool {
        isDigit(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)
    }
    /// `[0-9a-zA-Z\-]`
    static func isSegmentChar(_ b: UInt8) -> Bool { isAlnum(b) || b == 0x2D }
    /// `[0-9a-zA-Z\-\.]`
    static func isMetadataChar(_ b: UInt8) -> Bool { isSegmentChar(b) || b == 0x2E }

    /// Simulates a small NFA over `bytes`; states are indices, `start` is the initial state.
    private static func run(
        _ bytes: ArraySlice<UInt8>, start: Int, accepting: Set<Int>, step: (Int, UInt8) -> [Int]
    ) -> Bool {
        var current: Set<Int> = [start]
        for b in bytes {
            var next = Set<Int>()
            for s in current { next.formUnion(step(s, b)) }
            if next.isEmpty { return false }
            current = next
        }
        return !current.isDisjoint(with: accepting)
    }

    /// `[0-9]+(\.[0-9a-zA-Z\-]+)*(\+[0-9a-zA-Z\-\.]+)?`, repeated (`(…)*`) when `repeated`.
    /// States: 0 start, 1 digits, 2 after `.`, 3 segment, 4 after `+`, 5 metadata.
    static func matchesVersion(_ bytes: ArraySlice<UInt8>, repeated: Bool) -> Bool {
        if bytes.isEmpty { return repeated }
        return run(bytes, start: 0, accepting: [1, 3, 5]) { state, b in
            var out: [Int] = []
            switch state {
            case 0: if isDigit(b) { out.append(1) }
            case 1:
                if isDigit(b) { out.append(1) }
                if b == 0x2E { out.append(2) }
                if b == 0x2B { out.append(4) }
            case 2: if isSegmentChar(b) { out.append(3) }
            case 3:
                if isSegmentChar(b) { out.append(3) }
                if b == 0x2E { out.append(2) }
                if b == 0x2B { out.append(4) }
            case 4: if isMetadataChar(b) { out.append(5) }
            case 5: if isMetadataChar(b) { out.append(5) }
            default: break
            }
            // A new repetition may start after any accepting state.
            if repeated, [1, 3, 5].contains(state), isDigit(b) { out.append(1) }
            return out
        }
    }

    /// `(?:[0-9]+(\.[0-9]+(\.[0-9]+(-[0-9A-Za-z\-\.]+)?(\+[0-9a-zA-Z\-\.]+)?)?)?)*`
    /// States: 0 start, 1 major, 2 dot, 3 minor, 4 dot, 5 patch, 6 dash, 7 pre, 8 plus, 9 meta.
    static func matchesSemanticVersion(_ bytes: ArraySlice<UInt8>) -> Bool {
        if bytes.isEmpty { return true }
        let accepting: Set<Int> = [1, 3, 5, 7, 9]
        return run(bytes, start: 0, accepting: accepting) { state, b in
            var out: [Int] = []
            switch state {
            case 0: if isDigit(b) { out.append(1) }
            case 1:
                if isDigit(b) { out.append(1) }
                if b == 0x2E { out.append(2) }
            case 2: if isDigit(b) { out.append(3) }
            case 3:
                if isDigit(b) { out.append(3) }
                if b == 0x2E { out.append(4) }
            case 4: if isDigit(b) { out.append(5) }
            case 5:
                if isDigit(b) { out.append(5) }
                if b == 0x2D { out.append(6) }
                if b == 0x2B { out.append(8) }
            case 6: if isMetadataChar(b) { out.append(7) }
            case 7:
                if isMetadataChar(b) { out.append(7) }
                if b == 0x2B { out.append(8) }
            case 8: if isMetadataChar(b) { out.append(9) }
            case 9: if isMetadataChar(b) { out.append(9) }
            default: break
            }
            if accepting.contains(state), isDigit(b) { out.append(1) }
            return out
        }
    }

    /// Removes Ruby `\s` from both ends (the `\A\s*` … `\s*\z` of the anchored patterns).
    static func trimmingRubySpace(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var slice = bytes[...]
        while let f = slice.first, isRubySpace(f) { slice = slice.dropFirst() }
        while let l = slice.last, isRubySpace(l) { slice = slice.dropLast() }
        return slice
    }
}
