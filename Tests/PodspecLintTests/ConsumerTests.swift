import OrderedCollections
@testable import PodspecModel
import Testing

@testable import PodspecLint

/// Consumer value resolution (§1.6 verified examples).
struct ConsumerTests {
    static func consumer(_ json: String, path: [Int], platform: String) throws -> Consumer {
        var node = SpecNode(root: try Specification.fromJSON(json, path: ""))
        for index in path { node = node.children[index] }
        return Consumer(node: node, platformName: platform)
    }

    @Test func inheritsAndMergesPlatformValues() throws {
        let json =
            #"{"name": "R", "frameworks": "A", "ios": {"frameworks": "IOSA"}, "subspecs": [{"name": "S", "frameworks": "B"}]}"#
        let consumer = try Self.consumer(json, path: [0], platform: "ios")
        #expect(try consumer.read("frameworks") == ["A", "IOSA", "B"])
        #expect(try Self.consumer(json, path: [0], platform: "osx").read("frameworks") == ["A", "B"])
    }

    /// The consumers of one spec share the reads that do not depend on the platform; those a platform
    /// Hash (the spec's or an inherited one's) writes stay the platform's own, whichever consumer reads first.
    @Test func consumersOfOneSpecShareOnlyPlatformIndependentReads() throws {
        let json = #"""
            {"name": "R", "frameworks": "A", "xcconfig": {"X": "1"}, "ios": {"frameworks": "IOSA", "xcconfig": {"X": "2"}},
             "dependencies": {"D": []}, "osx": {"dependencies": {"E": ["~> 1.0"]}},
             "subspecs": [{"name": "S", "frameworks": "B", "pod_target_xcconfig": {"Y": "3"}}]}
            """#
        let root = SpecNode(root: try Specification.fromJSON(json, path: ""))
        for node in [root, root.children[0]] {
            let shared = SpecReads(node)
            let consumers = ["osx", "ios", "tvos"].map { Consumer(platformName: $0, of: shared) }
            let alone = ["osx", "ios", "tvos"].map { Consumer(node: node, platformName: $0) }
            for (consumer, reference) in zip(consumers, alone) {
                for name in ["frameworks", "pod_target_xcconfig", "dependencies", "source_files", "name"] {
                    #expect(try consumer.read(name) == reference.read(name), "\(name) on \(consumer.platformName)")
                }
                #expect(try consumer.dependencies().map(\.description) == reference.dependencies().map(\.description))
            }
        }
        let sub = SpecReads(root.children[0])
        #expect(try Consumer(platformName: "ios", of: sub).read("frameworks") == ["A", "IOSA", "B"])
        #expect(try Consumer(platformName: "osx", of: sub).read("frameworks") == ["A", "B"])
        #expect(try Consumer(platformName: "osx", of: sub).dependencies().map(\.description) == ["D", "E (~> 1.0)"])
        #expect(try Consumer(platformName: "ios", of: sub).dependencies().map(\.description) == ["D"])
    }

    /// A spec's own value, set by nothing else, is read without the memo as written: it must be what preparing and
    /// defaulting it gives (Arrays holding nil, Strings and Hashes in Array containers, non-ASCII text, empty
    /// containers), on a platform whose Hash the spec writes and on one it does not.
    @Test(arguments: [
        #"{"name": "R", "source_files": ["a", null, "é"], "frameworks": "UIKit", "libraries": [], "resources": {"k": "v"}}"#,
        #"{"name": "R", "source_files": ["a/**/*.{h,m}", "ü"], "requires_arc": false, "header_dir": "Ä\n", "info_plist": {}}"#,
        #"{"name": "R", "module_name": "M", "pod_target_xcconfig": {"A": "1"}, "ios": {"frameworks": "F"}, "exclude_files": [null]}"#,
        #"{"name": "R", "compiler_flags": ["-DX", ["-DY"]], "ios": {"source_files": "i"}, "static_framework": true}"#,
    ])
    func ownValuesReadAsWrittenArePreparedValues(_ json: String) throws {
        let node = SpecNode(root: try Specification.fromJSON(json, path: ""))
        let declared = DeclaredValues(node.spec)
        for platform in ["ios", "osx"] {
            let consumer = Consumer(node: node, platformName: platform)
            let platformHash = node.spec.attributes[platform]
            for attribute in AttributeTable.all where attribute.consumerRole.prepare == .none {
                var prepared = try consumer.prepare(attribute, declared[attribute])
                if attribute.multiPlatform, case .hash(let hash)? = platformHash {
                    let own = try consumer.prepare(attribute, hash[.string(attribute.name)] ?? .null)
                    prepared = try consumer.merge(attribute, prepared, own)
                }
                let expected = attribute.consumerRole.defaulted(prepared)
                #expect(try consumer.value(for: attribute) == expected, "\(attribute.name) on \(platform)")
                // (Read twice: the second read is the memo's or the own value's again.)
                #expect(try consumer.value(for: attribute) == expected, "\(attribute.name) on \(platform)")
            }
        }
    }

    /// The reads of a grandchild made from its node alone (on reads made for its parent and root) merge the values
    /// of the whole chain, root first, as the linter's chain of reads does.
    @Test func readsOfAGrandchildMergeTheChain() throws {
        let json = #"""
            {"name": "R", "frameworks": "A", "ios": {"frameworks": "Ai"}, "xcconfig": {"X": "1"},
             "subspecs": [{"name": "S", "xcconfig": {"X": "2"}, "osx": {"frameworks": "So"},
               "subspecs": [{"name": "T", "frameworks": ["T", null], "ios": {"frameworks": "Ti"}}]}]}
            """#
        let grandchild = try Self.consumer(json, path: [0, 0], platform: "ios")
        #expect(try grandchild.read("frameworks") == ["A", "Ai", "T", "Ti"])
        #expect(try grandchild.value(for: Consumer.attributeNamed("xcconfig")) == ["X": "1 2"])
        #expect(try Self.consumer(json, path: [0, 0], platform: "osx").read("frameworks") == ["A", "So", "T"])
    }

    /// A memo keeps the reads of every attribute of the table (a slot beyond its room would be read again
    /// at every call rather than kept).
    @Test func memoHoldsEverySlotOfTheTable() {
        #expect(AttributeTable.all.count * Memo.Kind.count <= Memo.capacity)
    }

    /// `symbolizeKeys` (made with room for every key) keeps the first position and the last value of keys that
    /// are the same Symbol, and converts nested Hashes only when recursive.
    @Test func symbolizeKeysMergesKeysThatBecomeOneSymbol() throws {
        let value: PodValue = ["a": 1, "b": ["c": 2], .symbol("a"): 3]
        #expect(
            try Consumer.symbolizeKeys(value, recursive: true)
                == [.symbol("a"): 3, .symbol("b"): [.symbol("c"): 2]])
        #expect(try Consumer.symbolizeKeys(value, recursive: false) == [.symbol("a"): 3, .symbol("b"): ["c": 2]])
        #expect(try Consumer.symbolizeKeys("x", recursive: true) == "x")
    }

    /// A Hash with String keys only (made from its keys and values at once) converts as one made key by key: same
    /// keys, order and values, non-ASCII and empty keys too, nested Hashes (String, Symbol or mixed keys that
    /// become one Symbol) converted only when recursive.
    @Test func symbolizeKeysOfStringKeysAsKeyByKey() throws {
        func keyByKey(_ value: PodValue, _ recursive: Bool) throws -> PodValue {
            guard case .hash(let h) = value else { return value }
            var result = OrderedDictionary<PodValue, PodValue>()
            for (key, item) in h {
                let name: String
                switch key {
                case .string(let text), .symbol(let text): name = text
                default: return value
                }
                result[.symbol(name)] = recursive ? try keyByKey(item, true) : item
            }
            return .hash(result)
        }
        let values: [PodValue] = [
            ["git": "u", "tag": "1.0", "submodules": true], ["é": 1, "": 2, "a b": ["c": 3]],
            ["type": "MIT", "text": ["x": ["y": 1]], "file": [["z": 1]]], ["n": [.symbol("a"): 1, "b": 2]], [:],
            ["a": "x", "b": [1, ["c": 2]], "c": .null, "ü": 1.5],
        ]
        for value in values {
            for recursive in [false, true] {
                #expect(try Consumer.symbolizeKeys(value, recursive: recursive) == keyByKey(value, recursive))
            }
        }
        // (A nested Hash's key that has no `to_sym` raises only when the conversion is recursive.)
        let badNestedKey: PodValue = ["a": 1, "n": [1: 2]]
        #expect(throws: (any Error).self) { try Consumer.symbolizeKeys(badNestedKey, recursive: true) }
        #expect(try Consumer.symbolizeKeys(badNestedKey, recursive: false) == [.symbol("a"): 1, .symbol("n"): [1: 2]])
        let merging: PodValue = ["n": ["a": 1, .symbol("a"): 2]]
        #expect(try Consumer.symbolizeKeys(merging, recursive: true) == [.symbol("n"): [.symbol("a"): 2]])
    }

    /// A Hash whose keys are Symbols already is returned as is, unless (when recursive) a Hash it holds has a key
    /// that is not a Symbol; Arrays are not looked into.
    @Test func symbolizeKeysOfSymbolKeys() throws {
        let symbols: PodValue = [.symbol("git"): "u", .symbol("nested"): [.symbol("x"): ["y": 1]], .symbol("é"): 2]
        #expect(try Consumer.symbolizeKeys(symbols, recursive: false) == symbols)
        let deep: PodValue = [
            .symbol("git"): "u", .symbol("nested"): [.symbol("x"): [.symbol("y"): 1]], .symbol("é"): 2,
        ]
        #expect(try Consumer.symbolizeKeys(symbols, recursive: true) == deep)
        #expect(try Consumer.symbolizeKeys(deep, recursive: true) == deep)
        let inArray: PodValue = [.symbol("a"): [["b": 1]]]
        #expect(try Consumer.symbolizeKeys(inArray, recursive: true) == inArray)
        let mixed: PodValue = [.symbol("a"): 1, "é": 2]
        #expect(try Consumer.symbolizeKeys(mixed, recursive: false) == [.symbol("a"): 1, .symbol("é"): 2])
        #expect(throws: (any Error).self) { try Consumer.symbolizeKeys([.symbol("a"): 1, 1: 2], recursive: false) }
    }

    /// A child's reads made from its parent's (as the linter walks the tree) know what the ancestors set as
    /// those made from the node alone do, and read the same on every platform.
    @Test func readsFromTheParentMatchReadsFromTheNode() throws {
        let json = #"""
            {"name": "R", "frameworks": "A", "requires_arc": null, "ios": {"libraries": "z"}, "xcconfig": {"X": "1"},
             "android": {"libraries": "a"}, "watchos": {"frameworks": "WK", "resources": null},
             "subspecs": [{"name": "S", "weak_frameworks": "W", "osx": {"frameworks": "O"}, "ios": {"resources": "r"},
               "subspecs": [{"name": "T", "libraries": "c", "resources": null}, {"name": "U"}]},
              {"name": "V", "dependencies": {"D": []}}]}
            """#
        let root = SpecNode(root: try Specification.fromJSON(json, path: ""))
        var readsByNode = [ObjectIdentifier(root): SpecReads(root)]
        var pending = [root]
        while let node = pending.popLast() {
            let parent = try #require(readsByNode[ObjectIdentifier(node)])
            for child in node.children {
                let fromParent = SpecReads(child, parent: parent)
                let alone = SpecReads(child)
                #expect(fromParent.ancestorsMask == alone.ancestorsMask, "\(child.name ?? "")")
                // (What the ancestors set, from their specs: `SpecReads(child)` is made on its parent's reads too.)
                let ancestorsSet = child.ancestors.reduce(UInt64(0)) { $0 | DeclaredValues($1).setMask }
                #expect(fromParent.ancestorsMask == ancestorsSet, "\(child.name ?? "")")
                // (The masks noted along the chain for each known platform, against the ancestors' Hashes looked up by name.)
                for platform in PlatformName.dslOrder {
                    #expect(
                        fromParent.ancestorsPlatformMask(platform.rawValue, known: platform)
                            == alone.ancestorsPlatformMask(platform.rawValue, known: nil),
                        "\(platform) of \(child.name ?? "")")
                }
                for platform in ["ios", "osx", "macos", "watchos", "android"] {
                    let (consumer, reference) = (
                        Consumer(platform: try Platform(name: platform), of: fromParent),
                        Consumer(node: child, platformName: try Platform(name: platform).symbolicName)
                    )
                    for name in [
                        "frameworks", "weak_frameworks", "libraries", "requires_arc", "resources", "dependencies",
                    ] {
                        #expect(try consumer.read(name) == reference.read(name), "\(name) of \(child.name ?? "")")
                    }
                }
                readsByNode[ObjectIdentifier(child)] = fromParent
                pending.append(child)
            }
        }
    }

    @Test func xcconfigMerging() throws {
        let json = #"""
            {"name": "R", "pod_target_xcconfig": {"OTHER_LDFLAGS": "-lz"}, "xcconfig": {"OTHER_LDFLAGS": "-lxml2"},
             "subspecs": [{"name": "S", "pod_target_xcconfig": {"OTHER_LDFLAGS": "-lc"}}],
             "testspecs": [{"name": "T", "test_type": "unit", "pod_target_xcconfig": {"OTHER_LDFLAGS": "-ltest"}}]}
            """#
        #expect(
            try Self.consumer(json, path: [], platform: "ios").read("pod_target_xcconfig") == [
                "OTHER_LDFLAGS": "-lxml2 -lz"
            ])
        #expect(
            try Self.consumer(json, path: [0], platform: "ios").read("pod_target_xcconfig") == [
                "OTHER_LDFLAGS": "-lxml2 -lz -lc"
            ])
        #expect(
            try Self.consumer(json, path: [1], platform: "ios").read("pod_target_xcconfig") == [
                "OTHER_LDFLAGS": "-ltest"
            ])
    }

    @Test func nonInheritedAttributesAndDefaults() throws {
        let json = #"{"name": "R", "source_files": "a", "requires_arc": false, "subspecs": [{"name": "S"}]}"#
        let sub = try Self.consumer(json, path: [0], platform: "ios")
        #expect(try sub.read("source_files") == [])
        #expect(try sub.read("requires_arc") == false)
        #expect(try Self.consumer(#"{"name": "R"}"#, path: [], platform: "ios").read("requires_arc") == true)
    }

    @Test func prepareHooks() throws {
        let json = #"""
            {"name": "R", "script_phases": {"name": "P", "script": "x"}, "on_demand_resources": {"T": "a"},
             "resource_bundles": {"B": "r"}, "scheme": {"code_coverage": true}}
            """#
        let consumer = try Self.consumer(json, path: [], platform: "ios")
        #expect(
            try consumer.read("script_phases")
                == [[.symbol("name"): "P", .symbol("script"): "x", .symbol("execution_position"): .symbol("any")]])
        #expect(
            try consumer.read("on_demand_resources")
                == ["T": [.symbol("paths"): ["a"], .symbol("category"): .symbol("download_on_demand")]])
        #expect(try consumer.read("resource_bundles") == ["B": ["r"]])
        #expect(try consumer.read("scheme") == [.symbol("code_coverage"): true])
    }

    @Test func illFormedRequirementThrows() throws {
        let consumer = try Self.consumer(
            #"{"name": "R", "dependencies": {"A": ["=> 1.0"]}}"#, path: [], platform: "ios")
        #expect(throws: ModelError.self) { try consumer.dependencies() }
    }

    /// Reading `dependencies` (which validates without building) gives the dependencies' names, or throws
    /// what building them throws.
    @Test(arguments: [
        #"{"A": [], "B/C": "~> 1.0", "D": ["=> 1.0"], "E": ["1.0", "!"]}"#, #"{"A": ["~> 1.0", " >= 2 "], "B": []}"#,
        #"[["A", ["~> 1.0"]], "B", ["C"], ["D", "=> 1"]]"#, #"{"A": {"git": "u"}, "B": ["< 2", "> 1"]}"#, #""A""#,
        #"{"A": {"source": "s", "git": "u"}}"#, #"{}"#, #"[]"#, #"{"1": [1], "2": [""]}"#,
    ])
    func readingDependenciesMatchesBuildingThem(_ dependencies: String) throws {
        let json = #"{"name": "R", "dependencies": "# + dependencies + "}"
        let built = Result { try Self.consumer(json, path: [], platform: "ios").dependencies() }
        let read = Result { try Self.consumer(json, path: [], platform: "ios").read("dependencies") }
        switch (built, read) {
        case (.success(let dependencies), .success(let names)):
            #expect(names == .array(dependencies.map { .string($0.name) }))
        case (.failure(let builtError), .failure(let readError)):
            #expect(builtError as? ModelError == readError as? ModelError)
            #expect(builtError as? ModelError != nil)
        default:
            Issue.record("building gave \(built), reading gave \(read)")
        }
    }

    @Test func specNames() throws {
        let root = SpecNode(
            root: try Specification.fromJSON(
                #"{"name": "R", "version": "1.0", "subspecs": [{"name": "S", "subspecs": [{"name": "L"}]}]}"#, path: "")
        )
        #expect(root.recursiveDescendants.map(\.name) == ["R/S", "R/S/L"])
        #expect(try root.children[0].description() == "R/S (1.0)")
        #expect(try SpecNode(root: Specification()).description() == "No-name")
    }
}

/// `readCannotRaise` for the xcconfig-merging readers against reading: whenever it answers true, reading
/// raises nothing, on specs that set the attribute once, twice, to non-Hashes, with `xcconfig` or through
/// a parent or a platform Hash.
struct XcconfigReadCannotRaiseTests {
    static let specs = [
        #"{"name": "R", "pod_target_xcconfig": {"A": "1"}}"#,
        #"{"name": "R", "pod_target_xcconfig": "A=1"}"#,
        #"{"name": "R", "pod_target_xcconfig": false}"#,
        #"{"name": "R", "pod_target_xcconfig": ["A"]}"#,
        #"{"name": "R", "pod_target_xcconfig": {}}"#,
        #"{"name": "R", "pod_target_xcconfig": {"A": "1"}, "xcconfig": "B"}"#,
        #"{"name": "R", "pod_target_xcconfig": {"A": "1"}, "xcconfig": {"A": ["é\u0301"]}}"#,
        #"{"name": "R", "pod_target_xcconfig": {"A": "1"}, "ios": {"pod_target_xcconfig": "X"}}"#,
        #"{"name": "R", "pod_target_xcconfig": {"A": 1}, "ios": {"pod_target_xcconfig": {"A": "2"}}}"#,
        #"{"name": "R", "pod_target_xcconfig": {"A": "1"}, "ios": "8.0"}"#,
        #"{"name": "R", "user_target_xcconfig": {"A": "1"}, "osx": {"xcconfig": 3}}"#,
        #"{"name": "R", "pod_target_xcconfig": 5, "subspecs": [{"name": "S", "pod_target_xcconfig": {"A": "1"}}]}"#,
        #"{"name": "R", "subspecs": [{"name": "S", "user_target_xcconfig": {"A": "1"}}]}"#,
        #"{"name": "R", "xcconfig": "X", "subspecs": [{"name": "S", "pod_target_xcconfig": {"A": "1"}}]}"#,
    ]

    @Test(arguments: specs)
    func cannotRaiseMeansReadingRaisesNothing(_ json: String) throws {
        let root = SpecNode(root: try Specification.fromJSON(json, path: ""))
        for node in [root] + root.recursiveDescendants {
            for platform in ["ios", "osx"] {
                let consumer = Consumer(node: node, platformName: platform)
                for name in ["pod_target_xcconfig", "user_target_xcconfig"] {
                    let attribute = try #require(AttributeTable.attribute(named: name))
                    let raised = (try? consumer.read(attribute)) == nil
                    if consumer.readCannotRaise(attribute) { #expect(!raised, "\(name) of \(json) on \(platform)") }
                }
            }
        }
    }

    /// `readsThatCannotRaise` over the whole table against reading each attribute: whatever it answers
    /// cannot raise reads without raising, on every spec of these trees (set, unset, inherited, per platform).
    @Test(
        arguments: specs + [
            #"{"name": "R", "dependencies": {"A": ["=> 1"]}, "ios": {"scheme": {"launch_arguments": 1}}}"#,
            #"{"name": "R", "resource_bundles": 1, "subspecs": [{"name": "S", "info_plist": {"A": 1}}]}"#,
            #"{"name": "R", "test_type": "x", "script_phases": [{}], "subspecs": [{"name": "S", "scheme": 1}]}"#,
        ])
    func setThatCannotRaiseReadsWithoutRaising(_ json: String) throws {
        let root = SpecNode(root: try Specification.fromJSON(json, path: ""))
        let table = AttributeSet(AttributeTable.all)
        for node in [root] + root.recursiveDescendants {
            for platform in ["ios", "osx"] {
                let consumer = Consumer(node: node, platformName: platform)
                let cannotRaise = consumer.readsThatCannotRaise(among: table)
                for attribute in cannotRaise where !attribute.rootOnly {
                    #expect(throws: Never.self, "\(attribute.name) of \(json) on \(platform)") {
                        _ = try consumer.read(attribute)
                    }
                    #expect(consumer.readCannotRaise(attribute))
                }
                // (A subset answers as the whole set does for its members.)
                let xcconfigs = AttributeSet(AttributeTable.all.filter { $0.name.hasSuffix("xcconfig") })
                #expect(consumer.readsThatCannotRaise(among: xcconfigs) == cannotRaise.intersection(xcconfigs))
            }
        }
    }

    /// The spec's own general Hash, alone, is known not to raise (the reads this shortcut skips).
    @Test func ownHashAloneCannotRaise() throws {
        let consumer = try ConsumerTests.consumer(
            #"{"name": "R", "pod_target_xcconfig": {"A": "1"}}"#, path: [], platform: "ios")
        #expect(consumer.readCannotRaise(try #require(AttributeTable.attribute(named: "pod_target_xcconfig"))))
        let other = try ConsumerTests.consumer(
            #"{"name": "R", "pod_target_xcconfig": "A=1"}"#, path: [], platform: "ios")
        #expect(!other.readCannotRaise(try #require(AttributeTable.attribute(named: "pod_target_xcconfig"))))
    }
}
