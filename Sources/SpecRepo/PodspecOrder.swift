import PodspecModel

/// Orders podspecs pushed together so that a pod comes after the pods it depends on (stable:
/// otherwise the order given). Podspecs depending on each other in a cycle are refused.
enum PodspecOrder {
    /// `items` as (root name, root names depended on) pairs, sorted dependencies first.
    /// - Throws: `SpecRepoError` naming the cycle (`A -> B -> A`) when there is one.
    static func sorted<Item>(_ items: [(item: Item, name: String, dependencies: Set<String>)]) throws -> [Item] {
        var remaining = items
        var placed: Set<String> = []
        var result: [Item] = []
        let names = Set(items.map(\.name))
        func waitingFor(_ entry: (item: Item, name: String, dependencies: Set<String>)) -> Set<String> {
            entry.dependencies.subtracting([entry.name]).intersection(names).subtracting(placed)
        }
        while !remaining.isEmpty {
            guard let index = remaining.firstIndex(where: { waitingFor($0).isEmpty }) else {
                throw SpecRepoError(
                    "The podspecs depend on each other in a cycle: \(cycle(remaining.map { ($0.name, waitingFor($0)) })). "
                        + "Nothing was pushed; remove one of these dependencies, or push the pods separately.")
            }
            let entry = remaining.remove(at: index)
            placed.insert(entry.name)
            result.append(entry.item)
        }
        return result
    }

    /// One cycle among `waiting` (each still waits for another), as `A -> B -> A`.
    static func cycle(_ waiting: [(name: String, on: Set<String>)]) -> String {
        var path: [String] = []
        var current = waiting[0].name
        while !path.contains(current) {
            path.append(current)
            guard let next = waiting.first(where: { $0.name == current })?.on.sorted().first else { break }
            current = next
        }
        let start = path.firstIndex(of: current) ?? 0
        return (path[start...] + [current]).joined(separator: " -> ")
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
