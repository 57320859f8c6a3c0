/// The rule catalogue as text: `podspec lint rules` prints it and `docs/rules.md` embeds the Markdown
/// form between `<!-- rules:begin -->` and `<!-- rules:end -->` (a test keeps them equal).
public enum LintRuleCatalogue {
    /// Markdown: one section per rule with its messages and examples (for a full-validation rule:
    /// its attributes, severities and what triggers it).
    public static func markdown(_ rules: [LintRule] = LintRule.all) -> String {
        var text = ""
        for rule in rules {
            text += "#### `\(rule.identifier)`\n\n"
            if let qualifiers = rule.qualifiers { text += "- \(qualifiers)\n" }
            if !rule.attributes.isEmpty {
                text += "- attribute: \(rule.attributes.map { code($0) }.joined(separator: ", "))"
                text += "; severity: \(rule.severities.map(\.rawValue).joined(separator: " or "))\n"
            }
            for message in rule.messages {
                text += "- reports: \(code(message))\n"
            }
            if let trigger = rule.trigger { text += "- triggered by: \(trigger)\n" }
            for example in rule.examples.filter(\.triggers) {
                text += "- triggered by: \(describe(example))\n"
            }
            for example in rule.examples.filter({ !$0.triggers }) {
                text += "- clean: \(describe(example))\n"
            }
            text += "\n"
        }
        return text
    }

    /// Plain text for the terminal: identifier (and its qualifiers), then its messages indented.
    public static func text(_ rules: [LintRule] = LintRule.all) -> String {
        rules.map { rule in
            ([rule.identifier + (rule.qualifiers.map { " (\($0))" } ?? "")]
                + rule.messages.map { "    " + ($0.split(separator: "\n").first.map(String.init) ?? $0) })
                .joined(separator: "\n") + "\n"
        }.joined()
    }

    /// An example's fragment, and its file name when it is not the default one.
    static func describe(_ example: LintExample) -> String {
        let fragment = code(abbreviated(example.fragment))
        return example.file == LintExample.defaultFile ? fragment : "\(fragment) in `\(example.file)`"
    }

    /// Markdown inline code that survives backticks inside (` `` text `` `).
    static func code(_ text: String) -> String {
        let flat = text.split(separator: "\n", omittingEmptySubsequences: true).joined(separator: " ")
        return flat.contains("`") ? "`` \(flat) ``" : "`\(flat)`"
    }

    /// Long example fragments shortened for reading (the full ones are the checks' tests).
    static func abbreviated(_ fragment: String) -> String {
        let flat = fragment.split(separator: "\n").map { $0.trimmingCharacters(in: " ") }.joined(separator: " ")
        return flat.count <= 120 ? flat : String(flat.prefix(117)) + "..."
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in character: Character) -> Substring {
        var slice = self
        while slice.first == character { slice.removeFirst() }
        while slice.last == character { slice.removeLast() }
        return slice
    }
}
