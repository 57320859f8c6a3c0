/// Local variables of a method body or block; blocks see their enclosing scope.
///
/// A scope holds a few names (a block's `s`, a method's arguments): they are found by comparing names in a
/// list, which costs less than hashing them. A scope with many names (generated code) gets a table as well.
final class Scope {
    private var names: [String] = []
    private var values: [RValue] = []
    /// Where each name is in `names`, once there are more than `linearLimit` of them.
    private var table: [String: Int]? = nil
    let parent: Scope?

    /// How many names are looked up by comparison before a table is made.
    private static let linearLimit = 12

    init(parent: Scope? = nil) { self.parent = parent }

    /// Where `name` is in this scope (not its parents).
    @inline(__always) private func slot(of name: String) -> Int? {
        if let table { return table[name] }
        for i in names.indices where names[i] == name { return i }
        return nil
    }

    /// The scope (this one or an enclosing one) that has `name`, and where it is there.
    private func holder(of name: String) -> (scope: Scope, slot: Int)? {
        var scope = self
        while true {
            if let slot = scope.slot(of: name) { return (scope, slot) }
            guard let parent = scope.parent else { return nil }
            scope = parent
        }
    }

    func lookup(_ name: String) -> RValue? {
        holder(of: name).map { $0.scope.values[$0.slot] }
    }

    /// Sets `name` in this scope (a parameter, or a name the block or method has of its own).
    func define(_ name: String, _ value: RValue) {
        if let i = slot(of: name) {
            values[i] = value
            return
        }
        names.append(name)
        values.append(value)
        if table != nil {
            table?[name] = names.count - 1
        } else if names.count > Scope.linearLimit {
            table = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, $0.offset) })
        }
    }

    /// Assigns to the scope that already has the variable, else defines it here.
    func assign(_ name: String, _ value: RValue) {
        if let (scope, slot) = holder(of: name) {
            scope.values[slot] = value
        } else {
            define(name, value)
        }
    }
}
