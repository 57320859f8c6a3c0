extension Parser {
    /// Whether `p` is an operator assignment (`+=`, `||=`, …).
    static func isAssignmentOperator(_ p: TokenText) -> Bool {
        // Most punctuators met here close or separate (`)`, `,`): told at once by their last byte.
        guard p.count >= 2 && p.byte(p.count - 1) == UInt8(ascii: "=") else { return false }
        switch p {
        case "+=", "-=", "*=", "/=", "%=", "**=", "||=", "&&=", "|=", "&=", "^=", "<<=", ">>=": return true
        default: return false
        }
    }

    /// Assignment level: `a = b`, `a += b`, `a, b = c`, `s.x = 'a', 'b'`, or a ternary. Inlined: a lone literal (most
    /// values and arguments) is the whole expression, parsed at the depth this level and those below it would give
    /// it without a call to this level's body, whose entry each value paid (lint-1000 0.64 M fewer instructions).
    @inline(__always) mutating func parseExpression() throws -> Node {
        if let literal = try parseLoneLiteralBelowLevels(expressionLevel: true) { return literal }
        return try parseExpressionPastLoneLiteral()
    }

    /// `parseExpression()` where `parseLoneLiteralBelowLevels(expressionLevel: true)` gave nil at this token and depth:
    /// the levels refused it too (the depth they reach was too deep), and it is not looked for again.
    mutating func parseExpressionPastLoneLiteral() throws -> Node {
        try enter()
        defer { leave() }
        // An attribute (`s.name`) declares no local and is no constant: its assignment is finished at once.
        if let target = attributeTargetBelowLevels() { return try finishAssignment(to: target) }
        if at("*") && multipleValuesAllowed, case .identifier = peekToken().kind {
            return try parseMultipleAssignment(first: nil)
        }
        var lhs = try parseTernaryPastLoneLiteral()
        // What may follow is punctuation (`=`, `+=`, `,`): any other token (a line end, most often) ends the value.
        guard case .punct = tokens[index].kind else { return lhs }
        if at("=") && Parser.isAssignable(lhs) { return try parseAssignment(to: lhs) }
        if case .punct(let p) = current.kind, Parser.isAssignmentOperator(p), Parser.isAssignable(lhs) {
            lhs = declaringLocal(consume lhs)
            checkConstantTarget(lhs)
            advance()
            skipLineBreaks()
            let value = try parseAssignedValue()
            return Node(
                .opAssign(target: lhs, op: String(p.description.dropLast()), value: value), lhs.range.union(value.range)
            )
        }
        if at(",") && multipleValuesAllowed && Parser.isAssignable(lhs) && commaListEndsInAssignment() {
            return try parseMultipleAssignment(first: lhs)
        }
        return lhs
    }

    /// `target = value` from the `=` on, for an assignable `target` parsed up to it.
    mutating func parseAssignment(to target: consuming Node) throws -> Node {
        let lhs = declaringLocal(consume target)
        checkConstantTarget(lhs)
        return try finishAssignment(to: lhs)
    }

    /// `target = value` from the `=` on, for a `target` that `parseAssignment(to:)` has declared and checked, or
    /// that needs neither (an attribute, which declares no local and is no constant).
    mutating func finishAssignment(to target: consuming Node) throws -> Node {
        advance()
        skipLineBreaks()
        let value = try parseAssignedValue()
        let range = target.range.union(value.range)
        return Node(.assign(target: target, value: value), range)
    }

    /// The right side of `=`: a value, a command call, or a list that becomes an array.
    mutating func parseAssignedValue() throws -> Node {
        if at("*") {
            let star = advance()
            let inner = try parseTernary()
            var items = [Node(.splat(inner), star.range.union(inner.range))]
            while accept(",") {
                skipLineBreaks()
                items.append(try parseArrayElement())
            }
            return Node(.array(items), items[0].range.union(items[items.count - 1].range))
        }
        let first = try parseExpression()
        guard multipleValuesAllowed && at(",") else { return first }
        return try withFlags(commandCall: false) { p in
            var items = [first]
            while p.accept(",") {
                p.skipLineBreaks()
                items.append(try p.parseArrayElement())
            }
            return Node(.array(items), first.range.union(items[items.count - 1].range))
        }
    }

    /// An assignment target: a bare name (parsed as a call when not yet a local) becomes a local variable,
    /// declared from here on, before its value is parsed (`x = x` reads the new, nil `x`), as in Ruby.
    mutating func declaringLocal(_ node: consuming Node) -> Node {
        switch node.kind {
        case .localVariable(let name):
            declareLocal(name)
            return node
        case .call(let call)
        where call.receiver == nil && call.arguments.isEmpty && call.block == nil
            && !call.hasArgumentSyntax && Lexer.isIdentStart(call.name.utf8.first ?? 0)
            && !Lexer.startsWithUppercase(call.name) && !call.name.hasSuffix("?") && !call.name.hasSuffix("!"):
            declareLocal(call.name)
            return Node(.localVariable(call.name), node.range)
        default:
            return node
        }
    }

    /// Ruby refuses to assign a constant in a method body ("dynamic constant assignment").
    mutating func checkConstantTarget(_ target: Node) {
        if inMethodBody, case .constant = target.kind {
            report("dynamic constant assignment", at: target.range.start)
        }
    }

    /// Whether `node` may be assigned to. Static, as the parser's other tests of a node: a mutating caller
    /// calls it without copying the parser.
    static func isAssignable(_ node: Node) -> Bool {
        switch node.kind {
        case .localVariable, .instanceVariable, .globalVariable, .classVariable, .constant: return true
        case .call(let call):
            if call.block != nil { return false }
            let bare = call.arguments.isEmpty && !call.hasArgumentSyntax
            if call.receiver == nil { return bare }
            // An attribute (`s.name = …`, the common target) is told before the name is compared with `[]` (an index
            // assigns whatever its arguments; `[]` does not end in a word character).
            if bare && Parser.endsInWordCharacter(call.name) { return true }
            return call.name == "[]"
        default: return false
        }
    }

    /// Whether a name's last character is a letter, a number or `_` (`a.b = 1` assigns, `a.b? = 1` cannot).
    /// The bytes are read in one contiguous buffer (walking `utf8` from its end cost several times more).
    static func endsInWordCharacter(_ name: String) -> Bool {
        // The bytes are read where they are, without the copy of the String that `withUTF8` (which may change it) needs.
        let asciiEnd: Bool?? = name.utf8.withContiguousStorageIfAvailable { utf8 in
            guard let last = utf8.last else { return nil }
            return endsInWordCharacter(last: last, beforeLast: utf8.count == 1 ? nil : utf8[utf8.count - 2])
        }
        if case let asciiEnd?? = asciiEnd { return asciiEnd }
        return name.last.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
    }

    /// `endsInWordCharacter` of a name whose last byte is `last`, after `beforeLast` (nil when `last` is the only
    /// one), when two ASCII bytes end it: the last character is then the last byte (no grapheme joins them). Nil
    /// for any other end, which only the name's last character tells.
    @inline(__always) static func endsInWordCharacter(last: UInt8, beforeLast: UInt8?) -> Bool? {
        guard last < 0x80, (beforeLast ?? 0) < 0x80 else { return nil }
        return Lexer.isIdentChar(last)
    }

    /// `endsInWordCharacter(name)` of the identifier `token` named `name`, told by the token's last two bytes in the
    /// source (an identifier is spelled as its name) when they are ASCII. Before a name of one byte the byte is not
    /// the name's, but it only chooses between two right answers.
    @inline(__always) func identifierEndsInWordCharacter(_ token: Token, named name: String) -> Bool {
        let end = token.range.end.offset
        return Parser.endsInWordCharacter(last: bytes[end - 1], beforeLast: end >= 2 ? bytes[end - 2] : nil)
            ?? Parser.endsInWordCharacter(name)
    }

    /// Looks ahead on this line: `a, b = …`.
    func commaListEndsInAssignment() -> Bool {
        var i = index
        var depth = 0
        while i < tokens.count {
            switch tokens[i].kind {
            case .newline, .eof: return false
            case .punct(let p):
                if ["(", "[", "{"].contains(p) { depth += 1 }
                if [")", "]", "}"].contains(p) {
                    if depth == 0 { return false }
                    depth -= 1
                }
                if p == "=" && depth == 0 { return true }
            case .keyword(let k) where depth == 0 && ["do", "if", "unless", "and", "or"].contains(k): return false
            default: break
            }
            i += 1
        }
        return false
    }

    mutating func parseMultipleAssignment(first: Node?) throws -> Node {
        var targets: [Node] = []
        if let first { targets.append(declaringLocal(first)) }
        while first == nil && targets.isEmpty || accept(",") {
            // `x, = list`: a trailing comma leaves the other elements unassigned.
            if at("=") { break }
            targets.append(try parseAssignmentTarget())
        }
        for target in targets { checkConstantTarget(target) }
        _ = try expect("=")
        skipLineBreaks()
        let value = try parseAssignedValue()
        return Node(.multipleAssign(targets: targets, value: value), targets[0].range.union(value.range))
    }

    /// One target of a multiple assignment: `x`, `*rest`, `a.b`, `h[k]`, or `(b, c)`, which takes an element
    /// apart (an array of targets).
    mutating func parseAssignmentTarget() throws -> Node {
        if at("*") {
            let star = advance()
            let target = declaringLocal(try parsePrimaryWithPostfix())
            return Node(.splat(target), star.range.union(target.range))
        }
        if at("(") {
            let open = advance()
            var inner = [try parseAssignmentTarget()]
            while accept(",") && !at(")") { inner.append(try parseAssignmentTarget()) }
            let close = try expect(")")
            return Node(.array(inner), open.range.union(close.range))
        }
        return declaringLocal(try parsePrimaryWithPostfix())
    }

    /// The depth the levels from `parseRange` to `parsePrimaryWithPostfix` add before they parse a primary
    /// (`enter()` in `parseBinary`, `parseUnary` and `parsePrimaryWithPostfix`, which adds one more after it).
    static let levelsBeforeOperand = 3

    /// Whether the current token is a literal that is an operand by itself: a number, symbol or string followed
    /// by a token that ends an operand (`,`, a closing bracket, `;`, `=>`, a line end). A `mutating` getter though it
    /// changes nothing, as `canStartCommandArgument()`: where the inliner left it a call, a non-mutating one was given
    /// a copy of the parser.
    @inline(__always) var atLoneLiteral: Bool {
        mutating get {
            switch tokens[index].kind {
            case .integer, .float, .symbol, .string: break
            default: return false
            }
            switch tokens[min(index + 1, lastTokenIndex)].kind {
            case .newline, .eof: return true
            case .punct(let p): return p == "," || p == ")" || p == "]" || p == "}" || p == ";" || p == "=>"
            default: return false
            }
        }
    }

    /// A lone literal (see `atLoneLiteral`; most podspec arguments), without the operator levels, which would find
    /// nothing to do; nil at any other token. It is parsed at the depth they would reach (code interpolated in a
    /// string is parsed from there), and not where they would pass the depth limit (their one more level after the
    /// primary included): there they report it, and this gives nil. `expressionLevel`: the levels start at
    /// `parseExpression`'s, one more than `parseTernary`'s.
    @inline(__always) mutating func parseLoneLiteralBelowLevels(expressionLevel: Bool = false) throws -> Node? {
        let skipped = Parser.levelsBeforeOperand + (expressionLevel ? 1 : 0)
        guard atLoneLiteral && depth + skipped + 1 <= Parser.maximumDepth else { return nil }
        depth += skipped
        defer { depth -= skipped }
        return try parsePrimary()
    }

    /// `cond ? a : b`.
    mutating func parseTernary() throws -> Node {
        if let literal = try parseLoneLiteralBelowLevels() { return literal }
        return try parseTernaryPastLoneLiteral()
    }

    /// `parseTernary()` where `parseLoneLiteralBelowLevels()` gave nil at this token and depth (as `parseExpression`
    /// has just found): the lone literal is not looked for again.
    mutating func parseTernaryPastLoneLiteral() throws -> Node {
        let skipped = Parser.levelsBeforeOperand
        let condition: Node
        if atPlainOperand && depth + skipped + 1 <= Parser.maximumDepth {
            // Most other operands (`s.name`, `s.dependency 'x'`) are not followed by an operator either: the operand
            // is parsed first, and the levels are entered only when an operator follows it.
            let operand = try parseOperandBelowLevels()
            guard atOperatorAfterOperand else { return operand }
            condition = try parseRange(operand: operand)
        } else {
            condition = try parseRange()
        }
        guard at("?") else { return condition }
        try enter()
        defer { leave() }
        advance()
        skipLineBreaks()
        let whenTrue = try parseTernary()
        skipLineBreaks()
        if case .label(let name) = tokens[index - 1].kind, !at(":") {
            // `a ? b : c` where the lexer read `b:` as a label cannot happen (guarded); keep Ruby's error.
            throw SyntaxError("syntax error, unexpected label \(values[name])", at: current.range.start)
        }
        _ = try expect(":")
        skipLineBreaks()
        let whenFalse = try parseTernary()
        return Node(
            .ifExpression(condition: condition, then: [whenTrue], else: [whenFalse]),
            condition.range.union(whenFalse.range))
    }

    /// Whether the current token goes straight down the levels from `parseRange` to `parsePrimaryWithPostfix`:
    /// neither a punctuator nor a keyword, so no prefix operator (`-`, `!`, `not`, `defined?`, …) takes it.
    @inline(__always) var atPlainOperand: Bool {
        switch tokens[index].kind {
        case .punct, .keyword, .newline, .eof: false
        default: true
        }
    }

    /// Whether the current token continues an operand at a level between `parseTernary` and
    /// `parsePrimaryWithPostfix`: `**`, a binary operator, `..`, `...` or `?`. Inlined: the tokens met here most (a
    /// line end, the `=` of an assignment) are told without a call.
    @inline(__always) var atOperatorAfterOperand: Bool {
        guard case .punct(let p) = tokens[index].kind, p != "=" else { return false }
        return Parser.continuesOperand(p)
    }

    /// Whether the punctuator `p` is `**`, a binary operator, `..`, `...` or `?`.
    static func continuesOperand(_ p: TokenText) -> Bool {
        p == "**" || p == ".." || p == "..." || p == "?" || binaryLevel(of: p) != nil
    }

    /// `parsePrimaryWithPostfix()` at the depth the levels above it (`parseBinary`, `parseUnary`) would give it,
    /// without them; `parseRange(operand:)` goes on from there when an operator follows.
    mutating func parseOperandBelowLevels() throws -> Node {
        let skipped = Parser.levelsBeforeOperand - 1
        depth += skipped
        defer { depth -= skipped }
        return try parsePrimaryWithPostfix()
    }

    /// `a..b`, `a...b`, or the operand alone. `operand`, when given, is the first operand, parsed already by
    /// `parseOperandBelowLevels()`.
    mutating func parseRange(operand: consuming Node? = nil) throws -> Node {
        let lhs = try parseBinary(operand: operand)
        if at("..") || at("...") {
            let exclusive = advance().isPunct("...")
            if atNewline || at(")") || at("]") {
                return Node(.range(lhs, nil, exclusive: exclusive), lhs.range)
            }
            let rhs = try parseBinary()
            return Node(.range(lhs, rhs, exclusive: exclusive), lhs.range.union(rhs.range))
        }
        return lhs
    }

    /// A binary operator's precedence, lowest 0 (`||`) to highest 8 (`*`); all are left-associative. Nil for a
    /// punctuator that is not a binary operator.
    static func binaryLevel(of p: TokenText) -> Int? {
        // Most punctuators met after an operand assign (`s.name = …`), close or separate (`)`, `,`, `]`): the
        // first told at once, the others by their first byte, before the switch compares all the operators.
        guard p != "=", startsBinaryOperator(p.byte(0)) else { return nil }
        return binaryLevel(spelled: p)
    }

    /// Whether `byte` is the first byte of an operator `binaryLevel(spelled:)` knows: `|&<=!>^+-*/%`.
    @inline(__always) static func startsBinaryOperator(_ byte: UInt8) -> Bool {
        // A bit per byte below 0x40: `!` `%` `&` `*` `+` `-` `/` `<` `=` `>`.
        byte < 0x40 ? (0x7000_AC62_0000_0000 as UInt64) >> byte & 1 != 0 : byte == 0x5E || byte == 0x7C
    }

    /// `binaryLevel(of:)` by the operator's whole spelling.
    static func binaryLevel(spelled p: TokenText) -> Int? {
        switch p {
        case "||": 0
        case "&&": 1
        case "<=>", "==", "===", "!=", "=~", "!~": 2
        case "<", "<=", ">", ">=": 3
        case "|", "^": 4
        case "&": 5
        case "<<", ">>": 6
        case "+", "-": 7
        case "*", "/", "%": 8
        default: nil
        }
    }

    /// The binary operator at the current token and its precedence, if any.
    var currentBinaryOperator: (op: TokenText, level: Int)? {
        guard case .punct(let p) = tokens[index].kind, let level = Parser.binaryLevel(of: p) else { return nil }
        return (p, level)
    }

    /// Operators of precedence `minimumLevel` or higher, by precedence climbing: one call per operand
    /// rather than one per precedence level. `operand`, when given, is the first operand, parsed already.
    mutating func parseBinary(minimumLevel: Int = 0, operand: consuming Node? = nil) throws -> Node {
        try enter()
        // Each operator of a chain (`a + b + c`) nests the tree one level deeper: it counts as depth too.
        var links = 1
        defer { depth -= links }
        var lhs: Node
        if let operand {
            lhs = try parsePower(base: operand)
        } else {
            lhs = try parseUnaryMinus()
        }
        while let (p, level) = currentBinaryOperator, level >= minimumLevel {
            // `foo -1` / `foo *args` never reach here: the lexer or the command parser took them.
            try enter()
            links += 1
            advance()
            skipLineBreaks()
            let rhs = try parseBinary(minimumLevel: level + 1)
            let range = lhs.range.union(rhs.range)
            switch p {
            case "||": lhs = Node(.or(lhs, rhs), range)
            case "&&": lhs = Node(.and(lhs, rhs), range)
            case "!=":
                let eq = Node(.call(Call(receiver: lhs, name: "==", arguments: [rhs], nameRange: range)), range)
                lhs = Node(.not(eq), range)
            case "!~":
                let match = Node(.call(Call(receiver: lhs, name: "=~", arguments: [rhs], nameRange: range)), range)
                lhs = Node(.not(match), range)
            case "=~":
                // `/(?<year>\d+)/ =~ s` declares `year` (a literal regexp without interpolation, on the left).
                for name in Parser.namedCaptures(of: lhs) { declareLocal(name) }
                lhs = Node(.call(Call(receiver: lhs, name: "=~", arguments: [rhs], nameRange: range)), range)
            default:
                lhs = Node(.call(Call(receiver: lhs, name: p.description, arguments: [rhs], nameRange: range)), range)
            }
        }
        return lhs
    }

    /// The named groups of a regexp literal without interpolation: the locals `=~` assigns in Ruby.
    public static func namedCaptures(of node: Node) -> [String] {
        guard case .regex(let parts, _) = node.kind, parts.count <= 1 else { return [] }
        guard case .text(let source)? = parts.first else { return [] }
        var names: [String] = []
        let characters = Array(source)
        var i = 0
        while i + 3 < characters.count {
            defer { i += 1 }
            guard characters[i] == "(", characters[i + 1] == "?", characters[i + 2] == "<" else { continue }
            var end = i + 3
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
            {
                end += 1
            }
            if end > i + 3, end < characters.count, characters[end] == ">", !characters[i + 3].isNumber {
                names.append(String(characters[(i + 3)..<end]))
            }
        }
        return names
    }

    mutating func parseUnaryMinus() throws -> Node {
        if at("-") {
            try enter()
            defer { leave() }
            let minus = advance()
            let operand = try parseUnaryMinus()
            let range = minus.range.union(operand.range)
            return Node(.call(Call(receiver: operand, name: "-@", nameRange: minus.range)), range)
        }
        return try parsePower()
    }

    /// `base ** exponent`, or the base alone. `operand`, when given, is the base, parsed already.
    mutating func parsePower(base operand: consuming Node? = nil) throws -> Node {
        let base: Node
        if let operand {
            base = operand
        } else {
            base = try parseUnary()
        }
        if at("**") {
            // `**` is right-associative: each one nests the tree a level deeper.
            try enter()
            defer { leave() }
            advance()
            let exponent = try parseUnaryMinus()
            // Ruby's tUMINUS_NUM: a negative literal's minus binds looser than `**` (`-2 ** 2` is -4).
            if let (minus, positive) = splitNegativeLiteral(base) {
                let range = positive.range.union(exponent.range)
                let power = Node(
                    .call(Call(receiver: positive, name: "**", arguments: [exponent], nameRange: range)), range)
                return Node(.call(Call(receiver: power, name: "-@", nameRange: minus)), minus.union(range))
            }
            let range = base.range.union(exponent.range)
            return Node(.call(Call(receiver: base, name: "**", arguments: [exponent], nameRange: range)), range)
        }
        return base
    }

    /// A numeric literal written with a leading `-` (`-2`), as its minus's range and the positive literal.
    func splitNegativeLiteral(_ node: Node) -> (SourceRange, Node)? {
        let start = node.range.start
        guard bytes[start.offset] == UInt8(ascii: "-") else { return nil }
        let afterMinus = SourcePosition(offset: start.offset + 1, line: start.line, column: start.column + 1)
        let minus = SourceRange(start: start, end: afterMinus)
        let digits = SourceRange(start: afterMinus, end: node.range.end)
        switch node.kind {
        case .integer(let value) where value < 0 && value != .min: return (minus, Node(.integer(-value), digits))
        case .float(let value) where value < 0: return (minus, Node(.float(-value), digits))
        default: return nil
        }
    }

    mutating func parseUnary() throws -> Node {
        try enter()
        defer { leave() }
        if at("!") {
            let bang = advance()
            let operand = try parseUnary()
            return Node(.not(operand), bang.range.union(operand.range))
        }
        if at("~") || at("+") {
            let op = advance()
            let operand = try parseUnary()
            let name = op.isPunct("~") ? "~" : "+@"
            return Node(.call(Call(receiver: operand, name: name, nameRange: op.range)), op.range.union(operand.range))
        }
        if at("&") || at("*") || at("**") {
            throw unexpected()
        }
        if atKeyword("defined?") {
            let start = advance()
            if accept("(") {
                let operand = try parseStatement()
                let close = try expect(")")
                return Node(.defined(operand), start.range.union(close.range))
            }
            // Without parentheses `defined?` binds looser than any operator (`defined? a && b` asks about
            // `a && b`), as Ruby's `keyword_defined opt_nl arg`.
            let operand = try parseExpression()
            return Node(.defined(operand), start.range.union(operand.range))
        }
        if atKeyword("not") {
            // In an operand `not` needs parentheses (Ruby's primary `not (expr)`): `a = not b` is refused.
            let start = advance()
            guard at("(") else { throw unexpected(expecting: "'('") }
            let operand = try parseUnary()
            return Node(.not(operand), start.range.union(operand.range))
        }
        return try parsePrimaryWithPostfix()
    }
}
