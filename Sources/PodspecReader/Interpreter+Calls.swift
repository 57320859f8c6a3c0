import Foundation
import PodspecModel
import RubySyntax

/// A block given to a method: a literal block, or `&:symbol`.
enum BlockArgument {
    case proc(RProc)
    case symbol(String)
    /// A block of the reader's own, not the podspec's: what an `Enumerator` passes to the method it wraps.
    case native(([RValue]) throws -> RValue)
}

extension Interpreter {
    func evalCall(_ call: Call, node: Node, scope: Scope) throws -> RValue {
        var block: BlockArgument? = call.block.map {
            .proc(
                RProc(
                    parameters: $0.parameters, body: $0.body, scope: scope, isLambda: false, selfValue: selfValue,
                    outerBlock: currentBlock))
        }
        var argNodes = call.arguments
        // By index: `last` would copy the final argument's node out for every call.
        if let lastIndex = argNodes.indices.last, case .blockPass(let inner) = argNodes[lastIndex].kind {
            argNodes.removeLast()
            if let inner {
                switch try eval(inner, scope) {
                case .symbol(let s): block = .symbol(s)
                case .proc(let p): block = .proc(p)
                default: break
                }
            }
        }
        // `a[i] << x`, `h[k].strip!`: the changed string is stored back in its slot.
        if Interpreter.mutatesString(call.name), !call.safeNavigation, let receiverNode = call.receiver,
            case .call(let index) = receiverNode.kind, index.name == "[]", index.block == nil,
            let holderNode = index.receiver
        {
            return try atCallName(call) {
                try evalElementMutation(
                    call, index: index, holderNode: holderNode, indexNode: receiverNode, argNodes: argNodes,
                    block: block, scope: scope, node: node)
            }
        }
        // The receiver is not bound here (see `evalIfPresent`): the rare branches below that need its node take
        // it from the call again.
        guard let receiver = try evalIfPresent(call.receiver, scope) else {
            let args = try evalList(argNodes, scope)
            return try callFunction(
                call.name, args: args, block: block, scope: scope, node: node,
                hasArguments: call.hasArgumentSyntax)
        }
        if call.safeNavigation, case .nilValue = receiver { return .nilValue }
        // `str << x`, `str.strip!`: the changed string is stored back in the variable.
        if case .string(let text) = receiver, Interpreter.mutatesString(call.name) {
            let args = try evalList(argNodes, scope)
            let mutation = try atCallName(call) {
                try stringMutation(text, call, args: args, block: block, scope: scope, node: node)
            }
            if let changed = mutation.text, let receiverNode = call.receiver {
                let origin = Interpreter.mutationOrigin(receiverNode)
                if isAssignableTarget(origin) { try assign(origin, .string(changed), scope) }
            }
            return mutation.result
        }
        let args = try evalList(argNodes, scope)
        if case .regex(let expression, _) = receiver, call.name == "=~", let receiverNode = call.receiver {
            try assignNamedCaptures(of: receiverNode, expression, args.first, scope)
        }
        return try atCallName(call) {
            try callMethod(
                receiver, call.name, args: args, block: block, scope: scope, node: node, nameRange: call.nameRange)
        }
    }

    /// The value of `node`, nil when there is none (a call without a receiver). Out of line, and given the
    /// optional as a call holds it: bound in the caller (`guard let receiver = call.receiver`), a receiver was
    /// copied, a branch over every kind of node, for each method call and attribute write; lent here, it is
    /// evaluated where the call keeps it.
    @inline(never)
    func evalIfPresent(_ node: Node?, _ scope: Scope) throws -> RValue? {
        switch node {
        case .some(let node): try eval(node, scope)
        case .none: nil
        }
    }

    /// Runs `body`, placing a Ruby error it raises without a position at `call`'s method name.
    func atCallName<T>(_ call: Call, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch var error as RubyError where error.position == nil {
            error.position = call.nameRange.start
            throw error
        }
    }

    /// `/(?<name>…)/ =~ subject` sets the local `name` to the group's text, or nil when there is no match.
    func assignNamedCaptures(of regexNode: Node, _ expression: CompiledRegex, _ subject: RValue?, _ scope: Scope)
        throws
    {
        let names = Parser.namedCaptures(of: regexNode)
        guard !names.isEmpty else { return }
        var match: NSTextCheckingResult? = nil
        var text = ""
        if case .string(let s)? = subject {
            text = s
            match = try expression.boundedFirstMatch(in: s)
        }
        for name in names {
            let range = match.flatMap { Range($0.range(withName: name), in: text) }
            scope.assign(name, range.map { .string(String(text[$0])) } ?? .nilValue)
        }
    }

    func isAssignableTarget(_ node: Node) -> Bool {
        switch node.kind {
        case .localVariable, .instanceVariable, .globalVariable, .constant: true
        default: false
        }
    }

    /// A call without receiver: a method `self` has (user-defined, the DSL's when `self` is a spec, a
    /// Kernel function, or one every object or module has), or Ruby's NameError/NoMethodError.
    func callFunction(
        _ name: String, args: [RValue], block: BlockArgument?, scope: Scope, node: Node, hasArguments: Bool = true
    ) throws -> RValue {
        if let definition = userMethod(name, on: selfValue, includingPrivate: true) {
            return try invoke(definition, args: args, block: block, at: node)
        }
        if Interpreter.refusedFunctionFilter.mayContain(name), let refusal = Interpreter.refusedFunctions[name] {
            let commandLine: String? = if case .string(let line)? = args.first { line } else { nil }
            throw RefusedConstruct(
                construct: "`\(name)`", reason: refusal, position: node.range.start,
                command: commandLine.flatMap(RefusedConstruct.program(of:)))
        }
        if case .spec(let spec) = selfValue,
            let result = try specMethod(spec, name, args, block, scope: scope, node: node)
        {
            return result
        }
        if let result = try kernelFunction(name, args: args, block: block, scope: scope, node: node) {
            return result
        }
        if let result = try selfMethod(name, args: args, block: block, scope: scope, node: node) {
            return result
        }
        let owner = selfDescription
        if !hasArguments && args.isEmpty && block == nil {
            throw RubyError("NameError", "undefined local variable or method `\(name)' for \(owner)")
        }
        if name == "name" || name == "to_s" || name == "inspect" {
            throw RubyError.argumentCount(given: args.count, expected: "0")
        }
        throw RubyError.noMethod(name, for: owner)
    }

    /// A method of `self` reached without a receiver: reflection every object has (`respond_to?`, `is_a?`,
    /// `class`, `instance_variable_get`…), a module's own (`name`, `const_defined?`…), and in a method
    /// defined on a core class (`class ::Hash; def names; keys; end; end`) that class's core methods.
    func selfMethod(_ name: String, args: [RValue], block: BlockArgument?, scope: Scope, node: Node) throws -> RValue? {
        if case .module(let module) = selfValue,
            let result = try moduleMethod(module, name, args, block, scope: scope, node: node)
        {
            return result
        }
        if CoreMethods.row(of: selfValue) != nil, CoreMethods.responds(selfValue, to: name) {
            return try callMethod(selfValue, name, args: args, block: block, scope: scope, node: node)
        }
        guard Interpreter.reflectionMethods.contains(name) else { return nil }
        return try objectMethod(selfValue, name, args, block, scope: scope, node: node)
    }

    /// The methods of Object and Kernel a call without receiver reaches on any `self`.
    static let reflectionMethods: Set<String> = [
        "respond_to?", "is_a?", "kind_of?", "instance_of?", "class", "inspect", "to_s", "frozen?", "nil?",
        "instance_variable_get", "instance_variable_defined?", "instance_variables", "tap", "then", "yield_self",
        "itself", "freeze", "dup", "clone", "hash", "object_id", "methods", "singleton_methods",
    ]

    /// Runs a `def`'s body for the call at `node`. A method defined in another file (one the podspec
    /// requires) runs with that file current, and an error raised in it is reported at the call, as
    /// CocoaPods reports the podspec's line of the backtrace.
    func invoke(_ method: DefinedMethod, args: [RValue], block: BlockArgument?, at node: Node) throws -> RValue {
        let definition = method.definition
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= InterpreterLimits.maximumCallDepth else {
            throw RubyError("SystemStackError", "stack level too deep")
        }
        let scope = Scope()
        try bind(definition.parameters, args, in: scope, strict: true, block: block)
        let savedBlock = currentBlock
        currentBlock = block
        runningMethods.append((method, args, CallSite(file: currentFile, line: node.range.start.line)))
        defer { runningMethods.removeLast() }
        let callerFile = currentFile
        currentFile = method.file
        defer {
            currentBlock = savedBlock
            currentFile = callerFile
        }
        do {
            if definition.rescues.isEmpty { return try evalBody(definition.body, scope) }
            return try evalBegin(definition.body, definition.rescues, nil, nil, scope)
        } catch ControlFlow.returnValue(let v) {
            return v
        } catch  where method.file != callerFile {
            throw relocating(error, raisedIn: method.file, to: node)
        }
    }

    /// `error`, raised in `file`, located at `node` of the file that called into it; a refusal keeps where
    /// it happened in its reason. Other errors (control flow) are returned as they are.
    func relocating(_ error: any Error, raisedIn file: String, to node: Node) -> any Error {
        switch error {
        case var error as RubyError:
            error.position = node.range.start
            return error
        case var refusal as RefusedConstruct:
            refusal.reason += " (\(file):\(refusal.position.line):\(refusal.position.column))"
            refusal.position = node.range.start
            return refusal
        default:
            return error
        }
    }

    /// Binds arguments to parameters (blocks destructure a single array argument).
    func bind(_ params: [Parameter], _ args: [RValue], in scope: Scope, strict: Bool, block: BlockArgument? = nil)
        throws
    {
        if try bindPlain(params, args, in: scope, strict: strict) { return }
        try bindAnyKind(params, args, in: scope, strict: strict, block: block)
    }

    /// `bind` for parameters that are all plain (`|s|`, `|key, value|`, `def f(a, b)`), those of most blocks and
    /// methods: the same bindings and errors, without sorting the parameters by kind (three arrays made and freed
    /// a call). False, having bound nothing, for a list with a parameter of another kind.
    func bindPlain(_ params: [Parameter], _ args: [RValue], in scope: Scope, strict: Bool) throws -> Bool {
        guard params.allSatisfy({ if case .required = $0.kind { true } else { false } }) else { return false }
        // A block given one Array spreads it over its parameters when it takes more than one.
        if !strict && params.count > 1 && args.count == 1, case .array(let a) = args[0] {
            scope.define(params, a.items)
            return true
        }
        if strict && args.count != params.count {
            throw RubyError.argumentCount(given: args.count, expected: "\(params.count)")
        }
        scope.define(params, args)
        return true
    }

    /// `bind` for any parameter list: optional, rest, keyword, block and destructuring parameters too.
    func bindAnyKind(
        _ params: [Parameter], _ args: [RValue], in scope: Scope, strict: Bool, block: BlockArgument? = nil
    ) throws {
        var args = args
        let positional = params.filter {
            switch $0.kind {
            case .required, .optional, .destructure: true
            default: false
            }
        }
        let hasRest = params.contains { if case .rest = $0.kind { true } else { false } }
        // A block given one Array spreads it over its parameters when it takes more than one, a `*rest`
        // after a parameter counting (`|a, *rest|`, `|a, *|`), but not a lone `|*all|`.
        if !strict && positional.count + (hasRest ? 1 : 0) > 1 && args.count == 1, case .array(let a) = args[0] {
            args = a.items
        }
        let required = params.filter { if case .required = $0.kind { true } else { false } }.count
        // A final Hash is the keywords of a method that takes any (`key:` or `**opts`), unless the required
        // positional parameters need it (`def f(h, **o)` called as `f({a: 1})`). Ruby also tells `f(a: 1)`
        // from `f({a: 1})`, which the AST does not: a braced hash passed where keywords are taken binds as
        // keywords here.
        var keywordHash: RHash? = nil
        if params.contains(where: {
            switch $0.kind {
            case .keyword, .keywordRest: true
            default: false
            }
        }), args.count > required, let last = args.last, case .hash(let h) = last {
            keywordHash = h
            args.removeLast()
        }
        if strict && (args.count < required || (!hasRest && args.count > positional.count)) {
            let expected =
                required == positional.count
                ? "\(required)" : (hasRest ? "\(required)+" : "\(required)..\(positional.count)")
            throw RubyError.argumentCount(given: args.count, expected: expected)
        }
        var optionalsToFill = max(0, args.count - required)
        var index = 0
        for (i, param) in params.enumerated() {
            switch param.kind {
            case .required:
                scope.define(param.name, index < args.count ? args[index] : .nilValue)
                index += 1
            case .destructure(let inner):
                let value = index < args.count ? args[index] : .nilValue
                index += 1
                if case .array(let a) = value {
                    try bind(inner, a.items, in: scope, strict: false)
                } else {
                    try bind(inner, [value], in: scope, strict: false)
                }
            case .optional(let defaultNode):
                if optionalsToFill > 0 && index < args.count {
                    scope.define(param.name, args[index])
                    index += 1
                    optionalsToFill -= 1
                } else {
                    scope.define(param.name, try eval(defaultNode, scope))
                }
            case .rest:
                let after = params[(i + 1)...].filter { if case .required = $0.kind { true } else { false } }.count
                let count = max(0, args.count - index - after)
                scope.define(param.name, .array(Array(args[min(index, args.count)..<min(args.count, index + count)])))
                index += count
            case .keyword(let defaultNode):
                if let v = keywordHash?[.symbol(param.name)] {
                    scope.define(param.name, v)
                } else if let defaultNode {
                    scope.define(param.name, try eval(defaultNode, scope))
                } else {
                    throw RubyError("ArgumentError", "missing keyword: :\(param.name)")
                }
            case .keywordRest:
                scope.define(param.name, .hash(keywordHash ?? RHash()))
            case .block:
                switch block {
                case .proc(let p)?: scope.define(param.name, .proc(p))
                case .symbol(let s)?: scope.define(param.name, .symbol(s))
                case .native?, nil: scope.define(param.name, .nilValue)
                }
            }
        }
    }

    /// Calls a block with arguments; `next` returns its value.
    func yieldBlock(_ block: BlockArgument?, _ args: [RValue], node: Node) throws -> RValue {
        guard let block else { throw RubyError("LocalJumpError", "no block given (yield)") }
        switch block {
        case .symbol(let name):
            try countStep()
            guard let first = args.first else { throw RubyError("ArgumentError", "no receiver given") }
            return try callMethod(first, name, args: Array(args.dropFirst()), block: nil, scope: Scope(), node: node)
        case .proc(let proc):
            return try callProc(proc, args, node: node)
        case .native(let body):
            try countStep()
            return try body(args)
        }
    }

    /// Calls a proc or lambda with arguments; `block` (`l.call(x) { … }`) binds to its `&blk` parameter.
    func callProc(_ proc: RProc, _ args: [RValue], block: BlockArgument? = nil, node: Node) throws -> RValue {
        try countStep()
        // An empty block with plain parameters does nothing but count (`n.times { }`).
        if proc.body.isEmpty && proc.parameters.allSatisfy({ if case .required = $0.kind { true } else { false } }) {
            return .nilValue
        }
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= InterpreterLimits.maximumCallDepth else {
            throw RubyError("SystemStackError", "stack level too deep")
        }
        let scope = proc.scopeForCall()
        defer { proc.keepForNextCall(scope) }
        try bind(proc.parameters, args, in: scope, strict: proc.isLambda, block: block)
        let saved = (selfValue, currentBlock)
        if let captured = proc.selfValue { selfValue = captured }
        currentBlock = proc.outerBlock
        defer { (selfValue, currentBlock) = saved }
        do {
            return try evalBody(proc.body, scope)
        } catch ControlFlow.nextIteration(let v) {
            return v
        } catch ControlFlow.returnValue(let v) where proc.isLambda {
            return v
        }
    }

    /// Runs `body` for each element, honouring `break`.
    func withBreak(_ body: () throws -> RValue) throws -> RValue {
        do { return try body() } catch ControlFlow.breakLoop(let v) { return v }
    }
}
