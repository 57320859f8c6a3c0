import Foundation
import Testing
@testable import PodspecReader

/// The audit of Ruby's core library (`docs/ruby-core.md`) is kept equal to the code: the table in
/// `CoreMethods` lists exactly the `case` labels each dispatcher handles, the document is generated from it,
/// and each class method listed as refused is refused.
@Suite struct CoreMethodsAuditTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of the reader's sources.
    static let sources: [String] = {
        let folder = root.appendingPathComponent("Sources/PodspecReader")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("Interpreter") }.compactMap {
            try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
    }()

    /// The body of `func name(` in the sources, up to the next function or the end of its extension.
    static func body(of name: String) -> Substring? {
        for text in sources {
            guard let start = text.range(of: "func \(name)(") else { continue }
            let rest = text[start.upperBound...]
            let ends = ["\n    func ", "\n    static func ", "\n}\n"].compactMap { rest.range(of: $0)?.lowerBound }
            return rest[..<(ends.min() ?? rest.endIndex)]
        }
        return nil
    }

    /// The string labels of `case "a", "b":` clauses in `body` (a clause may span lines).
    static func caseLabels(in body: Substring) throws -> Set<String> {
        let clause = try NSRegularExpression(pattern: #"case\s+("[^"]*"(?:\s*,\s*"[^"]*")*)\s*(?:where|:)"#)
        let label = try NSRegularExpression(pattern: #""([^"]*)""#)
        let text = String(body)
        var labels: Set<String> = []
        for match in clause.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range(at: 1), in: text) else { continue }
            let list = String(text[range])
            for item in label.matches(in: list, range: NSRange(list.startIndex..., in: list)) {
                if let r = Range(item.range(at: 1), in: list) { labels.insert(String(list[r])) }
            }
        }
        return labels
    }

    @Test func eachRowListsExactlyWhatItsDispatcherHandles() throws {
        for row in CoreMethods.byClass {
            let dispatchers = row.dispatcher.split(separator: "+").map(String.init)
            var labels: Set<String> = []
            for dispatcher in dispatchers {
                let body = try #require(CoreMethodsAuditTests.body(of: dispatcher), "no func \(dispatcher)")
                labels.formUnion(try CoreMethodsAuditTests.caseLabels(in: body))
            }
            #expect(
                labels == Set(row.methods),
                "\(row.className): code has \(labels.subtracting(row.methods).sorted()), table has \(Set(row.methods).subtracting(labels).sorted())"
            )
        }
    }

    @Test func theDocumentIsGeneratedFromTheTable() throws {
        let expected = CoreMethods.auditMarkdown()
        let path = CoreMethodsAuditTests.root.appendingPathComponent("docs/ruby-core.md")
        let actual = try? String(contentsOf: path, encoding: .utf8)
        if actual != expected {
            try? expected.write(
                to: CoreMethodsAuditTests.root.appendingPathComponent(".build/ruby-core.md"), atomically: true,
                encoding: .utf8)
        }
        #expect(actual == expected, "docs/ruby-core.md differs: the expected text is in .build/ruby-core.md")
    }

    @Test(arguments: CoreMethods.refusedModuleFunctions.sorted())
    func refusedClassMethodsAreRefused(_ name: String) throws {
        let dot = try #require(name.lastIndex(of: "."))
        let receiver = name[..<dot]
        let method = name[name.index(after: dot)...]
        let call = method == "[]=" ? "\(receiver)['X'] = 'y'" : "\(receiver).\(method)('x', 'y')"
        let folder = ScratchFolder("audit")
        defer { withExtendedLifetime(folder) {} }
        let path = folder.file("Demo.podspec").path
        try "\(call)\n".write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try PodspecLoader.load(path: path)
            Issue.record("\(name) ran")
        } catch {
            #expect(error.isRefusal, "\(name): \(error.message)")
        }
    }
}
