import Foundation
import OrderedCollections
import PodspecModel

/// SARIF 2.1.0 for code-scanning upload: one run, the rules its results reference (catalogue
/// entries, in catalogue order; so a new check changes only the logs it reports in), and one result
/// per diagnostic with its location in the podspec.
public struct SARIFRenderer: LintRenderer {
    /// The version reported as the driver's.
    public var toolVersion: String
    /// The catalogue the listed rules come from.
    public var rules: [LintRule]

    public init(toolVersion: String, rules: [LintRule] = LintRule.all) {
        self.toolVersion = toolVersion
        self.rules = rules
    }

    public func render(_ podspecs: [LintedPodspec]) -> String {
        let referenced = Set(podspecs.flatMap { $0.results.diagnostics.compactMap(\.rule) })
        let listed = rules.filter { referenced.contains($0.identifier) }
        let results = podspecs.flatMap { podspec in
            podspec.results.diagnostics.map { result($0, in: podspec.file, listed: listed) }
        }
        return document(rules: listed, results: results, invocation: ["executionSuccessful": true])
    }

    /// A log with no results whose invocation failed, the error as a tool execution notification.
    public func renderFailure(_ message: String) -> String {
        document(
            rules: [], results: [],
            invocation: [
                "executionSuccessful": false,
                "toolExecutionNotifications": [["level": "error", "message": ["text": .string(message)]]],
            ])
    }

    private func document(rules: [LintRule], results: [PodValue], invocation: PodValue) -> String {
        let driver: PodValue = [
            "name": "podspec",
            "version": .string(toolVersion), "rules": .array(rules.map(rule)),
        ]
        let document: PodValue = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "invocations": [invocation], "results": .array(results)]],
        ]
        return ((try? RubyJSONWriter.prettyGenerate(document)) ?? RubyJSONWriter.dump(document)) + "\n"
    }

    /// A rule entry: the catalogue's messages, and for a full-validation rule what triggers it, its
    /// level when it has one, and tags saying it needs the full validation or is ours.
    func rule(_ rule: LintRule) -> PodValue {
        var entry: OrderedDictionary<PodValue, PodValue> = [
            "id": .string(rule.identifier), "name": .string(rule.identifier),
            "shortDescription": ["text": .string(rule.summary)],
            "fullDescription": ["text": .string(rule.messages.joined(separator: "\n"))],
        ]
        if let trigger = rule.trigger { entry["help"] = ["text": .string("Triggered by " + trigger + ".")] }
        if rule.severities.count == 1 {
            entry["defaultConfiguration"] = ["level": .string(SARIFRenderer.level(rule.severities[0]))]
        }
        let tags = (rule.fullValidationOnly ? ["full-validation"] : []) + (rule.ours ? ["ours"] : [])
        if !tags.isEmpty { entry["properties"] = ["tags": .array(tags.map(PodValue.string))] }
        return .hash(entry)
    }

    /// A result, with the index of its rule among the `listed` ones.
    func result(_ diagnostic: Diagnostic, in file: String, listed: [LintRule]) -> PodValue {
        var region: OrderedDictionary<PodValue, PodValue> = ["startLine": .integer(diagnostic.location?.line ?? 1)]
        if let column = diagnostic.location?.column { region["startColumn"] = .integer(column) }
        var result: OrderedDictionary<PodValue, PodValue> = ["ruleId": .string(diagnostic.rule ?? diagnostic.attribute)]
        if let index = listed.firstIndex(where: { $0.identifier == diagnostic.rule }) {
            result["ruleIndex"] = .integer(index)
        }
        result["level"] = .string(SARIFRenderer.level(diagnostic.severity))
        result["message"] = ["text": .string(diagnostic.message)]
        let artifact: PodValue = ["uri": .string(SARIFRenderer.uri(diagnostic.locatedFile(podspec: file)))]
        result["locations"] = [["physicalLocation": ["artifactLocation": artifact, "region": .hash(region)]]]
        var properties: OrderedDictionary<PodValue, PodValue> = [
            "attribute": .string(diagnostic.attribute), "platforms": .array(diagnostic.platforms.map(PodValue.string)),
            "publicOnly": .bool(diagnostic.publicOnly),
        ]
        if let subspec = diagnostic.subspec { properties["subspec"] = .string(subspec) }
        if diagnostic.file != nil { properties["podspec"] = .string(file) }
        result["properties"] = .hash(properties)
        return .hash(result)
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative path as a relative URI reference; an absolute one as a `file://` URI.
    static func uri(_ path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
