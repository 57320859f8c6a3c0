extension Lexer {
    /// The kind of the token at `pos` (not an identifier), whose first byte is `c`. The commonest such tokens are
    /// told here, one jump on `c` from their lexing: the one-byte punctuators, a method call's `.`, an assignment's
    /// `=` and quoted strings; any other is `lexToken`'s.
    mutating func lexKind(first c: UInt8, spaceBefore: Bool) throws -> Token.Kind {
        switch c {
        case 0x28, 0x29, 0x2C, 0x3B, 0x5B, 0x5D, 0x7B, 0x7D:  // ( ) , ; [ ] { }: punctuators that start no longer one
            pos += 1
            return .punct(TokenText(packed: UInt64(c), count: 1))
        case 0x2E where peek(1) != 0x2E:  // `.` but for `..` and `...`: a method call's dot (`s.name`)
            pos += 1
            return .punct(".")
        case 0x3D where peek(1) == 0x20:  // `=` before a space: an assignment's (no punctuator holds a space)
            pos += 1
            return .punct("=")
        case 0x22:  // "
            pos += 1
            return .string(try lexQuotedString(terminator: 0x22, interpolate: true))
        case 0x27:  // '
            pos += 1
            return .string(try lexQuotedString(terminator: 0x27, interpolate: false))
        default:
            return try lexToken(spaceBefore: spaceBefore)
        }
    }

    /// The token at `pos` when it is none of those `lexKind(first:spaceBefore:)` tells itself.
    mutating func lexToken(spaceBefore: Bool) throws -> Token.Kind {
        let c = peek()
        let start = pos
        if Lexer.isDigit(c) { return try lexNumber() }
        switch c {
        case 0x60:  // `
            if lastIs(punct: ".") || lastIs(keyword: "def") {
                pos += 1
                return .identifier(values.add("`"))
            }
            pos += 1
            return .xstring(values.add(try lexQuoted(terminator: 0x60, opener: nil, interpolate: true)))
        case 0x40:  // @
            let s = pos
            pos += 1
            if peek() == 0x40 { pos += 1 }
            pos = Lexer.identifierEnd(in: bytes, from: pos, to: end)
            let name = String(decoding: bytes[s..<pos], as: UTF8.self)
            return name.hasPrefix("@@") ? .classVariable(values.add(name)) : .instanceVariable(values.add(name))
        case 0x24:  // $
            let s = pos
            pos += 1
            if Lexer.isIdentStart(peek()) {
                pos = Lexer.identifierEnd(in: bytes, from: pos, to: end)
            } else if pos < end {
                pos += 1  // `$0`, `$:`, `$~`…
            }
            return .globalVariable(values.add(String(decoding: bytes[s..<pos], as: UTF8.self)))
        case 0x3A:  // :
            if peek(1) == 0x22 || peek(1) == 0x27 {
                if peek(1) == 0x27 {
                    pos += 2
                    let parts = try lexQuoted(terminator: 0x27, opener: nil, interpolate: false)
                    return .symbol(values.add(Lexer.plainText(parts)))
                }
                pos += 2
                let parts = try lexQuoted(terminator: 0x22, opener: nil, interpolate: true)
                if parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
                    return .symbol(values.add(Lexer.plainText(parts)))
                }
                return .dsymbol(values.add(parts))
            }
            if peek(1) != 0x3A, let sym = lexSymbolName(at: pos + 1) {
                pos = sym.end
                return .symbol(sym.name)
            }
        case 0x25:  // %
            if argumentStart(spaceBefore: spaceBefore), let kind = try lexPercentLiteral() {
                return kind
            }
        case 0x2F:  // /
            if argumentStart(spaceBefore: spaceBefore) && !(peek(1) == 0x3D && !valueExpected) {
                pos += 1
                let parts = try lexQuoted(terminator: 0x2F, opener: nil, interpolate: true, regex: true)
                let o = pos
                while [0x69, 0x6D, 0x78, 0x6F, 0x75, 0x65, 0x73, 0x6E].contains(peek()) { pos += 1 }
                return .regex(values.add(parts), options: values.add(String(decoding: bytes[o..<pos], as: UTF8.self)))
            }
        case 0x3F:  // ?c character literal
            if valueExpected || (spaceBefore && commandArgumentPossible) {
                let n = peek(1)
                if n != 0 && !Lexer.isSpace(n) && n != 0x0A && !(Lexer.isIdentChar(n) && Lexer.isIdentChar(peek(2))) {
                    if n == 0x5C {
                        pos += 1
                        let parts = try lexCharEscape()
                        return .string(values.add(parts))
                    }
                    let s = pos + 1
                    pos += 1
                    pos += Lexer.utf8Length(bytes[pos])
                    return .string(values.add([.text(String(decoding: bytes[s..<min(pos, end)], as: UTF8.self))]))
                }
            }
        case 0x3C:  // <<HEREDOC
            if peek(1) == 0x3C && argumentStart(spaceBefore: spaceBefore), let kind = try lexHeredoc() {
                return kind
            }
        case 0x7C:  // |
            if inBlockParams {
                pos += 1
                inBlockParams = false
                return .punct("|")
            }
            if lastIs(keyword: "do") || lastIs(punct: "{") {
                if peek(1) != 0x7C {
                    pos += 1
                    inBlockParams = true
                    return .punct("|")
                }
            }
        default:
            break
        }
        // Unary minus on a number literal in value position: `-1`, `foo -1`.
        if (c == 0x2D || c == 0x2B) && Lexer.isDigit(peek(1)) && argumentStart(spaceBefore: spaceBefore) {
            pos += 1
            return try lexNumber(negative: c == 0x2D)
        }
        // Punctuators, longest first, told apart by their bytes (the token's text is those bytes).
        let c1 = peek(1)
        let c2 = peek(2)
        let length = Lexer.punctuatorLength(c, c1, c2)
        if length > 0 {
            pos += length
            return .punct(TokenText(packed: UInt64(c) | UInt64(c1) << 8 | UInt64(c2) << 16, count: length))
        }
        if c == 0 { throw SyntaxError("Invalid char '\\x00' in expression", at: position(start)) }
        let len = Lexer.utf8Length(c)
        let text = String(decoding: bytes[pos..<min(pos + len, end)], as: UTF8.self)
        throw SyntaxError("Invalid char '\(text)' in expression", at: position(start))
    }

    /// The length of the longest punctuator in `Lexer.puncts` that `c`, `c1`, `c2` start with (0 for none).
    /// Marked for inlining: `lexToken`, its caller on the lexer's path, costs fewer instructions so.
    @inline(__always) static func punctuatorLength(_ c: UInt8, _ c1: UInt8, _ c2: UInt8) -> Int {
        switch c {
        case 0x2A:  // **= ** *= *
            if c1 == 0x2A { return c2 == 0x3D ? 3 : 2 }
            return c1 == 0x3D ? 2 : 1
        case 0x3C:  // <=> <= <<= << <
            if c1 == 0x3D { return c2 == 0x3E ? 3 : 2 }
            if c1 == 0x3C { return c2 == 0x3D ? 3 : 2 }
            return 1
        case 0x3D:  // === == =~ => =
            if c1 == 0x3D { return c2 == 0x3D ? 3 : 2 }
            return c1 == 0x7E || c1 == 0x3E ? 2 : 1
        case 0x2E:  // ... .. .
            if c1 == 0x2E { return c2 == 0x2E ? 3 : 2 }
            return 1
        case 0x3E:  // >>= >> >= >
            if c1 == 0x3E { return c2 == 0x3D ? 3 : 2 }
            return c1 == 0x3D ? 2 : 1
        case 0x26:  // &&= && &. &= &
            if c1 == 0x26 { return c2 == 0x3D ? 3 : 2 }
            return c1 == 0x2E || c1 == 0x3D ? 2 : 1
        case 0x7C:  // ||= || |= |
            if c1 == 0x7C { return c2 == 0x3D ? 3 : 2 }
            return c1 == 0x3D ? 2 : 1
        case 0x21: return c1 == 0x3D || c1 == 0x7E ? 2 : 1  // != !~ !
        case 0x3A: return c1 == 0x3A ? 2 : 1  // :: :
        case 0x2D: return c1 == 0x3E || c1 == 0x3D ? 2 : 1  // -> -= -
        case 0x2B, 0x2F, 0x25, 0x5E: return c1 == 0x3D ? 2 : 1  // += + /= / %= % ^= ^
        case 0x7E, 0x3F, 0x2C, 0x3B, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D: return 1  // ~ ? , ; ( ) [ ] { }
        default: return 0
        }
    }

    static func utf8Length(_ lead: UInt8) -> Int {
        if lead < 0x80 { return 1 }
        if lead >= 0xF0 { return 4 }
        if lead >= 0xE0 { return 3 }
        if lead >= 0xC0 { return 2 }
        return 1
    }

    static func plainText(_ parts: [StringPiece]) -> String {
        parts.map { if case .text(let t) = $0 { t } else { "" } }.joined()
    }

    /// A number literal; `negative` when a unary minus was read before it (so `-9223372036854775808` fits).
    mutating func lexNumber(negative: Bool = false) throws -> Token.Kind {
        let s = pos
        let sign = negative ? "-" : ""
        if peek() == 0x30, let radix = Lexer.radix(prefix: peek(1)) {  // 0x1F, 0o17, 0b101, 0d10
            pos += 2
            let hs = pos
            pos = Lexer.identifierEnd(in: bytes, from: pos, to: end)
            let digits = String(decoding: bytes[hs..<pos], as: UTF8.self).filter { $0 != "_" }
            guard let v = Int(sign + digits, radix: radix) else {
                if !digits.isEmpty && digits.allSatisfy({ $0.hexDigitValue.map { $0 < radix } ?? false }) {
                    throw integerTooLarge(at: s)
                }
                throw SyntaxError("numeric literal without digits", at: position(s))
            }
            return .integer(v)
        }
        while Lexer.isDigit(peek()) || (peek() == 0x5F && Lexer.isDigit(peek(1))) { pos += 1 }
        // A leading 0 before more digits makes an octal literal, whatever follows (`09`, `08.5`).
        if bytes[s] == 0x30 && pos - s > 1 && bytes[s..<pos].contains(where: { $0 == 0x38 || $0 == 0x39 }) {
            throw SyntaxError("Invalid octal digit", at: position(s))
        }
        var isFloat = false
        if peek() == 0x2E && Lexer.isDigit(peek(1)) {
            isFloat = true
            pos += 1
            while Lexer.isDigit(peek()) || (peek() == 0x5F && Lexer.isDigit(peek(1))) { pos += 1 }
        }
        if (peek() == 0x65 || peek() == 0x45)
            && (Lexer.isDigit(peek(1)) || ((peek(1) == 0x2D || peek(1) == 0x2B) && Lexer.isDigit(peek(2))))
        {
            isFloat = true
            pos += 2
            while Lexer.isDigit(peek()) { pos += 1 }
        }
        let text = String(decoding: bytes[s..<pos], as: UTF8.self).filter { $0 != "_" }
        if isFloat {
            guard let d = Double(sign + text) else { throw SyntaxError("invalid float literal", at: position(s)) }
            return .float(d)
        }
        if text.count > 1 && text.hasPrefix("0") && text.allSatisfy({ ("0"..."7").contains($0) }) {
            guard let octal = Int(sign + text, radix: 8) else { throw integerTooLarge(at: s) }
            return .integer(octal)
        }
        guard let v = Int(sign + text) else { throw integerTooLarge(at: s) }
        return .integer(v)
    }

    /// The radix a letter after a leading `0` gives (`x` 16, `o` 8, `b` 2, `d` 10, either case); nil for none.
    static func radix(prefix letter: UInt8) -> Int? {
        switch letter | 0x20 {
        case 0x78: 16
        case 0x6F: 8
        case 0x62: 2
        case 0x64: 10
        default: nil
        }
    }

    /// An integer literal outside 64 bits: Ruby would make a Bignum, which this reader does not have.
    func integerTooLarge(at offset: Int) -> SyntaxError {
        SyntaxError("integer literal too large (over 64 bits; bignums are not supported)", at: position(offset))
    }

    /// Whether an identifier names a constant (its first letter is uppercase); ASCII without Unicode tables.
    static func startsWithUppercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        if first < 0x80 { return first >= 0x41 && first <= 0x5A }
        return firstScalarIsUppercase(name)
    }

    /// Whether the first Unicode scalar of `name` is uppercase. Kept out of line: its code looks up the layout of
    /// the scalar's properties at run time, a cost its callers would otherwise pay on every (ASCII) name.
    @inline(never) static func firstScalarIsUppercase(_ name: String) -> Bool {
        name.unicodeScalars.first?.properties.isUppercase ?? false
    }

    /// `startsWithUppercase(name)` for the identifier `name` at `offset`, read from its first byte when ASCII.
    @inline(__always) func identifierStartsWithUppercase(at offset: Int, _ name: TokenValue<String>) -> Bool {
        let first = byte(at: offset)
        return first < 0x80 ? first >= 0x41 && first <= 0x5A : Lexer.firstScalarIsUppercase(values[name])
    }

    /// The name (identifier, constant, label) from `start` to `end`; a common one is read from `CommonNames`
    /// rather than made and stored.
    @inline(__always) mutating func name(from start: Int, to end: Int) -> TokenValue<String> {
        guard end - start <= TokenText.capacity else { return longName(from: start, to: end) }
        return name(
            bytes.withUnsafeBufferPointer { TokenText($0, from: start, count: end - start) }, from: start, to: end)
    }

    /// `name(from:to:)` for the name whose bytes, `key`, the caller has read already; nil for a name longer than
    /// `TokenText.capacity`.
    @inline(__always) mutating func name(spelled key: TokenText?, from start: Int, to end: Int) -> TokenValue<String> {
        guard let key else { return longName(from: start, to: end) }
        return name(key, from: start, to: end)
    }

    /// `name(from:to:)` for the name whose bytes, `key`, the caller has read already.
    @inline(__always) mutating func name(_ key: TokenText, from start: Int, to end: Int) -> TokenValue<String> {
        if let slot = CommonNames.slot(spelled: key, in: values.commonNames) { return .commonName(inSlot: slot) }
        return values.add(text(from: start, to: end))
    }

    /// `name(from:to:)` for a name longer than `TokenText.capacity` (`deployment_target`): a common one is read
    /// from `CommonNames` as the short ones are, any other made and stored.
    mutating func longName(from start: Int, to end: Int) -> TokenValue<String> {
        let slot = bytes.withUnsafeBufferPointer {
            CommonNames.slot(spelledLong: $0, from: start, to: end, in: values.commonNames)
        }
        if let slot { return .commonName(inSlot: slot) }
        return values.add(text(from: start, to: end))
    }

    /// The source text from `start` to `end` as a String.
    @inline(__always) func text(from start: Int, to end: Int) -> String {
        bytes.withUnsafeBufferPointer { Lexer.string(fromUTF8: UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// `String(decoding: utf8, as: UTF8.self)` (invalid bytes repaired the same way). A text of at most 15 bytes
    /// (most names and many strings) is made in place: an ASCII one becomes a small String without the validation
    /// `String(decoding:as:)` runs on it, which costs several times the copy. A longer one is validated either
    /// way, and `String(decoding:as:)` then makes its storage at once rather than filling and then updating it.
    @inline(__always) static func string(fromUTF8 utf8: UnsafeBufferPointer<UInt8>) -> String {
        guard utf8.count <= TokenText.capacity else { return String(decoding: utf8, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(utf8))
            return utf8.count
        }
    }

    mutating func lexIdentifier(spaceBefore: Bool) -> Token.Kind {
        let s = pos
        // The first byte starts an identifier (the caller checked).
        pos = Lexer.identifierEnd(in: bytes, from: s + 1, to: end)
        var afterDot = false
        var afterDef = false
        var afterQuestionMark = false
        switch lastKind {
        case .punct(let p)?:
            afterDot = p == "." || p == "&."
            afterQuestionMark = p == "?"
        case .keyword(let k)?: afterDef = k == "def"
        default: break
        }
        // Predicate and bang methods: `empty?`, `gsub!`, `version!`. As in Ruby's lexer, a `?` or `!` right after
        // an identifier belongs to it unless `=` follows (`a!=b`), whether or not the name is a local variable.
        var next = peek()
        if (next == 0x3F || next == 0x21) && peek(1) != 0x3D {
            pos += 1
            next = peek()
        }
        // The name's bytes, read once for the label, method name, keyword and common name tests below (nil for a
        // name too long for a `TokenText`, which is none of these but a long common name).
        let key =
            pos - s <= TokenText.capacity
            ? bytes.withUnsafeBufferPointer { TokenText($0, from: s, count: pos - s) } : nil
        // Labels: `key:` (hash keys, keyword arguments), not `A::B`, not `a ? b:c`.
        if next == 0x3A && peek(1) != 0x3A && !afterDot && !afterDef && !afterQuestionMark {
            let label = name(spelled: key, from: s, to: pos)
            pos += 1
            return .label(label)
        }
        if afterDot || afterDef {
            let method = name(spelled: key, from: s, to: pos)
            if identifierStartsWithUppercase(at: s, method), !afterDef {
                return .constant(method)
            }
            return .identifier(method)
        }
        // Keywords are found by their bytes, without making a String.
        if let text = key {
            if next == 0x3F && text == "defined" {
                pos += 1
                return .keyword("defined?")
            }
            // No keyword is one letter: `s`, the usual spec's name, is told without the call.
            if text.count > 1 && Lexer.isKeyword(text) { return .keyword(text) }
        }
        let identifier = name(spelled: key, from: s, to: pos)
        if identifierStartsWithUppercase(at: s, identifier) { return .constant(identifier) }
        // An identifier followed by `=` (not `==`, `=~`, `=>`) becomes a local variable.
        let assignmentOffset = Lexer.isSpace(next) ? spaceEnd(from: pos + 1) : pos
        if inBlockParams || Lexer.assigns(in: bytes, at: assignmentOffset, to: end) { locals.insert(identifier) }
        return .identifier(identifier)
    }

    /// Whether an identifier before `offset` (its spaces skipped) is assigned there: by `=` (not `==`, `=~`,
    /// `=>`), an operator assignment or a multiple assignment. The two bytes there are read once. Static, so
    /// `lexIdentifier` does not copy the lexer to ask.
    @inline(__always) static func assigns(in bytes: [UInt8], at offset: Int, to end: Int) -> Bool {
        guard offset < end else { return false }
        // Read unchecked, as `byte(at:)` reads: `offset` is the lexer's, `end` within `bytes`.
        let (c, c1) = bytes.withUnsafeBufferPointer { b in (b[offset], offset + 1 < end ? b[offset + 1] : 0) }
        if c == 0x3D { return !isAssignmentFollower(c1) }
        if c == 0x2C { return isMultipleAssignment(in: bytes, from: offset, to: end) }
        return c1 == 0x3D && isOperatorAssignmentStart(c)
    }

    /// Whether `byte` after an `=` makes it `==`, `=~` or `=>` rather than an assignment.
    static func isAssignmentFollower(_ byte: UInt8) -> Bool { byte == 0x3D || byte == 0x7E || byte == 0x3E }

    /// Whether `byte` followed by `=` is an operator assignment a local can take (`+=`, `-=`, `*=`, `|=`, `&=`).
    static func isOperatorAssignmentStart(_ byte: UInt8) -> Bool {
        byte == 0x2B || byte == 0x2D || byte == 0x2A || byte == 0x7C || byte == 0x26
    }

    /// `a, b = …`: an identifier list followed by `=` on the same line.
    static func isMultipleAssignment(in bytes: [UInt8], from offset: Int, to end: Int) -> Bool {
        var i = offset
        while i < end && bytes[i] != 0x0A {
            let c = bytes[i]
            if c == 0x3D { return i + 1 < end && !Lexer.isAssignmentFollower(bytes[i + 1]) }
            if !(Lexer.isIdentChar(c) || c == 0x2C || Lexer.isSpace(c) || c == 0x2A) { return false }
            i += 1
        }
        return false
    }

    /// The operators a method may be named (`:==`, `def ==(o)`, `a.==(b)`), longest first.
    static let operatorMethodNames: [TokenText] = [
        "[]=", "[]", "<=>", "===", "==", "=~", "!=", "<<", ">>", "<=", ">=", "**", "+", "-", "*", "/",
        "%", "<", ">", "!", "&", "|", "^", "~",
    ]

    /// A symbol name after `:`: identifier (with `?`, `!`, `=`), operator, or nothing. The name is kept as an
    /// identifier's is (`name(from:to:)`: `:git`, `:tag` are read from `CommonNames`, not made again).
    mutating func lexSymbolName(at offset: Int) -> (name: TokenValue<String>, end: Int)? {
        guard offset < end else { return nil }
        let c = bytes[offset]
        if Lexer.isIdentStart(c) || c == 0x40 || c == 0x24 {
            var i = offset + 1
            i = Lexer.identifierEnd(in: bytes, from: i, to: end)
            if i < end && (bytes[i] == 0x3F || bytes[i] == 0x21) && !(i + 1 < end && bytes[i + 1] == 0x3D) {
                i += 1
            } else if i < end && bytes[i] == 0x3D && !(i + 1 < end && Lexer.isAssignmentFollower(bytes[i + 1])) {
                i += 1
            }
            return (name(from: offset, to: i), i)
        }
        for op in Lexer.operatorMethodNames where matches(op, at: offset) {
            return (values.add(op.description), offset + op.count)
        }
        return nil
    }
}
