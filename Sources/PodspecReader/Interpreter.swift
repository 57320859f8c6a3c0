import Foundation
import PodspecModel
import RubySyntax
import Trust

/// The safe evaluator: walks a podspec's AST and builds the specification, running only
/// the pure subset of Ruby that podspecs use. Nothing reaches a shell, the network or a
/// file outside the podspec's repository.
final class Interpreter {
    let file: String
    /// The podspec's folder, made on first use (most podspecs never ask).
    private(set) lazy var directory = LexicalPath.parent(of: file)
    /// The folder reads are confined to, found on the first read (most podspecs read no file). Every
    /// file access goes through it, so using it marks the evaluation as reading beyond its own text.
    var sandbox: Sandbox {
        readBeyondItself = true
        if let confinement { return confinement }
        let made = givenSandbox ?? Sandbox.forPodspec(at: file, environment: environmentValues)
        confinement = made
        return made
    }
    private var confinement: Sandbox?
    /// The sandbox the caller chose (a downloaded podspec's own folder), instead of the walk up.
    private let givenSandbox: Sandbox?
    /// `ENV`; reading it marks the evaluation as reading beyond its own text.
    var environment: [String: String] {
        readBeyondItself = true
        return environmentValues
    }
    private let environmentValues: [String: String]
    /// The clock (`Time.now`); like `ENV`, reading it marks the evaluation as reading beyond its own text.
    var clock: Date {
        readBeyondItself = true
        return Date()
    }
    /// Whether the evaluation touched the file system or the environment (see `EvaluationRecord`).
    private(set) var readBeyondItself = false
    /// The file whose top-level code is running: the podspec, or a file it requires (what `__dir__`,
    /// `__FILE__` and `require_relative` see there).
    var currentFile: String
    /// Methods defined with `def` (see `MethodTable` for where Ruby keeps each). Like `constants` and
    /// `classes`, not checked for exclusive access at run time (~150 instructions a look-up): each change is a
    /// table operation on values computed beforehand, which runs no evaluated code.
    @exclusivity(unchecked) var methodTable = MethodTable() {
        didSet { definesMethods = !methodTable.isEmpty }
    }
    /// `!methodTable.isEmpty`, which every call and attribute write asks, as a property of its own: the table's
    /// changes span calls, which puts each read of the table under a run-time exclusivity check; this flag's
    /// accesses span none and need none.
    private(set) var definesMethods = false
    /// Where a `def` without a receiver defines: `Pod` at a podspec's top level, `Object` at a required
    /// file's, the class or module whose body runs, or the definee of the method whose body runs.
    var definee = "Pod"
    /// The object a `class << target` body defines on (nil outside one).
    var singletonClassTarget: RValue?
    /// Ruby's `main`, `self` at a required file's top level; made on the first `require` (most podspecs have none).
    private(set) lazy var mainObject = RObject(className: MethodTable.object, isMain: true)
    @exclusivity(unchecked) var constants: [String: RValue] = [:]
    var globals: [String: RValue] = [:]
    var instanceVariables: [String: RValue] = [:]
    /// Built-in exception classes and the classes the evaluated code defines.
    @exclusivity(unchecked) var classes = ClassHierarchy()
    /// The members of each `Struct.new` class (and whether `keyword_init:` was given).
    var structs: [String: StructMembers] = [:]
    /// How many anonymous classes and modules were made (their names are `#<Class:0x…>` or `#<Module:0x…>`
    /// until a constant names them).
    var anonymousModules = 0
    /// The user-defined methods running, innermost last, with their arguments (what `super` continues).
    var runningMethods: [(method: DefinedMethod, args: [RValue], callSite: CallSite)] = []
    /// The exception a `rescue` clause is handling (`$!`; what a bare `raise` raises again).
    var currentException: RubyError? = nil
    /// The module or class whose body is being evaluated (`""` at top level, inside `Pod`).
    var currentModule: String = ""
    var selfValue: RValue = .module("Pod")
    var steps = 0
    var callDepth = 0
    /// The block given to the method being run (what `yield` and `block_given?` see).
    var currentBlock: BlockArgument? = nil
    /// How many numbered groups (`$1`…) the last match set (see `setLastMatch`).
    var numberedGroupCount = 0
    /// Whether `globals` holds a failed match's state: `$~` nil and no numbered groups (see `setLastMatch`).
    var lastMatchIsStoredFailure = false
    /// The values of the `/…/` literals evaluated so far (see `evalRegex`). A change is an append of a value made
    /// beforehand, which runs no evaluated code: no run-time exclusivity check.
    @exclusivity(unchecked) var regexLiterals = RegexLiterals()
    /// The tags of the `catch` blocks running, innermost last (what `throw` may unwind to).
    var catchTags: [RValue] = []
    /// Files being evaluated through `require_relative` (to stop cycles).
    var requiredFiles: Set<String> = []

    init(file: String, environment: [String: String], sandbox: Sandbox? = nil) {
        self.givenSandbox = sandbox
        self.file = file
        self.currentFile = file
        self.environmentValues = environment
    }

    // MARK: Statements

    func evalBody(_ body: [Node], _ scope: Scope) throws -> RValue {
        var result = RValue.nilValue
        // By index: each node is lent to `eval` where it is, not copied out of the array.
        for i in body.indices { result = try eval(body[i], scope) }
        return result
    }

    func tick(_ node: Node) throws {
        steps += 1
        if steps > InterpreterLimits.maximumSteps { throw Interpreter.tooLong(at: node.range.start) }
    }

    /// Counts one iteration of a loop or one block call as a step (an empty block evaluates no node).
    func countStep() throws {
        steps += 1
        if steps > InterpreterLimits.maximumSteps { throw Interpreter.tooLong(at: nil) }
    }

    static func tooLong(at position: SourcePosition?) -> RubyError {
        RubyError(
            "SystemStackError", "evaluation too long (more than \(InterpreterLimits.maximumSteps) steps)", at: position)
    }

    func eval(_ node: Node, _ scope: Scope) throws -> RValue {
        try tick(node)
        do {
            return try evalKind(node, scope)
        } catch var error as RubyError where error.position == nil {
            error.position = node.range.start
            throw error
        }
    }

    /// Evaluates the kinds of node that podspecs are made of (literals, variables, constants, calls, assignments,
    /// conditions); `evalLessCommonKind` the others. Two switches rather than one: in a single switch over every
    /// kind the optimizer kept each case's payload alive by copying the whole node (a branch over all its kinds)
    /// around the case's work.
    private func evalKind(_ node: Node, _ scope: Scope) throws -> RValue {
        switch node.kind {
        case .nilLiteral: return .nilValue
        case .trueLiteral: return .bool(true)
        case .falseLiteral: return .bool(false)
        case .selfReference: return selfValue
        case .integer(let i): return .integer(i)
        case .float(let d): return .float(d)
        // Plain text needs no `checkSize`: it is shorter than its source, which the lexer bounds below that limit.
        case .string(.text(let text)): return Interpreter.copied(text, as: RValue.string)
        case .string(.parts(let parts)): return .string(try interpolate(parts, scope))
        case .symbol(let s): return Interpreter.copied(s, as: RValue.symbol)
        case .array(let items): return .array(try evalList(items, scope))
        case .hash(let entries): return .hash(try evalHash(entries, scope))
        case .localVariable(let name):
            // The parser made it a local only where Ruby's would: declared but not yet assigned is nil.
            return scope.lookup(name) ?? .nilValue
        case .instanceVariable(let name): return instanceVariable(name) ?? .nilValue
        case .constant(let scopeNode, let name, _):
            if let scopeNode {
                let owner = try eval(scopeNode, scope)
                return try scopedConstant(owner, name, at: node.range.start)
            }
            return try constant(name, at: node.range.start)
        case .call(let call): return try evalCall(call, node: node, scope: scope)
        case .assign(let target, let valueNode):
            // Ruby defines a local at its assignment: in `x = x` the right side reads the new (nil) local.
            if let name = Interpreter.localName(target), scope.lookup(name) == nil { scope.assign(name, .nilValue) }
            let value = try eval(valueNode, scope)
            try assign(target, value, scope)
            return value
        case .and(let a, let b):
            let left = try eval(a, scope)
            return left.isTruthy ? try eval(b, scope) : left
        case .or(let a, let b):
            let left = try eval(a, scope)
            return left.isTruthy ? left : try eval(b, scope)
        case .not(let a): return .bool(!(try eval(a, scope)).isTruthy)
        case .ifExpression(let condition, let thenBody, let elseBody):
            if try eval(condition, scope).isTruthy { return try evalBody(thenBody, scope) }
            return try elseBody.map { try evalBody($0, scope) } ?? .nilValue
        case .sequence(let body): return try evalBody(body, scope)
        default: return try evalLessCommonKind(node, scope)
        }
    }

    /// `make(text)`, out of line: inlined in `evalKind`, the optimizer took its copy of a literal's text (which the
    /// value keeps) as a copy of the whole node, an outlined branch over every kind of node, rather than one retain.
    @inline(never)
    private static func copied(_ text: String, as make: (String) -> RValue) -> RValue { make(text) }

    /// Evaluates the kinds of node that `evalKind` leaves: loops, definitions, jumps, rarer literals.
    private func evalLessCommonKind(_ node: Node, _ scope: Scope) throws -> RValue {
        switch node.kind {
        case .xstring(let parts):
            throw RefusedConstruct(
                construct: "backtick command", reason: RefusedConstruct.runsShellCommand, position: node.range.start,
                command: RefusedConstruct.program(of: try interpolate(parts, scope)))
        case .dynamicSymbol(let parts): return .symbol(try interpolate(parts, scope))
        case .regex(let parts, let options): return try evalRegex(parts, options: options, at: node.range.start, scope)
        case .range(let lo, let hi, let exclusive):
            return .range(
                try lo.map { try eval($0, scope) } ?? .nilValue, try hi.map { try eval($0, scope) } ?? .nilValue,
                exclusive: exclusive)
        case .classVariable(let name): return instanceVariables[name] ?? .nilValue
        case .globalVariable(let name): return try globalVariable(name, at: node.range.start)
        case .splat(let inner): return try eval(inner, scope)
        case .doubleSplat(let inner): return try eval(inner, scope)
        case .blockPass: return .nilValue
        case .opAssign(let target, let op, let valueNode):
            return try evalOpAssign(target, op, valueNode, scope)
        case .multipleAssign(let targets, let valueNode):
            let value = try eval(valueNode, scope)
            try assignEach(targets, value, scope)
            return value
        case .defined(let inner): return try evalDefined(inner, scope)
        case .whileLoop(let condition, let body, let isUntil, let bodyFirst):
            do {
                if bodyFirst {
                    do { _ = try evalBody(body, scope) } catch ControlFlow.nextIteration {}
                }
                while try eval(condition, scope).isTruthy != isUntil {
                    do { _ = try evalBody(body, scope) } catch ControlFlow.nextIteration { continue }
                }
            } catch ControlFlow.breakLoop(let v) { return v }
            return .nilValue
        case .forLoop(let variable, let iterableNode, let body):
            let iterable = try eval(iterableNode, scope)
            do {
                for item in try iterate(iterable, at: node.range.start) {
                    try assign(variable, item, scope)
                    do { _ = try evalBody(body, scope) } catch ControlFlow.nextIteration { continue }
                }
            } catch ControlFlow.breakLoop(let v) { return v }
            return iterable
        case .caseExpression(let subjectNode, let whens, let elseBody):
            let subject = try subjectNode.map { try eval($0, scope) }
            for clause in whens {
                for conditionNode in clause.conditions {
                    var candidates = [try eval(conditionNode, scope)]
                    if case .splat = conditionNode.kind, case .array(let a) = candidates[0] { candidates = a.items }
                    for candidate in candidates {
                        let matched =
                            try subject.map { try caseEquals(candidate, $0, at: conditionNode.range.start) }
                            ?? candidate.isTruthy
                        if matched { return try evalBody(clause.body, scope) }
                    }
                }
            }
            return try elseBody.map { try evalBody($0, scope) } ?? .nilValue
        case .begin(let body, let rescues, let elseBody, let ensureBody):
            return try evalBegin(body, rescues, elseBody, ensureBody, scope)
        case .methodDefinition(let definition):
            try define(definition, scope)
            return .symbol(definition.name)
        case .classDefinition(let nameNode, let superclassNode, let body):
            if let name = qualifiedName(nameNode) {
                var superclass = classes.definedSuperclasses[name] ?? "Object"
                if let superclassNode { superclass = try superclassName(try eval(superclassNode, scope)) }
                classes.definedSuperclasses[name] = superclass
            }
            return try evalModuleBody(nameNode, body, scope)
        case .moduleDefinition(let nameNode, let body):
            if let name = qualifiedName(nameNode) { classes.definedModules.insert(name) }
            return try evalModuleBody(nameNode, body, scope)
        case .singletonClass(let targetNode, let body):
            let saved = singletonClassTarget
            singletonClassTarget = try eval(targetNode, scope)
            defer { singletonClassTarget = saved }
            return try evalBody(body, scope)
        case .returnStatement(let value):
            throw ControlFlow.returnValue(try value.map { try eval($0, scope) } ?? .nilValue)
        case .retryStatement:
            throw ControlFlow.retry
        case .nextStatement(let value):
            throw ControlFlow.nextIteration(try value.map { try eval($0, scope) } ?? .nilValue)
        case .breakStatement(let value):
            throw ControlFlow.breakLoop(try value.map { try eval($0, scope) } ?? .nilValue)
        case .lambda(let block):
            return .proc(
                RProc(
                    parameters: block.parameters, body: block.body, scope: scope, isLambda: true,
                    selfValue: selfValue, outerBlock: currentBlock))
        case .yield(let argumentNodes):
            guard let currentBlock else { throw RubyError("LocalJumpError", "no block given (yield)") }
            return try yieldBlock(currentBlock, try evalList(argumentNodes, scope), node: node)
        case .superCall(let argumentNodes):
            return try callSuper(argumentNodes.map { try evalList($0, scope) }, node: node)
        case .alias(let new, let old):
            aliasMethod(new, to: old)
            return .nilValue
        case .undefine:
            throw RefusedConstruct(construct: "undef", reason: "removes a method", position: node.range.start)
        case .fileKeyword: return .string(currentFile)
        case .lineKeyword(let line): return .integer(line)
        default: preconditionFailure("evaluated by evalKind")
        }
    }

    /// A hash literal's pairs, each key evaluated before its value, built before the hash is (see `RHash.set`).
    func evalHash(_ entries: [HashEntry], _ scope: Scope) throws -> RHash {
        if let hash = try evalSmallHash(entries, scope) { return hash }
        var storage = RHash.Storage(minimumCapacity: entries.count)
        for i in entries.indices {
            switch entries[i] {
            case .pair(let pair):
                let key = try eval(pair.key, scope)
                RHash.set(key, try eval(pair.value, scope), in: &storage)
            case .doubleSplat(let n):
                guard case .hash(let other) = try eval(n, scope) else { continue }
                for (k, v) in other.pairs { RHash.set(k, v, in: &storage) }
            }
        }
        return RHash(storage)
    }

    /// `evalHash` for one or two pairs (most hash literals: `{ :git => …, :tag => … }`), their keys and pairs made
    /// as array literals, at their size, without the growth path that room made with `minimumCapacity` takes; nil,
    /// having evaluated nothing, for any other entries.
    private func evalSmallHash(_ entries: [HashEntry], _ scope: Scope) throws -> RHash? {
        switch entries.count {
        case 1:
            guard case .pair(let only) = entries[0] else { return nil }
            let key = try eval(only.key, scope)
            let pair = RHash.Pair(key: key, value: try eval(only.value, scope))
            return RHash(RHash.Storage(uncheckedUniqueKeys: [HashKey(key)], values: [pair]))
        case 2:
            guard case .pair(let first) = entries[0], case .pair(let second) = entries[1] else { return nil }
            let firstKey = try eval(first.key, scope)
            let firstPair = RHash.Pair(key: firstKey, value: try eval(first.value, scope))
            let secondKey = try eval(second.key, scope)
            let secondPair = RHash.Pair(key: secondKey, value: try eval(second.value, scope))
            let (firstHashKey, secondHashKey) = (HashKey(firstKey), HashKey(secondKey))
            // As `RHash.set` does: a key given again keeps its place, with the later pair.
            if firstHashKey == secondHashKey {
                return RHash(RHash.Storage(uncheckedUniqueKeys: [firstHashKey], values: [secondPair]))
            }
            return RHash(
                RHash.Storage(uncheckedUniqueKeys: [firstHashKey, secondHashKey], values: [firstPair, secondPair]))
        default: return nil
        }
    }

    func evalList(_ nodes: [Node], _ scope: Scope) throws -> [RValue] {
        // No arguments (`s.version`, `s.ios`) need no buffer: reserving room for none still went through making one.
        if nodes.isEmpty { return [] }
        // One or two arguments (most calls): an array literal is made at its size, without the growth path that
        // `reserveCapacity` takes for an empty array.
        switch nodes.count {
        case 1 where !Interpreter.isSplat(nodes[0]): return [try eval(nodes[0], scope)]
        case 2 where !Interpreter.isSplat(nodes[0]) && !Interpreter.isSplat(nodes[1]):
            return [try eval(nodes[0], scope), try eval(nodes[1], scope)]
        default: break
        }
        var out: [RValue] = []
        out.reserveCapacity(nodes.count)
        for i in nodes.indices {
            if case .splat(let inner) = nodes[i].kind {
                let v = try eval(inner, scope)
                switch v {
                case .array(let a): out.append(contentsOf: a.items)
                case .nilValue: break
                case .range: out.append(contentsOf: try iterate(v, at: nodes[i].range.start))
                default: out.append(v)
                }
            } else {
                out.append(try eval(nodes[i], scope))
            }
        }
        return out
    }

    /// Whether `node` is a splat (`*list`), whose elements a list takes in its place.
    private static func isSplat(_ node: Node) -> Bool {
        if case .splat = node.kind { true } else { false }
    }

    func interpolate(_ parts: [StringPart], _ scope: Scope) throws -> String {
        // One text part (a `/…/` literal without `#{}`) is handed over as is, its storage shared, and needs no
        // `checkSize` (it is shorter than its source): ~200 instructions fewer for each evaluation of such a literal.
        if parts.count == 1, case .text(let text) = parts[0] { return text }
        var s = ""
        for part in parts {
            switch part {
            case .text(let t): s += t
            case .code(let body): s += try toSString(try evalBody(body, scope))
            }
            try Interpreter.checkSize(s.utf8.count)
        }
        return s
    }

    /// Refuses to build a string over `InterpreterLimits.maximumStringBytes` bytes (hostile input would
    /// exhaust memory).
    static func checkSize(_ size: Int) throws {
        guard size <= InterpreterLimits.maximumStringBytes else {
            throw RubyError(
                "NoMemoryError",
                "failed to allocate memory (a string over \(InterpreterLimits.maximumStringBytes) bytes)")
        }
    }

    /// Refuses to build an array or hash over `InterpreterLimits.maximumElements` elements.
    static func checkElements(_ count: Int) throws {
        guard count <= InterpreterLimits.maximumElements else {
            throw RubyError(
                "NoMemoryError",
                "failed to allocate memory (an array or hash over \(InterpreterLimits.maximumElements) elements)")
        }
    }

    /// `a * b` for sizes, saturating (the result is only compared with a limit).
    static func product(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : result
    }

    func evalBegin(
        _ body: [Node], _ rescues: [RescueClause], _ elseBody: [Node]?, _ ensureBody: [Node]?,
        _ scope: Scope
    ) throws -> RValue {
        defer { if let ensureBody { _ = try? evalBody(ensureBody, scope) } }
        while true {
            do {
                let value = try evalBody(body, scope)
                if let elseBody { return try evalBody(elseBody, scope) }
                return value
            } catch {
                // A refused command fails as Ruby's does when its program cannot start, so the podspec's
                // own fallback runs; unrescued, the refusal itself ends the load.
                let refusal = (error as? RefusedConstruct).flatMap { $0.runsACommand ? $0 : nil }
                guard let error = refusal?.commandFailure ?? error as? RubyError,
                    let clause = try rescueClause(for: error, in: rescues, scope)
                else { throw error }
                if let refusal {
                    CommandNotRun.report(
                        CommandNotRun(
                            file: currentFile, line: refusal.position.line, column: refusal.position.column,
                            construct: refusal.construct, reason: refusal.reason,
                            outcome: "it raised Errno::ENOENT, as Ruby does when a program cannot start, and the "
                                + "podspec's `rescue` went on"))
                }
                if let variable = clause.variable {
                    scope.assign(variable, .object(Interpreter.exceptionObject(error)))
                }
                let outerException = currentException
                currentException = error
                defer { currentException = outerException }
                do {
                    return try evalBody(clause.body, scope)
                } catch ControlFlow.retry {
                    try countStep()
                    continue
                }
            }
        }
    }

    static func exceptionObject(_ error: RubyError) -> RObject {
        let object = RObject(className: error.className)
        object.ivars["@message"] = .string(error.message)
        return object
    }

    /// The first clause that rescues `error`, as Ruby picks it: classes are evaluated in order, only when
    /// an exception is being matched; a bare `rescue` catches `StandardError`s (not a `LoadError`, a
    /// `SyntaxError` or a `SystemExit`).
    func rescueClause(for error: RubyError, in rescues: [RescueClause], _ scope: Scope) throws -> RescueClause? {
        for clause in rescues {
            if clause.exceptionClasses.isEmpty {
                if classes.isKind(error.className, of: "StandardError") { return clause }
                continue
            }
            for classNode in clause.exceptionClasses {
                let candidates: [RValue]
                switch try eval(classNode, scope) {
                case .array(let list): candidates = list.items
                case let single: candidates = [single]
                }
                for candidate in candidates {
                    guard case .module(let name) = candidate else {
                        throw RubyError("TypeError", "class or module required for rescue clause")
                    }
                    if classes.isKind(error.className, of: name) { return clause }
                }
            }
        }
        return nil
    }

    func evalModuleBody(_ nameNode: Node, _ body: [Node], _ scope: Scope) throws -> RValue {
        guard let name = qualifiedName(nameNode) else { return .nilValue }
        return try evalModuleBody(named: name, body)
    }

    /// `body` run as the body of class or module `name` (`self`, the definee and constant scope are it).
    func evalModuleBody(named name: String, _ body: [Node]) throws -> RValue {
        let saved = (currentModule, selfValue, definee)
        currentModule = name
        selfValue = .module(name)
        definee = name
        constants[name] = .module(name)
        defer { (currentModule, selfValue, definee) = saved }
        return try evalBody(body, Scope())
    }

    /// The full name a `class`/`module` statement defines: nested in the current module (`A::B`), or as written.
    func qualifiedName(_ node: Node) -> String? {
        guard case .constant(let scopeNode, let name, let topLevel) = node.kind else { return nil }
        if let scopeNode { return qualifiedName(scopeNode).map { $0 + "::" + name } }
        if topLevel || currentModule.isEmpty { return name }
        return currentModule + "::" + name
    }

    func evalDefined(_ node: Node, _ scope: Scope) throws -> RValue {
        switch node.kind {
        case .localVariable: return .string("local-variable")
        case .instanceVariable(let n): return instanceVariable(n) != nil ? .string("instance-variable") : .nilValue
        case .globalVariable(let n): return globals[n] != nil ? .string("global-variable") : .nilValue
        case .constant(_, let name, _):
            return (constants[name] != nil || Interpreter.knownConstants.contains(name))
                ? .string("constant") : .nilValue
        case .call(let call):
            if call.receiver == nil {
                if userMethod(call.name, on: selfValue, includingPrivate: true) != nil { return .string("method") }
                return ["require", "require_relative", "puts", "lambda", "proc", "__dir__"].contains(call.name)
                    ? .string("method") : .nilValue
            }
            guard let receiver = call.receiver else { return .nilValue }
            return (try? eval(receiver, scope)) != nil ? .string("method") : .nilValue
        default:
            return .string("expression")
        }
    }

    func globalVariable(_ name: String, at position: SourcePosition) throws -> RValue {
        switch name {
        case "$0", "$PROGRAM_NAME": return .string("pod")
        case "$:", "$LOAD_PATH", "$\"", "$LOADED_FEATURES": return .array([])
        case "$!": return currentException.map { .object(Interpreter.exceptionObject($0)) } ?? .nilValue
        case "$stdout", "$stderr": return globals[name] ?? .object(RObject(className: Interpreter.ioClass))
        default: return globals[name] ?? .nilValue
        }
    }

    // MARK: Assignment

    func assign(_ target: Node, _ value: RValue, _ scope: Scope) throws {
        switch target.kind {
        case .localVariable(let name): scope.assign(name, value)
        case .instanceVariable(let name): setInstanceVariable(name, value)
        case .classVariable(let name): instanceVariables[name] = value
        case .globalVariable(let name):
            globals[name] = value
            if name == "$~" { lastMatchIsStoredFailure = false }
        case .constant:
            let name = qualifiedName(target) ?? ""
            // An anonymous class or module (`Struct.new`, `Module.new`) takes the name of the constant it is
            // first assigned to.
            if case .module(let anonymous) = value, Interpreter.isAnonymous(anonymous) {
                nameAnonymousModule(anonymous, name)
                constants[name] = .module(name)
            } else {
                constants[name] = value
            }
        case .call(let call):
            guard let receiver = try evalIfPresent(call.receiver, scope) else {
                if call.arguments.isEmpty { scope.assign(call.name, value) }
                return
            }
            // The length first: comparing every attribute writer's name with `[]` called the string comparison.
            if call.name.utf8.count == 2, call.name == "[]" {
                let args = try evalList(call.arguments, scope)
                _ = try callMethod(receiver, "[]=", args: args + [value], block: nil, scope: scope, node: target)
            } else if try assignedToSpec(receiver, call.name, value, node: target, nameRange: call.nameRange) {
                return
            } else {
                _ = try callMethod(
                    receiver, call.name + "=", args: [value], block: nil, scope: scope, node: target,
                    nameRange: call.nameRange)
            }
        case .splat(let inner): try assign(inner, value, scope)
        case .array(let targets): try assignEach(targets, value, scope)
        default:
            throw RubyError("SyntaxError", "cannot assign to this expression", at: target.range.start)
        }
    }

    /// `a, *b, (c, d) = value`: the elements of `value` (an array, else the value alone) one per target, a splat
    /// taking those the others leave, a nested list of targets taking its element apart.
    func assignEach(_ targets: [Node], _ value: RValue, _ scope: Scope) throws {
        let values: [RValue]
        if case .array(let a) = value { values = a.items } else { values = [value] }
        var next = 0
        for (i, target) in targets.enumerated() {
            if case .splat(let inner) = target.kind {
                let from = min(next, values.count)
                let count = max(0, values.count - from - (targets.count - i - 1))
                try assign(inner, .array(Array(values[from..<from + count])), scope)
                next = from + count
            } else {
                try assign(target, next < values.count ? values[next] : .nilValue, scope)
                next += 1
            }
        }
    }

    /// The local variable an assignment target names, if it is one (`x` or a bare `x` the lexer took for a call).
    /// Inlined: every assignment asks it, most of them of an attribute (`s.name`), told at once to be none.
    @inline(__always) static func localName(_ target: Node) -> String? {
        switch target.kind {
        case .localVariable(let name): return name
        case .call(let call) where call.receiver == nil && call.arguments.isEmpty && !call.hasArgumentSyntax:
            return call.name
        default: return nil
        }
    }

    func evalOpAssign(_ target: Node, _ op: String, _ valueNode: Node, _ scope: Scope) throws -> RValue {
        let current: RValue
        switch target.kind {
        case .localVariable(let name): current = scope.lookup(name) ?? .nilValue
        case .call(let call) where call.receiver == nil && call.arguments.isEmpty:
            current = scope.lookup(call.name) ?? .nilValue
        case .instanceVariable(let name): current = instanceVariable(name) ?? .nilValue
        case .classVariable(let name): current = instanceVariables[name] ?? .nilValue
        case .globalVariable(let name): current = globals[name] ?? .nilValue
        case .constant: current = constants[qualifiedName(target) ?? ""] ?? .nilValue
        default: current = (try? eval(target, scope)) ?? .nilValue
        }
        let result: RValue
        switch op {
        case "||": result = current.isTruthy ? current : try eval(valueNode, scope)
        case "&&": result = current.isTruthy ? try eval(valueNode, scope) : current
        default:
            result = try callMethod(
                current, op, args: [try eval(valueNode, scope)], block: nil, scope: scope, node: target)
        }
        try assign(target, result, scope)
        return result
    }
}
