extension Parser {
    /// The depth below the string the levels reach for `#{a.b}` before its first link: `parseStatement`,
    /// `parseExpression` and the levels down to `parsePrimaryWithPostfix`, with room to spare (a chain nearer the
    /// limit is left to them, which report it).
    static let interpolatedChainDepth = 16

    /// The code of `#{s.version}`, `#{spec.name}`, `#{name}`, `#{$Version}`: a name or global variable, then `.name`
    /// links, all ASCII words starting lowercase without spaces (most interpolations in a podspec), made at once from
    /// the source bytes between `start` and `end` rather than by a lexer and parser of their own; nil for any other
    /// code, which they parse. The node is the one they make: the first name a global variable, a local variable if
    /// `locals` declares it, else a call without arguments; each link a call without arguments on the chain before
    /// it. `mutating` though it changes nothing, as `canStartCommandArgument()`: called from `stringLiteral`, a
    /// non-mutating method would be given a copy of the parser.
    mutating func interpolatedChain(from start: SourcePosition, to end: Int, locals: ScopeLocals) -> Node? {
        // Only ASCII word bytes and dots on one line: each byte is a column.
        func position(_ offset: Int) -> SourcePosition {
            SourcePosition(offset: offset, line: start.line, column: start.column + offset - start.offset)
        }
        /// The end of the word from `from`, which must start with a lowercase letter (or `_`, or any letter, as
        /// `underscoreStarts` and `uppercaseStarts` allow).
        func wordEnd(from: Int, underscoreStarts: Bool, uppercaseStarts: Bool = false) -> Int? {
            guard from < end else { return nil }
            let first = bytes[from]
            guard
                first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") || underscoreStarts && first == 0x5F
                    || uppercaseStarts && first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
            else { return nil }
            var i = from + 1
            while i < end, bytes[i] < 0x80, Lexer.isIdentChar(bytes[i]) { i += 1 }
            return i
        }
        // A global variable (`$FirebaseSDKVersion`) by its name, `$` included; not the special ones (`$0`, `$~`).
        let isGlobal = start.offset < end && bytes[start.offset] == UInt8(ascii: "$")
        // `_1` and keywords (`self`, `nil`) start no chain here: the first word is a lowercase name.
        guard
            let firstEnd = isGlobal
                ? wordEnd(from: start.offset + 1, underscoreStarts: true, uppercaseStarts: true)
                : wordEnd(from: start.offset, underscoreStarts: false)
        else { return nil }
        // A keyword is at most `TokenText.capacity` bytes: a longer word is a name.
        let firstCount = firstEnd - start.offset
        let isKeyword =
            !isGlobal && firstCount <= TokenText.capacity
            && bytes.withUnsafeBufferPointer { Lexer.isKeyword(TokenText($0, from: start.offset, count: firstCount)) }
        guard !isKeyword else { return nil }
        // The links, checked (and counted) before any node is made.
        var links = 0
        var i = firstEnd
        while i < end {
            guard bytes[i] == UInt8(ascii: "."), let next = wordEnd(from: i + 1, underscoreStarts: true) else {
                return nil
            }
            links += 1
            i = next
        }
        guard depth + Parser.interpolatedChainDepth + 2 * links <= Parser.maximumDepth else { return nil }
        func word(from: Int, to: Int) -> (String, SourceRange) {
            (String(decoding: bytes[from..<to], as: UTF8.self), SourceRange(start: position(from), end: position(to)))
        }
        let (firstName, firstRange) = word(from: start.offset, to: firstEnd)
        var node =
            isGlobal
            ? Node(.globalVariable(firstName), firstRange)
            : locals.contains(firstName)
                ? Node(.localVariable(firstName), firstRange)
                : Node(.call(Call(receiver: nil, name: firstName, nameRange: firstRange)), firstRange)
        i = firstEnd
        while i < end {
            guard let linkEnd = wordEnd(from: i + 1, underscoreStarts: true) else {
                preconditionFailure("scanned above")
            }
            let (name, nameRange) = word(from: i + 1, to: linkEnd)
            let range = node.range.union(nameRange)
            node = Node(.call(Call(receiver: node, name: name, nameRange: nameRange)), range)
            i = linkEnd
        }
        return node
    }
}
