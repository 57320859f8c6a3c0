import OrderedCollections

/// A podspec as CocoaPods holds it: the attributes hash exactly as written (keys in
/// first-assignment order, values in their written shapes) and the child specs.
///
/// A value type: parents are not stored; walk the tree from the root (see `SpecNode`)
/// when a spec's full name or inherited values are needed.
public struct Specification: Sendable, Hashable {
    /// What kind of spec this is: a library (root or subspec), a test spec or an app spec.
    public enum Kind: String, Sendable, Hashable {
        case library, test, app
    }

    /// CocoaPods' `attributes_hash`; top-level keys are strings (store normalisation).
    public var attributes: OrderedDictionary<String, PodValue>
    /// Subspecs, test specs and app specs in declaration order.
    public var children: [Specification]
    public var kind: Kind
    /// Where each attribute was written: key `"source_files"` or `"ios.frameworks"`.
    public var locations: SourceLocations
    /// Where the spec itself starts (`Pod::Spec.new`, `s.subspec`, or the JSON object).
    public var location: SourceLocation?

    public init(
        name: String? = nil, kind: Kind = .library,
        attributes: OrderedDictionary<String, PodValue>? = nil, children: [Specification] = []
    ) {
        self.attributes = attributes ?? Self.initialAttributes(name: name, kind: kind)
        self.children = children
        self.kind = kind
        self.locations = SourceLocations()
        self.location = nil
    }

    /// The attributes a new spec of `kind` starts with (see `writeInitialAttributes`).
    public static func initialAttributes(name: String?, kind: Kind) -> OrderedDictionary<String, PodValue> {
        var initial = OrderedDictionary<String, PodValue>(minimumCapacity: 2)
        writeInitialAttributes(name: name, kind: kind) { attribute, value in initial[attribute.name] = value }
        return initial
    }

    /// Gives `write` each attribute a new spec of `kind` starts with, in order, with its value: its name (nil
    /// when it has none), and a test spec's `test_type`.
    public static func writeInitialAttributes(name: String?, kind: Kind, _ write: (Attribute, PodValue) -> Void) {
        write(AttributeTable.name, name.map(PodValue.string) ?? .null)
        if kind == .test { write(AttributeTable.testType, .symbol("unit")) }
    }

    /// `base_name`: the spec's own name (for a subspec, without its parent's).
    public var baseName: String? { nameValue?.stringValue }

    /// The value written under `name`, nil when none. (A new spec's attributes start with its name, and JSON
    /// podspecs mostly write it first: when the first key is `name`, its value is taken without hashing the name.)
    public var nameValue: PodValue? {
        if attributes.keys.first == "name" { return attributes.values.elements.first }
        return attributes["name"]
    }

    /// The raw value written for `attribute`, top level (nil when absent).
    public subscript(attribute: String) -> PodValue? { attributes[attribute] }

    /// The raw value written for `attribute` under a platform (`s.ios.frameworks`).
    public func value(_ attribute: String, platform: PlatformName) -> PodValue? {
        attributes[platform.rawValue]?[attribute]
    }

    public var subspecs: [Specification] { children.filter { $0.kind == .library } }
    public var testSpecs: [Specification] { children.filter { $0.kind == .test } }
    public var appSpecs: [Specification] { children.filter { $0.kind == .app } }
}

/// A 1-based position in a podspec file.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
