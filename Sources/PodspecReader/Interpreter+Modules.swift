import Foundation
import PodspecModel
import RubySyntax
import Trust

extension Interpreter {
    /// Class methods: `Pod::Spec.new`, `File.read`, `Dir.glob`, `JSON.parse`, `YAML.load_file`, `ENV[…]`, …
    func moduleMethod(
        _ module: String, _ name: String, _ args: [RValue], _ block: BlockArgument?, scope: Scope, node: Node
    )
        throws -> RValue?
    {
        let position = node.range.start
        let arg0 = args.first
        switch (module, name) {
        case ("Pod::Specification", "new"): return try newSpecification(args, block, node: node)
        case ("Kernel", "system"): return try commandNotRun("`Kernel.system`", args: args, at: node)
        case ("Pod::Version", "new"), ("Pod::Version", "create"):
            let text = toS(arg0 ?? .nilValue)
            do { _ = try Version(text) } catch {
                throw RubyError("ArgumentError", "Malformed version number string \(text)")
            }
            return .version(RubyText.strip(text))
        case ("File", "read"), ("File", "readlines"), ("IO", "read"), ("File", "foreach"):
            let text = try readFile(try pathArgument(arg0), construct: "File.\(name)", at: position)
            guard name != "read" else { return .string(text) }
            let lines = lines(text, chomp: chompOption(args)).map { RValue.string($0) }
            guard name == "foreach" else { return .array(lines) }
            guard block != nil else { return makeEnumerator(.array(lines), "each", []) }
            for line in lines { _ = try yieldBlock(block, [line], node: node) }
            return .nilValue
        case ("File", "open"), ("File", "new"):
            return try openFile(args, block, construct: "File.\(name)", node: node)
        case ("File", "join"):
            try ValueShape.require(.array(args), recursive: "recursive array")
            return .string(RubyPath.join(try checkedFlatten(args).map(toS)))
        case ("File", "expand_path"), ("File", "absolute_path"), ("File", "realpath"):
            var base = directory
            if args.count > 1 { base = resolve(toS(args[1])) }
            var given = try pathArgument(arg0)
            if name == "expand_path" && (given == "~" || given.hasPrefix("~/")) {
                // Ruby expands `~` to $HOME (an error when it is not set).
                guard let home = environment["HOME"], home.hasPrefix("/") else {
                    throw RubyError("ArgumentError", "couldn't find login name -- expanding `~'")
                }
                given = home + given.dropFirst()
            }
            return .string(LexicalPath.absolute(given, base: base))
        case ("File", "dirname"):
            // `File.dirname(path, level)` (Ruby 3.1) goes up `level` folders.
            var level = 1
            if args.count > 1 {
                guard case .integer(let given) = args[1] else {
                    throw RubyError.implicitConversion(args[1], into: "Integer")
                }
                guard given >= 0 else { throw RubyError("ArgumentError", "negative level: \(given)") }
                level = given
            }
            var path = toS(arg0 ?? .nilValue)
            for _ in 0..<level {
                let parent = RubyPath.dirname(path)
                if parent == path { break }
                path = parent
            }
            return .string(path)
        case ("File", "basename"):
            let path = toS(arg0 ?? .nilValue)
            return .string(args.count > 1 ? RubyPath.basename(path, removing: toS(args[1])) : RubyPath.basename(path))
        case ("File", "extname"): return .string(RubyPath.extname(toS(arg0 ?? .nilValue)))
        case ("File", "exist?"), ("File", "exists?"), ("File", "file?"), ("File", "directory?"), ("Dir", "exist?"),
            ("File", "readable?"):
            let path = resolve(try pathArgument(arg0))
            guard sandbox.contains(path) else { return .bool(false) }
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if name == "file?" { return .bool(exists && !isDirectory.boolValue) }
            if name == "directory?" || module == "Dir" { return .bool(exists && isDirectory.boolValue) }
            return .bool(exists)
        case ("File", "write"), ("File", "delete"), ("File", "unlink"), ("File", "rename"), ("File", "chmod"),
            ("Dir", "mkdir"), ("Dir", "chdir"), ("Dir", "rmdir"):
            throw RefusedConstruct(
                construct: "\(module).\(name)", reason: "changes the file system", position: position)
        case ("Dir", "glob"), ("Dir", "[]"):
            try ValueShape.require(.array(args), recursive: "tried to flatten recursive array")
            let patterns = try checkedFlatten(args).compactMap(Interpreter.pathString)
            var found: [RValue] = []
            for pattern in patterns {
                for match in try Glob.match(pattern, in: directory, sandbox: sandbox, at: position) {
                    found.append(.string(match))
                }
            }
            if block != nil { for f in found { _ = try yieldBlock(block, [f], node: node) }; return .nilValue }
            return .array(found)
        case ("Dir", "pwd"), ("Dir", "getwd"): return .string(directory)
        case ("Dir", "entries"), ("Dir", "children"), ("Dir", "each_child"), ("Dir", "foreach"), ("Dir", "open"),
            ("Dir", "new"):
            return try dirModuleMethod(name, args, block, node: node)
        case ("Proc", "new"):
            guard case .proc(let p)? = block else {
                throw RubyError("ArgumentError", "tried to create Proc object without a block")
            }
            return .proc(p)
        case ("Find", "find"): return try withBreak { try find(args, block, node: node) }
        case ("Find", "prune"): throw ControlFlow.prune
        case ("JSON", "parse"), ("JSON", "load"):
            // `load` also reads an opened file (`JSON.load(File.open(p))`).
            let source = try name == "load" ? readIfOpenedFile(arg0, node: node) : arg0
            let parsed = try JSONBridge.parse(toS(source ?? .nilValue), symbolizeNames: symbolizeOption(args))
            if args.count > 1, case .hash(let options) = args[1],
                case .module(Interpreter.openStructClass)? = options[.symbol("object_class")]
            {
                return Interpreter.openStructs(in: parsed)
            }
            return parsed
        case ("JSON", "generate"), ("JSON", "dump"): return .string(try JSONBridge.generate(arg0 ?? .nilValue))
        case ("JSON", "pretty_generate"): return .string(try JSONBridge.generate(arg0 ?? .nilValue))
        case ("YAML", "load_file"), ("YAML", "safe_load_file"), ("Psych", "load_file"):
            let text = try readFile(toS(arg0 ?? .nilValue), construct: "YAML.\(name)", at: position)
            return try YAMLBridge.parse(text)
        case ("YAML", "load"), ("YAML", "safe_load"):
            return try YAMLBridge.parse(toS(try readIfOpenedFile(arg0, node: node) ?? .nilValue))
        case ("ENV", "[]"): return environment[toS(arg0 ?? .nilValue)].map { .string($0) } ?? .nilValue
        case ("ENV", "fetch"):
            if let v = environment[toS(arg0 ?? .nilValue)] { return .string(v) }
            if args.count > 1 { return args[1] }
            if block != nil { return try yieldBlock(block, [arg0 ?? .nilValue], node: node) }
            throw RubyError("KeyError", "key not found: \(Interpreter.inspect(arg0 ?? .nilValue))")
        case ("ENV", "key?"), ("ENV", "has_key?"), ("ENV", "include?"):
            return .bool(environment[toS(arg0 ?? .nilValue)] != nil)
        case ("ENV", "[]="):
            throw RefusedConstruct(construct: "ENV[]=", reason: "changes the environment", position: position)
        case ("ENV", "to_h"), ("ENV", "to_hash"):
            let h = RHash()
            for (k, v) in environment.sorted(by: { $0.key < $1.key }) { h[.string(k)] = .string(v) }
            return .hash(h)
        case ("Pathname", "new"): return try newPathname(args)
        case ("OpenStruct", "new"):
            if let arg0, !arg0.isNil {
                guard case .hash(let hash) = arg0 else {
                    throw RubyError("NoMethodError", "undefined method `each_pair' for \(describe(arg0))")
                }
                return Interpreter.openStruct(hash)
            }
            return Interpreter.openStruct(nil)
        case ("Struct", "new"): return try newStruct(args, block, node: node)
        case ("Module", "new"): return try newModule(args, block, node: node)
        case ("Class", "new"): return try newClass(args, block, node: node)
        case ("Pathname", "pwd"), ("Pathname", "getwd"): return Interpreter.pathname(directory)
        case ("Pathname", "glob"):
            let found = try moduleMethod("Dir", "glob", args, nil, scope: scope, node: node) ?? .array([])
            guard case .array(let items) = found else { return found }
            let paths = items.items.map { Interpreter.pathname(toS($0)) }
            if block != nil { for path in paths { _ = try yieldBlock(block, [path], node: node) }; return .nilValue }
            return .array(paths)
        case ("FileUtils", _):
            throw RefusedConstruct(
                construct: "FileUtils.\(name)", reason: "changes the file system", position: position)
        case ("Time", "now"): return timeNow()
        case ("Regexp", "new"): return try makeRegex(toS(arg0 ?? .nilValue), options: "", at: position)
        case ("Regexp", _): return try regexpClassMethod(name, args, at: position)
        case ("Set", _): return try setClassMethod(name, args, block, node: node)
        case ("Hash", "[]"): return try hashFromArguments(args)
        case ("Math", _): return try mathFunction(name, args)
        case (Interpreter.gemVersionClass, _), (Interpreter.gemRequirementClass, _):
            return try gemClassMethod(module, name, args)
        case ("Integer", "sqrt"): return try Interpreter.integerSquareRoot(arg0 ?? .nilValue)
        case ("Hash", "new"):
            let h = RHash()
            if let arg0 { h.defaultValue = arg0 }
            h.defaultProc = block
            return .hash(h)
        case ("Array", "new"):
            if case .integer(let n)? = arg0 {
                guard n >= 0 else { throw RubyError("ArgumentError", "negative array size") }
                let count = min(n, 100_000)
                // `Array.new(3) { |i| … }`: each element is what the block gives for its index.
                if block != nil {
                    return .array(try (0..<count).map { try yieldBlock(block, [.integer($0)], node: node) })
                }
                return .array(Array(repeating: args.count > 1 ? args[1] : .nilValue, count: count))
            }
            return .array([])
        case ("String", "new"): return .string(toS(arg0 ?? .string("")))
        case (_, "new") where isInstantiable(module):
            return try instantiate(module, args, block, node: node)
        default:
            return try moduleReflection(module, name, args, block, node: node)
        }
    }

    /// A path argument: a String or a Pathname; anything else is Ruby's TypeError.
    func pathArgument(_ value: RValue?) throws -> String {
        guard let path = Interpreter.pathString(value ?? .nilValue) else {
            throw RubyError.implicitConversion(value ?? .nilValue, into: "String")
        }
        return path
    }

    func symbolizeOption(_ args: [RValue]) -> Bool {
        guard args.count > 1, case .hash(let h) = args[1] else { return false }
        return h[.symbol("symbolize_names")]?.isTruthy ?? false
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}

extension Interpreter {
    /// `Find.find(*paths) { |path| … }`: every path below each start, depth first, children sorted, symlinked
    /// folders not entered; `Find.prune` skips the folder just yielded. Confined to the sandbox and bounded.
    func find(_ args: [RValue], _ block: BlockArgument?, node: Node) throws -> RValue {
        var found: [RValue] = []
        var visited = 0
        for start in args {
            guard case .string(let given) = start else {
                throw RubyError.implicitConversion(start, into: "String")
            }
            let absolute = resolve(given)
            try confine(absolute, construct: "Find.find", at: node.range.start)
            guard FileManager.default.fileExists(atPath: absolute) else {
                throw RubyError("Errno::ENOENT", "No such file or directory - \(given)")
            }
            // Paths are shown as Ruby shows them: the start as given, children joined to it. Like Ruby's
            // Find (lstat), a symbolic link to a folder is yielded, not entered; children in Ruby's sorted order
            // (bytewise, as `Array#sort` compares Strings). A folder is opened on its parent's descriptor by
            // `name`; the start (no parent) by its absolute path.
            var pending: [(shown: String, name: String, parent: OpenFolder?, isDirectory: Bool)] = [
                (given, absolute, nil, DirectoryListing.isRealDirectory(absolute))
            ]
            while let (shown, name, parent, isDirectory) = pending.popLast() {
                visited += 1
                guard visited <= InterpreterLimits.maximumDirectoryEntries else {
                    throw RubyError(
                        "RuntimeError",
                        "Find.find: more than \(InterpreterLimits.maximumDirectoryEntries) files to look at")
                }
                if block != nil {
                    do { _ = try yieldBlock(block, [.string(shown)], node: node) } catch ControlFlow.prune { continue }
                } else {
                    found.append(.string(shown))
                }
                guard isDirectory, let folder = OpenFolder.entered(name, in: parent) else { continue }
                let separated = !shown.hasSuffix("/")
                let children = ByteOrder.sortedDescending(folder.entries(includingHidden: true), by: \.name)
                for child in children where !Sandbox.isVersionControlFolder(child.name) {
                    pending.append(
                        (
                            LexicalPath.joined(shown, child.name, separated: separated), child.name, folder,
                            child.isDirectory
                        ))
                }
            }
        }
        return block == nil ? .array(found) : .nilValue
    }
}
