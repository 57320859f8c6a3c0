/// Rightward pattern matching, `value => pattern` (Ruby 3), read for its syntax only: Ruby's parser takes a
/// misplaced `'a' => 'b'` (a hash pair without braces) for it, so its errors land where Ruby's do. Evaluating
/// one is reported as unsupported.
extension Parser {
    mutating func parseRightwardPattern(_ value: Node) throws -> Node {
        let arrow = advance()
        try enter()
        defer { leave() }
        try parsePatternExpression()
        while accept(",") {
            if atNewline || atEOF { break }
            try parsePatternExpression()
        }
        let message = Node(.string(.text("pattern matching (`value => pattern`) is not supported")), arrow.range)
        let raise = Call(
            receiver: nil, name: "raise", arguments: [message], hasArgumentSyntax: true, nameRange: arrow.range)
        return Node(.sequence([value, Node(.call(raise), arrow.range)]), value.range.union(arrow.range))
    }

    /// `p_expr`: alternatives, optionally bound with `=> name`.
    mutating func parsePatternExpression() throws {
        try parsePatternPrimary()
        while accept("|") { try parsePatternPrimary() }
        if accept("=>") {
            guard case .identifier = current.kind else { throw unexpected(expecting: "local variable or method") }
            advance()
        }
    }

    mutating func parsePatternPrimary() throws {
        try enter()
        defer { leave() }
        switch current.kind {
        case .string, .integer, .float, .symbol, .dsymbol, .regex, .words, .symbolWords, .identifier:
            advance()
        case .keyword(let k) where ["nil", "true", "false", "self", "__FILE__", "__LINE__"].contains(k):
            advance()
        case .constant:
            advance()
            while accept("::") {
                guard case .constant = current.kind else { throw unexpected(expecting: "constant") }
                advance()
            }
            if at("(") && !current.spaceBefore {
                try parsePatternList(close: ")")
            } else if at("[") && !current.spaceBefore {
                try parsePatternList(close: "]")
            }
        case .punct("["): try parsePatternList(close: "]")
        case .punct("("): try parsePatternList(close: ")")
        case .punct("^"):
            advance()
            advance()
        case .punct("*"):
            advance()
            if case .identifier = current.kind { advance() }
        default:
            throw unexpected()
        }
        if at("..") || at("...") {
            advance()
            if case .integer = current.kind { advance() } else if case .string = current.kind { advance() }
        }
    }

    mutating func parsePatternList(close: TokenText) throws {
        advance()
        while !at(close) {
            try parsePatternExpression()
            if !accept(",") { break }
        }
        _ = try expect(close)
    }
}
