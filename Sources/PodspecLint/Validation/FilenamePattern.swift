/// Ruby's `File.fnmatch(pattern, path, File::FNM_CASEFOLD | File::FNM_PATHNAME)` (dir.c
/// `fnmatch`/`fnmatch_helper`/`bracket`), the matcher behind CocoaPods' file patterns: `*` and `?`
/// never cross `/` nor match a leading `.` of a component, `**/` matches zero or more folders
/// (not hidden ones), `[…]`/`[!…]` classes, `\` escapes, case-insensitive. Braces are not part of
/// it: `PathList` expands them before matching, as CocoaPods does.
struct FilenamePattern: Sendable, Hashable {
    /// The pattern's characters, case-folded.
    let scalars: [UInt32]
    /// The folders before the first wildcard (`Sources/Sub/` of `Sources/Sub/**/*.h`), which a
    /// matching path must start with: a cheap test that skips most paths of a large pod.
    let literalPrefix: [UInt32]

    init(_ pattern: String) {
        scalars = FilenamePattern.fold(pattern)
        let special: Set<UInt32> = [0x2A, 0x3F, 0x5B, 0x5C]  // * ? [ \
        let wildcard = scalars.firstIndex { special.contains($0) } ?? scalars.count
        let folderEnd = scalars[..<wildcard].lastIndex(of: 0x2F).map { $0 + 1 } ?? 0
        literalPrefix = Array(scalars[..<folderEnd])
    }

    /// Case-folds a string the way the matcher compares (upper case, per Unicode scalar).
    static func fold(_ text: String) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                result.append(value >= 0x61 && value <= 0x7A ? value - 0x20 : value)
            } else {
                let upper = scalar.properties.uppercaseMapping.unicodeScalars
                result.append(upper.count == 1 ? (upper.first?.value ?? value) : value)
            }
        }
        return result
    }

    /// Whether `path` (already folded with `fold`) matches.
    func matches(folded path: [UInt32]) -> Bool {
        guard path.count >= literalPrefix.count, path.starts(with: literalPrefix) else { return false }
        let slash = UInt32(UInt8(ascii: "/")), star = UInt32(UInt8(ascii: "*")), dot = UInt32(UInt8(ascii: "."))
        let p = scalars, s = path
        var pi = 0, si = 0
        var pRetry: Int?, sRetry: Int?
        func at(_ a: [UInt32], _ i: Int) -> UInt32 { i < a.count ? a[i] : 0 }
        while true {
            if at(p, pi) == star && at(p, pi + 1) == star && at(p, pi + 2) == slash {
                repeat { pi += 3 } while at(p, pi) == star && at(p, pi + 1) == star && at(p, pi + 2) == slash
                pRetry = pi
                sRetry = si
            }
            var segmentP = pi, segmentS = si
            if matchSegment(&segmentP, &segmentS, path: s) {
                var end = segmentS
                while end < s.count && s[end] != slash { end += 1 }
                if segmentP < p.count && end < s.count {
                    pi = segmentP + 1
                    si = end + 1
                    continue
                }
                if segmentP >= p.count && end >= s.count { return true }
            }
            // Try the next folder for the last `**/`.
            if let pr = pRetry, var sr = sRetry, !(at(s, sr) == dot) {
                while sr < s.count && s[sr] != slash { sr += 1 }
                if sr < s.count {
                    pi = pr
                    sr += 1
                    sRetry = sr
                    si = sr
                    continue
                }
            }
            return false
        }
    }

    /// `fnmatch_helper`: matches one path component; on success `pi`/`si` stop at the component ends.
    private func matchSegment(_ pi: inout Int, _ si: inout Int, path s: [UInt32]) -> Bool {
        let p = scalars
        let slash = UInt32(UInt8(ascii: "/")), backslash = UInt32(UInt8(ascii: "\\")), dot = UInt32(UInt8(ascii: "."))
        let star = UInt32(UInt8(ascii: "*")), question = UInt32(UInt8(ascii: "?")), open = UInt32(UInt8(ascii: "["))
        func at(_ a: [UInt32], _ i: Int) -> UInt32 { i < a.count ? a[i] : 0 }
        func isEnd(_ a: [UInt32], _ i: Int) -> Bool { i >= a.count || a[i] == 0 || a[i] == slash }
        func unescape(_ i: Int) -> Int { at(p, i) == backslash ? i + 1 : i }
        var pTmp: Int?, sTmp: Int?
        if at(s, si) == dot && at(p, unescape(pi)) != dot { return false }
        while true {
            let c = at(p, pi)
            var failed = false
            if c == star {
                repeat { pi += 1 } while at(p, pi) == star
                if isEnd(p, unescape(pi)) {
                    pi = unescape(pi)
                    return true
                }
                if isEnd(s, si) { return false }
                pTmp = pi
                sTmp = si
                continue
            } else if c == question {
                if isEnd(s, si) { return false }
                pi += 1
                si += 1
                continue
            } else if c == open {
                if isEnd(s, si) { return false }
                if let next = bracket(pi + 1, s[si]) {
                    pi = next
                    si += 1
                    continue
                }
                failed = true
            }
            if !failed {
                pi = unescape(pi)
                if isEnd(s, si) { return isEnd(p, pi) }
                if isEnd(p, pi) {
                    failed = true
                } else if p[pi] == s[si] {
                    pi += 1
                    si += 1
                    continue
                } else {
                    failed = true
                }
            }
            guard failed, let pt = pTmp, var st = sTmp else { return false }
            pi = pt
            st += 1
            sTmp = st
            si = st
        }
    }

    /// `bracket`: the index after the closing `]` when `c` is in the class starting at `start`.
    private func bracket(_ start: Int, _ c: UInt32) -> Int? {
        let p = scalars
        let backslash = UInt32(UInt8(ascii: "\\")), close = UInt32(UInt8(ascii: "]")), dash = UInt32(UInt8(ascii: "-"))
        var i = start
        guard i < p.count else { return nil }
        var negated = false, ok = false
        if p[i] == UInt32(UInt8(ascii: "!")) || p[i] == UInt32(UInt8(ascii: "^")) {
            negated = true
            i += 1
        }
        while i < p.count && p[i] != close {
            var t1 = i
            if p[t1] == backslash { t1 += 1 }
            guard t1 < p.count else { return nil }
            i = t1 + 1
            guard i < p.count else { return nil }
            if p[i] == dash && i + 1 < p.count && p[i + 1] != close {
                var t2 = i + 1
                if p[t2] == backslash { t2 += 1 }
                guard t2 < p.count else { return nil }
                i = t2 + 1
                if !ok && p[t1] <= c && c <= p[t2] { ok = true }
            } else if !ok && p[t1] == c {
                ok = true
            }
        }
        guard i < p.count else { return nil }
        return ok == negated ? nil : i + 1
    }
}
