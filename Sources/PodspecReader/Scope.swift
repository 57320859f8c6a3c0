/// Local variables of a method body or block; blocks see their enclosing scope.
final class Scope {
    var variables: [String: RValue] = [:]
    let parent: Scope?

    init(parent: Scope? = nil) { self.parent = parent }

    func lookup(_ name: String) -> RValue? {
        if let v = variables[name] { return v }
        return parent?.lookup(name)
    }

    /// Assigns to the scope that already has the variable, else defines it here.
    func assign(_ name: String, _ value: RValue) {
        var scope: Scope? = self
        while let s = scope {
            if s.variables[name] != nil {
                s.variables[name] = value
                return
            }
            scope = s.parent
        }
        variables[name] = value
    }
}
