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
        if isPlainlyFine(value, maximumDepth: maximumDepth) { return }
        try walk(value, maximumDepth: maximumDepth)
    }

    /// `check` by following every container: right for any value, the reference of `isPlainlyFine`.
    static func walk(_ value: RValue, maximumDepth: Int) throws(Problem) {
        var walk = ValueShape()
        try walk.visit(value, maximumDepth: maximumDepth)
    }

    /// Whether `value` is a scalar, or an array or hash of few enough scalars: the common case, which has none
    /// of the problems and is answered without the walk (and its list of open containers).
    static func isPlainlyFine(_ value: RValue, maximumDepth: Int) -> Bool {
        switch value {
        case .array(let a):
            return maximumDepth >= 1 && a.items.count < InterpreterLimits.maximumElements
                && !a.items.contains(where: \.isContainer)
        case .hash(let h):
            return maximumDepth >= 1 && 2 * h.storage.count < InterpreterLimits.maximumElements
                && !h.storage.values.contains(where: { $0.key.isContainer || $0.value.isContainer })
        default:
            return InterpreterLimits.maximumElements >= 1
        }
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
