import Foundation
import PodspecModel
import RubySyntax
import Trust

extension Interpreter {
    /// Functions that would run programs or code; the reason is shown to the user.
    static let refusedFunctions: [String: String] = [
        "exec": RefusedConstruct.runsShellCommand, "spawn": RefusedConstruct.runsProgram,
        "fork": "starts a process", "eval": "evaluates arbitrary code", "instance_eval": "evaluates arbitrary code",
        "instance_exec": "evaluates arbitrary code", "class_eval": "evaluates arbitrary code",
        "module_eval": "evaluates arbitrary code", "binding": "exposes the evaluator",
        "open": "may run a command or reach the network",
        "exit": "ends the process", "exit!": "ends the process", "abort": "ends the process",
        "at_exit": "runs code at exit",
        "trap": "installs a signal handler", "syscall": "makes a system call", "load": "evaluates another file as code",
        "define_method": "defines methods at run time", "`": RefusedConstruct.runsShellCommand,
    ]
    /// Methods refused on any receiver.
    static let refusedMethods: [String: String] = [
        "instance_eval": "evaluates arbitrary code", "instance_exec": "evaluates arbitrary code",
        "class_eval": "evaluates arbitrary code", "module_eval": "evaluates arbitrary code",
        "eval": "evaluates arbitrary code", "popen": RefusedConstruct.runsShellCommand,
        "popen3": RefusedConstruct.runsShellCommand,
        "capture2": RefusedConstruct.runsShellCommand, "capture2e": RefusedConstruct.runsShellCommand,
        "capture3": RefusedConstruct.runsShellCommand,
        "spawn": RefusedConstruct.runsProgram, "exec": RefusedConstruct.runsShellCommand,
        "define_method": "defines methods at run time",
        "method": "exposes methods as objects", "instance_variable_set": "changes objects' internals",
        "const_set": "changes constants at run time", "write": "writes files",
    ]

    /// Rules out most names before `refusedFunctions` and `refusedMethods` are asked.
    static let refusedFunctionFilter = NameFilter(refusedFunctions.keys)
    static let refusedMethodFilter = NameFilter(refusedMethods.keys)

    static let knownConstants: Set<String> = [
        "Pod", "Spec", "Specification", "File", "Dir", "JSON", "YAML", "Psych", "ENV", "Pathname", "String", "Array",
        "Hash", "Integer", "Float", "Symbol", "Regexp", "Object", "Kernel", "Version", "Gem", "RUBY_VERSION",
        "StandardError", "Exception", "RuntimeError", "ArgumentError", "NameError", "NoMethodError", "TypeError",
        "Errno", "IOError", "KeyError", "Comparable", "Enumerable", "NilClass", "TrueClass", "FalseClass",
        "Numeric", "Math", "Time", "Struct", "Proc", "Module", "Class", "SystemCallError", "ScriptError", "Find",
        "FileUtils", "OpenStruct", "Set",
    ]

    func constant(_ name: String, at position: SourcePosition) throws -> RValue {
        var lexical = currentModule
        while !lexical.isEmpty {
            if let v = constants[lexical + "::" + name] { return v }
            guard let cut = lexical.range(of: "::", options: .backwards) else { break }
            lexical = String(lexical[..<cut.lowerBound])
        }
        if let v = constants[name] { return v }
        switch name {
        // First: every podspec names it (`Pod::Spec.new`), and no row below answers it otherwise.
        case "Pod": return .module("Pod")
        case "RUBY_VERSION": return .string("3.1.2")
        case "RUBY_PLATFORM": return .string("x86_64-linux")
        case "STDOUT", "STDERR": return .object(RObject(className: Interpreter.ioClass))
        case "Spec", "Specification": return .module("Pod::Specification")
        case "Version": return .module("Pod::Version")
        case _ where ClassHierarchy.builtinSuperclasses[name] != nil: return .module(name)
        case _ where currentModule.isEmpty && ClassHierarchy.podClass(name) != nil:
            return .module(ClassHierarchy.podClass(name) ?? name)
        case "IO", "Open3", "Process", "Net", "URI", "OpenURI", "Socket", "TCPSocket":
            throw RefusedConstruct(
                construct: "`\(name)`", reason: "reaches processes or the network", position: position)
        default:
            if Interpreter.knownConstants.contains(name) { return .module(name) }
            throw RubyError(
                "NameError", "uninitialized constant \(currentModule.isEmpty ? "Pod::" : currentModule + "::")\(name)")
        }
    }

    func scopedConstant(_ owner: RValue, _ name: String, at position: SourcePosition) throws -> RValue {
        guard case .module(let scope) = owner else {
            throw RubyError("TypeError", "\(Interpreter.inspect(owner)) is not a class/module")
        }
        let full = scope + "::" + name
        if let v = constants[full] ?? (scope == "Pod" ? constants[name] : nil) { return v }
        switch full {
        case "Pod::Spec", "Pod::Specification": return .module("Pod::Specification")
        case "Pod::Version": return .module("Pod::Version")
        case "Gem::Version", "Gem::Requirement": return .module(full)
        case "Pod::VERSION", "Pod::CORE_VERSION": return .string("1.17.0")
        case "File::SEPARATOR": return .string("/")
        case "Float::INFINITY": return .float(.infinity)
        case "Float::NAN": return .float(.nan)
        case "Float::EPSILON": return .float(.ulpOfOne)
        case _ where scope == "Math" && Interpreter.mathConstant(name) != nil:
            return Interpreter.mathConstant(name) ?? .nilValue
        case _ where ClassHierarchy.builtinSuperclasses[full] != nil: return .module(full)
        default:
            // `Errno::ENOENT` keeps its full name (what `rescue` matches and `name` shows).
            if scope == "Errno" { return .module(full) }
            if scope == "Pod" && Interpreter.knownConstants.contains(name) { return .module(name) }
            if ["IO", "Open3", "Process", "Net", "URI"].contains(name) {
                throw RefusedConstruct(
                    construct: "`\(full)`", reason: "reaches processes or the network", position: position)
            }
            throw RubyError("NameError", "uninitialized constant \(full)")
        }
    }

    /// `system(…)`: not run (see `CommandNotRun`); answers nil, as Ruby's `system` does for a command
    /// that cannot start.
    func commandNotRun(_ construct: String, args: [RValue], at node: Node) throws -> RValue {
        guard !args.isEmpty else { throw RubyError.argumentCount(given: 0, expected: "1+") }
        let start = node.range.start
        CommandNotRun.report(
            CommandNotRun(
                file: currentFile, line: start.line, column: start.column, construct: construct,
                reason: RefusedConstruct.runsShellCommand,
                outcome: "it answered nil, as Ruby's `system` does when a command cannot start, and the podspec's "
                    + "evaluation went on"))
        return .nilValue
    }

    /// Kernel functions podspecs call without a receiver; nil when unknown.
    func kernelFunction(_ name: String, args: [RValue], block: BlockArgument?, scope: Scope, node: Node) throws
        -> RValue?
    {
        switch name {
        case "require":
            let feature = try pathArgument(args.first)
            // A path is found from the working directory: the podspec's folder, where CocoaPods evaluates it.
            if feature.hasPrefix("./") || feature.hasPrefix("../") || feature.hasPrefix("/") {
                return try require(feature, from: directory, node: node)
            }
            guard RequirableLibraries.contains(feature) else {
                throw RubyError("LoadError", "cannot load such file -- \(feature)")
            }
            return .bool(true)
        case "require_relative":
            return try require(toS(args.first ?? .nilValue), from: LexicalPath.parent(of: currentFile), node: node)
        case "puts", "print", "p", "pp", "warn", "printf", "sleep", "srand", "gem": return .nilValue
        case "system": return try commandNotRun("`system`", args: args, at: node)
        case "__dir__": return .string(LexicalPath.parent(of: currentFile))
        case "__method__": return .nilValue
        case "lambda", "proc":
            guard case .proc(let p)? = block else {
                throw RubyError("ArgumentError", "tried to create Proc object without a block")
            }
            return .proc(
                RProc(
                    parameters: p.parameters, body: p.body, scope: p.scope, isLambda: name == "lambda",
                    selfValue: p.selfValue, outerBlock: p.outerBlock))
        case "raise", "fail":
            throw try raised(args)
        case "catch", "throw": return try catchOrThrow(name, args, block, node: node)
        case "format", "sprintf":
            guard let template = args.first else { return nil }
            return .string(try format(toS(template), Array(args.dropFirst())))
        case "Integer": return try integerConversion(args)
        case "Float": return try floatConversion(args)
        case "String": return .string(toS(args.first ?? .nilValue))
        case "Array":
            switch args.first {
            case .array(let a)?: return .array(a)
            case .nilValue?, nil: return .array([])
            case .hash(let h)?: return .array(h.pairs.map { .array([$0.key, $0.value]) })
            case .range(let lo, let hi, let exclusive)?:
                // A Range converts through `to_a`: `Array(1..3)` is `[1, 2, 3]`.
                return try callMethod(
                    .range(lo, hi, exclusive: exclusive), "to_a", args: [], block: nil, scope: scope, node: node)
            case let v?: return .array([v])
            }
        case "Hash": if case .hash(let h)? = args.first { return .hash(h) }; return .hash(RHash())
        case "loop":
            return try withBreak {
                do {
                    for _ in 0..<1_000_000 { _ = try yieldBlock(block, [], node: node) }
                } catch let error as RubyError where error.className == "StopIteration" {
                    return .nilValue  // an enumerator's `next` past its end ends the loop, as in Ruby
                }
                throw RubyError("RuntimeError", "loop ran too long")
            }
        case "block_given?": return .bool(currentBlock != nil)
        case "caller": return try callerFrames(args, at: node)
        case "frozen?", "nil?": return .bool(false)
        case "alias_method", "attr_accessor", "attr_reader", "attr_writer", "private", "public", "protected",
            "module_function",
            "extend", "include", "private_constant", "private_class_method", "public_class_method":
            return try moduleDirective(name, args, node: node)
        default: return nil
        }
    }

    /// Evaluates the `.rb` file `feature` names (`.rb` may be left out), found from `base`, once per load and
    /// inside the sandbox. While its top-level code runs, `__dir__`, `__FILE__` and `require_relative` refer
    /// to it. An error raised in it is reported at the `require` line, as CocoaPods reports the podspec's
    /// line of the backtrace.
    func require(_ feature: String, from base: String, node: Node) throws -> RValue {
        var path = LexicalPath.absolute(feature, base: base)
        if !path.hasSuffix(".rb") { path += ".rb" }
        try confine(path, construct: "require_relative", at: node.range.start)
        if requiredFiles.contains(path) { return .bool(false) }
        requiredFiles.insert(path)
        // A required file's top level runs as Ruby's `main`: its methods are private methods of Object.
        let outer = (currentFile, selfValue, definee, currentModule)
        (currentFile, selfValue, definee, currentModule) = (path, .object(mainObject), MethodTable.object, "")
        defer { (currentFile, selfValue, definee, currentModule) = outer }
        do {
            guard let program = try ParsedFileCache.shared.program(at: path) else {
                throw RubyError("LoadError", "cannot load such file -- \(path)", at: node.range.start)
            }
            _ = try evalBody(program, Scope())
        } catch let error as SyntaxError {
            throw RubyError("SyntaxError", "\(path):\(error.position.line): \(error.message)", at: node.range.start)
        } catch {
            throw relocating(error, raisedIn: path, to: node)
        }
        return .bool(true)
    }

    /// An absolute path for a path the podspec gave, relative to its folder (Ruby's cwd during eval).
    func resolve(_ path: String) -> String {
        LexicalPath.absolute(path, base: directory)
    }

    /// Refuses any file access outside the podspec's sandbox (see `Sandbox`).
    func confine(_ absolutePath: String, construct: String, at position: SourcePosition) throws {
        let access = sandbox.access(to: absolutePath)
        if access == .versionControlMetadata {
            throw RefusedConstruct(
                construct: construct,
                reason:
                    "reads `\(absolutePath)`, version-control metadata (\(Sandbox.versionControlFolders.joined(separator: ", ")) are never read)",
                position: position)
        }
        guard access == .inside else {
            throw RefusedConstruct(
                construct: construct,
                reason:
                    "reads `\(absolutePath)`, outside `\(sandbox.root)`, the folder it may read (\(Sandbox.ruleSummary))",
                position: position)
        }
    }

    func readFile(_ given: String, construct: String, at position: SourcePosition) throws -> String {
        let path = resolve(given)
        try confine(path, construct: construct, at: position)
        do {
            let bytes = try BoundedFile.contents(
                of: path, maximumBytes: InterpreterLimits.maximumFileBytes, refusingHardLinks: true)
            return String(decoding: bytes, as: UTF8.self)
        } catch .missing {
            throw RubyError("Errno::ENOENT", "No such file or directory @ rb_sysopen - \(given)")
        } catch .directory {
            throw RubyError("Errno::EISDIR", "Is a directory @ io_fread - \(given)")
        } catch .hardLinked {
            throw RefusedConstruct(
                construct: construct,
                reason:
                    "reads `\(path)`, a file with more than one hard link (it may be a file outside `\(sandbox.root)`)",
                position: position)
        } catch .tooLarge {
            throw RubyError("IOError", "cannot read \(given): larger than \(InterpreterLimits.maximumFileBytes) bytes")
        } catch {
            throw RubyError("IOError", "cannot read \(given)")
        }
    }
}
