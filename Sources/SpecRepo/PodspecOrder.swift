import PodspecModel

/// Orders podspecs pushed together so that a pod comes after the pods it depends on (stable:
/// otherwise the order given). Cycles keep the given order.
enum PodspecOrder {
    /// `items` as (root name, root names depended on) pairs, sorted dependencies first.
    static func sorted<Item>(_ items: [(item: Item, name: String, dependencies: Set<String>)]) -> [Item] {
        var remaining = items
        var placed: Set<String> = []
        var result: [Item] = []
        let names = Set(items.map(\.name))
        while !remaining.isEmpty {
            let index =
                remaining.firstIndex { entry in
                    entry.dependencies.subtracting([entry.name]).intersection(names).isSubset(of: placed)
                } ?? 0
            let entry = remaining.remove(at: index)
            placed.insert(entry.name)
            result.append(entry.item)
        }
        return result
    }

    /// The root names of every dependency declared anywhere in `spec` (subspecs and platforms too).
    static func dependencyNames(of spec: Specification) -> Set<String> {
        var names: Set<String> = []
        func collect(_ attributes: [String: PodValue]) {
            if case .hash(let dependencies)? = attributes["dependencies"] {
                for key in dependencies.keys {
                    if let name = key.stringValue { names.insert(String(name.split(separator: "/").first ?? "")) }
                }
            }
        }
        func visit(_ spec: Specification) {
            collect(Dictionary(uniqueKeysWithValues: spec.attributes.map { ($0.key, $0.value) }))
            for platform in PlatformName.allCases {
                if case .hash(let scoped)? = spec.attributes[platform.rawValue] {
                    var platformAttributes: [String: PodValue] = [:]
                    for (key, value) in scoped { if let key = key.stringValue { platformAttributes[key] = value } }
                    collect(platformAttributes)
                }
            }
            spec.children.forEach(visit)
        }
        visit(spec)
        names.remove("")
        return names
    }
}
