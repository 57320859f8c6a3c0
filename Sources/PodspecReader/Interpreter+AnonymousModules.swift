import RubySyntax

/// Ruby's anonymous modules and classes: `Module.new { … }`, `Class.new(Super) { … }` (and `Struct.new`'s
/// classes). Each is called `#<Module:0x…>` or `#<Class:0x…>` until a constant names it.
extension Interpreter {
    /// Whether `name` is an anonymous class or module's (no constant named it yet).
    static func isAnonymous(_ name: String) -> Bool { name.hasPrefix("#<Class:") || name.hasPrefix("#<Module:") }

    /// A new anonymous name, as Ruby's `inspect` shows it (`kind` is `Class` or `Module`).
    func anonymousName(kind: String) -> String {
        anonymousModules += 1
        return "#<\(kind):0x" + String(format: "%016x", anonymousModules) + ">"
    }

    /// `Module.new` / `Module.new { … }`: a new module; the block runs as its body.
    func newModule(_ args: [RValue], _ block: BlockArgument?, node: Node) throws -> RValue {
        guard args.isEmpty else { throw RubyError.argumentCount(given: args.count, expected: "0") }
        let name = anonymousName(kind: "Module")
        classes.definedModules.insert(name)
        try runModuleBlock(block, in: name, node: node)
        return .module(name)
    }

    /// `Class.new(superclass = Object)` / `Class.new(Super) { … }`: a new class; the block runs as its body.
    func newClass(_ args: [RValue], _ block: BlockArgument?, node: Node) throws -> RValue {
        guard args.count <= 1 else { throw RubyError.argumentCount(given: args.count, expected: "0..1") }
        let superclass = try args.first.map(superclassName) ?? "Object"
        let name = anonymousName(kind: "Class")
        classes.definedSuperclasses[name] = superclass
        try runModuleBlock(block, in: name, node: node)
        return .module(name)
    }

    /// The class a value names as a superclass (`class A < B`, `Class.new(B)`), or Ruby's TypeError.
    func superclassName(_ value: RValue) throws -> String {
        guard case .module(let name) = value, !classes.definedModules.contains(name) else {
            throw RubyError(
                "TypeError", "superclass must be an instance of Class (given an instance of \(value.className))")
        }
        return name
    }

    /// The block given to `Module.new` or `Class.new`, run as Ruby's `class_exec` runs it: the module is
    /// `self`, the definee and the block's argument; the block still sees the locals around it.
    func runModuleBlock(_ block: BlockArgument?, in name: String, node: Node) throws {
        guard case .proc(let proc)? = block else { return }
        let body = RProc(
            parameters: proc.parameters, body: proc.body, scope: proc.scope, isLambda: false,
            selfValue: .module(name), outerBlock: proc.outerBlock)
        let saved = (definee, singletonClassTarget)
        (definee, singletonClassTarget) = (name, nil)
        defer { (definee, singletonClassTarget) = saved }
        _ = try callProc(body, [.module(name)], node: node)
    }

    /// The anonymous class or module `anonymous` is called `name` from now on.
    func nameAnonymousModule(_ anonymous: String, _ name: String) {
        if let superclass = classes.definedSuperclasses[anonymous] { classes.definedSuperclasses[name] = superclass }
        if classes.definedModules.contains(anonymous) { classes.definedModules.insert(name) }
        structs[name] = structs[anonymous]
        methodTable.copyMethods(from: anonymous, to: name)
    }
}
