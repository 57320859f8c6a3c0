import RubySyntax

/// Objects of classes the evaluated code defines, exception objects, and what modules answer about
/// themselves.
extension Interpreter {
    /// `@name` of `self`: an object's own, else the evaluation's (the `Pod` module's, `main`'s).
    func instanceVariable(_ name: String) -> RValue? {
        instanceVariable(name, of: selfValue)
    }

    func instanceVariable(_ name: String, of owner: RValue) -> RValue? {
        if case .object(let object) = owner, !object.isMain { return object.ivars[name] }
        return instanceVariables[name]
    }

    func setInstanceVariable(_ name: String, _ value: RValue) {
        if case .object(let object) = selfValue, !object.isMain {
            object.ivars[name] = value
        } else {
            instanceVariables[name] = value
        }
    }

    /// Whether `Name.new` makes an object: a class the code defined, an exception class, `Object`.
    func isInstantiable(_ module: String) -> Bool {
        module == "Object" || structMembers(of: module) != nil || classes.definedSuperclasses[module] != nil
            || classes.isException(module)
            || methodTable.hasOwner(module) && !classes.definedModules.contains(module)
    }

    /// `Name.new(args)`: a new object, its `initialize` run with the arguments; an exception's message is
    /// its first argument, or the class name.
    func instantiate(_ module: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws -> RValue {
        let object = RObject(className: module)
        if classes.isException(module) {
            object.ivars["@message"] = args.first.map { .string(toS($0)) } ?? .string(module)
        }
        let structure = structMembers(of: module)
        if let initializer = methodTable.instanceMethod("initialize", of: module, hierarchy: classes) {
            if let structure { try initializeStruct(object, structure, args) }
            _ = try invoke(initializer, on: .object(object), args: args, block: block, at: node)
        } else if let structure {
            try initializeStruct(object, structure, args)
        } else if !classes.isException(module) && !args.isEmpty {
            throw RubyError.argumentCount(given: args.count, expected: "0")
        }
        return .object(object)
    }

    /// What an exception object answers (`e.message`, `e.to_s`, `e.full_message`, `e.backtrace`).
    func exceptionMethod(_ object: RObject, _ name: String) throws -> RValue? {
        guard classes.isException(object.className) else { return nil }
        switch name {
        case "message", "to_s", "full_message": return object.ivars["@message"] ?? .string(object.className)
        case "backtrace", "cause": return .nilValue
        case "inspect":
            let message = toS(object.ivars["@message"] ?? .string(object.className))
            return .string(message == object.className ? object.className : "#<\(object.className): \(message)>")
        default: return nil
        }
    }

    /// A class or module's own methods: `name`, `to_s`, `const_defined?`, `const_get`, `method_defined?`,
    /// `instance_method`, `include`, `instance_methods`, `ancestors`, `superclass`, `===`; nil for others.
    func moduleReflection(_ module: String, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node)
        throws -> RValue?
    {
        let position = node.range.start
        switch name {
        case "name", "to_s", "inspect":
            guard args.isEmpty else { throw RubyError.argumentCount(given: args.count, expected: "0") }
            // An anonymous module has no name; `to_s` and `inspect` show `#<Module:0x…>`.
            return name == "name" && Interpreter.isAnonymous(module) ? .nilValue : .string(module)
        case "const_defined?":
            guard let first = args.first else { throw RubyError.argumentCount(given: 0, expected: "1..2") }
            do {
                _ = try scopedConstant(.module(module), toS(first), at: position)
                return .bool(true)
            } catch is RubyError {
                return .bool(false)
            }
        case "const_get":
            guard let first = args.first else { throw RubyError.argumentCount(given: 0, expected: "1..2") }
            return try scopedConstant(.module(module), toS(first), at: position)
        case "method_defined?", "public_method_defined?", "instance_method_defined?":
            guard let first = args.first else { throw RubyError.argumentCount(given: 0, expected: "1..2") }
            return .bool(instanceMethodArity(toS(first), of: module) != nil)
        case "instance_method": return try instanceMethodObject(module, args)
        case "include": return try includeModules(args, in: module, node: node)
        case "private_method_defined?", "protected_method_defined?": return .bool(false)
        case "instance_methods", "public_instance_methods":
            return .array(methodTable.instanceMethods[module, default: [:]].keys.sorted().map { .symbol($0) })
        case "singleton_methods":
            return .array(methodTable.singletonMethods[module, default: [:]].keys.sorted().map { .symbol($0) })
        case "ancestors": return .array(classes.ancestors(of: module).map { .module($0) })
        case "superclass": return classes.superclass(of: module).map { .module($0) } ?? .nilValue
        case "===": return .bool(isA(args.first ?? .nilValue, module))
        case "<", "<=":
            guard case .module(let other)? = args.first else {
                throw RubyError("TypeError", "compared with non class/module")
            }
            if module == other { return name == "<=" ? .bool(true) : .bool(false) }
            return classes.isKind(module, of: other) ? .bool(true) : .nilValue
        default: return nil
        }
    }

    /// `include`, `extend`, `module_function` and `attr_*` in a class or module body.
    func moduleDirective(_ name: String, _ args: [RValue], node: Node) throws -> RValue? {
        if name == "extend" { return try extendObject(selfValue, with: args, node: node) }
        guard case .module(let owner) = selfValue else {
            return ["private", "public", "protected", "private_constant", "include"].contains(name) ? .nilValue : nil
        }
        switch name {
        case "include": return try includeModules(args, in: owner, node: node)
        case "alias_method":
            guard args.count == 2 else { throw RubyError.argumentCount(given: args.count, expected: "2") }
            aliasMethod(toS(args[0]), to: toS(args[1]))
            return .symbol(toS(args[0]))
        case "module_function":
            if args.isEmpty { methodTable.startModuleFunctions(in: owner) }
            methodTable.makeModuleFunctions(args.map(toS), in: owner)
            return .nilValue
        case "attr_accessor", "attr_reader", "attr_writer":
            for attribute in args.map(toS) {
                if name != "attr_writer" { methodTable.define(attributeReader(attribute, at: node), in: owner) }
                if name != "attr_reader" { methodTable.define(attributeWriter(attribute, at: node), in: owner) }
            }
            return .nilValue
        case "private", "public", "protected", "private_constant", "private_class_method", "public_class_method":
            return args.first ?? .nilValue
        default: return nil
        }
    }

    /// `def name; @name; end`, as `attr_reader :name` defines it.
    func attributeReader(_ attribute: String, at node: Node) -> DefinedMethod {
        let body = [Node(.instanceVariable("@" + attribute), node.range)]
        let definition = MethodDefinition(
            singleton: nil, name: attribute, parameters: [], body: body, rescues: [],
            range: node.range)
        return DefinedMethod(definition: definition, file: currentFile, definee: definee)
    }

    /// `def name=(value); @name = value; end`, as `attr_writer :name` defines it.
    func attributeWriter(_ attribute: String, at node: Node) -> DefinedMethod {
        let assignment = Node(
            .assign(
                target: Node(.instanceVariable("@" + attribute), node.range),
                value: Node(.localVariable("value"), node.range)), node.range)
        let definition = MethodDefinition(
            singleton: nil, name: attribute + "=",
            parameters: [Parameter(name: "value", kind: .required)], body: [assignment],
            rescues: [], range: node.range)
        return DefinedMethod(definition: definition, file: currentFile, definee: definee)
    }
}

extension Interpreter {
    /// The exception `raise args` raises, as Ruby builds it: again the one being rescued (no arguments),
    /// a `RuntimeError` with a message, an exception class with an optional message, or an exception object.
    func raised(_ args: [RValue]) throws -> RubyError {
        guard let first = args.first else {
            return currentException ?? RubyError("RuntimeError", "unhandled exception")
        }
        switch first {
        case .string(let message):
            guard args.count == 1 else { throw RubyError.argumentCount(given: args.count, expected: "0..1") }
            return RubyError("RuntimeError", message)
        case .module(let className) where classes.isException(className):
            return RubyError(className, args.count > 1 ? toS(args[1]) : className)
        case .object(let object) where classes.isException(object.className):
            let message = args.count > 1 ? toS(args[1]) : toS(object.ivars["@message"] ?? .string(object.className))
            return RubyError(object.className, message)
        default:
            return RubyError("TypeError", "exception class/object expected")
        }
    }
}
