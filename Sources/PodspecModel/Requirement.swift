/// `Pod::Requirement`: one or more version restrictions (`~> 1.0`, `>= 1.2, < 2`).
public struct Requirement: Sendable, Hashable, CustomStringConvertible {
    /// The operators CocoaPods accepts (`Gem::Requirement::OPS`).
    public enum Operator: String, Sendable, Hashable, CaseIterable {
        case equal = "="
        case notEqual = "!="
        case greater = ">"
        case less = "<"
        case greaterOrEqual = ">="
        case lessOrEqual = "<="
        case pessimistic = "~>"

        /// Whether `version` satisfies `self required`, with CocoaPods' mix of comparisons:
        /// `=`, `!=`, `>=`, `<=` by segments; `>`, `<` by `<=>` (raw-string fallback);
        /// `~>` as `v >= r && v.release < r.bump`.
        public func isSatisfied(by version: Version, required: Version) -> Bool {
            switch self {
            case .equal: version.isEqualBySegments(required)
            case .notEqual: !version.isEqualBySegments(required)
            case .greater: version.rubyCompare(required) > 0
            case .less: version.rubyCompare(required) < 0
            case .greaterOrEqual: version.compareSegments(required) >= 0
            case .lessOrEqual: version.compareSegments(required) <= 0
            case .pessimistic:
                version.compareSegments(required) >= 0 && version.release.rubyCompare(required.bump) < 0
            }
        }
    }

    /// One `[operator, version]` pair.
    public struct Constraint: Sendable, Hashable, CustomStringConvertible {
        public var op: Operator
        public var version: Version
        public init(_ op: Operator, _ version: Version) {
            self.op = op
            self.version = version
        }
        public var description: String { "\(op.rawValue) \(version.string)" }
    }

    /// The pairs, in the order given (duplicates removed).
    public let constraints: [Constraint]

    /// `Requirement.default`: `>= 0`.
    public static let `default` = Requirement(constraints: [Constraint(.greaterOrEqual, .zero)])

    public init(constraints: [Constraint]) {
        self.constraints = constraints.isEmpty ? Requirement.default.constraints : constraints
    }

    /// `Requirement.new(*strings)`: each string parsed; empty ⇒ `>= 0`.
    public init(_ strings: [String]) throws {
        try self.init(values: strings.map(PodValue.string))
    }

    /// `Requirement.new(*values)`: flattened, `nil`s removed, duplicates removed, each parsed
    /// (a `Pod::Version` means `= version`; anything else by its `to_s`).
    /// - Throws: `ArgumentError` ``Illformed requirement `"=> 1.0"` ``.
    public init(values: [PodValue]) throws {
        var constraints: [Constraint] = []
        try Requirement.forEachParsedValue(values) { constraints.append(try Requirement.parse($0)) }
        self.init(constraints: constraints)
    }

    /// Throws what `init(values: [value])` throws, without building the requirement (nor its versions).
    public static func validate(_ value: PodValue) throws {
        try forEachParsedValue(of: value) { try check($0) }
    }

    /// Calls `body` with each value `Requirement.new(*values)` parses, in order: flattened, `nil`s and
    /// duplicates removed.
    private static func forEachParsedValue(_ values: [PodValue], _ body: (PodValue) throws -> Void) rethrows {
        if values.count <= 1 {
            try forEachParsedValue(of: values.first ?? .null, body)
        } else {
            try forEachDistinctValue(values, body)
        }
    }

    /// `forEachParsedValue([value], body)`: most requirements are one value or none, as a dependency's `[]`
    /// or `["~> 1.0"]`, passed as is.
    private static func forEachParsedValue(of value: PodValue, _ body: (PodValue) throws -> Void) rethrows {
        var single = value
        if case .array(let items) = single, items.count <= 1 { single = items.first ?? .null }
        switch single {
        case .null: return
        case .array: try forEachDistinctValue([value], body)
        default: try body(single)
        }
    }

    /// Calls `body` with the values of `values`, flattened, in order, `nil`s and duplicates removed.
    private static func forEachDistinctValue(_ values: [PodValue], _ body: (PodValue) throws -> Void) rethrows {
        var flat: [PodValue] = []
        Requirement.flatten(values, into: &flat)
        // (A requirement has a value or two: looking each up in those kept beats hashing them.)
        var unique: [PodValue] = []
        for value in flat where !unique.contains(value) { unique.append(value) }
        for value in unique { try body(value) }
    }

    /// The values of `values` and of the Arrays in it (recursively), in order, `nil`s left out.
    private static func flatten(_ values: [PodValue], into flat: inout [PodValue]) {
        for value in values {
            if case .array(let items) = value {
                flatten(items, into: &flat)
            } else if value != .null {
                flat.append(value)
            }
        }
    }

    /// `Requirement.create(value)`: an Array or a Version ⇒ `new`; a String ⇒ `new([s])`;
    /// anything else (nil, Hash, Symbol, numbers) ⇒ the default requirement.
    public static func create(_ value: PodValue) throws -> Requirement {
        switch value {
        case .array, .version, .string: try Requirement(values: [value])
        default: .default
        }
    }

    /// `Requirement.parse`: `[operator, version]` from a string like `"~> 1.0"` (no operator ⇒ `=`).
    public static func parse(_ value: PodValue) throws -> Constraint {
        if case .version(let s) = value { return Constraint(.equal, Version(unchecked: s)) }
        return try withParts(of: value) { op, version in
            Constraint(op, Version(unchecked: String(decoding: version, as: UTF8.self)))
        }
    }

    /// Throws what `parse` throws, without building the constraint.
    static func check(_ value: PodValue) throws {
        if case .version = value { return }
        try withParts(of: value) { _, _ in }
    }

    /// `body`'s result for the operator and version bytes the text of `value` states.
    /// - Throws: `ArgumentError` ``Illformed requirement `…` `` when the text states none.
    private static func withParts<R>(of value: PodValue, _ body: (Operator, Slice<UnsafeBufferPointer<UInt8>>) -> R)
        throws -> R
    {
        var text = value.rubyToS
        return try text.withUTF8 { try parts(of: value, VersionGrammar.trimmingRubySpace($0), body) }
    }

    /// `body`'s result for the operator and version the text of `value` states, given its bytes with spaces trimmed.
    private static func parts<R>(
        of value: PodValue, _ trimmed: Slice<UnsafeBufferPointer<UInt8>>,
        _ body: (Operator, Slice<UnsafeBufferPointer<UInt8>>) -> R
    ) throws -> R {
        var slice = trimmed[...]
        // The first of `>=`, `<=`, `!=`, `~>`, `=`, `>`, `<` the text starts with (two-byte operators first).
        var op = Operator.equal
        var length = 0
        if let first = slice.first {
            let second = slice.dropFirst().first
            switch (first, second) {
            case (UInt8(ascii: ">"), UInt8(ascii: "=")): (op, length) = (.greaterOrEqual, 2)
            case (UInt8(ascii: "<"), UInt8(ascii: "=")): (op, length) = (.lessOrEqual, 2)
            case (UInt8(ascii: "!"), UInt8(ascii: "=")): (op, length) = (.notEqual, 2)
            case (UInt8(ascii: "~"), UInt8(ascii: ">")): (op, length) = (.pessimistic, 2)
            case (UInt8(ascii: "="), _): (op, length) = (.equal, 1)
            case (UInt8(ascii: ">"), _): (op, length) = (.greater, 1)
            case (UInt8(ascii: "<"), _): (op, length) = (.less, 1)
            default: break
            }
        }
        if length > 0 {
            slice = slice.dropFirst(length)
            while let f = slice.first, RubyText.isWhitespace(f) { slice = slice.dropFirst() }
        }
        guard VersionGrammar.matchesVersion(slice, repeated: false) else {
            throw ModelError.argument("Illformed requirement `\(value.rubyInspect)`")
        }
        return body(op, slice)
    }

    /// `satisfied_by?`: every constraint holds.
    public func isSatisfied(by version: Version) -> Bool {
        constraints.allSatisfy { $0.op.isSatisfied(by: version, required: $0.version) }
    }

    /// `as_list`: `"op version"` strings sorted as strings.
    public var asList: [String] {
        constraints.map(\.description).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// `to_s`: `asList` joined with `", "` (`"< 2.0, >= 1.0"`).
    public var description: String { asList.joined(separator: ", ") }

    /// `none?`: the requirement is `>= 0`.
    public var isNone: Bool { description == ">= 0" }

    /// Ruby's `==` (via `<=>` on `to_s`).
    public static func == (a: Requirement, b: Requirement) -> Bool { a.description == b.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
