/// Hand-written matchers for the regular expressions of `Pod::Version` and `Pod::Requirement`
/// (no backtracking regex engine: the patterns nest quantifiers and must stay linear).
enum VersionGrammar {
    static func isDigit(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) }
    static func isAlnum(_ b: UInt8) -> Bool {
        isDigit(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)
    }
    /// `[0-9a-zA-Z\-]`
    static func isSegmentChar(_ b: UInt8) -> Bool { isAlnum(b) || b == 0x2D }
    /// `[0-9a-zA-Z\-\.]`
    static func isMetadataChar(_ b: UInt8) -> Bool { isSegmentChar(b) || b == 0x2E }

    /// Simulates a small NFA over `bytes`; states are bit positions of a set (`1 << state`), `start` is the
    /// initial state and `step` gives the set a state moves to on a byte.
    private static func run(
        _ bytes: some Collection<UInt8>, start: Int, accepting: UInt16, step: (Int, UInt8) -> UInt16
    ) -> Bool {
        var current: UInt16 = 1 << start
        for b in bytes {
            var next: UInt16 = 0
            var states = current
            while states != 0 {
                let s = states.trailingZeroBitCount
                states &= states - 1
                next |= step(s, b)
            }
            if next == 0 { return false }
            current = next
        }
        return current & accepting != 0
    }

    /// The state set holding only `state` when `condition` holds, else the empty set.
    private static func to(_ state: Int, if condition: Bool) -> UInt16 { condition ? 1 << state : 0 }

    /// `[0-9]+(\.[0-9a-zA-Z\-]+)*(\+[0-9a-zA-Z\-\.]+)?`, repeated (`(…)*`) when `repeated`.
    /// States: 0 start, 1 digits, 2 after `.`, 3 segment, 4 after `+`, 5 metadata.
    static func matchesVersion(_ bytes: some Collection<UInt8>, repeated: Bool) -> Bool {
        isDottedNumber(bytes) || matchesVersionByAutomaton(bytes, repeated: repeated)
    }

    /// Whether `bytes` are runs of digits joined by single dots (`1`, `10.2.3`): most versions, which the
    /// version pattern accepts (repeated or not), recognised in one pass without running the automaton.
    static func isDottedNumber(_ bytes: some Collection<UInt8>) -> Bool {
        var afterDigit = false
        for b in bytes {
            if isDigit(b) {
                afterDigit = true
            } else if b == 0x2E && afterDigit {
                afterDigit = false
            } else {
                return false
            }
        }
        return afterDigit
    }

    /// `matchesVersion` by simulating the pattern's automaton (any input).
    static func matchesVersionByAutomaton(_ bytes: some Collection<UInt8>, repeated: Bool) -> Bool {
        if bytes.isEmpty { return repeated }
        let accepting: UInt16 = 1 << 1 | 1 << 3 | 1 << 5
        return run(bytes, start: 0, accepting: accepting) { state, b in
            var out: UInt16 = 0
            switch state {
            case 0: out = to(1, if: isDigit(b))
            case 1: out = to(1, if: isDigit(b)) | to(2, if: b == 0x2E) | to(4, if: b == 0x2B)
            case 2: out = to(3, if: isSegmentChar(b))
            case 3: out = to(3, if: isSegmentChar(b)) | to(2, if: b == 0x2E) | to(4, if: b == 0x2B)
            case 4, 5: out = to(5, if: isMetadataChar(b))
            default: break
            }
            // A new repetition may start after any accepting state.
            if repeated, accepting & (1 << state) != 0, isDigit(b) { out |= 1 << 1 }
            return out
        }
    }

    /// `(?:[0-9]+(\.[0-9]+(\.[0-9]+(-[0-9A-Za-z\-\.]+)?(\+[0-9a-zA-Z\-\.]+)?)?)?)*`
    /// States: 0 start, 1 major, 2 dot, 3 minor, 4 dot, 5 patch, 6 dash, 7 pre, 8 plus, 9 meta.
    static func matchesSemanticVersion(_ bytes: some Collection<UInt8>) -> Bool {
        if bytes.isEmpty { return true }
        let accepting: UInt16 = 1 << 1 | 1 << 3 | 1 << 5 | 1 << 7 | 1 << 9
        return run(bytes, start: 0, accepting: accepting) { state, b in
            var out: UInt16 = 0
            switch state {
            case 0: out = to(1, if: isDigit(b))
            case 1: out = to(1, if: isDigit(b)) | to(2, if: b == 0x2E)
            case 2: out = to(3, if: isDigit(b))
            case 3: out = to(3, if: isDigit(b)) | to(4, if: b == 0x2E)
            case 4: out = to(5, if: isDigit(b))
            case 5: out = to(5, if: isDigit(b)) | to(6, if: b == 0x2D) | to(8, if: b == 0x2B)
            case 6: out = to(7, if: isMetadataChar(b))
            case 7: out = to(7, if: isMetadataChar(b)) | to(8, if: b == 0x2B)
            case 8, 9: out = to(9, if: isMetadataChar(b))
            default: break
            }
            if accepting & (1 << state) != 0, isDigit(b) { out |= 1 << 1 }
            return out
        }
    }

    /// Removes Ruby `\s` from both ends (the `\A\s*` … `\s*\z` of the anchored patterns). Takes a string's
    /// bytes where they are stored (`withUTF8`): copying them into an Array first cost more than matching.
    static func trimmingRubySpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
        var slice = bytes[...]
        while let f = slice.first, RubyText.isWhitespace(f) { slice = slice.dropFirst() }
        while let l = slice.last, RubyText.isWhitespace(l) { slice = slice.dropLast() }
        return slice
    }
}
