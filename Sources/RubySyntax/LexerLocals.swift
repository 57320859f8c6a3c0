/// The local variables a lexer knows of: those it was given, and the names it has seen assigned since. The
/// lexer asks only before the rare tokens whose meaning depends on it (`foo -1`, `foo [1]`, `foo /re/`), so an
/// assigned name is kept as its token value (no String hashed, no set made) until the first question.
struct LexerLocals {
    /// The locals known as Strings: those given, and those assigned up to the last question.
    private var known: ScopeLocals
    /// The first `inlineCapacity` names assigned since the last question, not yet in `known`, kept in the struct:
    /// a file assigns a few, and an array made for them cost an allocation, and a growth or two, per file.
    private var assigned = InlineArray<4, TokenValue<String>>(repeating: TokenValue(index: 0))
    /// The number of names assigned since the last question (those past `inlineCapacity` in `moreAssigned`).
    private var assignedCount = 0
    /// The names assigned since the last question past the first `inlineCapacity`.
    private var moreAssigned: [TokenValue<String>] = []

    /// How many assigned names `assigned` holds.
    static let inlineCapacity = 4

    init(_ known: ScopeLocals) {
        self.known = known
    }

    /// Records the assignment of `name`.
    mutating func insert(_ name: TokenValue<String>) {
        if assignedCount < LexerLocals.inlineCapacity {
            assigned[assignedCount] = name
        } else {
            moreAssigned.append(name)
        }
        assignedCount += 1
    }

    /// Whether `name` is a local: given, or assigned (spelled by `values`) before now.
    mutating func contains(_ name: String, spelledBy values: TokenValues) -> Bool {
        if assignedCount != 0 {
            for slot in 0..<min(assignedCount, LexerLocals.inlineCapacity) { known.insert(values[assigned[slot]]) }
            for value in moreAssigned { known.insert(values[value]) }
            moreAssigned.removeAll(keepingCapacity: true)
            assignedCount = 0
        }
        return known.contains(name)
    }
}
