import RubySyntax

/// Ruby's `Set` (set.rb, which CocoaPods loads): an insertion-ordered collection of unique elements, made
/// with `Set.new(enum)`, `Set[…]` or `to_set`. It keeps its elements as a Hash's keys, as set.rb does;
/// Enumerable methods answer Arrays, as in Ruby 3.1.
extension Interpreter {
    static let setClass = "Set"

    /// A Set of `items` (later duplicates dropped).
    static func makeSet(_ items: [RValue]) -> RValue {
        let object = RObject(className: setClass)
        object.ivars["hash"] = .hash(lookup(items))
        return .object(object)
    }

    /// A Set's elements, in insertion order (nil for any other value).
    static func setElements(_ value: RValue) -> [RValue]? {
        guard case .object(let object) = value, object.className == setClass,
            case .hash(let table)? = object.ivars["hash"]
        else { return nil }
        return table.pairs.map(\.key)
    }

    /// Ruby's `Set#inspect`: `#<Set: {1, 2}>`.
    static func inspectSet(_ items: [RValue]) -> String {
        "#<Set: {\(items.map { inspect($0) }.joined(separator: ", "))}>"
    }

    /// `Set.new(enum) { |x| … }` and `Set[a, b]`.
    func setClassMethod(_ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws -> RValue? {
        switch name {
        case "[]": return Interpreter.makeSet(args)
        case "new":
            guard args.count <= 1 else { throw RubyError.argumentCount(given: args.count, expected: "0..1") }
            var items = try args.first.map { $0.isNil ? [] : try setSource($0, at: node.range.start) } ?? []
            if block != nil { items = try items.map { try yieldBlock(block, [$0], node: node) } }
            return Interpreter.makeSet(items)
        default: return nil
        }
    }

    /// The elements `Set.new`, `|`, `&`, `-` and `merge` take from an enumerable argument.
    func setSource(_ value: RValue, at position: SourcePosition) throws -> [RValue] {
        if let items = Interpreter.setElements(value) { return items }
        switch value {
        case .array, .hash, .range: return try iterate(value, at: position)
        default: throw RubyError("ArgumentError", "value must be enumerable")
        }
    }

    /// `Set` methods; Enumerable ones run on the elements as an Array.
    func setMethod(_ object: RObject, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node)
        throws -> RValue?
    {
        guard case .hash(let table)? = object.ivars["hash"] else { return nil }
        let items = table.pairs.map(\.key)
        let position = node.range.start
        func other() throws -> [RValue] {
            guard let first = args.first else { throw RubyError.argumentCount(given: 0, expected: "1") }
            return try setSource(first, at: position)
        }
        func insert(_ values: [RValue]) throws -> RValue {
            if table.isFrozen {
                throw RubyError("FrozenError", "can't modify frozen Set: \(Interpreter.inspectSet(items))")
            }
            for value in values where table[value] == nil { table[value] = .bool(true) }
            return .object(object)
        }
        switch name {
        case "include?", "member?", "===": return .bool(table[args.first ?? .nilValue] != nil)
        case "<<", "add": return try insert(Array(args.prefix(1)))
        case "add?": return table[args.first ?? .nilValue] != nil ? .nilValue : try insert(Array(args.prefix(1)))
        case "merge": return try insert(try args.flatMap { try setSource($0, at: position) })
        case "delete":
            table[args.first ?? .nilValue] = nil
            return .object(object)
        case "size", "length": return .integer(items.count)
        case "empty?": return .bool(items.isEmpty)
        case "to_a": return .array(items)
        case "to_set": return .object(object)
        case "dup", "clone": return Interpreter.makeSet(items)
        case "each":
            for item in items { _ = try yieldBlock(block, [item], node: node) }
            return .object(object)
        case "|", "+", "union": return Interpreter.makeSet(items + (try other()))
        case "&", "intersection":
            let theirs = Interpreter.lookup(try other())
            return Interpreter.makeSet(items.filter { theirs[$0] != nil })
        case "-", "difference":
            let theirs = Interpreter.lookup(try other())
            return Interpreter.makeSet(items.filter { theirs[$0] == nil })
        case "subset?", "<=":
            let theirs = Interpreter.lookup(try other())
            return .bool(items.allSatisfy { theirs[$0] != nil })
        case "superset?", ">=":
            return .bool(try other().allSatisfy { table[$0] != nil })
        case "==":
            guard let theirs = args.first.flatMap(Interpreter.setElements) else { return .bool(false) }
            return .bool(theirs.count == items.count && theirs.allSatisfy { table[$0] != nil })
        case "inspect", "to_s": return .string(Interpreter.inspectSet(items))
        case "map", "collect", "flat_map", "select", "filter", "reject", "filter_map", "sort", "sort_by", "min",
            "max", "min_by", "max_by", "sum", "count", "find", "detect", "any?", "all?", "none?", "each_with_index",
            "each_with_object", "inject", "reduce", "group_by", "partition", "first", "join", "each_slice":
            return try arrayMethod(RArray(items), name, args, block, node: node)
        default: return nil
        }
    }

    /// `values` as a Hash's keys (a repeated value keeps its first place), for membership tests with Ruby's
    /// `eql?` and as a Set's table.
    private static func lookup(_ values: [RValue]) -> RHash {
        let table = RHash()
        for value in values where table[value] == nil { table[value] = .bool(true) }
        return table
    }
}
