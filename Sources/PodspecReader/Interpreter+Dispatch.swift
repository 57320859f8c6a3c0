import Foundation
import PodspecModel
import RubySyntax

extension Interpreter {
    /// Calls `name` on `receiver`: the DSL for specs, Ruby's core methods for values.
    func callMethod(
        _ receiver: RValue, _ name: String, args: [RValue], block: BlockArgument?, scope: Scope, node: Node,
        nameRange: SourceRange? = nil
    ) throws -> RValue {
        let position = (nameRange ?? node.range).start
        if Interpreter.refusedMethodFilter.mayContain(name), let refusal = Interpreter.refusedMethods[name] {
            throw RefusedConstruct(construct: "`\(name)`", reason: refusal, position: position)
        }
        try chargeWork(receiver, args, at: position)
        if let definition = userMethod(name, on: receiver, includingPrivate: false) {
            return try invoke(definition, on: receiver, args: args, block: block, at: node)
        }
        if block == nil, let enumerator = blocklessEnumerator(receiver, name, args) { return enumerator }
        let result: RValue?
        switch receiver {
        case .spec(let spec): result = try specMethod(spec, name, args, block, scope: scope, node: node)
        case .platformProxy(let spec, let platform):
            result = try proxyMethod(spec, platform, name, args, node: node)
        case .module(let module): result = try moduleMethod(module, name, args, block, scope: scope, node: node)
        case .string(let s): result = try stringMethod(s, name, args, block, node: node)
        case .array(let a): result = try arrayMethod(a, name, args, block, node: node)
        case .hash(let h): result = try hashMethod(h, name, args, block, node: node)
        case .integer, .float: result = try numericMethod(receiver, name, args, block, node: node)
        case .symbol(let s): result = try symbolMethod(s, name, args)
        case .range: result = try rangeMethod(receiver, name, args, block, node: node)
        case .version(let v): result = try versionMethod(v, name, args, node: node)
        case .regex(let re, let source): result = try regexMethod(re, source, name, args, node: node)
        case .matchData(let groups, let names, let edges):
            result = try matchDataMethod(groups, names: names, name, args, edges: edges)
        case .proc(let proc):
            result =
                ["call", "()", "[]", "yield", "==="].contains(name)
                ? try callProc(proc, args, block: block, node: node) : nil
        case .object(let object):
            if object.className == Interpreter.pathnameClass, case .string(let path)? = object.ivars["@path"] {
                result = try pathnameMethod(path, name, args, block, node: node)
            } else if object.className == Interpreter.gemVersionClass {
                result = try gemVersionMethod(object, name, args)
            } else if object.className == Interpreter.gemRequirementClass {
                result = try gemRequirementMethod(object, name, args)
            } else if object.className == Interpreter.enumeratorClass {
                result = try enumeratorMethod(object, name, args, block, node: node)
            } else if object.className == Interpreter.timeClass {
                result = try timeMethod(object, name, args)
            } else if object.className == Interpreter.setClass {
                result = try setMethod(object, name, args, block, node: node)
            } else if object.className == Interpreter.openStructClass {
                result = try openStructMethod(object, name, args, block, node: node)
            } else if object.className == Interpreter.dirClass {
                result = try dirObjectMethod(object, name, block, node: node)
            } else if object.className == Interpreter.fileClass {
                result = try fileObjectMethod(object, name, args, block, node: node)
            } else if object.className == Interpreter.unboundMethodClass {
                result = unboundMethodMethod(object, name)
            } else if object.className == Interpreter.ioClass {
                result = standardStreamMethod(receiver, name)
            } else if let structure = structMembers(of: object.className) {
                result = try structMethod(object, structure, name, args)
            } else {
                result = try exceptionMethod(object, name)
            }
        case .bool(let b):
            switch name {
            case "&": result = .bool(b && (args.first?.isTruthy ?? false))
            case "|": result = .bool(b || (args.first?.isTruthy ?? false))
            case "^": result = .bool(b != (args.first?.isTruthy ?? false))
            default: result = nil
            }
        case .nilValue:
            switch name {
            case "to_a": result = .array([])
            case "to_s": result = .string("")
            case "to_i": result = .integer(0)
            case "to_f": result = .float(0)
            case "to_h": result = .hash(RHash())
            case "&": result = .bool(false)
            case "|": result = .bool(args.first?.isTruthy ?? false)
            default: result = nil
            }
        }
        if let result { return result }
        if let common = try objectMethod(receiver, name, args, block, scope: scope, node: node) { return common }
        throw RubyError.noMethod(name, for: describe(receiver), at: position)
    }

    /// How Ruby 3.1 describes a receiver in NoMethodError: `nil:NilClass`, `"x":String`, `#<Pod::Specification …>`.
    static func receiverDescription(_ v: RValue) -> String {
        switch v {
        case .nilValue: "nil:NilClass"
        case .bool(let b): b ? "true:TrueClass" : "false:FalseClass"
        case .spec, .platformProxy: inspect(v)
        case .module(let m): m == "Pod" ? "Pod:Module" : "\(m):Class"
        case .object(let o): "#<\(o.className)>"
        default: "\(inspect(v)):\(v.className)"
        }
    }

    /// Methods every object has.
    func objectMethod(_ v: RValue, _ name: String, _ args: [RValue], _ block: BlockArgument?, scope: Scope, node: Node)
        throws -> RValue?
    {
        switch name {
        case "nil?": if case .nilValue = v { return .bool(true) }; return .bool(false)
        case "==", "eql?", "equal?": return .bool(Interpreter.equals(v, args.first ?? .nilValue))
        case "!=": return .bool(!Interpreter.equals(v, args.first ?? .nilValue))
        case "!": return .bool(!v.isTruthy)
        case "===": return .bool(try caseEquals(v, args.first ?? .nilValue, at: node.range.start))
        case "=~":
            if case .nilValue = v { return .nilValue }
            return nil
        case "is_a?", "kind_of?", "instance_of?":
            guard case .module(let m) = args.first else { return .bool(false) }
            return .bool(isA(v, m))
        case "extend": return try extendObject(v, with: args, node: node)
        case "respond_to?":
            guard let first = args.first else { throw RubyError.argumentCount(given: 0, expected: "1..2") }
            return .bool(responds(v, to: toS(first), includingPrivate: args.count > 1 && args[1].isTruthy))
        case "class": return .module(v.className)
        case "inspect": return .string(try Interpreter.inspectChecked(v))
        case "to_s": return .string(toS(v))
        case "dup", "clone", "itself", "to_json_compatible": return v
        case "freeze", "frozen?": return Interpreter.freezing(v, name)
        case "hash": return .integer(HashKey(v).repr.hashValue)
        case "tap":
            _ = try yieldBlock(block, [v], node: node)
            return v
        case "then", "yield_self": return try yieldBlock(block, [v], node: node)
        case "instance_variable_get":
            return instanceVariable(args.first.map(toS) ?? "", of: v) ?? .nilValue
        case "instance_variable_defined?":
            return .bool(instanceVariable(args.first.map(toS) ?? "", of: v) != nil)
        case "send", "public_send", "__send__":
            guard case .spec = v, let first = args.first else {
                throw RefusedConstruct(
                    construct: "`\(name)`", reason: "calls an arbitrary method (only allowed on the spec)",
                    position: node.range.start)
            }
            return try callMethod(v, toS(first), args: Array(args.dropFirst()), block: block, scope: scope, node: node)
        case "to_json":
            return .string(try JSONBridge.generate(v))
        case "present?": return .bool(isPresent(v))
        case "blank?": return .bool(!isPresent(v))
        case "presence": return isPresent(v) ? v : .nilValue
        default: return nil
        }
    }

    func isPresent(_ v: RValue) -> Bool {
        switch v {
        case .nilValue, .bool(false): return false
        case .string(let s): return !RubyText.strip(s).isEmpty
        case .array(let a): return !a.items.isEmpty
        case .hash(let h): return !h.storage.isEmpty
        default: return true
        }
    }

    func symbolMethod(_ s: String, _ name: String, _ args: [RValue]) throws -> RValue? {
        switch name {
        case "to_s", "id2name", "name": return .string(s)
        case "to_sym": return .symbol(s)
        case "to_proc": return .symbol(s)
        case "length", "size": return .integer(s.count)
        case "upcase": return .symbol(s.uppercased())
        case "downcase": return .symbol(s.lowercased())
        case "<=>": return Interpreter.compare(.symbol(s), args.first ?? .nilValue).map { .integer($0) } ?? .nilValue
        case "empty?": return .bool(s.isEmpty)
        case "start_with?": return .bool(args.contains { s.hasPrefix(toS($0)) })
        case "end_with?": return .bool(args.contains { s.hasSuffix(toS($0)) })
        default: return nil
        }
    }

    func versionMethod(_ v: String, _ name: String, _ args: [RValue], node: Node) throws -> RValue? {
        let version = try? Version(v)
        switch name {
        case "to_s", "version", "to_str": return .string(v)
        case "major": return .integer(version?.major ?? 0)
        case "minor": return .integer(version?.minor ?? 0)
        case "patch": return .integer(version?.patch ?? 0)
        case "prerelease?": return .bool(version?.isPrerelease ?? false)
        case "segments":
            return .array(
                version?.segments.map { seg in seg.intValue.map { .integer($0) } ?? .string(seg.description) } ?? [])
        case "<=>":
            return Interpreter.compare(.version(v), args.first ?? .nilValue).map { .integer($0) } ?? .nilValue
        case "<", ">", "<=", ">=":
            guard let c = Interpreter.compare(.version(v), args.first ?? .nilValue) else {
                throw RubyError(
                    "ArgumentError",
                    "comparison of Pod::Version with \(Interpreter.inspect(args.first ?? .nilValue)) failed")
            }
            switch name {
            case "<": return .bool(c < 0)
            case ">": return .bool(c > 0)
            case "<=": return .bool(c <= 0)
            default: return .bool(c >= 0)
            }
        case "+", "split", "gsub", "sub", "include?", "start_with?", "end_with?", "strip", "tr", "length", "empty?":
            return try stringMethod(v, name, args, nil, node: node)
        default: return nil
        }
    }

    func regexMethod(_ re: CompiledRegex, _ source: String, _ name: String, _ args: [RValue], node: Node) throws
        -> RValue?
    {
        switch name {
        case "source": return .string(source)
        case "match", "=~", "match?":
            guard case .string(let s) = args.first else { return name == "match?" ? .bool(false) : .nilValue }
            return try stringMethod(s, name, [.regex(re, source: source)], nil, node: node)
        default: return nil
        }
    }
}

extension Interpreter {
    /// Counts a method call on a large value as more steps (one per 256 bytes of a string, per 16 elements of
    /// an array or hash, receiver and arguments alike): a million calls on a 16 MB string would otherwise be a
    /// million steps and hours of work.
    func chargeWork(_ receiver: RValue, _ args: [RValue], at position: SourcePosition) throws {
        var work = Interpreter.size(of: receiver)
        for arg in args { work += Interpreter.size(of: arg) }
        try charge(work, at: position)
    }

    /// Adds `work` to the steps taken, throwing once they pass the limit.
    @inline(__always) func charge(_ work: Int, at position: SourcePosition) throws {
        guard work > 0 else { return }
        steps += work
        if steps > InterpreterLimits.maximumSteps { throw Interpreter.tooLong(at: position) }
    }

    static func size(of value: RValue) -> Int {
        switch value {
        case .string(let s): s.utf8.count >> 8
        case .array(let a): a.items.count >> 4
        case .hash(let h): h.storage.count >> 4
        default: 0
        }
    }

    /// The class of `$stdout`, `$stderr`, `STDOUT` and `STDERR`.
    static let ioClass = "IO"

    /// What a podspec's messages to the standard streams answer (`$stderr.puts "…"`, `STDOUT.flush`):
    /// CocoaPods prints them; the reader drops the text, as it does for `puts`.
    func standardStreamMethod(_ stream: RValue, _ name: String) -> RValue? {
        switch name {
        case "puts", "print", "printf": .nilValue
        case "flush", "<<": stream
        case "sync=": .bool(true)
        case "tty?", "isatty": .bool(false)
        default: nil
        }
    }
}
