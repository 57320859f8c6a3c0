import OrderedCollections
import PodspecModel
import Testing

@Suite struct SpecificationJSONTests {
    /// The §2 reference example, stored as the Ruby DSL would store it.
    static func barSpec() -> Specification {
        var root = Specification(name: "Bar")
        root.attributes["version"] = "1.2.0-beta.1"
        root.attributes["summary"] = "Bar does things."
        root.attributes["description"] = "Bar does things."
        root.attributes["homepage"] = "https://example.com/Bar"
        root.attributes["license"] = ["type": "MIT", "file": "LICENSE"]
        root.attributes["authors"] = ["A", ["B": "b@x.com"]]
        root.attributes["source"] = ["git": "https://github.com/x/Bar.git", "tag": "v1.2.0-beta.1"]
        root.attributes["swift_versions"] = ["5.0", "4.2"]
        root.attributes["platforms"] = ["ios": "12.0", "osx": "10.13"]
        root.attributes["source_files"] = "Sources/**/*.swift"
        root.attributes["ios"] = ["frameworks": "UIKit"]
        root.attributes["xcconfig"] = ["A": "B"]
        root.attributes["dependencies"] = ["Alamofire": ["~> 5.0"]]
        root.attributes["ios"] = ["frameworks": "UIKit", "dependencies": ["SnapKit": []]]
        root.attributes["script_phases"] = [
            "name": "Hi", "script": "echo hi", "execution_position": .symbol("before_compile"),
        ]
        var core = Specification(name: "Core")
        core.attributes["source_files"] = "Core/*.swift"
        core.attributes["platforms"] = ["tvos": "13.0"]
        var tests = Specification(name: "Tests", kind: .test)
        tests.attributes["source_files"] = "Tests/*.swift"
        var app = Specification(name: "App", kind: .app)
        app.attributes["source_files"] = "App/*.swift"
        root.children = [core, tests, app]
        root.attributes["default_subspecs"] = .symbol("none")
        return root
    }

    static let barJSON = """
        {
          "name": "Bar",
          "version": "1.2.0-beta.1",
          "summary": "Bar does things.",
          "description": "Bar does things.",
          "homepage": "https://example.com/Bar",
          "license": {
            "type": "MIT",
            "file": "LICENSE"
          },
          "authors": [
            "A",
            {
              "B": "b@x.com"
            }
          ],
          "source": {
            "git": "https://github.com/x/Bar.git",
            "tag": "v1.2.0-beta.1"
          },
          "swift_versions": [
            "5.0",
            "4.2"
          ],
          "platforms": {
            "ios": "12.0",
            "osx": "10.13"
          },
          "source_files": "Sources/**/*.swift",
          "ios": {
            "frameworks": "UIKit",
            "dependencies": {
              "SnapKit": [

              ]
            }
          },
          "xcconfig": {
            "A": "B"
          },
          "dependencies": {
            "Alamofire": [
              "~> 5.0"
            ]
          },
          "script_phases": {
            "name": "Hi",
            "script": "echo hi",
            "execution_position": "before_compile"
          },
          "default_subspecs": "none",
          "testspecs": [
            {
              "name": "Tests",
              "test_type": "unit",
              "source_files": "Tests/*.swift"
            }
          ],
          "appspecs": [
            {
              "name": "App",
              "source_files": "App/*.swift"
            }
          ],
          "subspecs": [
            {
              "name": "Core",
              "source_files": "Core/*.swift",
              "platforms": {
                "tvos": "13.0"
              }
            }
          ],
          "swift_version": "5.0"
        }

        """

    @Test func referenceExample() throws {
        let spec = Self.barSpec()
        #expect(try spec.toPrettyJSON() == Self.barJSON)
        let compact = try spec.toJSON()
        #expect(compact.hasPrefix(#"{"name":"Bar","version":"1.2.0-beta.1","summary":"Bar does things.","#))
        #expect(compact.hasSuffix(#","swift_version":"5.0"}"# + "\n"))
    }

    @Test func roundTrip() throws {
        let loaded = try Specification.fromJSON(Self.barJSON, path: "Bar.podspec.json")
        #expect(loaded.children.map(\.kind) == [.library, .test, .app])
        #expect(try loaded.toPrettyJSON() == Self.barJSON)
    }

    @Test func noPlatforms() throws {
        let spec = Specification(name: "E")
        #expect(
            try spec.toJSON()
                == #"{"name":"E","platforms":{"osx":null,"ios":null,"tvos":null,"visionos":null,"watchos":null}}"#
                + "\n")
        var root = Specification(name: "E")
        var sub = Specification(name: "S")
        sub.attributes["platforms"] = ["ios": nil]
        root.children = [sub]
        let hash = try root.toHashValue()
        #expect(hash["subspecs"]?.arrayValue?.first?["platforms"] == ["ios": nil])
    }

    @Test func platformStored() throws {
        var spec = Specification(name: "E")
        spec.attributes["platforms"] = ["ios": "8.0"]
        #expect(try spec.toJSON() == #"{"name":"E","platforms":{"ios":"8.0"}}"# + "\n")
    }

    @Test func platformNormalisation() throws {
        let spec = try Specification.fromJSON(
            #"{"name": "P", "platforms": {"macos": "10.13", "ios": " 12.0 "}}"#, path: "")
        #expect(try spec.toHashValue()["platforms"] == ["osx": "10.13", "ios": "12.0"])
    }

    @Test func subspecWithSamePlatformsGetsNoKey() throws {
        let text =
            #"{"name": "P", "platforms": {"ios": "9.0"}, "subspecs": [{"name": "A"}, {"name": "B", "platforms": {"ios": "9"}}]}"#
        let hash = try Specification.fromJSON(text, path: "").toHashValue()
        let subspecs = hash["subspecs"]?.arrayValue ?? []
        #expect(subspecs == [["name": "A"], ["name": "B", "platforms": ["ios": "9"]]])
    }

    @Test func swiftVersion() throws {
        let text = #"{"name": "S", "swift_version": "4.2", "version": "1.0"}"#
        let spec = try Specification.fromJSON(text, path: "")
        let hash = try spec.toHash()
        #expect(Array(hash.keys) == ["name", "version", "platforms", "swift_version"])
        #expect(hash["swift_version"] == "4.2")
        var multi = Specification(name: "M")
        multi.attributes["swift_versions"] = ["5.0", "4.2", 4, "5.0"]
        multi.attributes["swift_version"] = "3.0"
        #expect(try multi.swiftVersions().map(\.string) == ["3.0", "4", "4.2", "5.0"])
        #expect(try multi.toHash()["swift_version"] == "5.0")
        multi.attributes["swift_versions"] = "Swift 5"
        #expect(throws: ModelError.argument("Malformed version number string Swift 5")) { try multi.toHash() }
    }

    @Test func childKindsFromHash() throws {
        let text = #"""
            {"name": "K", "appspecs": [{"name": "App"}], "testspecs": [{"name": "T", "test_type": "ui"}, {"name": "NoType"}],
             "subspecs": [{"name": "Old", "test_type": "unit"}, {"name": "Lib"}]}
            """#
        let spec = try Specification.fromJSON(text, path: "")
        #expect(spec.children.map(\.baseName) == ["Old", "Lib", "T", "NoType", "App"])
        #expect(spec.children.map(\.kind) == [.test, .library, .test, .library, .app])
        let hash = try spec.toHash()
        #expect(Array(hash.keys) == ["name", "platforms", "testspecs", "appspecs", "subspecs"])
    }

    /// A spec is a test spec when its `test_type` is there and not null: found among attributes of its length
    /// (`test_typo`, `test_types`), first or last, with few attributes or more than a hash table is made for.
    @Test func testTypeAmongOtherAttributes() throws {
        let many = (0..<20).map { "\"a\($0)\": \($0)" }.joined(separator: ", ")
        let cases: [(String, Specification.Kind)] = [
            (#"{"test_type": "unit", "name": "T"}"#, .test),
            (#"{"name": "T", "test_typo": 1, "test_types": 2, "test_type": "ui"}"#, .test),
            (#"{"name": "T", "test_typo": "unit", "test_types": "unit"}"#, .library),
            (#"{"name": "T", "test_type": null}"#, .library),
            ("{\(many), \"test_type\": \"unit\"}", .test),
            ("{\(many), \"test_typo\": \"unit\"}", .library),
        ]
        for (text, kind) in cases {
            let spec = try Specification.fromJSON(#"{"name": "P", "subspecs": ["# + text + "]}", path: "")
            #expect(spec.children.map(\.kind) == [kind], "\(text)")
        }
    }

    /// The child groups are read in the order subspecs, test specs, app specs, whatever their order in the
    /// object: the first group that cannot be mapped raises its error; an empty object is no children.
    @Test func childGroupErrors() throws {
        let typeError = ModelError(.typeError, "no implicit conversion of String into Integer")
        #expect(throws: typeError) {
            try Specification.fromJSON(#"{"name": "A", "appspecs": 5, "testspecs": 5, "subspecs": {"a": 1}}"#, path: "")
        }
        #expect(throws: ModelError(.noMethodError, "undefined method `map' for 5:Integer")) {
            try Specification.fromJSON(#"{"name": "A", "appspecs": 5, "testspecs": 5, "subspecs": {}}"#, path: "")
        }
        let spec = try Specification.fromJSON(
            #"{"appspecs": [{"name": "P", "test_type": "unit"}], "name": "A", "subspecs": {}, "testspecs": null}"#,
            path: "")
        #expect(spec.children.map(\.kind) == [.app])
        #expect(Array(spec.attributes.keys) == ["name"])
        #expect(spec.children[0].location == SourceLocation(line: 1, column: 15))
    }

    @Test func locations() throws {
        let text =
            "{\n  \"name\": \"L\",\n  \"ios\": {\"frameworks\": \"UIKit\"},\n  \"subspecs\": [\n    {\"name\": \"S\"}\n  ]\n}\n"
        let spec = try Specification.fromJSON(text, path: "L.podspec.json")
        #expect(spec.location == SourceLocation(line: 1, column: 1))
        #expect(spec.locations["name"] == SourceLocation(line: 2, column: 3))
        #expect(spec.locations["ios.frameworks"] == SourceLocation(line: 3, column: 11))
        #expect(spec.children.first?.location == SourceLocation(line: 5, column: 5))
        #expect(spec.children.first?.locations["name"] == SourceLocation(line: 5, column: 6))
    }

    /// Every attribute has a location (not the child spec groups); only a platform's object has its keys located.
    @Test func locatedKeys() throws {
        let text = """
            {"name": "L", "source": {"git": "u"}, "osx": "x", "subspecs": [], "testspecs": [], "appspecs": [],
             "ios": {"frameworks": "UIKit", "weak_frameworks": "A"}, "name": "M"}
            """
        let spec = try Specification.fromJSON(text, path: "")
        #expect(Set(spec.locations.keys) == ["name", "source", "osx", "ios", "ios.frameworks", "ios.weak_frameworks"])
        #expect(spec.locations["name"] == SourceLocation(line: 2, column: 58))
        #expect(spec.locations["source"] == SourceLocation(line: 1, column: 25))
        #expect(spec.locations["ios.weak_frameworks"] == SourceLocation(line: 2, column: 33))
    }

    /// A spec's attributes are its hash's members but the child groups, in order, wherever the groups are (their
    /// values shared with the hash when there is none, picked one by one otherwise).
    @Test(arguments: [
        #"{"name": "L", "a": [1, {"b": "c"}], "d": null}"#,
        #"{"subspecs": [], "name": "L", "a": [1, {"b": "c"}], "testspecs": [], "d": null, "appspecs": []}"#,
        #"{"name": "L", "subspecs": [{"name": "S"}], "a": [1, {"b": "c"}], "d": null}"#,
    ]) func attributesWithoutChildGroups(text: String) throws {
        let spec = try Specification.fromJSON(text, path: "")
        #expect(spec.attributes.keys.elementsEqual(["name", "a", "d"]))
        #expect(spec.attributes.values.elementsEqual(["L", .array([.integer(1), .hash(["b": "c"])]), .null]))
    }

    /// The child groups are skipped by their position among the members: a key near one of their names is located,
    /// and so is every key after a group, whatever the group's value.
    @Test func childGroupsSkippedByPosition() throws {
        let text = #"{"subspecz": 1, "appspecs": [], "testspec": 2, "testspecs": null, "name": "L", "subspecs": {}}"#
        let spec = try Specification.fromJSON(text, path: "")
        #expect(spec.locations.keys.sorted() == ["name", "subspecz", "testspec"])
        #expect(spec.locations["testspec"] == SourceLocation(line: 1, column: 33))
        #expect(spec.locations["name"] == SourceLocation(line: 1, column: 67))
    }

    /// A spec's own keys are located without looking for earlier ones, but a platform's key spelt both at the top
    /// (`"ios.frameworks"`) and in the platform's object is one key: the later spelling's location, held once.
    @Test(arguments: [
        (#"{"ios": {"frameworks": "A"}, "frameworks": "C", "ios.frameworks": "B", "name": "L"}"#, 49),
        (#"{"ios.frameworks": "B", "frameworks": "C", "ios": {"frameworks": "A"}, "name": "L"}"#, 52),
    ]) func platformKeySpeltTwice(text: String, column: Int) throws {
        let spec = try Specification.fromJSON(text, path: "")
        #expect(spec.locations.keys.sorted() == ["frameworks", "ios", "ios.frameworks", "name"])
        #expect(spec.locations["ios.frameworks"] == SourceLocation(line: 1, column: column))
        #expect(spec.locations["frameworks", platform: .ios] == SourceLocation(line: 1, column: column))
        #expect(spec.locations["frameworks"] != spec.locations["ios.frameworks"])
    }

    /// The offsets hold no keys: each key is found through the object's value, so a repeated key (also one spelt
    /// in another Unicode normal form, or escaped) is located at its last occurrence, for attributes, platform
    /// keys and child specs at every depth.
    @Test func locationsFollowTheValuesKeys() throws {
        let text = """
            {"subspecs": [{"name": "Gone"}], "caf\\u00e9": 1, "ios": {"frameworks": "A", "cafe\\u0301": 2},
             "ios": {"x": 1, "frameworks": "B"}, "café": 3, "subspecs": [{"name": "S", "subspecs": [
              {"name": "T", "ios": {"é": 1}}]}], "name": "L"}
            """
        let spec = try Specification.fromJSON(text, path: "")
        #expect(spec.attributes.keys.elementsEqual(["café", "ios", "name"]))
        #expect(spec.locations["café"] == SourceLocation(line: 2, column: 38))
        #expect(spec.locations["ios"] == SourceLocation(line: 2, column: 9))
        #expect(spec.locations["ios.x"] == SourceLocation(line: 2, column: 10))
        #expect(spec.locations["ios.frameworks"] == SourceLocation(line: 2, column: 18))
        #expect(spec.locations["name"] == SourceLocation(line: 3, column: 38))
        #expect(spec.children.map(\.baseName) == ["S"])
        #expect(spec.children[0].location == SourceLocation(line: 2, column: 62))
        #expect(spec.children[0].children.first?.location == SourceLocation(line: 3, column: 3))
        #expect(spec.children[0].children.first?.locations["ios.é"] == SourceLocation(line: 3, column: 25))
        let document = try JSONReader.parseDocument(text)
        #expect(
            document.location(of: [.key("subspecs"), .index(0), .key("subspecs"), .index(0), .key("ios")])
                == SourceLocation(line: 3, column: 24))
        #expect(document.location(of: [.key("subspecs"), .index(1)]) == nil)
        #expect(document.location(of: [.key("ios"), .index(0)]) == nil)
        #expect(document.location(of: [.key("missing")]) == nil)
    }

    @Test func parseErrors() {
        #expect(
            throws: ModelError(
                .jsonParserError, "Failed to parse JSON at file: 'X.podspec.json'.\n\nunexpected token at ''",
                location: SourceLocation(line: 1, column: 1), offset: 0)
        ) {
            try Specification.fromJSON("", path: "X.podspec.json")
        }
        #expect(throws: ModelError(.typeError, "no implicit conversion of String into Integer")) {
            try Specification.fromJSON("[1]", path: "X.podspec.json")
        }
        #expect(throws: ModelError(.noMethodError, "undefined method `delete' for nil:NilClass")) {
            try Specification.fromJSON("null", path: "")
        }
    }

    /// A hash whose keys are all strings keeps them as the attributes as they are; with a symbol key, a key
    /// that is the same name as a string is one attribute (first position, last value), as `to_s` makes it.
    @Test func fromHashKeys() throws {
        let strings: PodValue = ["name": "A", "subspecs": [["name": "S"]], "version": "1.0", "appspecs": nil]
        let spec = try Specification.fromHash(strings)
        #expect(Array(spec.attributes.keys) == ["name", "version"])
        #expect(spec.children.map(\.baseName) == ["S"])

        let mixed: PodValue = [
            .symbol("version"): "0", "name": "A", .symbol("subspecs"): [["name": "S"]], "version": "1.0",
            .symbol("testspecs"): [["name": "T", "test_type": "unit"]], "testspecs": nil,
        ]
        let merged = try Specification.fromHash(mixed)
        #expect(Array(merged.attributes.keys) == ["version", "name"])
        #expect(merged.attributes["version"] == "1.0")
        #expect(merged.children.map(\.baseName) == ["S"])

        // A child group found before the first key that is not a string takes the last value of its name all the same.
        let groupFirst: PodValue = [
            "subspecs": [["name": "S"]], "name": "A", .symbol("subspecs"): [["name": "X"]], .integer(1): "one",
        ]
        let late = try Specification.fromHash(groupFirst)
        #expect(Array(late.attributes.keys) == ["name", "1"])
        #expect(late.children.map(\.baseName) == ["X"])
    }
}
