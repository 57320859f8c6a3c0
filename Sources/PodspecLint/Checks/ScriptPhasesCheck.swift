import PodspecModel

/// L41–L43: script phases use known options, have a name and a script, and a valid
/// execution position.
struct ScriptPhasesCheck: AttributeHook {
    static let attribute = "script_phases"
    static let scope = HookScope.consumer
    static let ignoresUnsetContainer = true
    static let allKeys = AttributeTable.scriptPhaseRequiredKeys + AttributeTable.scriptPhaseOptionalKeys

    static func unrecognized(_ keys: [String], _ name: String) -> String {
        "Unrecognized option(s) `\(keys.joined(separator: ", "))` in script phase `\(name)`. "
            + "Available options are `\(allKeys.joined(separator: ", "))`."
    }
    static func missing(_ keys: [String], _ name: String) -> String {
        "Missing required shell script phase options `\(keys.joined(separator: ", "))` in script phase `\(name)`."
    }
    static func invalidPosition(_ position: String, _ name: String) -> String {
        "Invalid execution position value `\(position)` in shell script `\(name)`. "
            + "Available options are `\(AttributeTable.executionPositionKeys.joined(separator: ", "))`."
    }

    static let examples = [
        LintExample(#"{"script_phases": {"name": "P", "script": "echo", "execution_position": "before_compile"}}"#),
        LintExample(
            #"{"script_phases": [{"name": "P", "script": "echo", "extra": 1}]}"#,
            [.error("script_phases", unrecognized(["extra"], "P"))]),
        LintExample(#"{"script_phases": {"name": "P"}}"#, [.error("script_phases", missing(["script"], "P"))]),
        LintExample(
            #"{"script_phases": {"name": "P", "script": "x", "execution_position": "later"}}"#,
            [.error("script_phases", invalidPosition("later", "P"))]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        for phase in ConsumerHookSupport.elements(value) {
            guard case .hash(let h) = phase else { continue }
            let keys = h.keys.map(\.rubyToS)
            let name = phase[symbol: "name"].rubyToS
            let unknown = keys.filter { !Self.allKeys.contains($0) }
            if !unknown.isEmpty { context.error("script_phases", Self.unrecognized(unknown, name)) }
            let missing = AttributeTable.scriptPhaseRequiredKeys.filter { !keys.contains($0) }
            if !missing.isEmpty { context.error("script_phases", Self.missing(missing, name)) }
            let position = phase[symbol: "execution_position"]
            let valid = AttributeTable.executionPositionKeys.contains { position == .symbol($0) }
            if !valid { context.error("script_phases", Self.invalidPosition(position.rubyToS, name)) }
        }
    }
}
