/// Ours: the closing line of a `repo push` of several podspecs, naming the order they were added in
/// (dependencies first), e.g. `Pushed 2 specs to the `acme' repo in dependency order: Core (1.0), UI (1.0).`
enum PushSummary {
    static func text(_ specs: [PushedPodspec], repository: String, pushed: Bool) -> String {
        let order = specs.map { "\($0.name) (\($0.version))" }.joined(separator: ", ")
        let verb = pushed ? "Pushed" : "Committed (not pushed: --local-only)"
        return "\n\(verb) \(specs.count) specs to the `\(repository)' repo in dependency order: \(order).\n"
    }
}
