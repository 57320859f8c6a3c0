/// A set of local variable names, as the parser keeps a scope's and the lexer the file's. Nearly every identifier
/// is looked up, and a podspec's scope holds few names (often only the block's `s`): while there are at most
/// `listLimit`, they are kept in a list and compared one by one, which costs less than hashing the name asked
/// (or walking a `Set`'s buckets); past it a `Set` answers, so a scope with many names is not searched name by name.
/// Names are compared as Strings are (canonically equivalent spellings are one name), as a `Set<String>` would.
public struct ScopeLocals: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The names, each once, in the order they came.
    private(set) var names: [String] = []
    /// The names as a set, once there are more than `listLimit` (nil until then).
    private var lookup: Set<String>? = nil

    /// The most names searched one by one.
    static let listLimit = 8

    /// Room made at the first name: most scopes declare a few, and the list is not made again at each.
    static let initialCapacity = 8

    init() {}

    init(_ names: some Sequence<String>) {
        for name in names { insert(name) }
    }

    public init(arrayLiteral names: String...) {
        self.init(names)
    }

    var isEmpty: Bool { names.isEmpty }
    var count: Int { names.count }

    /// Whether `name` is one of the names.
    func contains(_ name: String) -> Bool {
        if let lookup { return lookup.contains(name) }
        for known in names where known == name { return true }
        return false
    }

    /// Adds `name` unless it is there.
    mutating func insert(_ name: String) {
        guard !contains(name) else { return }
        if names.isEmpty { names.reserveCapacity(ScopeLocals.initialCapacity) }
        names.append(name)
        if lookup != nil {
            lookup?.insert(name)
        } else if names.count > ScopeLocals.listLimit {
            lookup = Set(names)
        }
    }

    /// Removes the names added after the first `count`: the scope as it was when it held `count` names (names are
    /// only ever added, in order). A block's names end so, without the copy of the names that saving the scope
    /// and adding to it made.
    mutating func removeNames(after count: Int) {
        guard names.count > count else { return }
        if lookup != nil {
            for name in names[count...] { lookup?.remove(name) }
            if count <= ScopeLocals.listLimit { lookup = nil }
        }
        names.removeSubrange(count...)
    }

    /// Adds the names of `other` that are not here.
    mutating func formUnion(_ other: ScopeLocals) {
        for name in other.names { insert(name) }
    }

    /// Whether every name of `other` is here.
    func isSuperset(of other: ScopeLocals) -> Bool {
        other.names.allSatisfy(contains)
    }

    /// The same names, whatever their order.
    public static func == (lhs: ScopeLocals, rhs: ScopeLocals) -> Bool {
        lhs.count == rhs.count && lhs.isSuperset(of: rhs)
    }
}
