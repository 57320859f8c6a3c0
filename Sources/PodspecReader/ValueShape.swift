/// Checks on the shape of nested arrays and hashes before something follows them all the way down
/// (`flatten`, `join`, JSON, the specification): a value that contains itself, nests too deeply, or
/// unfolds into too many elements (shared sub-arrays count each time they are reached) is an error,
/// not a stack overflow or an endless walk.
struct ValueShape {
    /// The arrays and hashes being visited, outermost first.
    private var open: [ObjectIdentifier] = []
    /// Elements visited so far.
    private var visits = 0

    /// What the walk found wrong.
    enum Problem: Error {
        case recursive
        case tooDeep(Int)
        case tooLarge
    }

    /// Throws the first problem in `value` (nesting deeper than `maximumDepth` is `tooDeep`).
    static func check(_ value: RValue, maximumDepth: Int = InterpreterLimits.maximumNesting) throws(Problem) {
        var walk = ValueShape()
        try walk.visit(value, maximumDepth: maximumDepth)
    }

    private mutating func visit(_ value: RValue, maximumDepth: Int) throws(Problem) {
        visits += 1
        if visits > InterpreterLimits.maximumElements { throw .tooLarge }
        let id: ObjectIdentifier
        switch value {
        case .array(let a): id = ObjectIdentifier(a)
        case .hash(let h): id = ObjectIdentifier(h)
        default: return
        }
        if open.contains(id) { throw .recursive }
        if open.count >= maximumDepth { throw .tooDeep(open.count + 1) }
        open.append(id)
        defer { open.removeLast() }
        switch value {
        case .array(let a): for item in a.items { try visit(item, maximumDepth: maximumDepth) }
        case .hash(let h):
            for pair in h.storage.values {
                try visit(pair.key, maximumDepth: maximumDepth)
                try visit(pair.value, maximumDepth: maximumDepth)
            }
        default: break
        }
    }

    /// `value` checked, each problem reported as `recursive` describes it (Ruby's wording where it has one).
    static func require(_ value: RValue, recursive: String) throws {
        do {
            try check(value)
        } catch .recursive {
            throw RubyError("ArgumentError", recursive)
        } catch .tooDeep(let depth) {
            throw RubyError(
                "SystemStackError",
                "nesting of \(depth) is too deep (more than \(InterpreterLimits.maximumNesting) levels)")
        } catch .tooLarge {
            throw RubyError(
                "NoMemoryError", "failed to allocate memory (more than \(InterpreterLimits.maximumElements) elements)")
        }
    }
}
