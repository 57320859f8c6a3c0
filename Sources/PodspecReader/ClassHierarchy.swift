/// Which class inherits from which: Ruby 3.1's exception classes, the ones cocoapods-core defines, and
/// the classes a podspec or a file it requires defines (`class MyError < StandardError`). `rescue`,
/// `is_a?` and method lookup ask it.
struct ClassHierarchy {
    /// Ruby 3.1's built-in exception tree, plus cocoapods-core's (`standard_error.rb`) and the parsers'
    /// errors podspecs rescue (`JSON::ParserError`, `Psych::SyntaxError`).
    static let builtinSuperclasses: [String: String] = [
        "NoMemoryError": "Exception", "ScriptError": "Exception", "LoadError": "ScriptError",
        "NotImplementedError": "ScriptError", "SyntaxError": "ScriptError", "SecurityError": "Exception",
        "SignalException": "Exception", "Interrupt": "SignalException", "SystemExit": "Exception",
        "SystemStackError": "Exception", "StandardError": "Exception",
        "ArgumentError": "StandardError", "UncaughtThrowError": "ArgumentError", "EncodingError": "StandardError",
        "FiberError": "StandardError", "IOError": "StandardError", "EOFError": "IOError",
        "IndexError": "StandardError", "KeyError": "IndexError", "StopIteration": "IndexError",
        "ClosedQueueError": "StopIteration", "LocalJumpError": "StandardError", "NameError": "StandardError",
        "NoMethodError": "NameError", "RangeError": "StandardError", "FloatDomainError": "RangeError",
        "RegexpError": "StandardError", "RuntimeError": "StandardError", "FrozenError": "RuntimeError",
        "SystemCallError": "StandardError", "ThreadError": "StandardError", "TypeError": "StandardError",
        "ZeroDivisionError": "StandardError", "Math::DomainError": "StandardError",
        "Gem::Requirement::BadRequirementError": "ArgumentError",
        "JSON::JSONError": "StandardError", "JSON::ParserError": "JSON::JSONError",
        "Psych::Exception": "RuntimeError", "Psych::SyntaxError": "Psych::Exception",
        "Pod::PlainInformative": "StandardError", "Pod::Informative": "Pod::PlainInformative",
        "Pod::DSLError": "Pod::Informative", "Pod::StandardError": "StandardError",
    ]

    /// Classes the evaluated code defined, with their superclass (`Object` when none was given).
    var definedSuperclasses: [String: String] = [:]
    /// Modules the evaluated code defined (`module Helpers`).
    var definedModules: Set<String> = []

    /// How Ruby names a class or module in messages: `Pod:Module`, `Helpers:Module`, `Foo:Class`.
    func describe(_ name: String) -> String {
        "\(name):\(isModule(name) ? "Module" : "Class")"
    }

    /// Whether `name` is a module (not a class): built-in ones, and those the code defined.
    func isModule(_ name: String) -> Bool {
        name == "Pod" || definedModules.contains(name)
            || [
                "Kernel", "Comparable", "Enumerable", "JSON", "YAML", "Psych", "Math", "FileUtils", "Find",
                "Process", "Gem", "Shellwords",
            ].contains(name)
    }

    /// The superclass of `name`: `Errno::X` classes are `SystemCallError`s; unknown classes are `Object`s.
    func superclass(of name: String) -> String? {
        if name == "Object" || name == "BasicObject" { return name == "Object" ? "BasicObject" : nil }
        if let defined = definedSuperclasses[name] { return defined }
        if let builtin = ClassHierarchy.builtinSuperclasses[name] { return builtin }
        if name.hasPrefix("Errno::") { return "SystemCallError" }
        return name == "Exception" ? "Object" : nil
    }

    /// `name` and its ancestors, nearest first (bounded, so a cycle written in code cannot hang).
    func ancestors(of name: String) -> [String] {
        var chain = [name]
        var current = name
        while let next = superclass(of: current), !chain.contains(next), chain.count < 64 {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Whether `name` is `other` or inherits from it (`NoMethodError` ≤ `NameError` ≤ `StandardError`).
    func isKind(_ name: String, of other: String) -> Bool {
        ancestors(of: name).contains(other)
    }

    /// Whether `name` is an exception class (so `raise name, message` raises it).
    func isException(_ name: String) -> Bool {
        isKind(name, of: "Exception")
    }

    /// The full name a constant of the `Pod` namespace resolves to when it is one of these classes.
    static func podClass(_ name: String) -> String? {
        let full = "Pod::" + name
        return builtinSuperclasses[full] != nil ? full : nil
    }
}
