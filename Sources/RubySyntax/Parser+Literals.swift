extension Parser {
    /// A primary expression: literal, variable, call without receiver, or a keyword construct.
    mutating func parsePrimary() throws -> Node {
        let token = current
        switch token.kind {
        case .integer(let i):
            advance()
            return Node(.integer(i), token.range)
        case .float(let d):
            advance()
            return Node(.float(d), token.range)
        case .string(let pieces):
            advance()
            var literal = try values.plainText(pieces).map(StringLiteral.text) ?? stringLiteral(values[pieces])
            var range = token.range
            // Adjacent literals concatenate: `"a" "b"`.
            while case .string(let more) = current.kind {
                literal = .parts(literal.parts + (try stringParts(values[more])))
                range = range.union(advance().range)
            }
            return Node(.string(literal), range)
        case .xstring(let pieces):
            advance()
            return Node(.xstring(try stringParts(values[pieces])), token.range)
        case .symbol(let s):
            advance()
            return Node(.symbol(values[s]), token.range)
        case .dsymbol(let pieces):
            advance()
            return Node(.dynamicSymbol(try stringParts(values[pieces])), token.range)
        case .regex(let pieces, let options):
            advance()
            return Node(.regex(try stringParts(values[pieces]), options: values[options]), token.range)
        case .words(let words):
            advance()
            let items = try values[words].map { Node(.string(try stringLiteral($0.pieces)), $0.range) }
            return Node(.array(items), token.range)
        case .symbolWords(let words):
            advance()
            return Node(.array(values[words].map { Node(.symbol(Lexer.plainText($0.pieces)), $0.range) }), token.range)
        case .instanceVariable(let n):
            advance()
            return Node(.instanceVariable(values[n]), token.range)
        case .globalVariable(let n):
            advance()
            return Node(.globalVariable(values[n]), token.range)
        case .classVariable(let n):
            advance()
            return Node(.classVariable(values[n]), token.range)
        case .identifier(let value):
            let name = values[value]
            advance()
            if let highest = numberedParameters, let n = Parser.numberedParameter(name), !isLocal(name) {
                numberedParameters = max(highest, n)
                return Node(.localVariable(name), token.range)
            }
            if isLocal(name) && !(at("(") && !current.spaceBefore) {
                return Node(.localVariable(name), token.range)
            }
            return try parseCallRest(receiver: nil, name: name, nameToken: token, safe: false)
        case .constant(let value):
            let name = values[value]
            advance()
            // A constant is a method name when arguments follow, in parentheses or command style
            // (`Integer "3"`, `Foo bar`: Ruby's `operation` includes tCONSTANT), as an identifier is.
            if (at("(") && !current.spaceBefore) || canStartCommandArgument() {
                return try parseCallRest(receiver: nil, name: name, nameToken: token, safe: false)
            }
            return Node(.constant(scope: nil, name: name, topLevel: false), token.range)
        case .label(let name):
            // A bare `key: value` outside braces: only valid as implicit hash in arguments.
            throw SyntaxError("syntax error, unexpected label \(values[name])", at: token.range.start)
        case .punct(let p):
            return try parsePunctPrimary(p, token)
        case .keyword(let k):
            return try parseKeywordPrimary(k, token)
        case .newline, .eof:
            throw unexpected()
        }
    }

    mutating func parsePunctPrimary(_ p: TokenText, _ token: Token) throws -> Node {
        switch p {
        case "(":
            advance()
            let body = try withFlags(doBlock: true, multipleValues: true) { try $0.parseStatements(until: [")"]) }
            let close = try expect(")")
            if body.count == 1 { return Node(body[0].kind, token.range.union(close.range)) }
            return Node(.sequence(body), token.range.union(close.range))
        case "[":
            advance()
            return try withFlags(doBlock: true) { try $0.parseArrayElements(from: token) }
        case "{":
            return try parseHashLiteral()
        case "::":
            advance()
            guard case .constant(let name) = current.kind else { throw unexpected(expecting: "constant") }
            let nameToken = advance()
            return Node(.constant(scope: nil, name: values[name], topLevel: true), token.range.union(nameToken.range))
        case "->":
            advance()
            let outerLocals = locals
            defer { locals = outerLocals }
            var params: [Parameter] = []
            if accept("(") {
                params = try parseParameterList(closing: ")")
                _ = try expect(")")
            } else if case .identifier = current.kind {
                params = try parseParameterList(closing: "{")
            }
            guard let block = try withFlags(doBlock: true, { try $0.parseBlockIfPresent(braceAllowed: true) }) else {
                throw unexpected()
            }
            return Node(
                .lambda(
                    Block(parameters: params.isEmpty ? block.parameters : params, body: block.body, range: block.range)),
                token.range.union(block.range))
        case "..", "...":
            advance()
            let upper = try parseBinary()
            return Node(.range(nil, upper, exclusive: p == "..."), token.range.union(upper.range))
        case "*":
            // `*a = …` / splat in an expression list
            advance()
            let value = try parseTernary()
            return Node(.splat(value), token.range.union(value.range))
        default:
            throw unexpected()
        }
    }

    /// The elements of an array literal after its `[` (`key => value` pairs make a final hash), and the `]`.
    mutating func parseArrayElements(from open: Token) throws -> Node {
        var items: [Node] = []
        skipNewlines()
        var pairs: [HashEntry] = []
        while !at("]") {
            if items.isEmpty { items.reserveCapacity(Parser.listCapacity) }
            if case .label = current.kind {
                try parseArgument(into: &items, pairs: &pairs)
            } else {
                let element = try parseArrayElement()
                if accept("=>") {
                    skipNewlines()
                    pairs.append(.pair(HashPair(key: element, value: try parseExpression())))
                } else {
                    items.append(element)
                }
            }
            skipNewlines()
            if !accept(",") { break }
            skipNewlines()
        }
        if !pairs.isEmpty { items.append(hashNode(pairs)) }
        let close = try expect("]")
        return Node(.array(items), open.range.union(close.range))
    }

    mutating func parseArrayElement() throws -> Node {
        if at("*") {
            let star = advance()
            let value = try parseTernary()
            return Node(.splat(value), star.range.union(value.range))
        }
        return try withFlags(multipleValues: false) { try $0.parseExpression() }
    }

    /// `{ key => value, label: value, "str": value, **other }`.
    mutating func parseHashLiteral() throws -> Node {
        let open = try expect("{")
        return try withFlags(doBlock: true, multipleValues: false) { try $0.parseHashEntries(from: open) }
    }

    /// The entries of a hash literal after its `{`, and the closing `}`.
    /// Room for the entries of a hash literal, made at its first: grown one pair at a time, a hash of two pairs was
    /// made twice.
    static let hashCapacity = 4

    mutating func parseHashEntries(from open: Token) throws -> Node {
        var entries: [HashEntry] = []
        skipNewlines()
        while !at("}") {
            // Room for the few pairs most hashes hold (`{ :git => …, :tag => … }`), made once at the first.
            if entries.isEmpty { entries.reserveCapacity(Parser.hashCapacity) }
            if accept("**") {
                entries.append(.doubleSplat(try parseTernary()))
            } else if case .label(let name) = current.kind {
                let label = advance()
                skipNewlines()
                entries.append(
                    .pair(HashPair(key: Node(.symbol(values[name]), label.range), value: try parseExpression())))
            } else {
                let key = try parseExpression()
                if at(":") && !current.spaceBefore, case .string(let literal) = key.kind {
                    // `"str": value` is a symbol key.
                    advance()
                    skipNewlines()
                    let symbol = Node(.dynamicSymbol(literal.parts), key.range)
                    entries.append(.pair(HashPair(key: symbol, value: try parseExpression())))
                } else {
                    skipNewlines()
                    _ = try expect("=>")
                    skipNewlines()
                    entries.append(.pair(HashPair(key: key, value: try parseExpression())))
                }
            }
            skipNewlines()
            if !accept(",") { break }
            skipNewlines()
        }
        let close = try expect("}")
        return Node(.hash(entries), open.range.union(close.range))
    }

    /// The parts of a literal other than a string (a command, a symbol, a regex).
    mutating func stringParts(_ pieces: [StringPiece]) throws -> [StringPart] { try stringLiteral(pieces).parts }

    /// Parses the interpolated code pieces of a literal; a local assigned inside `#{}` is a local after it,
    /// as in Ruby.
    mutating func stringLiteral(_ pieces: [StringPiece]) throws -> StringLiteral {
        // Plain text (most literals): nothing to parse.
        if pieces.count == 1, case .text(let text) = pieces[0] { return .text(text) }
        var declared = locals
        // `_1` read inside `#{}` counts for the block around the string too.
        var numbered = numberedParameters
        defer {
            locals = declared
            numberedParameters = numbered
        }
        return .parts(
            try pieces.map { piece in
                switch piece {
                case .text(let t): return .text(t)
                case .code(let start, let end):
                    if let chain = interpolatedChain(from: start, to: end, locals: declared) { return .code([chain]) }
                    return .code(
                        try parseInterpolatedCode(from: start, to: end, declared: &declared, numbered: &numbered))
                }
            }
        )
    }

    /// The code of one `#{…}` between `start` and `end`, by a lexer and parser of its own from the locals `declared`
    /// and the numbered parameters `numbered` read so far, which it updates.
    mutating func parseInterpolatedCode(
        from start: SourcePosition, to end: Int, declared: inout ScopeLocals, numbered: inout Int?
    ) throws -> [Node] {
        var lexer = Lexer(bytes: bytes, range: start.offset..<end, lineStarts: lineStarts, locals: declared)
        let subTokens = try lexer.tokenize()
        var sub = Parser(
            tokens: subTokens, values: lexer.values, bytes: bytes, lineStarts: lineStarts, locals: declared)
        sub.depth = depth
        sub.numberedParameters = numbered
        sub.inMethodBody = inMethodBody
        let program = try sub.parseProgram()
        if let first = sub.errors.first { throw first }
        // The sub-parser started from `declared` and only adds to it: the same count is the same set,
        // which a union would hash again name by name for nothing.
        assert(sub.locals.isSuperset(of: declared))
        if sub.locals.count != declared.count { declared.formUnion(sub.locals) }
        numbered = sub.numberedParameters
        return program
    }
}
