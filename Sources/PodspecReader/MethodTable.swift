/// The methods evaluated code defined with `def`, where Ruby keeps them:
/// - instance methods by owner: a class or module's name, `Pod` for a podspec's top level (CocoaPods
///   evaluates podspecs inside `module Pod`, so `def` there defines `Pod#name`, which `self`, the `Pod`
///   module itself, does not respond to), and `Object` for a required file's top level (private methods
///   every object has, as Ruby's `main` defines them);
/// - singleton methods by module name (`def self.name` in a class body, `def Mod.name`);
/// - modules a module extends (`extend self`, `extend Helpers`) and modules a class includes;
/// - owners in `module_function` mode, whose new methods are singleton methods too.
/// Singleton methods of objects live on the object (`RObject`, `SpecObject`).
struct MethodTable {
    private(set) var instanceMethods: [String: [String: DefinedMethod]] = [:]
    private(set) var singletonMethods: [String: [String: DefinedMethod]] = [:]
    private(set) var included: [String: [String]] = [:]
    private(set) var extended: [String: [String]] = [:]
    private var moduleFunctionOwners: Set<String> = []
    /// Every method name defined anywhere (on a spec alone too): a call of any other name is answered without
    /// walking ancestors (every call on every value asks once a podspec defines a method).
    private var definedNames: Set<String> = []

    /// Whether no method was defined yet.
    var isEmpty: Bool { definedNames.isEmpty }

    /// The owner of a required file's top-level methods.
    static let object = "Object"

    mutating func define(_ method: DefinedMethod, in owner: String) {
        definedNames.insert(method.definition.name)
        instanceMethods[owner, default: [:]][method.definition.name] = method
        if moduleFunctionOwners.contains(owner) { defineSingleton(method, on: owner) }
    }

    /// Notes `name` as defined by a method kept outside the table (`def spec.name`), so `isEmpty` answers for it.
    mutating func noteDefinedElsewhere(_ name: String) {
        definedNames.insert(name)
    }

    mutating func defineSingleton(_ method: DefinedMethod, on module: String) {
        definedNames.insert(method.definition.name)
        singletonMethods[module, default: [:]][method.definition.name] = method
    }

    /// `include M` in `owner`'s body.
    mutating func include(_ module: String, in owner: String) {
        if !(included[owner]?.contains(module) ?? false) { included[owner, default: []].insert(module, at: 0) }
    }

    /// `extend M` in `owner`'s body: M's instance methods become `owner`'s singleton methods.
    mutating func extend(_ owner: String, with module: String) {
        if !(extended[owner]?.contains(module) ?? false) { extended[owner, default: []].insert(module, at: 0) }
    }

    /// `module_function` with no names: the methods defined after it are singleton methods too.
    mutating func startModuleFunctions(in owner: String) {
        moduleFunctionOwners.insert(owner)
    }

    /// `module_function :a, :b`: copies those instance methods to the singleton.
    mutating func makeModuleFunctions(_ names: [String], in owner: String) {
        for name in names {
            if let method = instanceMethods[owner]?[name] { defineSingleton(method, on: owner) }
        }
    }

    /// Where Ruby looks for an instance method of `owner`: each ancestor, then the modules it includes.
    func lookupChain(of owner: String, hierarchy: ClassHierarchy) -> [String] {
        hierarchy.ancestors(of: owner).flatMap { [$0] + (included[$0] ?? []) }
    }

    /// The instance method `name` of `owner` or its ancestors (with included modules), in Ruby's order.
    func instanceMethod(_ name: String, of owner: String, hierarchy: ClassHierarchy) -> DefinedMethod? {
        guard definedNames.contains(name) else { return nil }
        for candidate in lookupChain(of: owner, hierarchy: hierarchy) {
            if let method = instanceMethods[candidate]?[name] { return method }
        }
        return nil
    }

    /// What `super` inside `method` reaches for an instance of `owner`: the next method of the same name
    /// after the one running, along the lookup chain.
    func superMethod(of method: DefinedMethod, for owner: String, hierarchy: ClassHierarchy) -> DefinedMethod? {
        let name = method.definition.name
        var passed = false
        for candidate in lookupChain(of: owner, hierarchy: hierarchy) {
            guard let found = instanceMethods[candidate]?[name] else { continue }
            if passed { return found }
            passed = found.isSame(as: method)
        }
        return nil
    }

    /// The singleton method `name` of module `module`: its own, its extensions', then (for a class) its
    /// superclass's.
    func singletonMethod(_ name: String, of module: String, hierarchy: ClassHierarchy) -> DefinedMethod? {
        guard definedNames.contains(name) else { return nil }
        for ancestor in hierarchy.ancestors(of: module) {
            if let method = singletonMethods[ancestor]?[name] { return method }
            for module in extended[ancestor] ?? [] {
                if let method = instanceMethod(name, of: module, hierarchy: hierarchy) { return method }
            }
        }
        return nil
    }

    /// What `super` inside the singleton method `method` of `module` reaches: the next singleton method of
    /// the same name after it, along the ancestors (and their extensions).
    func superSingletonMethod(of method: DefinedMethod, for module: String, hierarchy: ClassHierarchy)
        -> DefinedMethod?
    {
        let name = method.definition.name
        var passed = false
        for ancestor in hierarchy.ancestors(of: module) {
            let candidates =
                [singletonMethods[ancestor]?[name]]
                + (extended[ancestor] ?? []).map { instanceMethod(name, of: $0, hierarchy: hierarchy) }
            for case let found? in candidates {
                if passed { return found }
                passed = found.isSame(as: method)
            }
        }
        return nil
    }

    /// `to` gets `from`'s methods and modules (an anonymous class or module named by a constant).
    mutating func copyMethods(from: String, to: String) {
        if let methods = instanceMethods[from] { instanceMethods[to, default: [:]].merge(methods) { _, new in new } }
        if let methods = singletonMethods[from] { singletonMethods[to, default: [:]].merge(methods) { _, new in new } }
        if let modules = included[from] { included[to] = modules }
        if let modules = extended[from] { extended[to] = modules }
    }

    /// A private method every object has (`def` at a required file's top level).
    func objectMethod(_ name: String) -> DefinedMethod? {
        instanceMethods[MethodTable.object]?[name]
    }

    /// Whether a class or module of this name was given methods.
    func hasOwner(_ name: String) -> Bool {
        instanceMethods[name] != nil || singletonMethods[name] != nil
    }
}
