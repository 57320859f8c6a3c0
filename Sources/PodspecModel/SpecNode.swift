/// A specification seen in its tree: the spec plus its ancestors (root first), so that the
/// parent-relative readers of `Pod::Specification` (full name, root, inheritance) work on the
/// value-type model.
///
/// An immutable class: consumers and lint contexts pass nodes around, and a reference is copied with
/// one retain where the struct (a `Specification` and an Array) took several.
public final class SpecNode: Sendable {
    public let spec: Specification
    /// The parent chain, root first; empty for the root.
    public let ancestors: [Specification]

    /// The root of a tree.
    public init(root: Specification) {
        self.spec = root
        self.ancestors = []
    }

    init(spec: Specification, ancestors: [Specification]) {
        self.spec = spec
        self.ancestors = ancestors
    }

    /// `root?`
    public var isRoot: Bool { ancestors.isEmpty }

    /// The root specification (itself for a root).
    public var root: SpecNode { isRoot ? self : SpecNode(root: ancestors[0]) }

    /// The parent, nil for the root.
    public var parent: SpecNode? {
        guard let last = ancestors.last else { return nil }
        return SpecNode(spec: last, ancestors: Array(ancestors.dropLast()))
    }

    /// The direct children (subspecs, test specs and app specs), in declaration order.
    /// (The children share one ancestors array, made once: made per child, it cost two arrays and a copy of
    /// every ancestor's `Specification` each.)
    public var children: [SpecNode] {
        guard !spec.children.isEmpty else { return [] }
        var childAncestors: [Specification] = []
        childAncestors.reserveCapacity(ancestors.count + 1)
        childAncestors.append(contentsOf: ancestors)
        childAncestors.append(spec)
        return spec.children.map { SpecNode(spec: $0, ancestors: childAncestors) }
    }

    /// `recursive_subspecs`: every descendant, depth-first in declaration order.
    public var recursiveDescendants: [SpecNode] {
        var descendants: [SpecNode] = []
        appendDescendants(to: &descendants)
        return descendants
    }

    /// This node, then every descendant depth-first (`[self] + recursiveDescendants` made as one Array, where the
    /// sum made a second one).
    public var selfAndDescendants: [SpecNode] {
        var nodes = [self]
        appendDescendants(to: &nodes)
        return nodes
    }

    /// Appends every descendant, depth-first, to `descendants` (one array, where each level made its own).
    private func appendDescendants(to descendants: inout [SpecNode]) {
        for child in children {
            descendants.append(child)
            child.appendDescendants(to: &descendants)
        }
    }

    /// `name`: the base name for a root, `"#{parent.name}/#{base_name}"` for a child (Ruby
    /// interpolation: a nil part prints as an empty string). Nil only for a root without a name.
    public var name: String? {
        guard let parent else { return SpecNode.rootName(of: spec) }
        return "\(parent.name ?? "")/\((spec.nameValue ?? .null).rubyToS)"
    }

    /// `name` of the root spec `spec`, without making its node (which copied the spec in, then released it).
    public static func rootName(of spec: Specification) -> String? {
        let base = spec.nameValue ?? .null
        return base == .null ? nil : base.rubyToS
    }

    /// `library_specification?` / `test_specification?` / `app_specification?`
    public var kind: Specification.Kind { spec.kind }

    /// `Specification#to_s`: `"Name (version)"` with the root's raw version, `Name` without one,
    /// `No-name` without a name.
    /// - Throws: `NoMethodError` when the raw version is not a String (Ruby calls `empty?` on it).
    public func description() throws -> String {
        let raw = root.spec.attributes["version"] ?? .null
        let version: String
        switch raw {
        case .null: version = ""
        case .string(let s): version = s
        case .array(let a): version = a.isEmpty ? "" : PodValue.array(a).rubyInspect
        case .hash(let h): version = h.isEmpty ? "" : PodValue.hash(h).rubyInspect
        case .symbol(let s): version = s
        default: throw RubyErrors.noMethod("empty?", on: raw)
        }
        guard let name else { return "No-name" }
        return version.isEmpty ? name : "\(name) (\(version))"
    }

    /// `available_platforms` of this spec (own platforms, else the nearest ancestor's, else all five).
    /// - Throws: `ArgumentError` for a malformed deployment target.
    public func availablePlatforms() throws -> [Platform] {
        try spec.availablePlatforms(ancestors: ancestors)
    }
}

/// Ruby's exception messages for the few errors the readers reproduce (Ruby 3.1 wording).
public enum RubyErrors {
    /// ``undefined method `name' for <receiver>`` as `NoMethodError#message` prints it.
    public static func noMethod(_ name: String, on receiver: PodValue) -> ModelError {
        ModelError(.noMethodError, "undefined method `\(name)' for \(describe(receiver))")
    }

    /// `TypeError` ``no implicit conversion of X into Y``.
    public static func noImplicitConversion(_ value: PodValue, into target: String) -> ModelError {
        let source: String
        switch value {
        case .null: source = "nil"
        case .bool(let b): source = b ? "true" : "false"
        default: source = value.rubyClassName
        }
        return ModelError(.typeError, "no implicit conversion of \(source) into \(target)")
    }

    /// How NoMethodError names its receiver: `nil:NilClass`, `"x":String`, `1:Integer`.
    static func describe(_ value: PodValue) -> String {
        switch value {
        case .null: return "nil:NilClass"
        case .bool(let b): return b ? "true:TrueClass" : "false:FalseClass"
        default:
            let inspected = value.rubyInspect
            return inspected.count <= 65
                ? "\(inspected):\(value.rubyClassName)" : "an instance of \(value.rubyClassName)"
        }
    }
}
