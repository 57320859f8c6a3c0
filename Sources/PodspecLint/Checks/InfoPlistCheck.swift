import PodspecModel

/// L54: library subspecs cannot set `info_plist`.
struct InfoPlistCheck: AttributeHook {
    static let attribute = "info_plist"
    static let scope = HookScope.consumer
    static let ignoresUnsetContainer = true
    static let subspec = "Info.plist configuration is not currently supported for subspecs."

    static let examples = [
        LintExample(#"{"info_plist": {"A": "B"}}"#),
        LintExample(
            #"{"subspecs": [{"name": "Core", "source_files": "*.m", "info_plist": {"A": "B"}}]}"#,
            [.error("info_plist", subspec)]),
    ]

    static func validate(_ value: PodValue, _ context: LintContext) throws {
        guard !ConsumerHookSupport.isEmpty(value) else { return }
        if let node = context.consumer?.node, !node.isRoot, node.kind == .library {
            context.error("info_plist", Self.subspec)
        }
    }
}

/// Small Ruby helpers shared by the consumer hooks.
enum ConsumerHookSupport {
    /// `value.empty?` for Strings, Arrays and Hashes (other values raise in Ruby; treated as non-empty).
    static func isEmpty(_ value: PodValue) -> Bool {
        switch value {
        case .string(let s), .symbol(let s): s.isEmpty
        case .array(let a): a.isEmpty
        case .hash(let h): h.isEmpty
        default: false
        }
    }

    /// Array elements of a prepared container value (a non-Array is a single element).
    static func elements(_ value: PodValue) -> [PodValue] {
        if case .array(let a) = value { return a }
        return [value]
    }
}
