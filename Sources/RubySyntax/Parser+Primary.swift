extension Parser {
    /// A primary followed by `.method`, `::Name`, `[index]` and blocks.
    mutating func parsePrimaryWithPostfix() throws -> Node {
        try enter()
        // Each link of a chain (`a.b.c`, `a[1][2]`) nests the tree one level deeper: it counts as depth too.
        var links = 1
        defer { depth -= links }
        var node = try parsePrimary()
        while true {
            try enter()
            links += 1
            // Each link starts with a punctuator: any other token (a line end, most often) ends the chain, as does
            // the `=` of `s.name = …`, told at once.
            guard case .punct(let p) = tokens[index].kind, p != "=" else { return node }
            if at(".") || at("&.") {
                let safe = advance().isPunct("&.")
                skipLineBreaks()
                let nameToken = advance()
                let name: String
                switch nameToken.kind {
                case .identifier(let n), .constant(let n): name = values[n]
                case .keyword(let k): name = k.description
                case .punct(let p) where Lexer.operatorMethodNames.contains(p): name = p.description  // `a.==(b)`
                case .punct("[") where current.isPunct("]") && !current.spaceBefore:
                    // `h.[](k)`, `h&.[](k)`, `h.[]=(k, v)`: the element methods called by name.
                    advance()
                    if current.isPunct("=") && !current.spaceBefore && peekToken().isPunct("(")
                        && !peekToken().spaceBefore
                    {
                        advance()
                        name = "[]="
                    } else {
                        name = "[]"
                    }
                case .label(let n):
                    // `foo.bar:` cannot be a call; Ruby reports the label.
                    throw SyntaxError("syntax error, unexpected label \(values[n])", at: nameToken.range.start)
                case .punct("("):
                    // `proc.(args)`
                    index -= 1
                    name = "call"
                default:
                    index -= 1
                    throw unexpected(expecting: "local variable or method")
                }
                // The chain so far is given up to its new link (`consume`: moved, not copied).
                node = try parseCallRest(receiver: consume node, name: name, nameToken: nameToken, safe: safe)
            } else if at("::") && !current.spaceBefore || (at("::") && !peekToken().spaceBefore) {
                advance()
                let nameToken = advance()
                switch nameToken.kind {
                case .constant(let n):
                    if at("(") && !current.spaceBefore {
                        node = try parseCallRest(
                            receiver: consume node, name: values[n], nameToken: nameToken, safe: false)
                    } else {
                        let range = node.range.union(nameToken.range)
                        node = Node(.constant(scope: consume node, name: values[n], topLevel: false), range)
                    }
                case .identifier(let n):
                    node = try parseCallRest(receiver: consume node, name: values[n], nameToken: nameToken, safe: false)
                default:
                    index -= 1
                    throw unexpected(expecting: "constant")
                }
            } else if at("[") && (!current.spaceBefore || Parser.isVariable(node)) {
                let open = advance()
                let args = try parseArgumentList(closing: "]")
                let close = try expect("]")
                let range = node.range.union(close.range)
                node = Node(
                    .call(
                        Call(
                            receiver: consume node, name: "[]", arguments: args, hasArgumentSyntax: true,
                            nameRange: open.range)), range)
            } else {
                return node
            }
        }
    }

    /// Whether `node` is a variable, after which `[` indexes even after a space (`x [1]` is `x[1]` for a
    /// local `x`, where `foo [1]` passes an array to a method `foo`).
    static func isVariable(_ node: Node) -> Bool {
        switch node.kind {
        case .localVariable, .instanceVariable, .globalVariable, .classVariable: true
        default: false
        }
    }

    /// After `recv.name`: arguments (parenthesised or command style) and a block.
    mutating func parseCallRest(
        receiver: consuming Node?, name: consuming String, nameToken: Token, safe: Bool
    ) throws -> Node {
        // The parts are gathered first and the `Call` made once, from the receiver and name given up to it.
        var arguments: [Node] = []
        var hasArgumentSyntax = false
        var end = nameToken.range
        if at("(") && !current.spaceBefore {
            advance()
            arguments = try parseArgumentList(closing: ")")
            end = try expect(")").range
            hasArgumentSyntax = true
        } else if canStartCommandArgument() {
            arguments = try withFlags(doBlock: false) { try $0.parseCommandArguments() }
            hasArgumentSyntax = true
            if let last = arguments.last { end = last.range }
        }
        let block = try parseBlockIfPresent(braceAllowed: !hasArgumentSyntax || tokens[index - 1].isPunct(")"))
        if let block { end = block.range }
        let start = receiver?.range ?? nameToken.range
        return Node(
            .call(
                Call(
                    receiver: receiver, name: name, arguments: arguments, block: block, safeNavigation: safe,
                    hasArgumentSyntax: hasArgumentSyntax, nameRange: nameToken.range)), start.union(end))
    }

    /// Whether the current token begins a command argument (`foo 'x'`, `foo -1`, `foo [1]`). Inlined: the tokens met
    /// here most (a line end, the `=` of `s.name = …`, a `)` or `,` without a space before) are refused without a call.
    /// `mutating` though it changes nothing, as `startsCommandArgument()`: a non-mutating method called from a
    /// mutating one is given a copy of the parser, which `parseCallRest` made at every call.
    @inline(__always) mutating func canStartCommandArgument() -> Bool {
        switch tokens[index].kind {
        case .newline, .eof: return false
        case .punct(let p) where p == "=" || !tokens[index].spaceBefore: return false
        default: return startsCommandArgument()
        }
    }

    /// `canStartCommandArgument()` for the tokens it does not refuse at once.
    mutating func startsCommandArgument() -> Bool {
        guard commandCallAllowed else { return false }
        let t = current
        switch t.kind {
        case .string where !t.spaceBefore, .xstring where !t.spaceBefore:
            // A quote always opens a string, so `puts'x'` is a command call as `puts 'x'` is (`%q`, `?c` and
            // heredocs need the space: without it they are operators).
            switch bytes[t.range.start.offset] {
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"): return true
            default: return false
            }
        case .integer, .float, .string, .xstring, .symbol, .dsymbol, .regex, .words, .symbolWords, .identifier,
            .constant, .instanceVariable, .globalVariable, .classVariable, .label:
            return t.spaceBefore
        case .keyword(let k):
            return t.spaceBefore
                && [
                    "nil", "true", "false", "self", "not", "defined?", "__FILE__", "__LINE__", "lambda",
                    "proc", "case", "if", "unless", "begin",
                ].contains(k) && !(k == "if" || k == "unless")
        case .punct(let p):
            guard t.spaceBefore else { return false }
            switch p {
            case "[", "->", "::", "(": return true
            // `a +b` is `a(+b)` as `a -b` is `a(-b)` (Ruby warns of an ambiguous first argument); the next token
            // is read only for these (most punctuators here, `=` of `s.name = …`, are none of them).
            case "!", "*", "&", "**", "-", "+", ":": return !peekToken().spaceBefore
            default: return false  // `{` included
            }
        default:
            return false
        }
    }

    /// Command arguments: comma-separated, up to the end of the statement.
    mutating func parseCommandArguments() throws -> [Node] {
        try withFlags(multipleValues: false) { p in
            var args: [Node] = []
            args.reserveCapacity(Parser.listCapacity)
            var pairs: [HashEntry] = []
            repeat {
                p.skipLineBreaks()
                try p.parseArgument(into: &args, pairs: &pairs)
                p.commandCallAllowed = false
            } while p.accept(",")
            return p.withKeywordArguments(pairs, args)
        }
    }

    /// Arguments inside `(…)` or `[…]`.
    mutating func parseArgumentList(closing: TokenText) throws -> [Node] {
        try withFlags(doBlock: true, multipleValues: false, commandCall: true) { p in
            var args: [Node] = []
            var pairs: [HashEntry] = []
            p.skipNewlines()
            while !p.at(closing) {
                if args.isEmpty { args.reserveCapacity(Parser.listCapacity) }
                try p.parseArgument(into: &args, pairs: &pairs)
                p.commandCallAllowed = false
                p.skipNewlines()
                if !p.accept(",") { break }
                p.skipNewlines()
            }
            p.skipNewlines()
            return p.withKeywordArguments(pairs, args)
        }
    }

    /// `args` with the keyword pairs as a final hash, before a block argument (`foo(a: 1, &b)`).
    func withKeywordArguments(_ pairs: [HashEntry], _ args: [Node]) -> [Node] {
        guard !pairs.isEmpty else { return args }
        var args = args
        if let last = args.last, case .blockPass = last.kind {
            args.insert(hashNode(pairs), at: args.count - 1)
        } else {
            args.append(hashNode(pairs))
        }
        return args
    }

    func hashNode(_ pairs: [HashEntry]) -> Node {
        let ranges = pairs.map { entry -> SourceRange in
            switch entry {
            case .pair(let pair): pair.key.range.union(pair.value.range)
            case .doubleSplat(let n): n.range
            }
        }
        return Node(.hash(pairs), ranges.dropFirst().reduce(ranges[0]) { $0.union($1) })
    }

    /// One argument: `*splat`, `**opts`, `&block`, `key: value`, `key => value`, or a value.
    mutating func parseArgument(into args: inout [Node], pairs: inout [HashEntry]) throws {
        if at("*") && !peekToken().spaceBefore {
            let star = advance()
            let value = try parseTernary()
            args.append(Node(.splat(value), star.range.union(value.range)))
            return
        }
        if at("**") {
            let star = advance()
            let value = try parseTernary()
            pairs.append(.doubleSplat(value))
            _ = star
            return
        }
        if at("...") && peekToken().isPunct(")") && locals.contains("&") {
            // `bar(...)` in a `def foo(...)`: Ruby passes the method's anonymous `*`, `**` and `&` on.
            let dots = advance()
            args.append(Node(.splat(Node(.localVariable("*"), dots.range)), dots.range))
            pairs.append(.doubleSplat(Node(.localVariable("**"), dots.range)))
            args.append(Node(.blockPass(Node(.localVariable("&"), dots.range)), dots.range))
            return
        }
        if at("&") {
            let amp = advance()
            if at(")") {
                // `bar(&)` passes the method's anonymous block parameter (`def foo(&)`).
                let block = locals.contains("&") ? Node(.localVariable("&"), amp.range) : nil
                args.append(Node(.blockPass(block), amp.range))
                return
            }
            let value = try parseTernary()
            args.append(Node(.blockPass(value), amp.range.union(value.range)))
            return
        }
        if case .label(let name) = current.kind {
            let label = advance()
            skipLineBreaks()
            let key = Node(.symbol(values[name]), label.range)
            if at(",") || at(")") {
                // `foo(key:)` shorthand: the value is what `key` alone reads, a local or else a method call.
                pairs.append(.pair(HashPair(key: key, value: omittedValue(values[name], at: label.range))))
                return
            }
            pairs.append(.pair(HashPair(key: key, value: try parseArgumentValue())))
            return
        }
        let value = try parseArgumentValue()
        if at("=>") {
            advance()
            skipLineBreaks()
            pairs.append(.pair(HashPair(key: value, value: try parseArgumentValue())))
            return
        }
        if !pairs.isEmpty {
            // After keyword pairs only pairs may follow: Ruby expects the `=>` of one after this value.
            throw unexpected(expecting: "=>")
        }
        args.append(value)
    }

    /// The value of `foo(key:)`: the local `key`, the constant `Key`, or a call of the method `key`.
    func omittedValue(_ name: String, at range: SourceRange) -> Node {
        if isLocal(name) { return Node(.localVariable(name), range) }
        if Lexer.startsWithUppercase(name) { return Node(.constant(scope: nil, name: name, topLevel: false), range) }
        return Node(.call(Call(receiver: nil, name: name, nameRange: range)), range)
    }

    /// An argument's value: an expression, where Ruby refuses `not` without parentheses (`foo(not x)`).
    mutating func parseArgumentValue() throws -> Node {
        try parseExpression()
    }

    /// `{ |x| … }` or `do |x| … end` after a call. Inlined: most calls have no block, told by a token test
    /// without a call.
    @inline(__always) mutating func parseBlockIfPresent(braceAllowed: Bool) throws -> Block? {
        guard (at("{") && braceAllowed) || (atKeyword("do") && doBlockAllowed) else { return nil }
        return try parseBlock(braceAllowed: braceAllowed)
    }

    /// The block at the current token (`{` where `braceAllowed`, or `do`), nil when there is none.
    mutating func parseBlock(braceAllowed: Bool) throws -> Block? {
        // A block sees the enclosing locals; its parameters and the names it assigns end with it.
        let outerLocalCount = locals.count
        let outerNumbered = numberedParameters
        defer {
            locals.removeNames(after: outerLocalCount)
            numberedParameters = outerNumbered
        }
        if at("{") && braceAllowed {
            let open = advance()
            let params = try parseBlockParameters()
            let body = try parseStatements(until: ["}"])
            let close = try expect("}")
            return Block(parameters: blockParameters(params), body: body, range: open.range.union(close.range))
        }
        if atKeyword("do") && doBlockAllowed {
            let open = advance()
            let params = try parseBlockParameters()
            let (body, rescues, elseBody, ensureBody) = try withFlags(doBlock: true) { try $0.parseBodyWithRescue() }
            let close = try expectKeyword("end")
            let wrapped =
                rescues.isEmpty && ensureBody == nil
                ? body
                : [Node(.begin(body: body, rescues: rescues, elseBody: elseBody, ensureBody: ensureBody), open.range)]
            return Block(parameters: blockParameters(params), body: wrapped, range: open.range.union(close.range))
        }
        return nil
    }

    /// A block's parameters: those it declares, or `_1`…`_n` when its body used numbered parameters.
    func blockParameters(_ declared: [Parameter]) -> [Parameter] {
        guard declared.isEmpty, let highest = numberedParameters, highest > 0 else { return declared }
        return (1...highest).map { Parameter(name: "_\($0)", kind: .required) }
    }

    /// `n` for a numbered block parameter `_1`…`_9`.
    static func numberedParameter(_ name: String) -> Int? {
        let bytes = Array(name.utf8)
        guard bytes.count == 2, bytes[0] == UInt8(ascii: "_"), (0x31...0x39).contains(bytes[1]) else { return nil }
        return Int(bytes[1] - 0x30)
    }

    /// `|a, b = 1, *rest, (x, y), &blk|`.
    mutating func parseBlockParameters() throws -> [Parameter] {
        skipLineBreaks()
        // Ruby 2.7+: a block without parameters may read `_1`…`_9` (see `parsePrimary`).
        numberedParameters = at("|") ? nil : 0
        guard accept("|") else { return [] }
        if accept("|") { return [] }
        let params = try parseParameterList(closing: "|")
        _ = try expect("|")
        return params
    }

    mutating func parseParameterList(closing: TokenText) throws -> [Parameter] {
        var params: [Parameter] = []
        skipLineBreaks()
        while !at(closing) {
            // Where the name is (after a `*`, `**` or `&`), for a duplicate's report.
            let sigils: [Token.Kind] = [.punct("*"), .punct("**"), .punct("&")]
            let nameStart = (sigils.contains(current.kind) ? peekToken() : current).range.start
            if accept("*") {
                if case .identifier(let n) = current.kind {
                    advance()
                    params.append(Parameter(name: values[n], kind: .rest))
                } else {
                    params.append(Parameter(name: "*", kind: .rest))
                }
            } else if accept("**") {
                if case .identifier(let n) = current.kind {
                    advance()
                    params.append(Parameter(name: values[n], kind: .keywordRest))
                } else {
                    params.append(Parameter(name: "**", kind: .keywordRest))
                }
            } else if accept("&") {
                if case .identifier(let n) = current.kind {
                    advance()
                    params.append(Parameter(name: values[n], kind: .block))
                } else {
                    params.append(Parameter(name: "&", kind: .block))
                }
            } else if closing == ")" && at("...") && peekToken().isPunct(")") {
                // `def foo(...)`: Ruby 3.1 reads it as anonymous `*`, `**` and `&` parameters.
                advance()
                params.append(Parameter(name: "*", kind: .rest))
                params.append(Parameter(name: "**", kind: .keywordRest))
                params.append(Parameter(name: "&", kind: .block))
            } else if accept("(") {
                let inner = try parseParameterList(closing: ")")
                _ = try expect(")")
                params.append(Parameter(name: "", kind: .destructure(inner)))
            } else if case .label(let n) = current.kind {
                advance()
                if at(",") || at(closing) {
                    params.append(Parameter(name: values[n], kind: .keyword(nil)))
                } else {
                    params.append(
                        Parameter(name: values[n], kind: .keyword(try parseParameterDefault(closing: closing))))
                }
            } else if case .identifier(let n) = current.kind {
                advance()
                if accept("=") {
                    params.append(
                        Parameter(name: values[n], kind: .optional(try parseParameterDefault(closing: closing))))
                } else {
                    params.append(Parameter(name: values[n], kind: .required))
                }
            } else {
                throw unexpected()
            }
            if let added = params.last {
                // Ruby refuses a name given twice, unless it starts with `_`.
                if Lexer.isIdentStart(added.name.utf8.first ?? 0) && !added.name.hasPrefix("_")
                    && params.dropLast().contains(where: { $0.name == added.name })
                {
                    report("duplicated argument name", at: nameStart)
                }
                declare(added)
            }
            skipLineBreaks()
            if !accept(",") { break }
            skipLineBreaks()
        }
        return params
    }

    /// A parameter's default value. Between `|…|` it is a primary (Ruby's `primary_value`), so the closing `|`
    /// is not read as an operator: `|x, y = 2|`, and `|y = 1 + 2|` is a syntax error at the `+`.
    mutating func parseParameterDefault(closing: TokenText) throws -> Node {
        closing == "|" ? try parsePrimaryWithPostfix() : try parseTernary()
    }

    /// A parameter's names become locals of the scope being parsed (an anonymous `*`, `**` or `&` too, under
    /// that name, for `bar(&)` and `bar(...)` to pass on).
    mutating func declare(_ parameter: Parameter) {
        if case .destructure(let inner) = parameter.kind {
            for p in inner { declare(p) }
        } else if !parameter.name.isEmpty {
            declareLocal(parameter.name)
        }
    }
}
