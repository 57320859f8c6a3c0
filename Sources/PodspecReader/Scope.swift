import RubySyntax

/// Local variables of a method body or block; blocks see their enclosing scope.
///
/// A scope holds a few names (a block's `s`, a method's arguments): they are found by comparing names in a
/// list, which costs less than hashing them. A scope with many names (generated code) gets a table as well.
final class Scope {
    /// The names and their values, in one stored property: a look-up swaps it out once (see `withVariables`),
    /// not once per name compared.
    private var variables = Variables()
    let parent: Scope?

    init(parent: Scope? = nil) { self.parent = parent }

    func lookup(_ name: String) -> RValue? {
        // Swapped out while searched (see `withVariables`): a copy retained and released their list.
        if let value = withVariables({ $0.value(of: name) }) { return value }
        // Asked of the parent in turn (as deep as blocks nest in the source), which lends it: walking the chain
        // in a variable retained and released each scope on the way, the first one included.
        return parent?.lookup(name)
    }

    /// Sets `name` in this scope (a parameter, or a name the block or method has of its own).
    func define(_ name: String, _ value: RValue) {
        withVariables { $0.set(name, value) }
    }

    /// Sets each parameter's name to the value in the same place of `values`, nil past their end (a call's plain
    /// parameters), taking the variables out once for them all.
    func define(_ parameters: [Parameter], _ values: [RValue]) {
        withVariables { variables in
            for i in parameters.indices { variables.set(parameters[i].name, i < values.count ? values[i] : .nilValue) }
        }
    }

    /// Assigns to the scope that already has the variable, else defines it here.
    func assign(_ name: String, _ value: RValue) {
        var scope = self
        while true {
            if scope.withVariables({ $0.replace(name, value) }) { return }
            guard let parent = scope.parent else { break }
            scope = parent
        }
        define(name, value)
    }

    /// Forgets every variable, keeping the room they took (a scope reused for the next call of a block).
    func removeAll() {
        withVariables { $0.removeAll() }
    }

    /// Runs `body` on the variables swapped out of the scope, then swaps them back. Each access to `variables`
    /// is then a swap that spans no call, which lets the optimizer drop the run-time exclusivity checks on them
    /// (an access spanning a search or an append kept one on every look-up). Swapped rather than copied out, the
    /// list is moved, not retained and released, and stays uniquely referenced, so a change is made in place; the
    /// scope holds an empty list meanwhile.
    private func withVariables<Result>(_ body: (inout Variables) -> Result) -> Result {
        var taken = Variables()
        swap(&taken, &variables)
        defer { swap(&taken, &variables) }
        return body(&taken)
    }
}

/// The variables of one scope: each name beside its value (one array, one allocation for a scope's names and
/// values), and a table of where each name is once there are more than `linearLimit`.
private struct Variables {
    /// A name and its value, a struct rather than a tuple: an array of tuples is copied and freed through the
    /// runtime's generic tuple witnesses, which read the tuple's layout for every element.
    private struct Variable {
        let name: String
        var value: RValue
    }

    private var entries: [Variable] = []
    private var table: [String: Int]? = nil

    /// How many names are looked up by comparison before a table is made.
    private static let linearLimit = 12

    /// Where `name` is.
    @inline(__always) private func slot(of name: String) -> Int? {
        if let table { return table[name] }
        for i in entries.indices where entries[i].name == name { return i }
        return nil
    }

    func value(of name: String) -> RValue? {
        slot(of: name).map { entries[$0].value }
    }

    /// Sets `name` to `value` if it is here; false when it is not.
    mutating func replace(_ name: String, _ value: RValue) -> Bool {
        guard let i = slot(of: name) else { return false }
        entries[i].value = value
        return true
    }

    /// Forgets every name, keeping the list's room. One at a time: `removeAll(keepingCapacity:)` goes through a
    /// generic replacement of a range, and a scope holds a name or two.
    mutating func removeAll() {
        while !entries.isEmpty { entries.removeLast() }
        table = nil
    }

    /// Sets `name` to `value`, adding it when it is not here.
    mutating func set(_ name: String, _ value: RValue) {
        if replace(name, value) { return }
        entries.append(Variable(name: name, value: value))
        if table != nil {
            table?[name] = entries.count - 1
        } else if entries.count > Variables.linearLimit {
            table = Dictionary(uniqueKeysWithValues: entries.indices.map { (entries[$0].name, $0) })
        }
    }
}
