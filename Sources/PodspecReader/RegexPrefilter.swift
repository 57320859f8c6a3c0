import Foundation
import PodspecModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Literal text that every match of a regular expression contains, read from its ICU pattern: a subject that
/// contains none of it cannot match, and is answered without ICU. (An ICU search, with the time limit's
/// progress callback, costs microseconds even on a short string; a `Find.find` block that tests each of
/// 40,000 paths against `/AppDelegate\.swift$/` spent half its time there.)
///
/// The reading is conservative: a pattern with anything it does not fully understand (case-insensitive or
/// extended flags, inline options, back-references, Unicode or octal escapes, comments) has no prefilter,
/// and an unknown construct inside a pattern only stops literal text from running across it.
struct RegexPrefilter: Sendable {
    /// A match contains at least one of these (UTF-8, none empty).
    let needles: [[UInt8]]
    /// The needles grouped by their first byte, which `memchr` looks for.
    private let groups: [NeedleGroup]

    /// Most alternatives a needle set may hold: past it, looking for each costs more than ICU would.
    static let maximumNeedles = 16

    /// The prefilter of `pattern` compiled with `options`, or nil when no literal text is certain to be in
    /// every match.
    init?(pattern: String, options: NSRegularExpression.Options) {
        guard options.isDisjoint(with: [.caseInsensitive, .allowCommentsAndWhitespace, .ignoreMetacharacters])
        else { return nil }
        var reader = PatternReader(Array(pattern.unicodeScalars))
        guard let facts = reader.readAlternation(), reader.isAtEnd, let needles = facts.needles else { return nil }
        self.init(needles: Set(needles).map { Array($0.utf8) })
    }

    /// The prefilter of a search for `literal` itself (a String pattern to `gsub`, `split`, `index`…).
    init?(literal: String) {
        guard !literal.isEmpty else { return nil }
        self.init(needles: [Array(literal.utf8)])
    }

    private init(needles: [[UInt8]]) {
        self.needles = needles
        groups = NeedleGroup.grouping(needles)
    }

    /// Whether `subject` contains one of the needles (when it does not, the pattern cannot match it).
    func mayMatch(_ subject: String) -> Bool {
        subject.utf8.withContiguousStorageIfAvailable { haystack in
            groups.contains { $0.occurs(in: haystack) }
        } ?? true
    }
}

/// Needles that start with the same byte, their other bytes in one array (no array per needle to retain as a
/// search goes through them).
private struct NeedleGroup: Sendable {
    let first: UInt8
    /// Each needle's bytes after the first, one after the other.
    let rests: [UInt8]
    /// Where each needle's rest ends in `rests`.
    let ends: [Int]
    /// Whether one needle is `first` alone: then any place it is, is a match.
    let hasOneByteNeedle: Bool
    /// The other needles' second bytes: a place whose next byte is none of them is passed over without
    /// comparing each needle.
    let seconds: ByteSet

    /// Groups `needles` (none empty) by their first byte.
    static func grouping(_ needles: [[UInt8]]) -> [NeedleGroup] {
        Dictionary(grouping: needles, by: \.[0]).map { first, needles in
            var ends: [Int] = []
            var rests: [UInt8] = []
            for needle in needles {
                rests += needle.dropFirst()
                ends.append(rests.count)
            }
            return NeedleGroup(
                first: first, rests: rests, ends: ends, hasOneByteNeedle: needles.contains { $0.count == 1 },
                seconds: ByteSet(needles.compactMap { $0.dropFirst().first }))
        }
    }

    /// Whether one of the needles occurs in `haystack`: at each place `first` is (`memchr`), each needle's rest
    /// is compared with what follows.
    func occurs(in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = haystack.baseAddress else { return false }
        if hasOneByteNeedle { return memchr(base, Int32(first), haystack.count) != nil }
        var start = 0
        while start < haystack.count, let hit = memchr(base + start, Int32(first), haystack.count - start) {
            let after = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
            guard after < haystack.count, seconds.contains(haystack[after]) else {
                start = after
                continue
            }
            var restStart = 0
            for end in ends {
                if end - restStart <= haystack.count - after {
                    var index = 0
                    while restStart + index < end, haystack[after + index] == rests[restStart + index] { index += 1 }
                    if restStart + index == end { return true }
                }
                restStart = end
            }
            start = after
        }
        return false
    }
}

/// What is known of the text a piece of a pattern matches.
private struct PatternFacts {
    /// Every text the piece can match, when that is a small set (`{""}` for an anchor or a lookaround).
    var exact: [String]?
    /// Texts one of which every match of the piece contains (none empty), when known.
    var required: [String]? = nil

    static let zeroWidth = PatternFacts(exact: [""])
    static let unknown = PatternFacts(exact: nil, required: nil)

    /// The best certain set: `required`, else `exact` when it holds no empty text.
    var needles: [String]? {
        if let required { return required }
        if let exact, !exact.contains("") { return exact }
        return nil
    }

    /// How much a needle set narrows a search: its shortest needle's length (0 for no set).
    static func strength(_ needles: [String]?) -> Int {
        needles?.map(\.utf8.count).min() ?? 0
    }

    /// Makes `texts` the texts of `texts` followed by `next` (in place when `next` is one text); false, leaving
    /// `texts` as it was, past `RegexPrefilter.maximumNeedles`.
    static func append(_ next: [String], to texts: inout [String]) -> Bool {
        if next.count == 1 {
            for i in texts.indices { texts[i] += next[0] }
            return true
        }
        guard texts.count * next.count <= RegexPrefilter.maximumNeedles else { return false }
        texts = texts.flatMap { a in next.map { a + $0 } }
        return true
    }
}

/// A recursive reader of an ICU pattern's structure that works out `PatternFacts`; nil from any reader means
/// a construct it does not understand, and the whole pattern gets no prefilter.
private struct PatternReader {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var isAtEnd: Bool { index == scalars.count }
    var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// `a|b|…` up to the end or a `)`.
    mutating func readAlternation() -> PatternFacts? {
        var branches: [PatternFacts] = []
        while true {
            guard let branch = readSequence() else { return nil }
            branches.append(branch)
            guard next == "|" else { break }
            index += 1
        }
        if branches.count == 1 { return branches[0] }
        var exact: [String]? = []
        var required: [String]? = []
        for branch in branches {
            if let e = branch.exact, let union = exact { exact = union + e } else { exact = nil }
            if let n = branch.needles, let union = required { required = union + n } else { required = nil }
        }
        if (exact?.count ?? 0) > RegexPrefilter.maximumNeedles { exact = nil }
        if (required?.count ?? 0) > RegexPrefilter.maximumNeedles { required = nil }
        return PatternFacts(exact: exact, required: required)
    }

    /// Quantified atoms up to the end, a `|` or a `)`: the strongest certain set among each atom's own and
    /// each run of atoms whose texts are all known.
    mutating func readSequence() -> PatternFacts? {
        var best: [String]?
        var run = [""]
        var exact: [String]? = [""]
        func consider(_ candidate: [String]?) {
            if PatternFacts.strength(candidate) > PatternFacts.strength(best) { best = candidate }
        }
        while let scalar = next, scalar != "|", scalar != ")" {
            guard let atom = readQuantifiedAtom() else { return nil }
            consider(atom.needles)
            if let texts = atom.exact {
                if var known = exact {
                    exact = nil
                    exact = PatternFacts.append(texts, to: &known) ? known : nil
                }
                if !PatternFacts.append(texts, to: &run) {
                    consider(PatternFacts(exact: run).needles)
                    run = texts
                }
            } else {
                consider(PatternFacts(exact: run).needles)
                run = [""]
                exact = nil
            }
        }
        consider(PatternFacts(exact: run).needles)
        return PatternFacts(exact: exact, required: best)
    }

    /// An atom and the quantifier after it, if any.
    mutating func readQuantifiedAtom() -> PatternFacts? {
        guard let atom = readAtom() else { return nil }
        guard let (minimum, maximum) = readQuantifier() else { return atom }
        if next == "?" || next == "+" { index += 1 }  // lazy or possessive: the same texts
        if let scalar = next, "*+?{".unicodeScalars.contains(scalar) { return nil }
        if minimum == 0 {
            guard maximum == 1, let texts = atom.exact else { return .unknown }
            return PatternFacts(exact: texts + [""], required: nil)
        }
        return PatternFacts(exact: minimum == 1 && maximum == 1 ? atom.exact : nil, required: atom.needles)
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}` as (minimum, maximum; nil for no limit), or nil when none
    /// follows. A `{` that is not a well-formed count is left for `readAtom`, which refuses it.
    mutating func readQuantifier() -> (Int, Int?)? {
        switch next {
        case "*": index += 1; return (0, nil)
        case "+": index += 1; return (1, nil)
        case "?": index += 1; return (0, 1)
        case "{":
            var cursor = index + 1
            func number() -> Int? {
                let start = cursor
                while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { cursor += 1 }
                guard cursor > start, cursor - start < 7 else { return nil }
                return Int(String(String.UnicodeScalarView(scalars[start..<cursor])))
            }
            guard let minimum = number() else { return nil }
            var maximum: Int? = minimum
            if cursor < scalars.count, scalars[cursor] == "," {
                cursor += 1
                maximum = cursor < scalars.count && scalars[cursor] == "}" ? nil : number()
                if maximum == nil, cursor < scalars.count, scalars[cursor] != "}" { return nil }
            }
            guard cursor < scalars.count, scalars[cursor] == "}" else { return nil }
            index = cursor + 1
            return (minimum, maximum)
        default: return nil
        }
    }

    /// One literal character, escape, class, `.`, anchor or group.
    mutating func readAtom() -> PatternFacts? {
        guard let scalar = next else { return nil }
        index += 1
        switch scalar {
        case "^", "$": return .zeroWidth
        case ".": return .unknown
        case "[": return skipClass() ? .unknown : nil
        case "(": return readGroup()
        case "\\": return readEscape()
        case "*", "+", "?", "{": return nil
        default: return PatternFacts(exact: [String(Character(scalar))])
        }
    }

    /// After `\`: a literal punctuation character, `\n` `\t` `\r`, an anchor (`\b \B \A \z \Z \G`) or a
    /// class (`\d \D \w \W \s \S`); anything else has no prefilter.
    mutating func readEscape() -> PatternFacts? {
        guard let scalar = next else { return nil }
        index += 1
        switch scalar {
        case "n": return PatternFacts(exact: ["\n"])
        case "t": return PatternFacts(exact: ["\t"])
        case "r": return PatternFacts(exact: ["\r"])
        case "b", "B", "A", "z", "Z", "G": return .zeroWidth
        case "d", "D", "w", "W", "s", "S": return .unknown
        default:
            guard scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else { return nil }
            return PatternFacts(exact: [String(Character(scalar))])
        }
    }

    /// After `(`: a group (capturing, `?:`, `?>`, `?<name>`) as its alternation; a lookaround as zero width.
    mutating func readGroup() -> PatternFacts? {
        var isLookaround = false
        if next == "?" {
            index += 1
            switch next {
            case ":", ">", "=", "!":
                isLookaround = next == "=" || next == "!"
                index += 1
            case "<":
                index += 1
                if next == "=" || next == "!" {
                    isLookaround = true
                    index += 1
                } else {
                    while let scalar = next, scalar.isASCII,
                        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    {
                        index += 1
                    }
                    guard next == ">" else { return nil }
                    index += 1
                }
            default: return nil  // inline options, comments, conditionals
            }
        }
        guard let inner = readAlternation(), next == ")" else { return nil }
        index += 1
        return isLookaround ? .zeroWidth : inner
    }

    /// Past a `[…]` class (nested classes and escapes included); false when it is not closed or starts with a
    /// `]` (whose meaning differs between engines).
    mutating func skipClass() -> Bool {
        if next == "^" { index += 1 }
        if next == "]" { return false }
        var depth = 1
        while let scalar = next {
            index += 1
            switch scalar {
            case "\\": index += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return true }
            default: break
            }
        }
        return false
    }
}
