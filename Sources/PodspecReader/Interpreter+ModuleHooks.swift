import RubySyntax

/// `extend` and `include` as Ruby runs them: the modules are added the last first (so the first given is
/// looked up first), and after each, its `extended` or `included` hook runs when it defines one
/// (`def self.extended(base)`).
extension Interpreter {
    /// `target.extend(M, …)`: M's instance methods become `target`'s singleton methods, then
    /// `M.extended(target)` runs.
    func extendObject(_ target: RValue, with modules: [RValue], node: Node) throws -> RValue {
        guard !modules.isEmpty else { throw RubyError.argumentCount(given: 0, expected: "1+") }
        for module in try moduleNames(modules).reversed() {
            switch target {
            case .spec(let spec):
                if !spec.extendedModules.contains(module) { spec.extendedModules.insert(module, at: 0) }
            case .object(let object):
                if !object.extendedModules.contains(module) { object.extendedModules.insert(module, at: 0) }
            case .module(let owner): methodTable.extend(owner, with: module)
            case let value:
                // Ruby can; this reader's other values have no identity to hang singleton methods on.
                throw RubyError("NotImplementedError", "podspec does not support extending a \(value.className)")
            }
            try runHook("extended", of: module, with: target, node: node)
        }
        return target
    }

    /// `include M, …` in `owner`'s body (or `owner.include(M)`): M's instance methods become `owner`'s,
    /// then `M.included(owner)` runs.
    func includeModules(_ modules: [RValue], in owner: String, node: Node) throws -> RValue {
        guard !modules.isEmpty else { throw RubyError.argumentCount(given: 0, expected: "1+") }
        for module in try moduleNames(modules).reversed() {
            methodTable.include(module, in: owner)
            try runHook("included", of: module, with: .module(owner), node: node)
        }
        return .module(owner)
    }

    /// The modules `extend`/`include` were given, or Ruby's TypeError for another value.
    private func moduleNames(_ values: [RValue]) throws -> [String] {
        try values.map { value in
            guard case .module(let name) = value else {
                throw RubyError("TypeError", "wrong argument type \(value.className) (expected Module)")
            }
            return name
        }
    }

    /// Runs `module`'s singleton method `hook` (`extended`, `included`) with `base`, when it defines one.
    private func runHook(_ hook: String, of module: String, with base: RValue, node: Node) throws {
        guard let method = methodTable.singletonMethod(hook, of: module, hierarchy: classes) else { return }
        _ = try invoke(method, on: .module(module), args: [base], block: nil, at: node)
    }
}
