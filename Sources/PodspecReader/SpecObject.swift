import OrderedCollections
import PodspecModel
import RubySyntax

/// A specification being built by the evaluator (mutable, with a parent link).
///
/// The stored properties marked `@exclusivity(unchecked)` get no run-time exclusivity check (~150 instructions an
/// access, on every attribute written or read): no change to one runs code that could reach the spec again, each
/// being a value computed beforehand or a closure over the property's value alone. Keep it so.
final class SpecObject {
    @exclusivity(unchecked) var attributes: SpecAttributes {
        didSet { if let liveHash, !absorbing { liveHash.storage = SpecObject.rubyHash(attributes.dictionary).storage } }
    }
    /// The hash `attributes_hash` returned: Ruby's spec keeps its attributes in it, so a change made through
    /// it (`spec.attributes_hash['readme'] = …`, even after `Pod::Spec.new` returned) is the spec's.
    @exclusivity(unchecked) private(set) var liveHash: RHash?
    private var absorbing = false
    @exclusivity(unchecked) var children: [SpecObject] = []
    let kind: Specification.Kind
    weak var parent: SpecObject?
    /// Where each attribute was written; changed through `changeLocations`.
    private(set) var locations: SourceLocations
    @exclusivity(unchecked) var location: SourceLocation?
    /// Methods defined on this object alone (`def s.helper … end`).
    @exclusivity(unchecked) var singletonMethods: [String: DefinedMethod] = [:]
    /// The modules given to `s.extend`, the last first: their instance methods are the spec's.
    @exclusivity(unchecked) var extendedModules: [String] = []

    init(name: String?, kind: Specification.Kind, parent: SpecObject?) {
        self.kind = kind
        self.parent = parent
        // Room for the attributes a spec usually sets, without growing their order as they come.
        self.attributes = SpecAttributes(name: name, kind: kind, minimumCapacity: parent == nil ? 15 : 8)
        var locations = SourceLocations()
        locations.reserveCapacity(parent == nil ? 24 : 8)
        self.locations = locations
    }

    /// Runs `change` on the locations swapped out of the spec, then swaps them back: no access to the stored
    /// property spans the model's code that changes them, which lets the optimizer drop the run-time exclusivity
    /// checks each attribute write paid. Swapped rather than copied out, they are moved (no retain, no release)
    /// and stay uniquely referenced, so they change in place.
    func changeLocations(_ change: (inout SourceLocations) -> Void) {
        var taken = SourceLocations()
        swap(&taken, &locations)
        change(&taken)
        swap(&taken, &locations)
    }

    /// `name`: `Parent/Child` for subspecs.
    var fullName: String? { fullName(under: parent?.fullName) }

    /// `fullName`, the parent's full name (nil for a root) being `parentName`.
    func fullName(under parentName: String?) -> String? {
        guard let base = attributes[AttributeTable.name]?.stringValue else { return parentName }
        if let parentName { return parentName + "/" + base }
        return base
    }

    var root: SpecObject { parent?.root ?? self }

    /// `Specification#to_s`: `Name (version)`.
    var displayName: String {
        guard let name = fullName else { return "No-name" }
        if let v = root.attributes["version"]?.stringValue, !v.isEmpty { return "\(name) (\(v))" }
        return name
    }

    /// `attributes_hash`: the spec's attributes as one Ruby hash, shared from the first call on.
    func attributesHash() -> RHash {
        if let liveHash { return liveHash }
        let made = SpecObject.rubyHash(attributes.dictionary)
        liveHash = made
        return made
    }

    /// Takes in what code wrote through `attributes_hash` (checked by `convert`), for this spec and its children.
    func absorbAttributesHash(_ convert: (RValue) throws -> PodValue) rethrows {
        if let liveHash {
            absorbing = true
            defer { absorbing = false }
            var absorbed = SpecAttributes()
            for (key, value) in liveHash.pairs {
                guard case .string(let name) = key else { continue }
                absorbed[name] = try convert(value)
            }
            attributes = absorbed
        }
        for child in children { try child.absorbAttributesHash(convert) }
    }

    static func rubyHash(_ attributes: OrderedDictionary<String, PodValue>) -> RHash {
        guard
            case .hash(let hash) = RValue(
                .hash(
                    OrderedDictionary(
                        uniqueKeysWithValues: attributes.map {
                            (PodValue.string($0.key), $0.value)
                        })))
        else { return RHash() }
        return hash
    }

    func specification() -> Specification {
        var spec = Specification(
            kind: kind, attributes: attributes.dictionary, children: children.map { $0.specification() })
        spec.locations = locations
        spec.location = location
        return spec
    }
}
