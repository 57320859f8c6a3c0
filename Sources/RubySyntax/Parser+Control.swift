extension Parser {
    mutating func parseKeywordPrimary(_ k: TokenText, _ token: Token) throws -> Node {
        switch k {
        case "nil": advance(); return Node(.nilLiteral, token.range)
        case "true": advance(); return Node(.trueLiteral, token.range)
        case "false": advance(); return Node(.falseLiteral, token.range)
        case "self": advance(); return Node(.selfReference, token.range)
        case "__FILE__": advance(); return Node(.fileKeyword, token.range)
        case "__LINE__": advance(); return Node(.lineKeyword(token.range.start.line), token.range)
        case "__ENCODING__": advance(); return Node(.string(.text("UTF-8")), token.range)
        case "if", "unless": return try parseIf()
        case "while", "until": return try parseWhile()
        case "case": return try parseCase()
        case "for": return try parseFor()
        case "begin": return try parseBegin()
        case "def": return try parseDef()
        case "class": return try parseClass()
        case "module":
            advance()
            let name = try parseConstantPath()
            let body = try parseStatementsInNewScope(until: ["end"])
            let close = try expectKeyword("end")
            return Node(.moduleDefinition(name: name, body: body), token.range.union(close.range))
        case "return", "next", "break":
            advance()
            var value: Node? = nil
            if !atNewline && !atEOF && !at(";") && !at("}") && !atKeyword("end") && !atKeyword("if")
                && !atKeyword("unless")
            {
                value = try withFlags(multipleValues: true) { try $0.parseAssignedValue() }
            }
            let range = value.map { token.range.union($0.range) } ?? token.range
            switch k {
            case "return": return Node(.returnStatement(value), range)
            case "next": return Node(.nextStatement(value), range)
            default: return Node(.breakStatement(value), range)
            }
        case "retry":
            advance()
            return Node(.retryStatement, token.range)
        case "redo":
            advance()
            return Node(.nextStatement(nil), token.range)
        case "yield":
            advance()
            let arguments = try parseKeywordArguments()
            return Node(.yield(arguments ?? []), token.range.union(tokens[index - 1].range))
        case "super":
            advance()
            let arguments = try parseKeywordArguments()
            return Node(.superCall(arguments), token.range.union(tokens[index - 1].range))
        case "alias":
            advance()
            let new = try parseMethodNameToken()
            let old = try parseMethodNameToken()
            return Node(.alias(new, old), token.range.union(tokens[index - 1].range))
        case "undef":
            advance()
            var names = [try parseMethodNameToken()]
            while accept(",") {
                skipLineBreaks()
                names.append(try parseMethodNameToken())
            }
            return Node(.undefine(names), token.range.union(tokens[index - 1].range))
        case "defined?":
            return try parseUnary()
        case "not":
            return try parseNotExpression()
        case "BEGIN", "END":
            advance()
            _ = try expect("{")
            let body = try parseStatements(until: ["}"])
            let close = try expect("}")
            return Node(.sequence(body), token.range.union(close.range))
        default:
            throw unexpected()
        }
    }

    /// Arguments after `yield` / `super`: parenthesised, command style, or none (nil).
    mutating func parseKeywordArguments() throws -> [Node]? {
        if at("(") && !current.spaceBefore {
            advance()
            let args = try parseArgumentList(closing: ")")
            _ = try expect(")")
            return args
        }
        return canStartCommandArgument() ? try parseCommandArguments() : nil
    }

    mutating func parseMethodNameToken() throws -> String {
        let t = advance()
        switch t.kind {
        case .identifier(let n), .constant(let n), .symbol(let n), .globalVariable(let n): return values[n]
        case .keyword(let k): return k.description
        default: throw SyntaxError("syntax error, unexpected \(t.kind.rubyDescription)", at: t.range.start)
        }
    }

    /// `then`, a newline or `;` after a condition.
    mutating func parseThen() throws {
        if acceptKeyword("then") { return }
        guard atNewline || at(";") else { throw unexpected(expecting: "`then' or ';' or '\\n'") }
        skipNewlines()
        _ = acceptKeyword("then")
    }

    mutating func parseIf() throws -> Node {
        let start = advance()
        let isUnless = start.isKeyword("unless")
        var condition = try withFlags(doBlock: true) { try $0.parseStatementCondition() }
        try parseThen()
        let thenBody = try parseStatements(until: ["elsif", "else", "end"])
        var elseBody: [Node]? = nil
        if atKeyword("elsif") && !isUnless {
            // Each `elsif` nests an `if` in the `else`: it counts as depth (the evaluator recurses on it too).
            try enter()
            defer { leave() }
            let nested = try parseIf()  // consumes through the shared `end`
            return Node(
                .ifExpression(condition: condition, then: thenBody, else: [nested]), start.range.union(nested.range))
        }
        if acceptKeyword("else") {
            elseBody = try parseStatements(until: ["end"])
        }
        let close = try expectKeyword("end")
        if isUnless { condition = Node(.not(condition), condition.range) }
        return Node(.ifExpression(condition: condition, then: thenBody, else: elseBody), start.range.union(close.range))
    }

    mutating func parseWhile() throws -> Node {
        let start = advance()
        let condition = try withFlags(doBlock: false) { try $0.parseStatementCondition() }
        if !acceptKeyword("do") { skipNewlines() }
        let body = try parseStatements(until: ["end"])
        let close = try expectKeyword("end")
        return Node(
            .whileLoop(condition: condition, body: body, isUntil: start.isKeyword("until")),
            start.range.union(close.range))
    }

    mutating func parseFor() throws -> Node {
        let start = advance()
        guard case .identifier(let name) = current.kind else { throw unexpected() }
        let variable = Node(.localVariable(values[name]), advance().range)
        declareLocal(values[name])
        _ = try expectKeyword("in")
        let iterable = try withFlags(doBlock: false) { try $0.parseStatementCondition() }
        if !acceptKeyword("do") { skipNewlines() }
        let body = try parseStatements(until: ["end"])
        let close = try expectKeyword("end")
        return Node(.forLoop(variable: variable, iterable: iterable, body: body), start.range.union(close.range))
    }

    mutating func parseCase() throws -> Node {
        let start = advance()
        var subject: Node? = nil
        if !atNewline && !at(";") { subject = try parseStatementCondition() }
        skipNewlines()
        var whens: [WhenClause] = []
        while acceptKeyword("when") {
            var conditions: [Node] = []
            repeat {
                skipLineBreaks()
                if at("*") {
                    let star = advance()
                    let v = try parseTernary()
                    conditions.append(Node(.splat(v), star.range.union(v.range)))
                } else {
                    conditions.append(try parseTernary())
                }
            } while accept(",")
            try parseThen()
            whens.append(WhenClause(conditions: conditions, body: try parseStatements(until: ["when", "else", "end"])))
        }
        var elseBody: [Node]? = nil
        if acceptKeyword("else") { elseBody = try parseStatements(until: ["end"]) }
        let close = try expectKeyword("end")
        return Node(.caseExpression(subject: subject, whens: whens, else: elseBody), start.range.union(close.range))
    }

    /// A body with optional `rescue` / `else` / `ensure` clauses (before the closing `end`).
    mutating func parseBodyWithRescue() throws -> ([Node], [RescueClause], [Node]?, [Node]?) {
        let body = try parseStatements(until: ["rescue", "else", "ensure", "end"])
        var rescues: [RescueClause] = []
        while acceptKeyword("rescue") {
            var classes: [Node] = []
            var variable: String? = nil
            while !atNewline && !at(";") && !atKeyword("then") && !at("=>") {
                classes.append(try parseTernary())
                if !accept(",") { break }
            }
            if accept("=>") {
                guard case .identifier(let n) = current.kind else { throw unexpected() }
                advance()
                declareLocal(values[n])
                variable = values[n]
            }
            if !acceptKeyword("then") { skipNewlines() }
            let rescueBody = try parseStatements(until: ["rescue", "else", "ensure", "end"])
            rescues.append(RescueClause(exceptionClasses: classes, variable: variable, body: rescueBody))
        }
        var elseBody: [Node]? = nil
        if acceptKeyword("else") { elseBody = try parseStatements(until: ["ensure", "end"]) }
        var ensureBody: [Node]? = nil
        if acceptKeyword("ensure") { ensureBody = try parseStatements(until: ["end"]) }
        return (body, rescues, elseBody, ensureBody)
    }

    mutating func parseBegin() throws -> Node {
        let start = advance()
        let (body, rescues, elseBody, ensureBody) = try parseBodyWithRescue()
        let close = try expectKeyword("end")
        return Node(
            .begin(body: body, rescues: rescues, elseBody: elseBody, ensureBody: ensureBody),
            start.range.union(close.range))
    }

    mutating func parseDef() throws -> Node {
        let start = advance()
        var singleton: Node? = nil
        var nameToken = advance()
        var name: String
        switch nameToken.kind {
        case .identifier(let n), .constant(let n): name = values[n]
        case .keyword(let k): name = k.description
        case .punct(let p): name = p.description
        case .globalVariable(let n) where at("."), .instanceVariable(let n) where at("."),
            .classVariable(let n) where at("."):
            name = values[n]
        default:
            throw SyntaxError("syntax error, unexpected \(nameToken.kind.rubyDescription)", at: nameToken.range.start)
        }
        if at(".") || at("::") {
            advance()
            // The singleton's owner: `self`, a variable (`def $obj.name`, `def @obj.name`) or a constant
            // (`def Pod.name`, `def Pod::name`; the lexer reads a name after `def` as a method name).
            let target: Node.Kind
            switch nameToken.kind {
            case _ where name == "self": target = .selfReference
            case .identifier where Lexer.startsWithUppercase(name):
                target = .constant(scope: nil, name: name, topLevel: false)
            case .identifier(let n):
                target =
                    isLocal(values[n])
                    ? .localVariable(values[n])
                    : .call(Call(receiver: nil, name: values[n], nameRange: nameToken.range))
            case .globalVariable(let n): target = .globalVariable(values[n])
            case .instanceVariable(let n): target = .instanceVariable(values[n])
            case .classVariable(let n): target = .classVariable(values[n])
            default: target = .constant(scope: nil, name: name, topLevel: false)
            }
            singleton = Node(target, nameToken.range)
            nameToken = advance()
            switch nameToken.kind {
            case .identifier(let n), .constant(let n): name = values[n]
            case .keyword(let k): name = k.description
            case .punct(let p) where Lexer.operatorMethodNames.contains(p): name = p.description  // `def self.==(o)`
            default:
                throw SyntaxError(
                    "syntax error, unexpected \(nameToken.kind.rubyDescription)", at: nameToken.range.start)
            }
        }
        if at("=") && !current.spaceBefore, case .punct = peekToken().kind {
            advance()
            name += "="
        }
        let outerLocals = locals
        let outerInMethodBody = inMethodBody
        locals = Parser.newScopeLocals()
        inMethodBody = true
        defer { inMethodBody = outerInMethodBody }
        var params: [Parameter] = []
        if accept("(") {
            params = try parseParameterList(closing: ")")
            _ = try expect(")")
        } else if !atNewline && !at(";") && !at("=") {
            params = try parseParameterList(closing: "\n")
        }
        if accept("=") {
            // Ruby 3's endless definition, `def foo(x) = x + 1`: its body is one expression.
            skipLineBreaks()
            var body = try parseExpression()
            if acceptKeyword("rescue") { body = Parser.rescuing(body, with: try parseExpression()) }
            locals = outerLocals
            let definition = MethodDefinition(
                singleton: singleton, name: name, parameters: params, body: [body], rescues: [],
                range: start.range.union(body.range))
            return Node(.methodDefinition(definition), definition.range)
        }
        let (body, rescues, elseBody, ensureBody) = try parseBodyWithRescue()
        let close = try expectKeyword("end")
        locals = outerLocals
        let wrapped =
            (elseBody == nil && ensureBody == nil)
            ? body
            : [Node(.begin(body: body, rescues: [], elseBody: elseBody, ensureBody: ensureBody), start.range)]
        let definition = MethodDefinition(
            singleton: singleton, name: name, parameters: params, body: wrapped,
            rescues: rescues, range: start.range.union(close.range))
        return Node(.methodDefinition(definition), start.range.union(close.range))
    }

    /// A `class` or `module` name: `Name`, `::Name` (a top-level constant) or `Scope::Name` (a lowercase
    /// name is reported, as Ruby does, and read as a constant).
    mutating func parseConstantPath() throws -> Node {
        let topLevel = at("::") ? advance() : nil
        if case .identifier(let name) = current.kind {
            report("class/module name must be CONSTANT", at: current.range.start)
            tokens[index].kind = .constant(name)
        }
        guard case .constant(let first) = current.kind else { throw unexpected(expecting: "constant") }
        let firstRange = advance().range
        var node = Node(
            .constant(scope: nil, name: values[first], topLevel: topLevel != nil),
            topLevel.map { $0.range.union(firstRange) } ?? firstRange)
        while at("::") {
            advance()
            guard case .constant(let n) = current.kind else { throw unexpected(expecting: "constant") }
            node = Node(.constant(scope: node, name: values[n], topLevel: false), node.range.union(advance().range))
        }
        return node
    }

    /// A `class` or `module` body: statements with a local scope of their own.
    mutating func parseStatementsInNewScope(until terminators: [TokenText]) throws -> [Node] {
        let outerLocals = locals
        let outerInMethodBody = inMethodBody
        locals = Parser.newScopeLocals()
        inMethodBody = false
        defer {
            locals = outerLocals
            inMethodBody = outerInMethodBody
        }
        return try parseStatements(until: terminators)
    }

    mutating func parseClass() throws -> Node {
        let start = advance()
        if accept("<<") {
            let target = try parseTernary()
            let body = try parseStatementsInNewScope(until: ["end"])
            let close = try expectKeyword("end")
            return Node(.singletonClass(target: target, body: body), start.range.union(close.range))
        }
        let name = try parseConstantPath()
        var superclass: Node? = nil
        if accept("<") { superclass = try parseTernary() }
        let body = try parseStatementsInNewScope(until: ["end"])
        let close = try expectKeyword("end")
        return Node(.classDefinition(name: name, superclass: superclass, body: body), start.range.union(close.range))
    }
}
