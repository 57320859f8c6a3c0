import Foundation
import OrderedCollections
import PodspecModel
import RubySyntax

/// A Ruby array (reference semantics, as in Ruby).
final class RArray {
    /// Not checked for exclusive access at run time (~150 instructions a read of an array): each change is one
    /// list operation on values computed beforehand (code run for an array's items, a block or a comparison, runs
    /// over a copy of them), so none spans evaluated code that could reach the array again. Keep it so.
    @exclusivity(unchecked) var items: [RValue]
    /// Set by `freeze` (what `frozen?` answers).
    var isFrozen = false
    init(_ items: [RValue]) { self.items = items }
    deinit { RValue.dismantle(&items) }
}

/// A Ruby hash (reference semantics, insertion-ordered).
final class RHash {
    /// A key as written with its value. A struct rather than a tuple: the runtime copied and freed an array of
    /// tuples (a hash's pairs) through its generic tuple witnesses, which read the tuple's layout for every element.
    struct Pair {
        var key: RValue
        var value: RValue
    }
    /// Each key's pair, by the key's `HashKey`.
    typealias Storage = OrderedDictionary<HashKey, Pair>
    /// Not checked for exclusive access at run time (~150 instructions a read of a hash): each change is one
    /// table operation on a key and value computed beforehand (code run for a hash's pairs runs over a copy of
    /// them, `pairs`), so none spans evaluated code that could reach the hash again. Keep it so.
    @exclusivity(unchecked) var storage: Storage
    var defaultValue: RValue = .nilValue
    /// The block given to `Hash.new { |hash, key| … }`: what reading a missing key with `[]` yields to.
    var defaultProc: BlockArgument?
    /// Set by `freeze` (what `frozen?` answers).
    var isFrozen = false
    init() { storage = [:] }
    /// A hash of the pairs in `storage` (made with `set(_:_:in:)` before the hash is).
    init(_ storage: Storage) { self.storage = storage }
    deinit {
        guard holdsContainer else { return }
        var values: [RValue] = []
        values.reserveCapacity(storage.count * 2)
        for pair in storage.values {
            values.append(pair.key)
            values.append(pair.value)
        }
        storage = [:]
        RValue.dismantle(&values)
    }

    /// Whether a key or a value is an array or a hash (what `deinit` takes apart one at a time). The pairs are
    /// read by index: iterating `storage.values` copied each pair first.
    private var holdsContainer: Bool {
        let pairs = storage.values.elements
        return pairs.indices.contains { pairs[$0].key.isContainer || pairs[$0].value.isContainer }
    }

    subscript(key: RValue) -> RValue? {
        get { storage[HashKey(key)]?.value }
        set {
            if let newValue { RHash.set(key, newValue, in: &storage) } else { storage[HashKey(key)] = nil }
        }
    }

    /// `hash[key] = value` on the pairs of a hash: a hash built in a local `Storage` and made at the end costs no
    /// run-time exclusivity check a pair, as each write to the stored property of a class does.
    static func set(_ key: RValue, _ value: RValue, in storage: inout Storage) {
        storage[HashKey(key)] = Pair(key: key, value: value)
    }
    var pairs: [(key: RValue, value: RValue)] { storage.values.map { ($0.key, $0.value) } }
}

/// A user-defined method or a block/lambda body with its captured scope.
final class RProc {
    let parameters: [Parameter]
    let body: [Node]
    let scope: Scope?
    let isLambda: Bool
    /// `self` where the block was written (a block runs with its creator's self).
    let selfValue: RValue?
    /// The block of the method the block was written in (what `yield` inside it calls).
    let outerBlock: BlockArgument?
    /// The scope of the last call, when nothing made in that call kept it (see `scopeForCall`). Each change moves
    /// a scope in or out and runs no evaluated code: no run-time exclusivity check.
    @exclusivity(unchecked) private var spareScope: Scope?
    init(
        parameters: [Parameter], body: [Node], scope: Scope?, isLambda: Bool, selfValue: RValue? = nil,
        outerBlock: BlockArgument? = nil
    ) {
        self.parameters = parameters
        self.body = body
        self.scope = scope
        self.isLambda = isLambda
        self.selfValue = selfValue
        self.outerBlock = outerBlock
    }

    /// A scope for a call: the last call's, emptied, or a new one. A block called for each element or path
    /// then allocates and frees no scope per call.
    func scopeForCall() -> Scope {
        guard let spare = spareScope.take() else { return Scope(parent: scope) }
        spare.removeAll()
        return spare
    }

    /// Keeps `scope`, done with, for the next call, unless something made in the call holds it (a block or lambda
    /// that outlives it). Emptied when taken again: a block called once (`Pod::Spec.new do |s|`) is not emptied
    /// for nothing.
    func keepForNextCall(_ scope: consuming Scope) {
        var scope = scope
        if isKnownUniquelyReferenced(&scope) { spareScope = scope }
    }
}

/// An instance of a class defined in the podspec (rare: helper objects).
final class RObject {
    let className: String
    var ivars: [String: RValue] = [:]
    /// Methods defined on this object alone (`def obj.name`, `def $global.name`).
    var singletonMethods: [String: DefinedMethod] = [:]
    /// The modules given to `extend`, the last first: their instance methods are this object's.
    var extendedModules: [String] = []
    /// Ruby's `main`: the `self` of a required file's top level.
    let isMain: Bool
    init(className: String, isMain: Bool = false) {
        self.className = className
        self.isMain = isMain
    }
}

/// A Ruby value during evaluation. A range (it holds values), a regex and match data are boxed: every other
/// payload is at most a string's two words, which keeps the value small (copied, moved and stored in arrays
/// and hashes all the time) and its copies a plain retain, not a walk over a tuple's layout.
enum RValue {
    case nilValue
    case bool(Bool)
    case integer(Int)
    case float(Double)
    case string(String)
    case symbol(String)
    case array(RArray)
    case hash(RHash)
    indirect case range(RValue, RValue, exclusive: Bool)
    indirect case regex(CompiledRegex, source: String)
    case spec(SpecObject)
    case platformProxy(SpecObject, PlatformName)
    /// A `Pod::Version` object.
    case version(String)
    /// A module or class reached by constant (`File`, `JSON`, `Pod::Spec`, user classes).
    case module(String)
    case proc(RProc)
    case object(RObject)
    /// A match's groups (0 is the whole match), when its pattern names them the names' group numbers, and
    /// the subject's text before and after the match (`pre_match`, `post_match`).
    indirect case matchData([String?], names: [String: Int] = [:], edges: (pre: String, post: String) = ("", ""))

    var isTruthy: Bool {
        switch self {
        case .nilValue, .bool(false): false
        default: true
        }
    }

    /// `nil`, `true` or `false`: the only instances of their classes.
    var isSingletonValue: Bool {
        switch self {
        case .nilValue, .bool: true
        default: false
        }
    }

    static func array(_ items: [RValue]) -> RValue { .array(RArray(items)) }

    /// The class of a spec (`Pod::Spec` is the same class).
    static let specClassName = "Pod::Specification"

    var className: String {
        switch self {
        case .nilValue: "NilClass"
        case .bool(let b): b ? "TrueClass" : "FalseClass"
        case .integer: "Integer"
        case .float: "Float"
        case .string: "String"
        case .symbol: "Symbol"
        case .array: "Array"
        case .hash: "Hash"
        case .range: "Range"
        case .regex: "Regexp"
        case .spec: RValue.specClassName
        case .platformProxy: "Pod::Specification::DSL::PlatformProxy"
        case .version: "Pod::Version"
        case .module: "Module"
        case .proc: "Proc"
        case .object(let o): o.className
        case .matchData: "MatchData"
        }
    }
}

/// A hashable view of a value for use as a hash key (Ruby `eql?` semantics for common keys).
struct HashKey: Hashable {
    /// Strings and symbols, nearly every key, are kept as they are (no text to build); any other value as the
    /// text `repr` gives it, which no string or symbol key equals.
    private enum Storage: Hashable {
        case string(String)
        case symbol(String)
        case other(String)
    }
    private let storage: Storage

    /// The key as text: `s:` and `y:` before a string's and a symbol's, `i:1`, `a:[s:x,i:1]`… (Ruby's `hash`
    /// of a value is this text's).
    var repr: String {
        switch storage {
        case .string(let s): "s:" + s
        case .symbol(let s): "y:" + s
        case .other(let text): text
        }
    }

    init(_ value: RValue) {
        var budget = InterpreterLimits.maximumElements
        self.init(value, depth: 0, budget: &budget)
    }

    /// Arrays nested deeper than `InterpreterLimits.maximumNesting` (or containing themselves), and elements
    /// past `InterpreterLimits.maximumElements`, key as `[...]`.
    private init(_ value: RValue, depth: Int, budget: inout Int) {
        budget -= 1
        switch value {
        case .string(let s): storage = .string(s)
        case .symbol(let s): storage = .symbol(s)
        case .integer(let i): storage = .other("i:\(i)")
        case .float(let d): storage = .other("f:\(d)")
        case .nilValue: storage = .other("n")
        case .bool(let b): storage = .other(b ? "t" : "F")
        case .version(let v): storage = .other("v:" + v)
        case .array(let a):
            guard depth < InterpreterLimits.maximumNesting, budget >= 0 else { storage = .other("a:[...]"); return }
            storage = .other(
                "a:[" + a.items.map { HashKey($0, depth: depth + 1, budget: &budget).repr }.joined(separator: ",")
                    + "]")
        case .module(let m): storage = .other("m:" + m)
        case .spec(let s): storage = .other("spec:\(ObjectIdentifier(s).hashValue)")
        default: storage = .other("o:" + value.className)
        }
    }
}

extension RValue {
    var isContainer: Bool {
        switch self {
        case .array, .hash: true
        default: false
        }
    }

    /// Releases `items` one container at a time: Swift frees nested objects recursively, and a 100,000-deep
    /// array (`a = [a]` in a loop) would overflow the stack. A container still referenced elsewhere is left whole.
    static func dismantle(_ items: inout [RValue]) {
        // By index: each element is looked at where it is, not copied out.
        guard items.indices.contains(where: { items[$0].isContainer }) else { return }
        var pending = items
        items = []
        while var value = pending.popLast() {
            if var inner = takeArray(&value), isKnownUniquelyReferenced(&inner) {
                pending.append(contentsOf: inner.items)
                inner.items = []
            } else if var inner = takeHash(&value), isKnownUniquelyReferenced(&inner) {
                for pair in inner.storage.values {
                    pending.append(pair.key)
                    pending.append(pair.value)
                }
                inner.storage = [:]
            }
        }
    }

    /// The array `value` holds, moved out of it (so the caller's reference can be the only one).
    private static func takeArray(_ value: inout RValue) -> RArray? {
        guard case .array(let array) = value else { return nil }
        value = .nilValue
        return array
    }

    private static func takeHash(_ value: inout RValue) -> RHash? {
        guard case .hash(let hash) = value else { return nil }
        value = .nilValue
        return hash
    }

    /// The stored form of a value (what `attributes_hash` keeps).
    func podValue(stringKeys: Bool) -> PodValue {
        switch self {
        case .nilValue: return .null
        case .bool(let b): return .bool(b)
        case .integer(let i): return .integer(i)
        case .float(let d): return .float(d)
        case .string(let s): return .string(s)
        case .symbol(let s): return .symbol(s)
        case .version(let v): return .version(v)
        case .array(let a): return .array(a.items.map { $0.podValue(stringKeys: false) })
        case .hash(let h): return .hash(RValue.storedHash(h, stringKeys: stringKeys))
        case .range(let a, let b, let excl):
            return .string(Interpreter.toS(a) + (excl ? "..." : "..") + Interpreter.toS(b))
        default:
            return .string(Interpreter.inspect(self))
        }
    }

    /// A runtime value from a stored one (reading attributes back inside the podspec).
    init(_ pod: PodValue) {
        switch pod {
        case .null: self = .nilValue
        case .bool(let b): self = .bool(b)
        case .integer(let i): self = .integer(i)
        case .float(let d): self = .float(d)
        case .string(let s): self = .string(s)
        case .symbol(let s): self = .symbol(s)
        case .version(let v): self = .version(v)
        case .array(let a): self = .array(a.map(RValue.init))
        case .hash(let h):
            var storage = RHash.Storage(minimumCapacity: h.count)
            for (k, v) in h { RHash.set(RValue(k), RValue(v), in: &storage) }
            self = .hash(RHash(storage))
        }
    }
}
