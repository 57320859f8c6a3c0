import OrderedCollections

/// A value as CocoaPods stores it in a specification's attributes hash: the Ruby
/// objects a podspec can produce, reduced to what survives into the model.
///
/// Hash keys are values too (Ruby distinguishes `"a"` from `:a`); insertion order is kept
/// because it is CocoaPods' JSON key order.
public enum PodValue: Hashable, Sendable {
    case string(String)
    case symbol(String)
    case integer(Int)
    case float(Double)
    case bool(Bool)
    case null
    case array([PodValue])
    case hash(OrderedDictionary<PodValue, PodValue>)
    /// A `Pod::Version` object (e.g. `:tag => s.version`); serialised as its string.
    case version(String)

    /// The string for `.string`, `.symbol` and `.version`; nil otherwise.
    public var stringValue: String? {
        switch self {
        case .string(let s), .symbol(let s), .version(let s): s
        default: nil
        }
    }

    public var arrayValue: [PodValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    public var hashValue_: OrderedDictionary<PodValue, PodValue>? {
        if case .hash(let h) = self { return h }
        return nil
    }

    /// Whether the value is `nil` (a pattern match: `== .null` called the derived equality, which compares the whole
    /// value).
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Ruby truthiness: everything but `nil` and `false` is true.
    public var isTruthy: Bool { rubyClass.isTruthy }

    /// Looks a key up in a hash the way CocoaPods' readers do after symbolising keys:
    /// a string key and a symbol key of the same name are the same.
    public subscript(key: String) -> PodValue? {
        guard case .hash(let h) = self else { return nil }
        return h[.string(key)] ?? h[.symbol(key)]
    }

    /// Ruby's `to_s` of the value (`nil.to_s == ""`, arrays and hashes as `inspect`).
    public var rubyToS: String {
        switch self {
        case .string(let s), .symbol(let s), .version(let s): s
        case .null: ""
        default: rubyInspect
        }
    }

    /// Ruby's `inspect` of the value (Ruby 3.1 syntax: `{:a=>"b"}`).
    public var rubyInspect: String {
        switch self {
        case .string(let s): RubyText.inspect(s)
        case .symbol(let s): ":" + (RubyText.isPlainSymbol(s) ? s : RubyText.inspect(s))
        case .integer(let i): String(i)
        case .float(let d): RubyText.formatFloat(d)
        case .bool(let b): b ? "true" : "false"
        case .null: "nil"
        case .array(let a): "[" + a.map(\.rubyInspect).joined(separator: ", ") + "]"
        case .hash(let h):
            h.isEmpty
                ? "{}" : "{" + h.map { "\($0.key.rubyInspect)=>\($0.value.rubyInspect)" }.joined(separator: ", ") + "}"
        case .version(let s): "#<Pod::Version version=\(s)>"
        }
    }
}

extension PodValue: ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: PodValue...) { self = .array(elements) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .float(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(dictionaryLiteral elements: (PodValue, PodValue)...) {
        var h = OrderedDictionary<PodValue, PodValue>()
        for (k, v) in elements { h[k] = v }
        self = .hash(h)
    }
}
