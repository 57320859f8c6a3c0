/// The local variables a lexer knows of: those it was given, and the names it has seen assigned since. The
/// lexer asks only before the rare tokens whose meaning depends on it (`foo -1`, `foo [1]`, `foo /re/`), so an
/// assigned name is kept as its token value (no String hashed, no set made) until the first question.
struct LexerLocals {
    /// The locals known as Strings: those given, and those assigned up to the last question.
    private var known: ScopeLocals
    /// The names assigned since the last question, not yet in `known`.
    private var assigned: [TokenValue<String>] = []

    init(_ known: ScopeLocals) {
        self.known = known
    }

    /// Records the assignment of `name`.
    mutating func insert(_ name: TokenValue<String>) {
        assigned.append(name)
    }

    /// Whether `name` is a local: given, or assigned (spelled by `values`) before now.
    mutating func contains(_ name: String, spelledBy values: TokenValues) -> Bool {
        if !assigned.isEmpty {
            for value in assigned { known.insert(values[value]) }
            assigned.removeAll(keepingCapacity: true)
        }
        return known.contains(name)
    }
}
