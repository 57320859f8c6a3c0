import RubySyntax

/// `catch(tag) { … }` and `throw tag, value`: a throw unwinds to the innermost running `catch` of its
/// tag, which returns the value; a throw no `catch` awaits raises UncaughtThrowError where it is.
extension Interpreter {
    func catchOrThrow(_ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws -> RValue {
        if name == "throw" {
            guard let tag = args.first else { throw RubyError.argumentCount(given: 0, expected: "1..2") }
            guard catchTags.contains(where: { Interpreter.sameTag($0, tag) }) else {
                throw RubyError("UncaughtThrowError", "uncaught throw \(Interpreter.inspect(tag))")
            }
            throw ControlFlow.thrown(tag: tag, value: args.count > 1 ? args[1] : .nilValue)
        }
        // Without a tag, a new object only this block's `throw` can name.
        let tag = args.first ?? .object(RObject(className: "Object"))
        catchTags.append(tag)
        defer { catchTags.removeLast() }
        do {
            return try yieldBlock(block, [tag], node: node)
        } catch ControlFlow.thrown(let thrown, let value) where Interpreter.sameTag(thrown, tag) {
            return value
        }
    }

    /// Whether a thrown tag is a catch's: the same object, or an equal immediate value (a Symbol, a number).
    static func sameTag(_ a: RValue, _ b: RValue) -> Bool {
        if case .object(let x) = a, case .object(let y) = b { return x === y }
        return equals(a, b)
    }
}
