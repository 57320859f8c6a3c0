extension Lexer {
    /// `<<ID`, `<<-ID`, `<<~ID`, quoted forms; nil when `<<` is the shift/append operator.
    mutating func lexHeredoc() throws -> Token.Kind? {
        var i = pos + 2
        var squiggly = false
        var dash = false
        if i < end && bytes[i] == 0x7E {
            squiggly = true
            i += 1
        } else if i < end && bytes[i] == 0x2D {
            dash = true
            i += 1
        }
        var interpolate = true
        var quote: UInt8? = nil
        if i < end && (bytes[i] == 0x27 || bytes[i] == 0x22 || bytes[i] == 0x60) {
            quote = bytes[i]
            interpolate = bytes[i] != 0x27
            i += 1
        }
        let idStart = i
        if quote != nil {
            while i < end && bytes[i] != quote && bytes[i] != 0x0A { i += 1 }
            guard i < end, bytes[i] == quote else { return nil }
        } else {
            guard i < end, Lexer.isIdentStart(bytes[i]) else { return nil }
            i = Lexer.identifierEnd(in: bytes, from: i, to: end)
        }
        let identifier = idStart..<i
        if quote != nil { i += 1 }
        let headerStart = pos
        pos = i

        // The body starts on the line after the current one (or after a previous heredoc's body), and ends where
        // the line holding only the identifier starts.
        var bodyStart = heredocResume ?? min(lineEnd(from: pos) + 1, end)
        if bodyStart > end { bodyStart = end }
        guard let (bodyEnd, resume) = heredocTerminator(identifier, from: bodyStart, indented: dash || squiggly)
        else {
            let name = String(decoding: bytes[identifier], as: UTF8.self)
            throw SyntaxError("can't find string \"\(name)\" anywhere before EOF", at: position(headerStart))
        }
        let dedent = squiggly ? squigglyDedent(from: bodyStart, to: bodyEnd) : 0
        heredocResume = resume
        // Most bodies have nothing to dedent, escape or interpolate (nor a NUL, which ends a line's text): their
        // text is their bytes, made a String at once.
        if dedent == 0
            && Lexer.firstOffset(in: bytes, from: bodyStart, to: bodyEnd, of: 0x5C, 0x23, 0x00, 0x00) == bodyEnd
        {
            let pieces: TokenValue<[StringPiece]> =
                bodyEnd == bodyStart ? values.add([]) : values.add(plainText: text(from: bodyStart, to: bodyEnd))
            return quote == 0x60 ? .xstring(pieces) : .string(pieces)
        }
        let savedPos = pos
        let savedEnd = end
        var pieces: [StringPiece] = []
        // The text since the last interpolation: adjacent lines' text is one piece.
        var text: [UInt8] = []
        text.reserveCapacity(bodyEnd - bodyStart)
        var lineStart = bodyStart
        while lineStart < bodyEnd {
            // Each body line ends in a newline: the terminator's line comes after it. (`end` is the last line's
            // while it is lexed.)
            let line = (start: lineStart, end: Lexer.lineEnd(in: bytes, from: lineStart, to: savedEnd) + 1)
            lineStart = line.end
            var j = line.start
            var width = 0
            while width < dedent && j < line.end && Lexer.isSpace(bytes[j]) && bytes[j] != 0x0D {
                let next = bytes[j] == 0x09 ? (width / 8 + 1) * 8 : width + 1
                if next > dedent { break }
                width = next
                j += 1
            }
            // A line with nothing to escape or interpolate (nor a NUL, which ends a line's text) is its bytes.
            if Lexer.firstOffset(in: bytes, from: j, to: line.end, of: 0x5C, 0x23, 0x00, 0x00) == line.end {
                text.append(contentsOf: bytes[j..<line.end])
                continue
            }
            pos = j
            end = line.end
            for piece in try lexQuoted(terminator: 0, opener: nil, interpolate: interpolate, untilEnd: true) {
                guard case .text(let lineText) = piece else {
                    Lexer.flush(&text, into: &pieces)
                    pieces.append(piece)
                    continue
                }
                text.append(contentsOf: lineText.utf8)
            }
        }
        Lexer.flush(&text, into: &pieces)
        pos = savedPos
        end = savedEnd
        // ``<<-`CMD` `` is a command heredoc: Ruby runs its text in a shell, like a backtick string.
        if quote == 0x60 { return .xstring(values.add(pieces)) }
        return .string(values.add(pieces))
    }

    /// Where the body from `bodyStart` ends (the start of the line holding only `identifier`, after spaces when
    /// `indented`) and where lexing resumes after that line; nil when no line does.
    func heredocTerminator(_ identifier: Range<Int>, from bodyStart: Int, indented: Bool) -> (
        bodyEnd: Int, resume: Int
    )? {
        var lineStart = bodyStart
        while lineStart < end {
            let newline = lineEnd(from: lineStart)
            var content = lineStart
            if indented { while content < newline && Lexer.isSpace(bytes[content]) { content += 1 } }
            var contentEnd = newline
            if contentEnd > content && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            if contentEnd - content == identifier.count && bytes[content..<contentEnd].elementsEqual(bytes[identifier])
            {
                return (lineStart, newline < end ? newline + 1 : end)
            }
            lineStart = newline + 1
        }
        return nil
    }

    /// The indentation `<<~` removes from the lines from `bodyStart` to `bodyEnd` (each ends in a newline): the
    /// least of the lines that have text, a tab counting to the next multiple of 8.
    func squigglyDedent(from bodyStart: Int, to bodyEnd: Int) -> Int {
        var dedent = Int.max
        var lineStart = bodyStart
        while lineStart < bodyEnd {
            let lineEnd = lineEnd(from: lineStart) + 1
            var width = 0
            var j = lineStart
            while j < lineEnd && Lexer.isSpace(bytes[j]) && bytes[j] != 0x0D {
                width = bytes[j] == 0x09 ? (width / 8 + 1) * 8 : width + 1
                j += 1
            }
            if j < lineEnd && bytes[j] != 0x0A && bytes[j] != 0x0D { dedent = min(dedent, width) }
            lineStart = lineEnd
        }
        return dedent == Int.max ? 0 : dedent
    }

    /// Appends `text` (when there is any) to `pieces` as a text piece and empties it. The lines' bytes are
    /// decoded together: each ends in a newline or is already decoded text, so this is what decoding each
    /// line's text on its own and joining them gives.
    static func flush(_ text: inout [UInt8], into pieces: inout [StringPiece]) {
        guard !text.isEmpty else { return }
        pieces.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll(keepingCapacity: true)
    }
}
