import RubySyntax

/// Defining and finding user-defined methods as Ruby does (see `MethodTable`).
extension Interpreter {
    /// `def name` or `def target.name`: an instance method of the current definee, or a singleton method
    /// of the object `target` evaluates to (a module, an object, a spec).
    func define(_ definition: MethodDefinition, _ scope: Scope) throws {
        let method = DefinedMethod(definition: definition, file: currentFile, definee: definee)
        guard let singleton = definition.singleton else {
            // In `class << target` a plain `def` defines on the target alone.
            if let target = singletonClassTarget {
                try defineSingleton(method, on: target)
            } else {
                methodTable.define(method, in: definee)
            }
            return
        }
        try defineSingleton(method, on: try eval(singleton, scope))
    }

    /// `def target.name`: `method` defined on `target` alone.
    private func defineSingleton(_ method: DefinedMethod, on target: RValue) throws {
        let definition = method.definition
        switch target {
        case .module(let module): methodTable.defineSingleton(method, on: module)
        case .object(let object): object.singletonMethods[definition.name] = method
        case .spec(let spec):
            spec.singletonMethods[definition.name] = method
            methodTable.noteDefinedElsewhere(definition.name)
        // nil, true and false are their classes' only instances: Ruby defines on the class.
        case let value where value.isSingletonValue: methodTable.define(method, in: value.className)
        case .integer, .float, .symbol: throw RubyError("TypeError", "can't define singleton")
        case let value:
            // Ruby can; this reader's strings, arrays and hashes are values without an identity to hang it on.
            throw RubyError("NotImplementedError", "podspec does not support singleton methods on a \(value.className)")
        }
    }

    /// The user-defined method a call of `name` on `receiver` reaches: the receiver's singleton methods,
    /// then its class's instance methods up the ancestors; with `includingPrivate` (a call without a
    /// receiver, or `respond_to?(name, true)`) also the private methods every object has.
    func userMethod(_ name: String, on receiver: RValue, includingPrivate: Bool) -> DefinedMethod? {
        // Most podspecs define no method: every call passes here, so that case costs no hashing.
        let found: DefinedMethod?
        switch receiver {
        case .spec(let spec): found = specUserMethod(name, of: spec)
        case .object(let object):
            found =
                object.singletonMethods[name] ?? extensionMethod(name, from: object.extendedModules)
                ?? (object.isMain ? nil : methodTable.instanceMethod(name, of: object.className, hierarchy: classes))
        case _ where !definesMethods: found = nil
        case .module(let module): found = methodTable.singletonMethod(name, of: module, hierarchy: classes)
        default: found = methodTable.instanceMethod(name, of: receiver.className, hierarchy: classes)
        }
        if let found { return found }
        return includingPrivate && definesMethods ? methodTable.objectMethod(name) : nil
    }

    /// `alias new old` / `alias_method :new, :old`: the user-defined method `old` of the class being
    /// defined (or the top level's) also answers to `new`. A core method keeps no second name here (the
    /// alias is ignored, so calling `new` raises NoMethodError).
    func aliasMethod(_ new: String, to old: String) {
        guard let method = methodTable.instanceMethod(old, of: definee, hierarchy: classes) else { return }
        var definition = method.definition
        definition.name = new
        methodTable.define(
            DefinedMethod(definition: definition, file: method.file, definee: method.definee), in: definee)
    }

    /// A spec's method its podspec defined: on the spec alone (`def s.helper`), in a module the spec was
    /// `extend`ed with, or on `Pod::Specification` reopened (`class Pod::Specification; def helper`).
    func specUserMethod(_ name: String, of spec: SpecObject) -> DefinedMethod? {
        // Most podspecs define no method: one look at the table answers them (it notes a spec's own methods too).
        guard definesMethods else { return nil }
        if let method = spec.singletonMethods[name] { return method }
        return extensionMethod(name, from: spec.extendedModules)
            ?? methodTable.instanceMethod(name, of: RValue.specClassName, hierarchy: classes)
    }

    /// The instance method `name` of the first of `modules` (an object's extensions) that has one.
    func extensionMethod(_ name: String, from modules: [String]) -> DefinedMethod? {
        for module in modules {
            if let method = methodTable.instanceMethod(name, of: module, hierarchy: classes) { return method }
        }
        return nil
    }

    /// Runs `method` with `receiver` as `self`.
    func invoke(_ method: DefinedMethod, on receiver: RValue, args: [RValue], block: BlockArgument?, at node: Node)
        throws -> RValue
    {
        let saved = (selfValue, definee)
        selfValue = receiver
        definee = method.definee
        defer { (selfValue, definee) = saved }
        return try invoke(method, args: args, block: block, at: node)
    }

    /// `respond_to?(name, include_all)`: a user-defined method (private ones only with `include_all`), or
    /// a core method this reader implements for the receiver's class.
    func responds(_ receiver: RValue, to name: String, includingPrivate: Bool) -> Bool {
        if userMethod(name, on: receiver, includingPrivate: includingPrivate) != nil { return true }
        return CoreMethods.responds(receiver, to: name)
    }

    /// How Ruby names `self` in NameError messages.
    var selfDescription: String {
        switch selfValue {
        case .object(let o) where o.isMain: "main:Object"
        default: describe(selfValue)
        }
    }

    /// How Ruby 3.1 describes a receiver in NoMethodError: `nil:NilClass`, `"x":String`, `Pod:Module`.
    func describe(_ v: RValue) -> String {
        switch v {
        case .module(let m): classes.describe(m)
        case .object(let o) where o.isMain: "main:Object"
        default: Interpreter.receiverDescription(v)
        }
    }
}

extension Interpreter {
    /// `super` / `super(args)` in the method running: the next method of its name along `self`'s lookup
    /// chain, with the same arguments when none are given; Object's and Exception's `initialize` when the
    /// chain ends there.
    func callSuper(_ given: [RValue]?, node: Node) throws -> RValue {
        guard let (method, passed, _) = runningMethods.last else {
            throw RubyError("RuntimeError", "super called outside of method")
        }
        let args = given ?? passed
        let name = method.definition.name
        let owner: String
        switch selfValue {
        case .object(let object) where !object.isMain: owner = object.className
        case let value: owner = value.className
        }
        if case .module(let module) = selfValue,
            let next = methodTable.superSingletonMethod(of: method, for: module, hierarchy: classes)
        {
            return try invoke(next, args: args, block: currentBlock, at: node)
        }
        if let next = methodTable.superMethod(of: method, for: owner, hierarchy: classes) {
            return try invoke(next, args: args, block: currentBlock, at: node)
        }
        if name == "initialize", case .object(let object) = selfValue {
            if classes.isException(object.className) {
                object.ivars["@message"] = args.first.map { .string(toS($0)) } ?? .string(object.className)
                return .nilValue
            }
            guard args.isEmpty else { throw RubyError.argumentCount(given: args.count, expected: "0") }
            return .nilValue
        }
        throw RubyError("NoMethodError", "super: no superclass method `\(name)' for \(describe(selfValue))")
    }
}
