extension Lexer {
    /// Lexes the body of a quoted literal up to `terminator` (the opening quote is consumed).
    /// `opener` allows nesting for paired delimiters (`%(a (b) c)`).
    mutating func lexQuoted(
        terminator: UInt8, opener: UInt8?, interpolate: Bool, regex: Bool = false, untilEnd: Bool = false
    ) throws -> [StringPiece] {
        var words: [Word]? = nil
        return try lexQuoted(
            terminator: terminator, opener: opener, interpolate: interpolate, regex: regex, untilEnd: untilEnd,
            words: &words)
    }

    /// The pieces of a `'…'` or `"…"` literal (the opening quote is consumed), kept in `values`. Most podspec
    /// strings have nothing to escape or interpolate: their text comes straight from the source bytes and is
    /// kept as plain text (no list of its own); the others are `lexQuoted`'s.
    mutating func lexQuotedString(terminator: UInt8, interpolate: Bool) throws -> TokenValue<[StringPiece]> {
        let close =
            interpolate
            ? firstOffset(from: pos, of: terminator, 0x5C, 0x23, terminator)
            : firstOffset(from: pos, of: terminator, 0x5C)
        guard close < end, bytes[close] == terminator else {
            return values.add(try lexQuoted(terminator: terminator, opener: nil, interpolate: interpolate))
        }
        let start = pos
        pos = close + 1
        // As `lexQuoted` gives: no piece for an empty literal.
        return close == start ? values.add([]) : values.add(plainText: text(from: start, to: close))
    }

    /// The words of a `%w`/`%i` literal: split on whitespace, where a backslash-escaped space or line end
    /// stays in its word (`%w(a\ b)` is `["a b"]`).
    mutating func lexWords(terminator: UInt8, opener: UInt8?, interpolate: Bool) throws -> [Word] {
        var words: [Word]? = []
        _ = try lexQuoted(terminator: terminator, opener: opener, interpolate: interpolate, words: &words)
        return words ?? []
    }

    /// `lexQuoted`, which splits the body into `words` when these are given (the pieces returned are then
    /// empty).
    mutating func lexQuoted(
        terminator: UInt8, opener: UInt8?, interpolate: Bool, regex: Bool = false, untilEnd: Bool = false,
        words: inout [Word]?
    ) throws -> [StringPiece] {
        var pieces: [StringPiece] = []
        var buffer: [UInt8] = []
        var depth = 0
        var wordStart: Int? = nil
        let nestingOpener = opener ?? terminator
        let splitsWords = words != nil
        func flush() {
            if !buffer.isEmpty {
                pieces.append(.text(String(decoding: buffer, as: UTF8.self)))
                buffer.removeAll()
            }
        }
        func endWord() {
            flush()
            if let s = wordStart, !pieces.isEmpty {
                words?.append(Word(pieces: pieces, range: SourceRange(start: position(s), end: position(pos))))
            }
            pieces.removeAll()
            wordStart = nil
        }
        while true {
            guard pos < end else {
                if untilEnd { break }
                // Ruby reports it where the file ends.
                let kind = regex ? "regexp" : words != nil ? "list" : "string"
                throw SyntaxError("unterminated \(kind) meets end of file", at: position(end))
            }
            let c = peek()
            if c == terminator && depth == 0 {
                if words != nil { endWord() }
                pos += 1
                break
            }
            if words != nil {
                if Lexer.isSpace(c) || c == 0x0A {
                    endWord()
                    pos += 1
                    continue
                }
                if wordStart == nil { wordStart = pos }
            }
            if let opener, c == opener {
                depth += 1
            } else if c == terminator {
                depth -= 1
            }
            if c == 0x5C {  // backslash
                let n = peek(1)
                if regex {
                    if n == terminator && terminator == 0x2F {
                        buffer.append(n)
                    } else {
                        buffer.append(c)
                        buffer.append(n)
                    }
                    pos += 2
                    continue
                }
                if !interpolate {
                    let escapedSpace = words != nil && (Lexer.isSpace(n) || n == 0x0A)
                    if n == terminator || n == 0x5C || (opener != nil && n == opener) || escapedSpace {
                        buffer.append(n)
                        pos += 2
                    } else {
                        buffer.append(c)
                        pos += 1
                    }
                    continue
                }
                pos += 1
                try appendEscape(into: &buffer)
                continue
            }
            if interpolate && c == 0x23 && peek(1) == 0x7B {  // #{
                flush()
                pos += 2
                let codeStart = pos
                try skipInterpolation()
                pieces.append(.code(start: position(codeStart), end: pos - 1))
                continue
            }
            if interpolate && c == 0x23, let nameEnd = interpolatedVariableEnd() {  // #@ivar, #@@cvar, #$global
                flush()
                pieces.append(.code(start: position(pos + 1), end: nameEnd))
                pos = nameEnd
                continue
            }
            // This byte and the plain ones after it (nothing to nest, escape, interpolate or split on) as one run.
            let runStart = pos
            pos += 1
            if splitsWords {
                while pos < end {
                    let b = bytes[pos]
                    if b == terminator || b == 0x5C || b == 0x23 || b == nestingOpener || Lexer.isSpace(b) || b == 0x0A
                    {
                        break
                    }
                    pos += 1
                }
            } else {
                pos = firstOffset(from: pos, of: terminator, 0x5C, 0x23, nestingOpener)
            }
            if buffer.isEmpty && depth == 0 && pos < end && bytes[pos] == terminator {
                // The whole text before the closing quote: a String straight from the source bytes.
                let text = self.text(from: runStart, to: pos)
                if pieces.isEmpty && !splitsWords {
                    pos += 1
                    return [.text(text)]
                }
                pieces.append(.text(text))
                continue
            }
            buffer.append(contentsOf: bytes[runStart..<pos])
        }
        flush()
        return pieces
    }

    /// Where the variable after `#` ends when it is one Ruby interpolates without braces (`#@x`, `#@@x`,
    /// `#$x`: the sigil, then a name that does not start with a digit); nil otherwise.
    func interpolatedVariableEnd() -> Int? {
        var i = pos + 1
        switch peek(1) {
        case 0x40: i += peek(2) == 0x40 ? 2 : 1  // @ or @@
        case 0x24: i += 1  // $
        default: return nil
        }
        guard i < end, Lexer.isIdentStart(bytes[i]) else { return nil }
        i = Lexer.identifierEnd(in: bytes, from: i, to: end)
        return i
    }

    /// Skips the code of a `#{…}` up to and including its closing brace, minding nested strings.
    mutating func skipInterpolation() throws {
        let start = pos
        interpolationNesting += 1
        defer { interpolationNesting -= 1 }
        guard interpolationNesting <= Parser.maximumDepth else {
            throw SyntaxError("nesting too deep (more than \(Parser.maximumDepth) levels)", at: position(start))
        }
        var depth = 0
        while pos < end {
            let c = peek()
            switch c {
            case 0x7B: depth += 1
            case 0x7D:
                if depth == 0 {
                    pos += 1
                    return
                }
                depth -= 1
            case 0x22, 0x27, 0x60:
                pos += 1
                _ = try lexQuoted(terminator: c, opener: nil, interpolate: c != 0x27)
                continue
            default: break
            }
            pos += 1
        }
        throw SyntaxError("unterminated string meets end of file", at: position(start))
    }

    /// Decodes one escape after a backslash (already consumed) in a double-quoted literal.
    mutating func appendEscape(into buffer: inout [UInt8]) throws {
        let n = peek()
        pos += 1
        switch n {
        case 0x6E: buffer.append(0x0A)  // n
        case 0x74: buffer.append(0x09)  // t
        case 0x73: buffer.append(0x20)  // s
        case 0x72: buffer.append(0x0D)  // r
        case 0x30 where !Lexer.isDigit(peek()): buffer.append(0x00)
        case 0x65: buffer.append(0x1B)  // e
        case 0x61: buffer.append(0x07)  // a
        case 0x62: buffer.append(0x08)  // b
        case 0x66: buffer.append(0x0C)  // f
        case 0x76: buffer.append(0x0B)  // v
        case 0x0A: break  // line continuation inside the string
        case 0x75:  // u
            var scalars: [UInt32] = []
            if peek() == 0x7B {
                pos += 1
                while pos < end && peek() != 0x7D {
                    while Lexer.isSpace(peek()) { pos += 1 }
                    let s = pos
                    while Lexer.isHexDigit(peek()) { pos += 1 }
                    if let v = UInt32(String(decoding: bytes[s..<pos], as: UTF8.self), radix: 16) { scalars.append(v) }
                    if pos == s { break }
                }
                if peek() == 0x7D { pos += 1 }
            } else {
                let s = pos
                while pos < end && pos - s < 4 && Lexer.isHexDigit(peek()) { pos += 1 }
                guard pos - s == 4, let v = UInt32(String(decoding: bytes[s..<pos], as: UTF8.self), radix: 16) else {
                    throw SyntaxError("invalid Unicode escape", at: position(s))
                }
                scalars.append(v)
            }
            for v in scalars {
                guard let scalar = Unicode.Scalar(v) else {
                    throw SyntaxError("invalid Unicode codepoint", at: position(pos))
                }
                buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
        case 0x78:  // x
            let s = pos
            while pos < end && pos - s < 2 && Lexer.isHexDigit(peek()) { pos += 1 }
            if let v = UInt8(String(decoding: bytes[s..<pos], as: UTF8.self), radix: 16) { buffer.append(v) }
        case 0x30...0x37:
            let s = pos - 1
            while pos < end && pos - s < 3 && peek() >= 0x30 && peek() <= 0x37 { pos += 1 }
            if let v = UInt8(String(decoding: bytes[s..<pos], as: UTF8.self), radix: 8) { buffer.append(v) }
        default:
            // Any other escaped character stands for itself (multi-byte characters included).
            buffer.append(n)
        }
    }

    static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46)
    }

    /// `?\n`-style character literal after `?`.
    mutating func lexCharEscape() throws -> [StringPiece] {
        pos += 1  // backslash
        var buffer: [UInt8] = []
        try appendEscape(into: &buffer)
        return [.text(String(decoding: buffer, as: UTF8.self))]
    }

    /// `%w[]`, `%i[]`, `%q()`, `%Q()`, `%()`, `%r{}`, `%x()`, `%s()`; nil when `%` is an operator.
    mutating func lexPercentLiteral() throws -> Token.Kind? {
        var kindChar: UInt8 = 0x51  // Q
        var i = pos + 1
        if i < end && bytes[i] | 0x20 >= 0x61 && bytes[i] | 0x20 <= 0x7A {  // a letter gives the kind
            kindChar = bytes[i]
            i += 1
        }
        guard i < end else { return nil }
        let open = bytes[i]
        // Any ASCII character but a letter or digit delimits (Ruby's `!ISALNUM`): `%_…_` is a string too.
        let isAlphanumeric = Lexer.isDigit(open) || (open | 0x20 >= 0x61 && open | 0x20 <= 0x7A)
        if isAlphanumeric || open >= 0x80 || Lexer.isSpace(open) || open == 0x0A || open == 0x3D { return nil }
        guard "wWiIqQrxs".utf8.contains(kindChar) else { return nil }
        let close: UInt8
        switch open {
        case 0x28: close = 0x29
        case 0x5B: close = 0x5D
        case 0x7B: close = 0x7D
        case 0x3C: close = 0x3E
        default: close = open
        }
        let opener: UInt8? = close == open ? nil : open
        pos = i + 1
        switch kindChar {
        case 0x77, 0x57, 0x69, 0x49:  // w W i I
            let words = try lexWords(
                terminator: close, opener: opener, interpolate: kindChar == 0x57 || kindChar == 0x49)
            return kindChar == 0x69 || kindChar == 0x49 ? .symbolWords(values.add(words)) : .words(values.add(words))
        case 0x71:  // q
            return .string(values.add(try lexQuoted(terminator: close, opener: opener, interpolate: false)))
        case 0x72:  // r
            let parts = try lexQuoted(terminator: close, opener: opener, interpolate: true, regex: true)
            let o = pos
            while [0x69, 0x6D, 0x78, 0x6F].contains(peek()) { pos += 1 }
            return .regex(values.add(parts), options: values.add(String(decoding: bytes[o..<pos], as: UTF8.self)))
        case 0x78:  // x
            return .xstring(values.add(try lexQuoted(terminator: close, opener: opener, interpolate: true)))
        case 0x73:  // s
            return .symbol(
                values.add(Lexer.plainText(try lexQuoted(terminator: close, opener: opener, interpolate: false))))
        default:
            return .string(values.add(try lexQuoted(terminator: close, opener: opener, interpolate: true)))
        }
    }
}
