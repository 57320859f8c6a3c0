import RubySyntax

/// `Module#instance_method` and the `UnboundMethod` it gives (its `name` and Ruby's `arity`).
extension Interpreter {
    /// The class of what `instance_method` returns.
    static let unboundMethodClass = "UnboundMethod"

    /// `M.instance_method(:name)`: the instance method `name` of M, or Ruby's NameError
    /// (``undefined method `x' for class `M'``).
    func instanceMethodObject(_ module: String, _ args: [RValue]) throws -> RValue {
        guard args.count == 1 else { throw RubyError.argumentCount(given: args.count, expected: "1") }
        let name: String
        switch args[0] {
        case .symbol(let given), .string(let given): name = given
        case let other: throw RubyError("TypeError", "\(Interpreter.inspect(other)) is not a symbol nor a string")
        }
        guard let arity = instanceMethodArity(name, of: module) else {
            let kind = classes.isModule(module) ? "module" : "class"
            throw RubyError("NameError", "undefined method `\(name)' for \(kind) `\(module)'")
        }
        let method = RObject(className: Interpreter.unboundMethodClass)
        method.ivars["@name"] = .symbol(name)
        method.ivars["@arity"] = .integer(arity)
        return .object(method)
    }

    /// The arity of `module`'s instance method `name`, nil when it has none: a method the code defined
    /// (its own or an ancestor's or an included module's), else a core method of the reader's. What
    /// `method_defined?` and `instance_method` both ask.
    func instanceMethodArity(_ name: String, of module: String) -> Int? {
        if let method = methodTable.instanceMethod(name, of: module, hierarchy: classes) {
            return Interpreter.arity(of: method.definition.parameters)
        }
        for ancestor in classes.ancestors(of: module) {
            if let arity = CoreMethods.arity(of: name, inClass: ancestor) { return arity }
        }
        // Every class (not a module) has Object's methods.
        let isClass = !classes.isModule(module)
        return isClass && CoreMethods.objectMethods.contains(name) ? CoreMethods.unknownArity : nil
    }

    /// Ruby's arity of a method with these parameters: the number of required ones, or -(required + 1)
    /// when it also takes optional ones, a rest, or only optional keywords; required keywords count as one
    /// more required parameter.
    static func arity(of parameters: [Parameter]) -> Int {
        var required = 0
        var optional = false
        var keywords = false
        var requiredKeywords = false
        for parameter in parameters {
            switch parameter.kind {
            case .required, .destructure: required += 1
            case .optional, .rest: optional = true
            case .keyword(let value):
                keywords = true
                if value == nil { requiredKeywords = true }
            case .keywordRest: keywords = true
            case .block: break
            }
        }
        if requiredKeywords { required += 1 } else if keywords { optional = true }
        return optional ? -(required + 1) : required
    }

    /// What an `UnboundMethod` answers: `name`, `arity`.
    func unboundMethodMethod(_ method: RObject, _ name: String) -> RValue? {
        switch name {
        case "name": method.ivars["@name"]
        case "arity": method.ivars["@arity"]
        default: nil
        }
    }
}
