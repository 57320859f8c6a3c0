#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns Ruby source bytes into tokens. Ruby's lexing depends on context (is a value
/// expected here? is this identifier a local variable?), so the lexer keeps that state.
public struct Lexer {
    /// Whether an identifier's text is a keyword.
    static func isKeyword(_ text: TokenText) -> Bool {
        switch text.byte(0) {
        case UInt8(ascii: "a"): text == "alias" || text == "and"
        case UInt8(ascii: "b"): text == "begin" || text == "break"
        case UInt8(ascii: "c"): text == "case" || text == "class"
        case UInt8(ascii: "d"): text == "def" || text == "defined?" || text == "do"
        case UInt8(ascii: "e"): text == "else" || text == "elsif" || text == "end" || text == "ensure"
        case UInt8(ascii: "f"): text == "false" || text == "for"
        case UInt8(ascii: "i"): text == "if" || text == "in"
        case UInt8(ascii: "m"): text == "module"
        case UInt8(ascii: "n"): text == "next" || text == "nil" || text == "not"
        case UInt8(ascii: "o"): text == "or"
        case UInt8(ascii: "r"): text == "redo" || text == "rescue" || text == "retry" || text == "return"
        case UInt8(ascii: "s"): text == "self" || text == "super"
        case UInt8(ascii: "t"): text == "then" || text == "true"
        case UInt8(ascii: "u"): text == "undef" || text == "unless" || text == "until"
        case UInt8(ascii: "w"): text == "when" || text == "while"
        case UInt8(ascii: "y"): text == "yield"
        case UInt8(ascii: "B"): text == "BEGIN"
        case UInt8(ascii: "E"): text == "END"
        case UInt8(ascii: "_"): text == "__FILE__" || text == "__LINE__" || text == "__ENCODING__"
        default: false
        }
    }

    /// Keywords after which a value is expected.
    static func isValueKeyword(_ keyword: TokenText) -> Bool {
        switch keyword {
        case "and", "or", "not", "if", "unless", "while", "until", "elsif", "else", "when", "then", "do", "return",
            "break", "next", "case", "in", "begin", "ensure", "rescue", "yield", "super", "defined?":
            true
        default: false
        }
    }

    /// Longest-first punctuation: what `punctuatorLength` finds (PunctuatorTests hold the two together).
    static let puncts: [TokenText] = [
        "**=", "<=>", "===", "...", "<<=", ">>=", "&&=", "||=", "&.",
        "**", "==", "!=", ">=", "<=", "&&", "||", "<<", ">>", "=~", "!~", "::", "..", "=>", "->",
        "+=", "-=", "*=", "/=", "%=", "|=", "&=", "^=",
        "+", "-", "*", "/", "%", "=", "<", ">", "!", "&", "|", "^", "~", "?", ":", ",", ".", ";",
        "(", ")", "[", "]", "{", "}",
    ]

    let bytes: [UInt8]
    var pos: Int
    var end: Int
    var lineStarts: [Int]
    let lastLine = LineHint()
    /// The tokens of the last `tokenize()`, also when it threw (those before the error).
    var tokens: [Token] = []
    /// The tokens while `tokenize()` runs, in the memory of the Array it makes (see `LexerTokenStore`).
    var store = LexerTokenStore()
    /// Identifiers assigned so far (locals); `foo [1]` indexes a local but calls a method.
    var locals: LexerLocals
    /// Where lexing resumes after the current line's newline (past heredoc bodies).
    var heredocResume: Int? = nil
    /// The names and literal pieces the tokens refer to.
    public var values = TokenValues()
    /// `|` opens block parameters after `do` / `{`.
    var inBlockParams = false
    /// Strings inside `#{}` inside strings…: bounded like the parser's nesting.
    var interpolationNesting = 0

    /// Below this many expected tokens `tokenize()` makes no room for values ahead: they are made as they come.
    static let fewTokens = 64

    /// Maximum source size accepted (bytes).
    public static let maximumSize = 8 << 20

    public init(bytes: [UInt8], range: Range<Int>? = nil, lineStarts: [Int]? = nil, locals: ScopeLocals = []) {
        self.bytes = bytes
        self.pos = range?.lowerBound ?? 0
        self.end = range?.upperBound ?? bytes.count
        // `byte(at:)` reads below `end` unchecked.
        precondition(pos >= 0 && end <= bytes.count, "lexer range outside the source")
        self.lineStarts = lineStarts ?? Lexer.computeLineStarts(bytes)
        self.locals = LexerLocals(locals)
    }

    public init(source: String) {
        self.init(bytes: Array(source.utf8))
    }

    static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        scanLines(bytes).lineStarts
    }

    /// The offsets where the lines of `bytes` start, and whether a `\r` occurs (the parser normalizes `\r\n`
    /// before lexing, which a file without `\r` does not need). `memchr` finds each newline, and any `\r`, far
    /// faster than a loop over the bytes.
    static func scanLines(_ bytes: [UInt8]) -> (lineStarts: [Int], hasCarriageReturn: Bool) {
        // Made with its room at once (an array literal would be allocated, then moved to a larger one).
        var starts: [Int] = []
        starts.reserveCapacity(bytes.count / 32 + 2)
        starts.append(0)
        let hasCarriageReturn = bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            var start = 0
            while start < raw.count, let newline = memchr(base + start, 0x0A, raw.count - start) {
                start = UnsafeRawPointer(newline) - base + 1
                starts.append(start)
            }
            return memchr(base, 0x0D, raw.count) != nil
        }
        return (starts, hasCarriageReturn)
    }

    /// The line/column of a byte offset.
    public func position(_ offset: Int) -> SourcePosition {
        Lexer.position(offset, in: lineStarts, hint: lastLine)
    }

    /// `position(offset)` from the lexer's line starts and line hint alone (so a mutating caller does not copy
    /// the lexer to ask); the common case, the hinted line, inlined: its bounds are kept in the hint, so it is
    /// told without reading `lineStarts`.
    @inline(__always)
    static func position(_ offset: Int, in lineStarts: [Int], hint lastLine: LineHint) -> SourcePosition {
        // Tokens come in order: the line of the last answer (or the next one) is almost always right.
        if lastLine.start <= offset && offset < lastLine.nextStart {
            return SourcePosition(offset: offset, line: lastLine.index + 1, column: offset - lastLine.start + 1)
        }
        return searchPosition(offset, in: lineStarts, hint: lastLine)
    }

    /// `position(_:in:hint:)` off the hinted line: the next line, or a search.
    @inline(never)
    static func searchPosition(_ offset: Int, in lineStarts: [Int], hint lastLine: LineHint) -> SourcePosition {
        let next = lastLine.index + 1
        let line: Int
        if next < lineStarts.count && lineStarts[next] <= offset
            && (next + 1 == lineStarts.count || offset < lineStarts[next + 1])
        {
            line = next
        } else {
            var lo = 0
            var hi = lineStarts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
            }
            line = lo
        }
        lastLine.move(to: line, in: lineStarts)
        return SourcePosition(offset: offset, line: line + 1, column: offset - lineStarts[line] + 1)
    }

    /// `position(offset)` for an offset at or after `earlier`: on the same line (most token ends) it is counted
    /// from `earlier` without a search.
    func position(_ offset: Int, after earlier: SourcePosition) -> SourcePosition {
        Lexer.position(offset, after: earlier, in: lineStarts, hint: lastLine)
    }

    /// `position(_:after:)` from the lexer's line starts and line hint alone; an `earlier` position on the hinted
    /// line (a token's start, just asked) is told from the hint's bounds.
    @inline(__always)
    static func position(
        _ offset: Int, after earlier: SourcePosition, in lineStarts: [Int], hint lastLine: LineHint
    ) -> SourcePosition {
        let line = earlier.line
        if line == lastLine.index + 1
            ? offset < lastLine.nextStart : line < lineStarts.count && offset < lineStarts[line]
        {
            return SourcePosition(offset: offset, line: line, column: earlier.column + offset - earlier.offset)
        }
        return position(offset, in: lineStarts, hint: lastLine)
    }

    /// The line `position(_:)` found last, with its bounds (a box, so the lexer's non-mutating reads can move it).
    final class LineHint {
        /// The line's index in `lineStarts`.
        private(set) var index = 0
        /// Where the line starts; with `nextStart`, an empty range until the first `move`, so the first question
        /// searches.
        private(set) var start = 0
        /// Where the next line starts (`Int.max` for the last line).
        private(set) var nextStart = 0

        /// Makes the next line the hinted one when the newline at `offset` ends the hinted line (the next line
        /// then starts after it, so it exists).
        @inline(__always) func move(pastNewlineAt offset: Int, in lineStarts: [Int]) {
            if nextStart == offset &+ 1 { move(to: index &+ 1, in: lineStarts) }
        }

        /// Makes `line` of `lineStarts` the hinted line.
        func move(to line: Int, in lineStarts: [Int]) {
            index = line
            start = lineStarts[line]
            nextStart = line + 1 < lineStarts.count ? lineStarts[line + 1] : Int.max
        }
    }

    /// Lexes everything up to the end of the range.
    public mutating func tokenize() throws -> [Token] {
        guard bytes.count <= Lexer.maximumSize else {
            throw SyntaxError("file too large (over \(Lexer.maximumSize) bytes)", at: position(0))
        }
        // Podspecs average a token per dozen bytes, a few one per seven: room for nearly all without growing.
        let expectedTokens = (end - pos) / 6 + 16
        // Interpolated code (`#{s.version}`) is a few tokens, whose names are most often common ones (`CommonNames`):
        // room made for its values would be made and freed unused.
        if expectedTokens > Lexer.fewTokens { values.reserveCapacity(forTokens: expectedTokens) }
        // `=begin` or `__END__` can only open the source here, before anything is read.
        if pos == 0 { _ = try skipEmbeddedDocumentOrEnd() }
        // The tokens are lexed into an Array made with room for them; should they not fit, into one twice the
        // size, which starts with those so far (as `append` grows an Array). Tokens before an error are kept.
        var capacity = tokens.count + expectedTokens
        var lexing = true
        var failure: (any Error)? = nil
        while lexing {
            let earlier = tokens
            tokens = [Token](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                store = LexerTokenStore(buffer, startingWith: earlier)
                do {
                    // `appendNextToken()` appends one token each time.
                    while store.hasRoom {
                        if try !appendNextToken() {
                            lexing = false
                            break
                        }
                    }
                } catch {
                    failure = error
                    lexing = false
                }
                initialized = store.count
                store = LexerTokenStore()
            }
            capacity *= 2
        }
        if let failure { throw failure }
        return tokens
    }

    /// The byte `n` (0 or more) after `pos`, or 0 at the end. Always inlined: a call would be made on a copy of
    /// the lexer. Read by `byte(at:)`: `pos` never goes below where it started, and `end` bounds the offset.
    @inline(__always) func peek(_ n: Int = 0) -> UInt8 {
        let i = pos + n
        return i < end ? byte(at: i) : 0
    }

    /// The byte at `offset`, from `pos` up to below `end`, read without `Array`'s bounds check (`init` made sure
    /// `end` is within `bytes`): the token loop reads one at every step.
    @inline(__always) func byte(at offset: Int) -> UInt8 {
        bytes.withUnsafeBufferPointer { $0[offset] }
    }

    /// Bytes from 0x80 up, ASCII letters and `_`: below 0x80 a bit per byte from 0x40 (no such byte is below it),
    /// `isIdentChar`'s upper mask, so a punctuator's first byte is told in one test rather than four.
    @inline(__always) static func isIdentStart(_ c: UInt8) -> Bool {
        c >= 0x80 || (c >= 0x40 && (0x07FF_FFFE_87FF_FFFE as UInt64) >> (c & 0x3F) & 1 != 0)
    }
    /// `isIdentStart(c) || isDigit(c)`: a bit per ASCII byte (digits; then `A`-`Z`, `_`, `a`-`z`).
    @inline(__always) static func isIdentChar(_ c: UInt8) -> Bool {
        if c >= 0x80 { return true }
        return c < 0x40
            ? (0x03FF_0000_0000_0000 as UInt64) >> c & 1 != 0 : (0x07FF_FFFE_87FF_FFFE as UInt64) >> (c - 0x40) & 1 != 0
    }
    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0C || c == 0x0D || c == 0x0B }

    @inline(__always) var lastKind: Token.Kind? { store.last?.kind }

    /// Whether the previous token is the punctuator `p`.
    @inline(__always) func lastIs(punct p: TokenText) -> Bool {
        store.count != 0 && store[store.count &- 1].isPunct(p)
    }

    /// Whether the previous token is the keyword `k`.
    @inline(__always) func lastIs(keyword k: TokenText) -> Bool {
        store.count != 0 && store[store.count &- 1].isKeyword(k)
    }

    /// Whether the previous token leaves the parser expecting a value (Ruby's EXPR_BEG).
    var valueExpected: Bool {
        guard let last = store.last else { return true }
        switch last.kind {
        case .newline: return true
        case .punct(let p): return !Lexer.isClosingBracket(p)
        case .keyword(let k): return Lexer.isValueKeyword(k)
        case .label: return true
        default: return false
        }
    }

    /// Whether the previous token is a method name that may take command arguments
    /// (`foo -1`, `foo [1]`, `foo /re/`): an identifier that is not a local variable.
    var commandArgumentPossible: Bool {
        mutating get {
            guard let last = store.last else { return false }
            switch last.kind {
            case .identifier(let name):
                if store.count >= 2, case .punct(let p) = store[store.count - 2].kind, p == "." || p == "&." {
                    return true
                }
                return !locals.contains(values[name], spelledBy: values)
            case .constant:
                if store.count >= 2, case .punct(let p) = store[store.count - 2].kind, p == "." || p == "&." {
                    return true
                }
                return false
            default: return false
            }
        }
    }

    /// Value expected, or a command argument starts here (space before, none after).
    mutating func argumentStart(spaceBefore: Bool) -> Bool {
        valueExpected || (spaceBefore && commandArgumentPossible && !Lexer.isSpace(peek(1)) && peek(1) != 0x0A)
    }

    /// Lexes the next token and appends it to `tokens` (made in place there, not returned through the callers'
    /// frames); false once it is the end of input. Inlined into `tokenize()`'s loop: no call, and the loop's
    /// constants stay loaded, for each token.
    @inline(__always) mutating func appendNextToken() throws -> Bool {
        var spaceBefore = false
        while pos < end {
            let c = byte(at: pos)
            // A token's first byte (most often) is past every test below at once: blanks, `\n` and `#` are below
            // `$`, and the only other byte they test is `\`.
            if c > 0x23 && c != 0x5C { break }
            if Lexer.isSpace(c) {
                pos = Lexer.spaceRunEnd(in: bytes, from: pos + 1, to: end)  // alignment runs at once
                spaceBefore = true
            } else if c == 0x5C && peek(1) == 0x0A {  // line continuation
                pos += 2
                spaceBefore = true
            } else if c == 0x5C && peek(1) == 0x0D && peek(2) == 0x0A {
                pos += 3
                spaceBefore = true
            } else if c == 0x23 {  // comment
                pos = Lexer.commentEnd(in: bytes, from: pos, to: end)
            } else if c == 0x0A {
                let start = pos
                pos += 1
                if let resume = heredocResume {
                    pos = resume
                    heredocResume = nil
                }
                // The byte test first: it almost always fails, so whether this is a line start is seldom asked.
                if atEmbeddedDocumentOrEndMarker, atLineStart, try skipEmbeddedDocumentOrEnd() { continue }
                if Lexer.newlineIsSignificant(after: store.last?.kind, in: bytes, from: pos, to: end) {
                    store.append(Token(.newline, newlineRange(at: start), spaceBefore: spaceBefore))
                    return true
                }
                // The next token is on a later line: the hint moves on with this newline, as `newlineRange` moves
                // it, so that token's position is not searched for.
                lastLine.move(pastNewlineAt: start, in: lineStarts)
                spaceBefore = true
            } else {
                break
            }
        }
        let start = pos
        guard pos < end else {
            // Ruby places end-of-input on the last line read: the line the final newline ends, not a new one.
            let at = end > 0 && bytes[end - 1] == 0x0A ? position(end - 1) : position(end)
            store.append(Token(.eof, SourceRange(start: at, end: at), spaceBefore: spaceBefore))
            return false
        }
        // Identifiers (more than a third of the tokens) go straight to `lexIdentifier`, past `lexKind`'s call.
        let first = byte(at: start)
        let kind =
            Lexer.isIdentStart(first)
            ? lexIdentifier(spaceBefore: spaceBefore) : try lexKind(first: first, spaceBefore: spaceBefore)
        store.append(Token(kind, tokenRange(from: start), spaceBefore: spaceBefore))
        return true
    }

    /// The range of the token just lexed from `start` to `pos`. Most tokens lie on the hinted line: both ends are
    /// told from its bounds at once, in wrapping arithmetic (offsets are at most `maximumSize`); the others as
    /// `position(_:in:hint:)` and `position(_:after:in:hint:)` tell them. Inlined, so `appendNextToken()` does not
    /// copy the lexer to ask.
    @inline(__always) func tokenRange(from start: Int) -> SourceRange {
        let lineStart = lastLine.start
        if lineStart <= start && pos < lastLine.nextStart {
            let line = lastLine.index &+ 1
            return SourceRange(
                start: SourcePosition(offset: start, line: line, column: start &- lineStart &+ 1),
                end: SourcePosition(offset: pos, line: line, column: pos &- lineStart &+ 1))
        }
        let startPosition = Lexer.position(start, in: lineStarts, hint: lastLine)
        return SourceRange(
            start: startPosition, end: Lexer.position(pos, after: startPosition, in: lineStarts, hint: lastLine))
    }

    /// The range of the newline at `offset`: it ends where the next line starts, worked out from its start (no
    /// search), and the line hint moves on to that line, where the next token is. Inlined, so `appendNextToken()` does not
    /// copy the lexer to call it.
    @inline(__always) func newlineRange(at offset: Int) -> SourceRange {
        let start = position(offset)
        lastLine.move(to: start.line, in: lineStarts)  // the next line: a line starts after each newline (`scanLines`)
        return SourceRange(start: start, end: SourcePosition(offset: offset + 1, line: start.line + 1, column: 1))
    }

    var atLineStart: Bool { pos == 0 || (pos <= bytes.count && bytes[pos - 1] == 0x0A) }

    /// Whether `text` is at `offset`.
    func matches(_ text: TokenText, at offset: Int) -> Bool {
        offset + text.count <= end && TokenText(bytes[offset..<(offset + text.count)]) == text
    }

    static func isClosingBracket(_ p: TokenText) -> Bool { p == ")" || p == "]" || p == "}" }

    /// Whether the byte at `pos` may start `=begin` or `__END__`: asked at every line start, where it almost never
    /// does, so `skipEmbeddedDocumentOrEnd` is called only when it may.
    @inline(__always) var atEmbeddedDocumentOrEndMarker: Bool {
        guard pos < end else { return false }
        let c = byte(at: pos)  // unchecked: asked at every line start
        return c == UInt8(ascii: "=") || c == UInt8(ascii: "_")
    }

    /// `=begin … =end` blocks and `__END__` (everything after it is data).
    mutating func skipEmbeddedDocumentOrEnd() throws -> Bool {
        guard atEmbeddedDocumentOrEndMarker else { return false }
        if matches("=begin", at: pos) && (pos + 6 >= end || !Lexer.isIdentChar(bytes[pos + 6])) {
            while pos < end {
                pos = lineEnd(from: pos)
                if pos < end { pos += 1 }
                if matches("=end", at: pos) {
                    pos = lineEnd(from: pos)
                    return true
                }
            }
            // Ruby reports it where the file ends.
            throw SyntaxError("embedded document meets end of file", at: position(end))
        }
        if matches("__END__", at: pos) {
            let after = pos + 7
            if after >= end || bytes[after] == 0x0A || bytes[after] == 0x0D {
                pos = end
                return true
            }
        }
        return false
    }

    /// Whether a newline at `offset` (the next line's start) ends a statement after a token of kind `lastKind`
    /// (nil: none): not after operators and commas, nor before a leading `.method`. Static, so
    /// `appendNextToken()` does not copy the lexer to ask.
    static func newlineIsSignificant(
        after lastKind: Token.Kind?, in bytes: [UInt8], from offset: Int, to end: Int
    ) -> Bool {
        // Any punctuator but a closing bracket (an opening `(` included) leaves the expression open.
        guard let lastKind else { return false }
        switch lastKind {
        case .newline: return false
        case .punct(let p):
            if !Lexer.isClosingBracket(p) { return false }
        case .keyword(let k) where k == "and" || k == "or" || k == "not": return false
        default: break
        }
        // A following line that starts with `.foo` / `&.foo` continues this expression.
        var i = offset
        while i < end {
            // Its indentation skipped at once (most lines have some).
            i = spaceRunEnd(in: bytes, from: i, to: end)
            guard i < end else { break }
            // Read unchecked, as `byte(at:)` reads: `i` is below `end`, which is within `bytes`.
            let c = bytes.withUnsafeBufferPointer { $0[i] }
            if Lexer.isSpace(c) || c == 0x0A {
                i += 1
                continue
            }
            if c == 0x23 {
                i = commentEnd(in: bytes, from: i, to: end)
                continue
            }
            if c == 0x2E && (i + 1 >= end || bytes[i + 1] != 0x2E) { return false }
            if c == 0x26 && i + 1 < end && bytes[i + 1] == 0x2E { return false }
            break
        }
        return true
    }
}
