import OrderedCollections
import PodspecModel
import RubySyntax

/// A specification being built by the evaluator (mutable, with a parent link).
final class SpecObject {
    var attributes: OrderedDictionary<String, PodValue>
    var children: [SpecObject] = []
    let kind: Specification.Kind
    weak var parent: SpecObject?
    var locations: [String: SourceLocation] = [:]
    var location: SourceLocation?
    /// Methods defined on this object alone (`def s.helper … end`).
    var singletonMethods: [String: DefinedMethod] = [:]

    init(name: String?, kind: Specification.Kind, parent: SpecObject?) {
        self.kind = kind
        self.parent = parent
        self.attributes = Specification(name: name, kind: kind).attributes
    }

    /// `name`: `Parent/Child` for subspecs.
    var fullName: String? {
        guard let base = attributes["name"]?.stringValue else { return parent == nil ? nil : parent?.fullName }
        if let parentName = parent?.fullName { return parentName + "/" + base }
        return base
    }

    var root: SpecObject { parent?.root ?? self }

    /// `Specification#to_s`: `Name (version)`.
    var displayName: String {
        guard let name = fullName else { return "No-name" }
        if let v = root.attributes["version"]?.stringValue, !v.isEmpty { return "\(name) (\(v))" }
        return name
    }

    func specification() -> Specification {
        var spec = Specification(kind: kind, attributes: attributes, children: children.map { $0.specification() })
        spec.locations = locations
        spec.location = location
        return spec
    }
}
