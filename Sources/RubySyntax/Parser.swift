/// A recursive-descent parser for the Ruby subset podspecs use.
///
/// Statement-level structure lives here; expressions in `Parser+Expressions.swift`,
/// primaries in `Parser+Primary.swift`, definitions and control flow in `Parser+Control.swift`.
public struct Parser {
    /// The tokens; a kind may be corrected in place (`parseConstantPath`), never their number.
    var tokens: [Token]
    /// The index of the last token (the end of input), where `advance()` stays.
    let lastTokenIndex: Int
    /// The names and literal pieces the tokens refer to.
    let values: TokenValues
    var index = 0
    let bytes: [UInt8]
    let lineStarts: [Int]
    var depth = 0
    /// Whether a `do` may attach to the call being parsed (false inside command arguments).
    var doBlockAllowed = true
    /// Whether `a = 1, 2` may build an array (false inside argument lists).
    var multipleValuesAllowed = true
    /// Whether a call may take arguments without parentheses here (`foo 'x'`). Ruby's grammar allows
    /// such a command where a statement or a single value stands, not as an element of a comma list:
    /// `puts 1, format 'x'` and `x = 'a', Foundation'b'` are syntax errors at the string.
    var commandCallAllowed = true
    /// The local variables declared so far in the scope being parsed, as Ruby's parser keeps them: a
    /// name assigned (even in a branch that never runs), a parameter, a `rescue => e` or `for` variable.
    /// `def`, `class` and `module` start an empty scope; a block sees its enclosing one and its own names
    /// end with it. A name that is not here is a method call, whatever the lexer guessed.
    var locals: ScopeLocals
    /// In a block without parameters, the highest numbered parameter (`_1`…`_9`) its body read so far
    /// (0 for none); nil elsewhere, where `_1` is an ordinary name.
    var numberedParameters: Int? = nil
    /// Whether a method body is being parsed (where Ruby refuses to assign a constant).
    var inMethodBody = false
    /// Syntax errors reported so far (Ruby's parser recovers and goes on, see `recover(from:)`).
    var errors: [SyntaxError] = []
    /// Tokens consumed since the last recovery (3 or more: a new error is reported).
    var shiftsSinceRecovery = 3

    /// Deepest nesting accepted before the parser gives up with a clear error.
    public static let maximumDepth = 200

    /// Room for the nodes of a list (statements, arguments, elements), made at its first: most lists hold a few,
    /// and one grown a node at a time is made again at 1, 2 and 4 nodes.
    static let listCapacity = 8
    /// Room for a statement list, made at its first statement: more than `listCapacity`, as a spec's block body
    /// runs to dozens of statements and every growth past 8 moved the list (~1,300 growths over lint-1000).
    static let statementCapacity = 16

    /// Parses a whole program.
    public static func parse(source: String) throws -> [Node] {
        try parse(bytes: Array(source.utf8))
    }

    public static func parse(bytes source: [UInt8]) throws -> [Node] {
        // Ruby reads `\r\n` as `\n` everywhere in source (strings and heredocs included); lines and columns
        // before each line end are unchanged.
        let scan = Lexer.scanLines(source)
        let bytes = scan.hasCarriageReturn ? Parser.normalizingLineEnds(source) : source
        var lexer = Lexer(bytes: bytes, lineStarts: scan.hasCarriageReturn ? nil : scan.lineStarts)
        let tokens: [Token]
        // Ruby lexes as it parses: the syntax errors before a lexer error (an unterminated string…) come first.
        var lexerError: SyntaxError? = nil
        do {
            tokens = try lexer.tokenize()
        } catch let error as SyntaxError where error.isLexical {
            lexerError = error
            tokens =
                lexer.tokens + [Token(.eof, SourceRange(start: error.position, end: error.position), spaceBefore: true)]
        }
        var parser = Parser(
            tokens: tokens, values: lexer.values, bytes: bytes, lineStarts: lexer.lineStarts,
            locals: Parser.newScopeLocals())
        do {
            let program = try parser.parseProgram()
            if parser.errors.isEmpty && lexerError == nil { return program }
        } catch let error as SyntaxError where error.isRecoverable {
            // Recovery ran into the end of input: the errors so far are what Ruby reports.
            if parser.errors.isEmpty && lexerError == nil { throw error }
        }
        var errors = parser.errors
        if let lexerError {
            errors = errors.filter { $0.position.offset < lexerError.position.offset } + [lexerError]
        }
        var first = errors[0]
        first.further = Array(errors.dropFirst())
        throw first
    }

    static func normalizingLineEnds(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for (i, b) in bytes.enumerated() where !(b == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A) {
            out.append(b)
        }
        return out
    }

    init(tokens: [Token], values: TokenValues, bytes: [UInt8], lineStarts: [Int], locals: ScopeLocals) {
        self.tokens = tokens
        self.lastTokenIndex = tokens.count - 1
        self.values = values
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.locals = locals
    }

    mutating func parseProgram() throws -> [Node] {
        let body = try parseStatements(until: [])
        guard case .eof = current.kind else { throw unexpected() }
        return body
    }

    // MARK: Token access

    var current: Token { tokens[index] }
    func peekToken(_ n: Int = 1) -> Token { tokens[min(index + n, lastTokenIndex)] }

    @discardableResult @inline(__always)
    mutating func advance() -> Token {
        let t = tokens[index]
        if index < lastTokenIndex { index += 1 }
        if shiftsSinceRecovery < 3 { shiftsSinceRecovery += 1 }
        return t
    }

    // The token tests run at every level of every expression: inlined, a test is a few integer comparisons.
    @inline(__always) func at(_ punct: TokenText) -> Bool { tokens[index].isPunct(punct) }
    @inline(__always) func atKeyword(_ k: TokenText) -> Bool { tokens[index].isKeyword(k) }
    var atNewline: Bool { if case .newline = current.kind { true } else { false } }
    var atEOF: Bool { if case .eof = current.kind { true } else { false } }

    @inline(__always) mutating func accept(_ punct: TokenText) -> Bool {
        if at(punct) {
            advance()
            return true
        }
        return false
    }

    mutating func acceptKeyword(_ k: TokenText) -> Bool {
        if atKeyword(k) {
            advance()
            return true
        }
        return false
    }

    /// The punctuator `punct`, consumed; else the error naming it. Inlined, the error made out of line.
    @inline(__always) mutating func expect(_ punct: TokenText) throws -> Token {
        guard at(punct) else { throw unexpected(expectingPunct: punct) }
        return advance()
    }

    /// The error for a missing punctuator `punct` at the current token.
    func unexpected(expectingPunct punct: TokenText) -> SyntaxError {
        unexpected(expecting: "'\(punct)'")
    }

    mutating func expectKeyword(_ k: TokenText) throws -> Token {
        guard atKeyword(k) else { throw unexpected(expecting: "`\(k)'") }
        return advance()
    }

    @inline(__always) mutating func skipNewlines() {
        while atNewline || at(";") { advance() }
    }

    /// Inlined: most callers meet no line break, told by one token test.
    @inline(__always) mutating func skipLineBreaks() {
        while atNewline { advance() }
    }

    /// An error Ruby's parser reports beyond its grammar (`dynamic constant assignment`): recorded, and the
    /// parse goes on, as Ruby's does.
    mutating func report(_ message: String, at position: SourcePosition) {
        errors.append(SyntaxError(message, at: position))
    }

    /// Ruby-style "unexpected X" error at the current token.
    func unexpected(expecting: String? = nil) -> SyntaxError {
        var message = "syntax error, unexpected \(current.kind.rubyDescription)"
        if let expecting { message += ", expecting \(expecting)" }
        return SyntaxError(message, at: current.range.start)
    }

    @inline(__always)
    mutating func enter() throws {
        depth += 1
        if depth > Parser.maximumDepth { throw tooDeep() }
    }

    /// The error for nesting past `maximumDepth`.
    func tooDeep() -> SyntaxError {
        SyntaxError("nesting too deep (more than \(Parser.maximumDepth) levels)", at: current.range.start)
    }

    mutating func leave() { depth -= 1 }

    /// Runs `body` with the given context flags (`doBlockAllowed`, `multipleValuesAllowed`,
    /// `commandCallAllowed`; nil keeps one as it is), restoring all three after.
    mutating func withFlags<T>(
        doBlock: Bool? = nil, multipleValues: Bool? = nil, commandCall: Bool? = nil,
        _ body: (inout Parser) throws -> T
    ) rethrows -> T {
        let saved = (doBlockAllowed, multipleValuesAllowed, commandCallAllowed)
        defer { (doBlockAllowed, multipleValuesAllowed, commandCallAllowed) = saved }
        doBlockAllowed = doBlock ?? doBlockAllowed
        multipleValuesAllowed = multipleValues ?? multipleValuesAllowed
        commandCallAllowed = commandCall ?? commandCallAllowed
        return try body(&self)
    }

    // MARK: Statements

    /// Statements until one of `terminators` (keywords, or `}` / `)`) or the end of input.
    mutating func parseStatements(until terminators: [TokenText]) throws -> [Node] {
        var body: [Node] = []
        skipNewlines()
        while !atEOF && !atTerminator(terminators) {
            do {
                if case .keyword = current.kind, !Parser.canStartStatement(current.kind) {
                    // Ruby names the list's closing only once the list has a statement.
                    throw unexpected(expecting: body.isEmpty ? nil : Parser.closing(of: terminators))
                }
                if body.isEmpty { body.reserveCapacity(Parser.statementCapacity) }
                body.append(try parseStatement())
                guard atNewline || at(";") || atEOF || atTerminator(terminators) else {
                    throw unexpected(expecting: expectationAfterStatement(until: terminators))
                }
            } catch let error as SyntaxError where error.isRecoverable {
                try recover(from: error)
                continue
            }
            skipNewlines()
        }
        return body
    }

    /// What Ruby names as expected when a statement list meets a token that cannot go on it (`foo)` is
    /// "unexpected ')', expecting end-of-input"): the list's closing token.
    static func closing(of terminators: [TokenText]) -> String? {
        if terminators.isEmpty { return "end-of-input" }
        if terminators.contains("end") { return "`end'" }
        if terminators.contains("}") { return "'}'" }
        if terminators.contains(")") { return "')'" }
        return nil
    }

    /// What Ruby names as expected when a complete statement is followed by the current token: after a method
    /// name, a value is an argument of a command that may not stand there (`puts 1, format 'x'`); else the
    /// list's closing.
    func expectationAfterStatement(until terminators: [TokenText]) -> String? {
        let afterMethodName: Bool
        switch tokens[index - 1].kind {
        case .identifier(let name): afterMethodName = !locals.contains(values[name])
        case .constant: afterMethodName = true
        default: afterMethodName = false
        }
        switch current.kind {
        case .integer, .float, .string, .xstring, .symbol, .dsymbol, .regex, .words, .symbolWords, .identifier,
            .constant, .instanceVariable, .globalVariable, .classVariable:
            if afterMethodName { return "`do' or '{' or '('" }
        default: break
        }
        return Parser.closing(of: terminators)
    }

    /// Ruby's (bison's) error recovery at the innermost statement list: the error is reported unless fewer than
    /// three tokens were consumed since the last recovery; the offending token is dropped if none was; then
    /// tokens are dropped until one can start a statement, where parsing resumes. Reaching the end of input
    /// ends the parse.
    /// Tokens consumed after a recovery before Ruby reports a new error. Bison's default is 3; Ruby's
    /// reports show errors one token after the last (`Foundation', 'UIKit'` gives two on one line).
    static let shiftsBeforeReporting = 1

    mutating func recover(from error: SyntaxError) throws {
        if shiftsSinceRecovery >= Parser.shiftsBeforeReporting { errors.append(error) }
        if shiftsSinceRecovery == 0 && !atEOF { index += 1 }
        shiftsSinceRecovery = 0
        while !Parser.canStartStatement(current.kind) {
            if atEOF { throw errors.first ?? error }
            index += 1
        }
    }

    /// `node rescue fallback`. On an assignment the rescue guards the assigned value, as Ruby's `arg_rhs`
    /// does: `x = y rescue z` is `x = (y rescue z)`, and `x = y = z rescue 1` rescues `z`.
    static func rescuing(_ node: Node, with fallback: Node) -> Node {
        let range = node.range.union(fallback.range)
        switch node.kind {
        case .assign(let target, let value):
            return Node(.assign(target: target, value: rescuing(value, with: fallback)), range)
        case .opAssign(let target, let op, let value):
            return Node(.opAssign(target: target, op: op, value: rescuing(value, with: fallback)), range)
        default:
            let clause = RescueClause(exceptionClasses: [], variable: nil, body: [fallback])
            return Node(.begin(body: [node], rescues: [clause], elseBody: nil, ensureBody: nil), range)
        }
    }

    static func canStartStatement(_ kind: Token.Kind) -> Bool {
        switch kind {
        case .newline, .eof, .label: false
        case .keyword(let k):
            !["end", "else", "elsif", "when", "then", "do", "rescue", "ensure", "in", "and", "or"].contains(k)
        case .punct(let p): ["(", "[", "{", "-", "+", "!", "::", "->", "*", "**", "..", "...", "~"].contains(p)
        default: true
        }
    }

    /// Whether the current token is one of `terminators`. Inlined: a non-mutating method called from the mutating
    /// statement loop is given a copy of the parser, made at each call.
    @inline(__always) func atTerminator(_ terminators: [TokenText]) -> Bool {
        switch current.kind {
        case .keyword(let k): terminators.contains(k)
        case .punct(let p): terminators.contains(p)
        default: false
        }
    }

    /// A statement with its modifiers (`x if y`, `x unless y`, `x while y`, `x rescue y`).
    @inline(__always) mutating func parseStatement() throws -> Node {
        try enter()
        defer { leave() }
        return try withFlags(commandCall: true) { try $0.parseModifiers(of: try $0.parseNotExpression()) }
    }

    /// The `and`/`or`, modifiers and rightward pattern after a statement's expression. Inlined: most statements
    /// end at a line end, told without a call.
    @inline(__always) mutating func parseModifiers(of statement: consuming Node) throws -> Node {
        switch tokens[index].kind {
        case .keyword, .punct: return try parseModifierChain(of: statement)
        default: return statement
        }
    }

    /// `parseModifiers(of:)` from a keyword or punctuator on.
    mutating func parseModifierChain(of statement: consuming Node) throws -> Node {
        // The statement is taken, not copied: most have no modifier and are returned as they came.
        var node = consume statement
        while true {
            // Each modifier is a keyword or a punctuator: any other token (a line end, most often) ends the statement.
            switch tokens[index].kind {
            case .keyword, .punct: break
            default: return node
            }
            if at("=>") {
                node = try parseRightwardPattern(node)
            } else if atKeyword("and") || atKeyword("or") {
                let isAnd = advance().isKeyword("and")
                skipLineBreaks()
                let rhs = try parseNotExpression()
                node = Node(isAnd ? .and(node, rhs) : .or(node, rhs), node.range.union(rhs.range))
            } else if acceptKeyword("if") {
                let condition = try parseStatementCondition()
                node = Node(
                    .ifExpression(condition: condition, then: [node], else: nil), node.range.union(condition.range))
            } else if acceptKeyword("unless") {
                let condition = try parseStatementCondition()
                node = Node(
                    .ifExpression(condition: Node(.not(condition), condition.range), then: [node], else: nil),
                    node.range.union(condition.range))
            } else if atKeyword("while") || atKeyword("until") {
                let isUntil = advance().isKeyword("until")
                let condition = try parseStatementCondition()
                // Ruby runs a `begin … end` body once before testing a `while`/`until` modifier.
                var bodyFirst = false
                if case .begin = node.kind { bodyFirst = bytes[node.range.start.offset...].starts(with: "begin".utf8) }
                node = Node(
                    .whileLoop(condition: condition, body: [node], isUntil: isUntil, bodyFirst: bodyFirst),
                    node.range.union(condition.range))
            } else if acceptKeyword("rescue") {
                let fallback = try parseNotExpression()
                node = Parser.rescuing(node, with: fallback)
            } else {
                return node
            }
        }
    }

    mutating func parseStatementCondition() throws -> Node {
        var node = try parseNotExpression()
        while atKeyword("and") || atKeyword("or") {
            let isAnd = advance().isKeyword("and")
            let rhs = try parseNotExpression()
            node = Node(isAnd ? .and(node, rhs) : .or(node, rhs), node.range.union(rhs.range))
        }
        return node
    }

    /// `not expression`, or an expression. Inlined: a statement seldom starts with `not`.
    @inline(__always) mutating func parseNotExpression() throws -> Node {
        atKeyword("not") ? try parseNot() : try parseExpression()
    }

    /// `not expression` at the keyword `not`.
    mutating func parseNot() throws -> Node {
        let start = advance()
        let operand = try parseNotExpression()
        return Node(.not(operand), start.range.union(operand.range))
    }
}

extension Parser {
    /// The locals of a new scope: none yet, and no storage until `declareLocal` adds the first (a scope often
    /// declares none of its own: a file's top level, whose block declares `s`).
    static func newScopeLocals() -> ScopeLocals { [] }

    /// Makes `name` a local of the scope being parsed.
    mutating func declareLocal(_ name: String) {
        locals.insert(name)
    }

    /// Whether `name` is a local of the scope being parsed. Inlined, so a mutating caller does not copy the parser
    /// to ask.
    @inline(__always) func isLocal(_ name: String) -> Bool { locals.contains(name) }
}
