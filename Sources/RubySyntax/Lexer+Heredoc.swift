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
            while i < end && Lexer.isIdentChar(bytes[i]) { i += 1 }
        }
        let identifier = Array(bytes[idStart..<i])
        if quote != nil { i += 1 }
        let headerStart = pos
        pos = i

        // The body starts on the line after the current one (or after a previous heredoc's body).
        var bodyStart = heredocResume ?? (bytes[pos..<end].firstIndex(of: 0x0A).map { $0 + 1 } ?? end)
        if bodyStart > end { bodyStart = end }
        var lines: [(start: Int, end: Int)] = []
        var lineStart = bodyStart
        var terminatorEnd: Int? = nil
        while lineStart < end {
            let lineEnd = bytes[lineStart..<end].firstIndex(of: 0x0A) ?? end
            var content = lineStart
            if dash || squiggly { while content < lineEnd && Lexer.isSpace(bytes[content]) { content += 1 } }
            var contentEnd = lineEnd
            if contentEnd > content && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            if Array(bytes[content..<contentEnd]) == identifier {
                terminatorEnd = lineEnd < end ? lineEnd + 1 : end
                break
            }
            lines.append((lineStart, lineEnd < end ? lineEnd + 1 : end))
            lineStart = lineEnd + 1
        }
        guard let resume = terminatorEnd else {
            let name = String(decoding: identifier, as: UTF8.self)
            throw SyntaxError("can't find string \"\(name)\" anywhere before EOF", at: position(headerStart))
        }
        var dedent = 0
        if squiggly {
            dedent = Int.max
            for line in lines {
                var width = 0
                var j = line.start
                while j < line.end && Lexer.isSpace(bytes[j]) && bytes[j] != 0x0D {
                    width = bytes[j] == 0x09 ? (width / 8 + 1) * 8 : width + 1
                    j += 1
                }
                if j < line.end && bytes[j] != 0x0A && bytes[j] != 0x0D { dedent = min(dedent, width) }
            }
            if dedent == Int.max { dedent = 0 }
        }
        let savedPos = pos
        let savedEnd = end
        var pieces: [StringPiece] = []
        for line in lines {
            var j = line.start
            var width = 0
            while width < dedent && j < line.end && Lexer.isSpace(bytes[j]) && bytes[j] != 0x0D {
                let next = bytes[j] == 0x09 ? (width / 8 + 1) * 8 : width + 1
                if next > dedent { break }
                width = next
                j += 1
            }
            pos = j
            end = line.end
            let linePieces = try lexQuoted(terminator: 0, opener: nil, interpolate: interpolate, untilEnd: true)
            pieces.append(contentsOf: linePieces)
        }
        pos = savedPos
        end = savedEnd
        heredocResume = resume
        // ``<<-`CMD` `` is a command heredoc: Ruby runs its text in a shell, like a backtick string.
        if quote == 0x60 { return .xstring(values.add(Lexer.mergeText(pieces))) }
        return .string(values.add(Lexer.mergeText(pieces)))
    }

    /// Joins adjacent text pieces.
    static func mergeText(_ pieces: [StringPiece]) -> [StringPiece] {
        var out: [StringPiece] = []
        for piece in pieces {
            if case .text(let t) = piece, let last = out.last, case .text(let u) = last {
                out[out.count - 1] = .text(u + t)
            } else {
                out.append(piece)
            }
        }
        return out
    }
}
