import Testing
@testable import RubySyntax

/// A compact S-expression of the AST with every node's source range, so a parser test is one input and one
/// expected string.
///
/// A range prints after the node's name as `@LINE:COL-COL` (one line) or `@LINE:COL-LINE:COL`; columns are
/// 1-based bytes and the end is exclusive (the column just past the last byte), as `SourceRange` keeps them.
/// Statement lists print in brackets (`[a b]`), an absent part as `_`, string parts as quoted text or
/// `#{statements}` (text quoted as Swift's `debugDescription` does). Statements of a program print one per line.
enum SExpression {
    /// Parses `source` and prints the program.
    static func parse(_ source: String) throws -> String {
        try Parser.parse(source: source).map(describe).joined(separator: "\n")
    }

    /// The program as `parse` prints it, or its syntax error as `error` prints it.
    static func ast(_ source: String) -> String {
        (try? parse(source)) ?? error(source)
    }

    /// The program without source ranges (or its syntax error): the shape alone, for checks where the
    /// ranges are not the point.
    static func shape(_ source: String) -> String {
        ast(source).replacing(#/@\d+:\d+-(\d+:)?\d+/#, with: "")
    }

    /// The syntax error `source` raises, as `LINE:COL: message` (with `| LINE:COL: message` for each further
    /// error Ruby reports after recovering), or `parsed` when it has none.
    static func error(_ source: String) -> String {
        do {
            _ = try Parser.parse(source: source)
            return "parsed"
        } catch let error as SyntaxError {
            return ([error] + error.further).map(\.description).joined(separator: " | ")
        } catch {
            return "not a SyntaxError: \(error)"
        }
    }

    /// The lexer's tokens (without the final end of input), each as `kind@range`, a `_` before it for
    /// whitespace before.
    static func tokens(_ source: String) throws -> String {
        var lexer = Lexer(source: source)
        let tokens = try lexer.tokenize()
        return tokens.dropLast().map { token in
            (token.spaceBefore ? "_" : "") + describe(token.kind, lexer.values) + "@" + describe(token.range)
        }.joined(separator: " ")
    }

    static func describe(_ range: SourceRange) -> String {
        let start = "\(range.start.line):\(range.start.column)"
        if range.start.line == range.end.line { return "\(start)-\(range.end.column)" }
        return "\(start)-\(range.end.line):\(range.end.column)"
    }

    static func describe(_ node: Node?) -> String {
        guard let node else { return "_" }
        let at = "@" + describe(node.range)
        func list(_ head: String, _ items: [String]) -> String {
            "(" + ([head + at] + items).joined(separator: " ") + ")"
        }
        switch node.kind {
        case .nilLiteral: return "nil" + at
        case .trueLiteral: return "true" + at
        case .falseLiteral: return "false" + at
        case .selfReference: return "self" + at
        case .fileKeyword: return "__FILE__" + at
        case .retryStatement: return "retry" + at
        case .lineKeyword(let line): return list("__LINE__", ["\(line)"])
        case .integer(let i): return list("int", ["\(i)"])
        case .float(let d): return list("float", ["\(d)"])
        case .string(let literal): return list("str", literal.parts.map(describe))
        case .xstring(let parts): return list("xstr", parts.map(describe))
        case .symbol(let name): return list("sym", [name])
        case .dynamicSymbol(let parts): return list("dsym", parts.map(describe))
        case .regex(let parts, let options): return list("regex", parts.map(describe) + ["/" + options])
        case .array(let items): return list("array", items.map(describe))
        case .hash(let entries): return list("hash", entries.map(describe))
        case .range(let lower, let upper, let exclusive):
            return list(exclusive ? "erange" : "irange", [describe(lower), describe(upper)])
        case .localVariable(let name): return list("lvar", [name])
        case .instanceVariable(let name): return list("ivar", [name])
        case .globalVariable(let name): return list("gvar", [name])
        case .classVariable(let name): return list("cvar", [name])
        case .constant(let scope, let name, let topLevel):
            return list("const", [topLevel ? "::" : describe(scope), name])
        case .call(let call):
            var items = [describe(call.receiver), call.name] + call.arguments.map(describe)
            if call.hasArgumentSyntax && call.arguments.isEmpty { items.append("()") }
            if let block = call.block { items.append(describe(block)) }
            return list(call.safeNavigation ? "csend" : "send", items)
        case .splat(let inner): return list("splat", [describe(inner)])
        case .doubleSplat(let inner): return list("dsplat", [describe(inner)])
        case .blockPass(let inner): return list("block-pass", [describe(inner)])
        case .assign(let target, let value): return list("asgn", [describe(target), describe(value)])
        case .opAssign(let target, let op, let value): return list("op-asgn", [describe(target), op, describe(value)])
        case .multipleAssign(let targets, let value):
            return list("masgn", ["(" + targets.map(describe).joined(separator: " ") + ")", describe(value)])
        case .and(let lhs, let rhs): return list("and", [describe(lhs), describe(rhs)])
        case .or(let lhs, let rhs): return list("or", [describe(lhs), describe(rhs)])
        case .not(let inner): return list("not", [describe(inner)])
        case .defined(let inner): return list("defined?", [describe(inner)])
        case .ifExpression(let condition, let then, let otherwise):
            return list("if", [describe(condition), describe(then), otherwise.map(describe) ?? "_"])
        case .whileLoop(let condition, let body, let isUntil, let bodyFirst):
            let name = (isUntil ? "until" : "while") + (bodyFirst ? "-post" : "")
            return list(name, [describe(condition), describe(body)])
        case .forLoop(let variable, let iterable, let body):
            return list("for", [describe(variable), describe(iterable), describe(body)])
        case .caseExpression(let subject, let whens, let otherwise):
            let clauses = whens.map { "(when \(describe($0.conditions)) \(describe($0.body)))" }
            return list("case", [describe(subject)] + clauses + [otherwise.map(describe) ?? "_"])
        case .begin(let body, let rescues, let elseBody, let ensureBody):
            var items = [describe(body)] + rescues.map(describe)
            if let elseBody { items.append("(else \(describe(elseBody)))") }
            if let ensureBody { items.append("(ensure \(describe(ensureBody)))") }
            return list("begin", items)
        case .sequence(let body): return list("seq", body.map(describe))
        case .methodDefinition(let def):
            var items = [describe(def.singleton), def.name, describe(def.parameters), describe(def.body)]
            items += def.rescues.map(describe)
            if def.range != node.range { items.append("def@" + describe(def.range)) }
            return list("def", items)
        case .classDefinition(let name, let superclass, let body):
            return list("class", [describe(name), describe(superclass), describe(body)])
        case .moduleDefinition(let name, let body): return list("module", [describe(name), describe(body)])
        case .singletonClass(let target, let body): return list("sclass", [describe(target), describe(body)])
        case .returnStatement(let value): return list("return", value.map { [describe($0)] } ?? [])
        case .nextStatement(let value): return list("next", value.map { [describe($0)] } ?? [])
        case .breakStatement(let value): return list("break", value.map { [describe($0)] } ?? [])
        case .lambda(let block): return list("lambda", [describe(block)])
        case .yield(let arguments): return list("yield", arguments.map(describe))
        case .superCall(let arguments): return arguments.map { list("super", $0.map(describe)) } ?? "zsuper" + at
        case .alias(let new, let old): return list("alias", [new, old])
        case .undefine(let names): return list("undef", names)
        }
    }

    static func describe(_ body: [Node]) -> String { "[" + body.map(describe).joined(separator: " ") + "]" }

    static func describe(_ part: StringPart) -> String {
        switch part {
        case .text(let text): return text.debugDescription
        case .code(let body): return "#{" + body.map(describe).joined(separator: " ") + "}"
        }
    }

    static func describe(_ entry: HashEntry) -> String {
        switch entry {
        case .pair(let pair): return "(pair \(describe(pair.key)) \(describe(pair.value)))"
        case .doubleSplat(let inner): return "(dsplat \(describe(inner)))"
        }
    }

    static func describe(_ block: Block) -> String {
        "(block@\(describe(block.range)) \(describe(block.parameters)) \(describe(block.body)))"
    }

    static func describe(_ clause: RescueClause) -> String {
        "(rescue \(describe(clause.exceptionClasses)) \(clause.variable ?? "_") \(describe(clause.body)))"
    }

    /// `(args a b=(int…) *rest k: k2:(int…) **opts &blk (x y))`.
    static func describe(_ parameters: [Parameter]) -> String {
        "(args" + parameters.map { " " + describe($0) }.joined() + ")"
    }

    static func describe(_ parameter: Parameter) -> String {
        switch parameter.kind {
        case .required: return parameter.name
        case .optional(let value): return parameter.name + "=" + describe(value)
        case .rest: return parameter.name == "*" ? "*" : "*" + parameter.name
        case .keyword(let value): return parameter.name + ":" + (value.map(describe) ?? "")
        case .keywordRest: return parameter.name == "**" ? "**" : "**" + parameter.name
        case .block: return parameter.name == "&" ? "&" : "&" + parameter.name
        case .destructure(let inner): return "(" + inner.map(describe).joined(separator: " ") + ")"
        }
    }

    static func describe(_ kind: Token.Kind, _ values: TokenValues) -> String {
        switch kind {
        case .integer(let i): "int(\(i))"
        case .float(let d): "float(\(d))"
        case .string(let pieces): "str(" + values[pieces].map(describe).joined(separator: " ") + ")"
        case .xstring(let pieces): "xstr(" + values[pieces].map(describe).joined(separator: " ") + ")"
        case .symbol(let name): "sym(\(values[name]))"
        case .dsymbol(let pieces): "dsym(" + values[pieces].map(describe).joined(separator: " ") + ")"
        case .regex(let pieces, let options):
            "regex(" + values[pieces].map(describe).joined(separator: " ") + " /\(values[options]))"
        case .words(let words):
            "words(" + values[words].map { $0.pieces.map(describe).joined() }.joined(separator: " ") + ")"
        case .symbolWords(let words):
            "symbols(" + values[words].map { Lexer.plainText($0.pieces) }.joined(separator: " ") + ")"
        case .identifier(let name): "id(\(values[name]))"
        case .constant(let name): "const(\(values[name]))"
        case .instanceVariable(let name): "ivar(\(values[name]))"
        case .globalVariable(let name): "gvar(\(values[name]))"
        case .classVariable(let name): "cvar(\(values[name]))"
        case .label(let name): "label(\(values[name]))"
        case .keyword(let name): "kw(\(name))"
        case .punct(let p): "'\(p)'"
        case .newline: "nl"
        case .eof: "eof"
        }
    }

    static func describe(_ piece: StringPiece) -> String {
        switch piece {
        case .text(let text): text.debugDescription
        case .code(let start, let end): "#{\(start.line):\(start.column)..<\(end)}"
        }
    }
}

/// Expects `produce(source)` to be `expected`, reporting at the caller's line; `what` names the step for a failure.
private func expect(
    _ expected: String, from source: String, _ what: String, _ sourceLocation: SourceLocation,
    _ produce: (String) throws -> String
) {
    do {
        let actual = try produce(source)
        #expect(actual == expected, sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(source.debugDescription) did not \(what): \(error)", sourceLocation: sourceLocation)
    }
}

/// Expects `source` to parse to `expected` (see `SExpression`).
func expectAST(_ source: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    expect(expected, from: source, "parse", sourceLocation, SExpression.parse)
}

/// Expects `source` to be refused with `expected` (`LINE:COL: message`, see `SExpression.error`).
func expectSyntaxError(_ source: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(SExpression.error(source) == expected, sourceLocation: sourceLocation)
}

/// Expects the lexer to turn `source` into `expected` (see `SExpression.tokens`).
func expectTokens(_ source: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    expect(expected, from: source, "lex", sourceLocation, SExpression.tokens)
}
