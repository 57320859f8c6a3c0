import PodspecModel
import Testing

@testable import PodspecLint

/// `LintCollector.rootRead` of a subspec against `RootAccessors.read` of that subspec: a read that is the root's
/// on every spec (`version`) is kept by the root's reads, and gives what the subspec's read gives, failures too.
struct RootReadTests {
    @Test func subspecReadsOfRootValuesAreTheSubspecs() throws {
        for version in [#""1.2.0""#, #""v1.0""#, "null"] {
            let json = #"{"name": "R", "version": \#(version), "subspecs": [{"name": "S", "license": "MIT"}]}"#
            let root = SpecNode(root: try Specification.fromJSON(json, path: ""))
            let collector = LintCollector(root: root, file: nil)
            let node = root.children[0]
            let reads = SpecReads(node, parent: collector.rootReads)
            for name in ["version", "license", "name", "summary"] {
                let attribute = try #require(AttributeTable.attribute(named: name))
                let expected = Result { try RootAccessors.read(attribute, of: node, own: reads.declared) }
                // (Twice: the second read is the kept one.)
                for _ in 0..<2 {
                    let read = Result { try collector.rootRead(attribute, of: reads) }
                    switch (read, expected) {
                    case (.success(let value), .success(let wanted)): #expect(value == wanted, "\(name) \(version)")
                    case (.failure(let error), .failure(let wanted)):
                        #expect(Linter.rubyMessage(error) == Linter.rubyMessage(wanted), "\(name) \(version)")
                    default: Issue.record("\(name) \(version): \(read) against \(expected)")
                    }
                }
            }
        }
    }

    /// The reads `readsAsWritten` (not kept) give the value the spec writes, as written, for every such attribute,
    /// set or not, on the root and on a subspec; and no attribute a reader transforms is among them.
    @Test func readsAsWrittenAreTheWrittenValues() throws {
        let json =
            #"{"name": "R", "version": "1.0", "homepage": "https://example.org", "readme": ["é", 1],"#
            + #" "deprecated_in_favor_of": {"a": null}, "subspecs": [{"name": "S", "homepage": "h\u0301"}]}"#
        let root = SpecNode(root: try Specification.fromJSON(json, path: ""))
        let collector = LintCollector(root: root, file: nil)
        let subspecReads = SpecReads(root.children[0], parent: collector.rootReads)
        for reads in [collector.rootReads, subspecReads] {
            for attribute in AttributeTable.all where attribute.rootOnly && RootAccessors.readsAsWritten(attribute) {
                #expect(try collector.rootRead(attribute, of: reads) == reads.declared[attribute], "\(attribute.name)")
            }
        }
        for name in ["name", "version", "license", "authors", "source", "summary", "module_name", "swift_versions"] {
            #expect(!RootAccessors.readsAsWritten(try #require(AttributeTable.attribute(named: name))), "\(name)")
        }
    }

    /// `rootReadKeptValue` is false before a read and after a failed one, and true after one that gave a value (which a
    /// read again gives); a subspec's `version` is the one the root's read kept, its other reads its own.
    @Test func keptValuesAreTheSuccessfulReads() throws {
        for version in [#""1.2.0""#, #""v1.0""#] {
            let json = #"{"name": "R", "version": \#(version), "authors": "A", "subspecs": [{"name": "S"}]}"#
            let root = SpecNode(root: try Specification.fromJSON(json, path: ""))
            let collector = LintCollector(root: root, file: nil)
            let subspecReads = SpecReads(root.children[0], parent: collector.rootReads)
            for name in ["version", "authors", "summary"] {
                let attribute = try #require(AttributeTable.attribute(named: name))
                #expect(!collector.rootReadKeptValue(attribute, of: subspecReads), "\(name) \(version)")
                let read = Result { try collector.rootRead(attribute) }
                let kept = collector.rootReadKeptValue(attribute, of: subspecReads)
                switch read {
                case .success(let value):
                    #expect(collector.rootReadKeptValue(attribute), "\(name) \(version)")
                    // (Only `version` is the root's read on the subspec: its other reads are its own, not made yet.)
                    #expect(kept == (name == "version"), "\(name) \(version)")
                    if kept { #expect(try collector.rootRead(attribute, of: subspecReads) == value, "\(name)") }
                case .failure: #expect(!kept && !collector.rootReadKeptValue(attribute), "\(name) \(version)")
                }
            }
        }
    }

    /// The root hooks the linter skips for a root that does not write their attribute (those read as written) read
    /// nil there, so no hook would be called; the same attributes written are read, and not skipped.
    @Test func skippedRootHooksReadNil() throws {
        let skippable = LintCheckRegistry.quick.rootHooksReadAsWritten
        #expect(skippable.contains(try #require(AttributeTable.attribute(named: "social_media_url"))))
        for json in [#"{"name": "R"}"#, #"{"name": "R", "homepage": "https://example.org", "readme": null}"#] {
            let collector = LintCollector(root: SpecNode(root: try Specification.fromJSON(json, path: "")), file: nil)
            let skipped = collector.rootDeclared.undeclared(among: skippable)
            for attribute in skippable {
                let read = try collector.rootRead(attribute)
                #expect(skipped.contains(attribute) == !read.isTruthy, "\(attribute.name) \(json)")
            }
        }
    }
}

/// `authors` and `license` of a String make their one-entry Hash from its key and value: the Hash a literal makes,
/// which reads, compares and iterates as one.
struct RootAccessorsOneEntryHashTests {
    @Test func aStringReadsAsTheHashALiteralMakes() throws {
        let authors = try RootAccessors.authors("Jane")
        #expect(authors == .hash(["Jane": .null]))
        let license = try RootAccessors.license("MIT")
        #expect(license == .hash([.symbol("type"): "MIT"]))
        guard case .hash(var hash) = license else {
            Issue.record("\(license)")
            return
        }
        #expect(hash[.symbol("type")] == "MIT" && hash.keys.elements == [.symbol("type")])
        hash[.symbol("file")] = "LICENSE"
        #expect(hash.keys.elements == [.symbol("type"), .symbol("file")] && hash[.symbol("type")] == "MIT")
    }
}
