/// `/^#{URI.regexp}$/` (Ruby's RFC 2396 absolute URI, `URIPattern.absoluteURI`) matched over bytes, without
/// a regex engine: the checks of every spec's source and homepage ask it, and ICU's first regex alone
/// cost more than a whole quick lint of a small podspec. As in Ruby, `^` and `$` are line anchors at
/// `\n`: the text matches when one of its lines is a whole absolute URI.
///
/// The pattern, rewritten for one pass (its alternatives are told apart by their first bytes):
/// `scheme ":" rest`, where `rest` is either opaque (a first character of `uric` but `/`, then `uric*`)
/// or hierarchical (`//authority` or anything not starting `//`, then an optional `/`-path of `pchar`s,
/// `;` and `/`, then an optional `?query` of `uric*`); either is followed by an optional `#fragment` of
/// `uric*`. The authority runs to the first `/`, `?` or `#` and is empty, a server
/// (`[userinfo@]host[:port]`) or a registry name. `%` must start a two-digit hex escape everywhere.
enum URIGrammar {
    /// Whether some line of `text` is a whole absolute URI.
    static func matchesSomeLine(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if isAbsoluteURI(UnsafeBufferPointer(rebasing: bytes[start..<end])) { return true }
                start = end + 1
            }
            return false
        }
    }

    /// `absoluteURI`, the whole of `line`.
    static func isAbsoluteURI(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = line.first, isAlpha(first) else { return false }
        var p = 1
        while p < line.count,
            isAlpha(line[p]) || isDigit(line[p]) || line[p] == 0x2D || line[p] == 0x2B
                || line[p] == 0x2E
        {
            p += 1
        }
        guard p < line.count, line[p] == UInt8(ascii: ":") else { return false }
        p += 1
        // Without the fragment, which both forms may end with.
        let end = line[p...].firstIndex(of: UInt8(ascii: "#")) ?? line.count
        if end < line.count, !isRun(line, from: end + 1, to: line.count, of: isURIC) { return false }
        return isOpaque(line, from: p, to: end) || isHierarchical(line, from: p, to: end)
    }

    /// `uric_no_slash uric*` (`uric_no_slash`: `uric` but `/`, `[` and `]`).
    private static func isOpaque(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard start < end, !"/[]".utf8.contains(line[start]) else { return false }
        return isRun(line, from: start, to: end, of: isURIC)
    }

    /// `(//authority | (?!//)) abs_path? (? uric*)?`
    private static func isHierarchical(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var p = start
        if end - p >= 2, line[p] == UInt8(ascii: "/"), line[p + 1] == UInt8(ascii: "/") {
            p += 2
            var authorityEnd = p
            while authorityEnd < end, line[authorityEnd] != UInt8(ascii: "/"), line[authorityEnd] != UInt8(ascii: "?") {
                authorityEnd += 1
            }
            guard isAuthority(line, from: p, to: authorityEnd) else { return false }
            p = authorityEnd
        }
        let query = line[p..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        if p < query {
            guard line[p] == UInt8(ascii: "/"), isRun(line, from: p, to: query, of: isPathCharacter) else {
                return false
            }
        }
        return query == end || isRun(line, from: query + 1, to: end, of: isURIC)
    }

    /// Empty, `[userinfo@]host[:port]` or `reg_name`.
    private static func isAuthority(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        if start == end { return true }
        if isServer(line, from: start, to: end) { return true }
        return isRun(line, from: start, to: end) { $0 == UInt8(ascii: "@") || isRegNameCharacter($0) }
    }

    private static func isServer(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var p = start
        if let at = line[start..<end].firstIndex(of: UInt8(ascii: "@")) {
            guard isRun(line, from: start, to: at, of: isUserinfoCharacter) else { return false }
            p = at + 1
        }
        var hostEnd: Int
        if p < end, line[p] == UInt8(ascii: "[") {
            guard let close = line[p..<end].firstIndex(of: UInt8(ascii: "]")), close > p + 1,
                line[(p + 1)..<close].allSatisfy({ isHex($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") })
            else { return false }
            hostEnd = close + 1
        } else {
            hostEnd = line[p..<end].firstIndex(of: UInt8(ascii: ":")) ?? end
            guard isHostname(line, from: p, to: hostEnd) || isIPv4(line, from: p, to: hostEnd) else { return false }
        }
        guard hostEnd < end else { return true }
        guard line[hostEnd] == UInt8(ascii: ":") else { return false }
        return line[(hostEnd + 1)..<end].allSatisfy(isDigit)
    }

    /// `(domlabel ".")* toplabel "."?`
    private static func isHostname(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var last = end
        if last > start, line[last - 1] == UInt8(ascii: ".") { last -= 1 }
        guard last > start else { return false }
        var labelStart = start
        while true {
            let labelEnd = line[labelStart..<last].firstIndex(of: UInt8(ascii: ".")) ?? last
            guard labelEnd > labelStart, isAlpha(line[labelStart]) || isDigit(line[labelStart]),
                isAlpha(line[labelEnd - 1]) || isDigit(line[labelEnd - 1]),
                line[labelStart..<labelEnd].allSatisfy({ isAlpha($0) || isDigit($0) || $0 == 0x2D })
            else { return false }
            if labelEnd == last { return isAlpha(line[labelStart]) }
            labelStart = labelEnd + 1
        }
    }

    /// `[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+`
    private static func isIPv4(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        let parts = line[start..<end].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(isDigit) }
    }

    /// Whether `line[start..<end]` is characters of a set, or `%` escapes (`%` and two hex digits).
    private static func isRun(
        _ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, of isMember: (UInt8) -> Bool
    ) -> Bool {
        var p = start
        while p < end {
            if line[p] == UInt8(ascii: "%") {
                guard p + 2 < end, isHex(line[p + 1]), isHex(line[p + 2]) else { return false }
                p += 3
            } else {
                guard isMember(line[p]) else { return false }
                p += 1
            }
        }
        return true
    }

    private static func isAlpha(_ b: UInt8) -> Bool { (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) }
    private static func isDigit(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) }
    private static func isHex(_ b: UInt8) -> Bool {
        isDigit(b) || (0x41...0x46).contains(b) || (0x61...0x66).contains(b)
    }

    /// `unreserved`: `-_.!~*'()` and letters and digits.
    private static func isUnreserved(_ b: UInt8) -> Bool {
        isAlpha(b) || isDigit(b) || "-_.!~*'()".utf8.contains(b)
    }

    /// `uric`: `;/?:@&=+$,[]` and `unreserved`.
    private static func isURIC(_ b: UInt8) -> Bool { isUnreserved(b) || ";/?:@&=+$,[]".utf8.contains(b) }

    /// A path's characters: `pchar` (`:@&=+$,` and `unreserved`), `;` and `/`.
    private static func isPathCharacter(_ b: UInt8) -> Bool { isUnreserved(b) || ":@&=+$,;/".utf8.contains(b) }

    /// `userinfo`'s characters: `;:&=+$,` and `unreserved`.
    private static func isUserinfoCharacter(_ b: UInt8) -> Bool { isUnreserved(b) || ";:&=+$,".utf8.contains(b) }

    /// `reg_name`'s characters but `@`: `$,;:&=+` and `unreserved`.
    private static func isRegNameCharacter(_ b: UInt8) -> Bool { isUnreserved(b) || "$,;:&=+".utf8.contains(b) }
}
