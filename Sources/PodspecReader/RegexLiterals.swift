/// The values made for the `/…/` literals without `#{}` in one evaluation, by the offset where each literal
/// starts: a literal evaluated again (in a loop, or a `Find.find` block on every path it visits) gives the value it
/// gave before, without reading its options, taking `RegexCache`'s lock or boxing the value again (~600
/// instructions each time).
///
/// A short list searched in order rather than a table: most podspecs evaluate no literal more than once, and a
/// table's first use made its generic storage type at run time (~400,000 instructions for the process).
struct RegexLiterals {
    private struct Entry {
        let offset: Int
        let source: String
        let options: String
        let value: RValue
    }

    private var entries: [Entry] = []

    /// How many literals are remembered; the ones evaluated after are made each time, as before.
    static let capacity = 32

    /// The value made before for the literal at `offset` with `source` and `options`. The text is compared too:
    /// a file the podspec requires has literals of its own at the same offsets. A literal's text shares its
    /// storage from one evaluation to the next, which makes the comparison a single test.
    func value(at offset: Int, source: String, options: String) -> RValue? {
        for i in entries.indices
        where entries[i].offset == offset && entries[i].source == source && entries[i].options == options {
            return entries[i].value
        }
        return nil
    }

    /// Keeps `value`, made for the literal at `offset` with `source` and `options`, while there is room.
    mutating func remember(_ value: RValue, at offset: Int, source: String, options: String) {
        guard entries.count < RegexLiterals.capacity else { return }
        entries.append(Entry(offset: offset, source: source, options: options, value: value))
    }
}
