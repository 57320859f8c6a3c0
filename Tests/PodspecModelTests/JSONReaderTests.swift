import PodspecModel
import Testing

@Suite struct JSONReaderTests {
    func message(_ text: String) -> String? {
        do {
            _ = try JSONReader.parse(text)
            return nil
        } catch let error as ModelError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func values() throws {
        let value = try JSONReader.parse(#"{"b": 1, "a": [1.0, 1E2, -0, true, null, "x\u00e9\ud83d\ude00"], "c": {}}"#)
        #expect(value == ["b": 1, "a": [1.0, 100.0, 0, true, nil, "xé😀"], "c": [:]])
        if case .hash(let h) = value { #expect(h.keys.map(\.rubyToS) == ["b", "a", "c"]) }
        #expect(try JSONReader.parse("[1e400]") == [.float(.infinity)])
        #expect(try JSONReader.parse(#"{"a":1, "a":2, "b":3}"#) == ["a": 2, "b": 3])
        #expect(try JSONReader.parse("/* c */ {\"a\":1} // x\n") == ["a": 1])
        #expect(try JSONReader.parse(#"["\q\'\/"]"#) == ["q'/"])
        #expect(try JSONReader.parse(#""str""#) == "str")
    }

    /// A string without a backslash is made straight from its bytes, one with a backslash goes through
    /// json's unescaping: both paths, and the odd corners of the second (an unpaired high surrogate takes
    /// the byte after it along, even half a character; a high surrogate pairs with whatever follows).
    @Test(arguments: [
        (#""""#, ""),
        (#""plain""#, "plain"),
        (#""a string longer than fifteen bytes""#, "a string longer than fifteen bytes"),
        (#""日本語 é""#, "日本語 é"),
        (#""caf\u00e9""#, "café"),
        (#""é\\é""#, "é\\é"),
        (#""a\nb\t\"\/\b\f\r""#, "a\nb\t\"/\u{8}\u{C}\r"),
        (#""\ud83d\ude00 x""#, "😀 x"),
        (#""\ud83d\u0041""#, "\u{1F441}"),
        (#""x\qy""#, "xqy"),
        (#""\uD800abcdefg""#, "?bcdefg"),
        (#""\uD800ébcdefg""#, "?\u{FFFD}bcdefg"),
        (#""\u0000""#, "\u{0}"),
    ])
    func strings(_ json: String, _ expected: String) throws {
        #expect(try JSONReader.parse(json) == .string(expected))
        #expect(try JSONReader.parse("{\(json): [\(json)]}") == .hash([.string(expected): [.string(expected)]]))
    }

    /// A key spelled with and without escapes is one key (the last value, the first position).
    @Test func escapedAndPlainKeysAreOneKey() throws {
        let value = try JSONReader.parse(#"{"café": 1, "b": 2, "caf\u00e9": 3}"#)
        guard case .hash(let hash) = value else {
            Issue.record("not a hash")
            return
        }
        #expect(hash.keys.map(\.rubyToS) == ["café", "b"])
        #expect(hash[.string("café")] == 3)
    }

    @Test(arguments: [
        ("", "unexpected token at ''"),
        (" ", "unexpected token at ''"),
        ("{", "unexpected token at '{'"),
        ("[1,2", "unexpected token at ''"),
        ("[1,]", "unexpected token at ']'"),
        ("{\"a\": {\"b\": 1 \"c\"}}", "unexpected token at '{\"a\": {\"b\": 1 \"c\"}}'"),
        ("{\"a\": [1 2]}", "unexpected token at '2]}'"),
        ("[{\"a\" 1}]", "unexpected token at '{\"a\" 1}]'"),
        ("[01]", "unexpected token at '01]'"),
        ("[1.]", "unexpected token at '.]'"),
        ("1 2", "unexpected token at '2'"),
        ("{} x", "unexpected token at 'x'"),
        ("{\"a\":1}  // c", "unexpected token at ''"),
        ("{\"a\":NaN}", "unexpected token at 'NaN}'"),
        ("[ Infinity]", "unexpected token at ' Infinity]'"),
        ("[-Infinity]", "unexpected token at '-Infinity]'"),
        ("[\"\\uD800\"]", "incomplete surrogate pair at '\\uD800\"]'"),
        ("[\"a\u{0}b\"] x", "unexpected token at '\"a'"),
        ("[1 /x]", "unexpected token at 'x]'"),
        ("\u{FEFF}{}", "unexpected token at '\u{FEFF}{}'"),
    ])
    func errors(_ input: String, _ expected: String) {
        #expect(message(input) == expected)
    }

    @Test func nesting() throws {
        #expect(message(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)) == nil)
        #expect(
            message(String(repeating: "[", count: 101) + String(repeating: "]", count: 101))
                == "nesting of 101 is too deep")
    }

    @Test func errorLocation() {
        do {
            _ = try JSONReader.parse("[\n  1,\n  é x]")
            Issue.record("expected an error")
        } catch let error as ModelError {
            #expect(error.kind == .jsonParserError)
            #expect(error.offset == 9)
            #expect(error.location == SourceLocation(line: 3, column: 3))
        } catch {
            Issue.record("\(error)")
        }
    }

    /// Runs of spaces are skipped several bytes at a time: runs shorter than, as long as and longer than one
    /// read, ending in another byte (a tab, a newline, a comment, a value) or at the end of the input.
    @Test(arguments: 0...19) func spaceRuns(length: Int) throws {
        let s = String(repeating: " ", count: length)
        let text =
            "{" + s + #""é""# + s + ":" + s + "[1," + s + "\t2," + s + "/* c */" + s + "\n" + s + "3]" + s + "}" + s
        let document = try JSONReader.parseDocument(text)
        #expect(document.value == ["é": [1, 2, 3]])
        #expect(document.location(of: [.key("é")]) == SourceLocation(line: 1, column: length + 2))
        #expect(message("[1," + s) == "unexpected token at ''")
        do {
            _ = try JSONReader.parse("[1," + s + "x]")
            Issue.record("expected an error")
        } catch let error as ModelError {
            #expect(error.offset == 3 + length)
            #expect(error.location == SourceLocation(line: 1, column: 4 + length))
        }
    }

    /// Columns are counted in scalars: keys before, at and after non-ASCII text (of two-, three- and four-byte
    /// scalars), on its line and on later lines, at the column its scalars give.
    @Test(arguments: [
        #"{"a": 1, "é": 1, "b": 1, "ü😀": 1, "c": 1}"#,
        "{\"a\": 1,\n \"é\": 1, \"b\": 1,\n\"c\": 1, \"ü😀\": 1\n}",
        "{\"a\": 1,\n \"b\": 1, \"c\": 1, \"é\": 1,\n  \"ü😀\": 1\n}",
        #"{"x": "a long run of ASCII", "é": 1, "ééé—ééé—😀😀": 2, "a": 1, "ü😀": 1, "b": 1, "c": 1}"#,
    ]) func columnsAroundNonASCII(text: String) throws {
        let document = try JSONReader.parseDocument(text)
        for key in ["a", "é", "b", "ü😀", "c"] {
            let before = text[..<text.firstRange(of: "\"\(key)\"")!.lowerBound]
            let line = before.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(
                document.location(of: [.key(key)])
                    == SourceLocation(line: line.count, column: line.last!.unicodeScalars.count + 1))
        }
    }

    @Test func keyLocations() throws {
        let document = try JSONReader.parseDocument("{\n  \"name\": \"A\",\n  \"subspecs\": [ {\"name\": \"B\"} ]\n}")
        #expect(document.location(of: [.key("name")]) == SourceLocation(line: 2, column: 3))
        #expect(document.location(of: [.key("subspecs"), .index(0)]) == SourceLocation(line: 3, column: 17))
        #expect(
            document.location(of: [.key("subspecs"), .index(0), .key("name")]) == SourceLocation(line: 3, column: 18))
    }

    /// Containers nested in containers each get their own members (they are collected on one stack), an array
    /// of scalars has nothing to locate, and a repeated key's value and location are its last ones at every level.
    @Test func nestedContainers() throws {
        let text = """
            {"a": [1, {"b": 1, "b": [2, {"c": 3}], "e": []}, ["x", "y"]],
             "f": ["s", "t"], "g": [[], {}], "a": {"d": [5, {"h": null}]}}
            """
        let document = try JSONReader.parseDocument(text)
        #expect(
            document.value == ["a": ["d": [5, ["h": nil]]], "f": ["s", "t"], "g": [[], [:]]])
        #expect(document.location(of: [.key("a")]) == SourceLocation(line: 2, column: 39))
        #expect(document.location(of: [.key("a"), .key("d"), .index(1)]) == SourceLocation(line: 2, column: 49))
        #expect(
            document.location(of: [.key("a"), .key("d"), .index(1), .key("h")]) == SourceLocation(line: 2, column: 50))
        #expect(document.location(of: [.key("f")]) == SourceLocation(line: 2, column: 2))
        #expect(document.location(of: [.key("f"), .index(0)]) == nil)
        #expect(document.location(of: [.key("g"), .index(1)]) == SourceLocation(line: 2, column: 29))
        #expect(document.location(of: [.key("g"), .index(0)]) == nil)
        #expect(try JSONReader.parse(text) == document.value)
        let array = try JSONReader.parseDocument(#"[1, {"b": 1, "b": [2, {"c": 3}]}, ["x"]]"#)
        #expect(array.value == [1, ["b": [2, ["c": 3]]], ["x"]])
        #expect(array.location(of: [.index(1), .key("b")]) == SourceLocation(line: 1, column: 14))
        #expect(array.location(of: [.index(1), .key("b"), .index(1)]) == SourceLocation(line: 1, column: 23))
        #expect(array.location(of: [.index(2)]) == nil)
    }

    /// A key whose value is an object is located at the object's brace; a repeated key at its last occurrence.
    @Test func objectMembersAndRepeatedKeys() throws {
        let document = try JSONReader.parseDocument(
            "{\n  \"source\": {\"git\": \"u\"},\n  \"name\": \"A\",\n  \"name\": \"B\"\n}")
        #expect(document.location(of: [.key("source")]) == SourceLocation(line: 2, column: 13))
        #expect(document.location(of: [.key("source"), .key("git")]) == SourceLocation(line: 2, column: 14))
        #expect(document.location(of: [.key("name")]) == SourceLocation(line: 4, column: 3))
        #expect(document.location(of: [.key("missing")]) == nil)
        guard case .hash(let hash) = document.value else {
            Issue.record("not a hash")
            return
        }
        #expect(hash.keys.map(\.rubyToS) == ["source", "name"])
        #expect(hash[.string("name")] == .string("B"))
    }

    /// Objects whose keys are all distinct take a shortcut (keys compared pairwise) up to 32 keys; with a
    /// repeated key, or more keys than that, they are merged one member at a time. Both give the same
    /// object and the same locations: keys of one length but other bytes, non-ASCII keys, a key spelt with
    /// an escape, and repeats early and late.
    @Test(arguments: [3, 32, 33, 40])
    func distinctAndRepeatedKeys(count: Int) throws {
        let names = (0..<count).map { "k\($0)" }
        let distinct = "{" + names.map { "\"\($0)\": \"\($0)\"" }.joined(separator: ",\n") + "}"
        let document = try JSONReader.parseDocument(distinct)
        #expect(document.value.hashValue_?.keys.map(\.rubyToS) == names)
        #expect(document.location(of: [.key(names[count - 1])]) == SourceLocation(line: count, column: 1))

        // The first key again at the end (spelt with an escape), the second at the start: first positions, last values.
        let repeated =
            "{\"k1\": 0, " + names.map { "\"\($0)\": \"\($0)\"" }.joined(separator: ", ") + ", \"\\u006b0\": \"last\"}"
        let merged = try JSONReader.parseDocument(repeated)
        var expected = names
        expected.swapAt(0, 1)
        #expect(merged.value.hashValue_?.keys.map(\.rubyToS) == expected)
        #expect(merged.value["k0"] == "last")
        #expect(merged.value["k1"] == "k1")
        #expect(merged.location(of: [.key("k0")]) == SourceLocation(line: 1, column: repeated.count - 17))
    }

    /// Keys of the same length in bytes that differ, and non-ASCII keys, are distinct; a non-ASCII key
    /// repeated is one key.
    @Test func keysOfOneLength() throws {
        let value = try JSONReader.parse(#"{"ab": 1, "ba": 2, "é": 3, "\u00e9x": 4, "éx": 5, "ÿ": 6}"#)
        #expect(value.hashValue_?.keys.map(\.rubyToS) == ["ab", "ba", "é", "éx", "ÿ"])
        #expect(value["éx"] == 5)
    }

    /// Keys are compared only when an earlier key may have their length (lengths kept modulo 64): keys 64 bytes apart
    /// in length are distinct, and a key repeated after keys of other lengths, and of its length modulo 64, is one key.
    @Test func keysOfLengthsSixtyFourApart() throws {
        let (short, long, longer) = ("a", String(repeating: "a", count: 65), String(repeating: "b", count: 65))
        let value = try JSONReader.parse(#"{"\#(short)": 1, "\#(long)": 2, "bb": 3, "\#(longer)": 4, "\#(long)": 5}"#)
        #expect(value.hashValue_?.keys.map(\.rubyToS) == [short, long, "bb", longer])
        #expect(value[long] == 5)
        #expect(value[longer] == 4)
    }

    /// Strings are scanned 8 bytes at a time: an escape and a raw control byte are found at every position of
    /// a word and at the tail, and bytes near `"`, `\` and the control bytes in value (`!`, `#`, `[`, `]`,
    /// space, DEL, non-ASCII) are plain text.
    @Test func everyPositionInAString() throws {
        let plain = ["!", "#", "[", "]", " ", "\u{7F}", "é", "ÿ"]
        for length in 0..<20 {
            let filler = (0..<length).map { plain[$0 % plain.count] }
            for position in 0...length {
                let (head, tail) = (filler[..<position].joined(), filler[position...].joined())
                #expect(try JSONReader.parse("[\"\(head)\(tail)\"]") == .array([.string(head + tail)]))
                #expect(try JSONReader.parse("[\"\(head)\\n\(tail)\"]") == .array([.string(head + "\n" + tail)]))
                #expect(throws: ModelError.self) { try JSONReader.parse("[\"\(head)\t\(tail)\"]") }
            }
        }
    }

    /// A token right after the one before it, or after one space, is found without a scan; every other byte that
    /// may start `ignore*` (space, tab, newline, carriage return, a comment) is skipped: before and after a `:` and
    /// a `,`, inside empty containers and around the document, each giving the compact document's value; a `/`
    /// that starts no comment, and a comment left open, are errors where json reports them.
    @Test(arguments: ["", " ", "  ", " // c\n", "\t", "\n", "\r", "/* c */", "// c\n", " \t\r\n /**/ "])
    func tokensWithAndWithoutIgnoredBytes(_ ignored: String) throws {
        let compact = #"{"a":[1,{"b":"a string longer than fifteen bytes"},[],{}],"é":{"c":[null,true]}}"#
        var spaced = ""
        for character in compact {
            spaced.append(character)
            if ":,[]{}".contains(character) { spaced += ignored }
        }
        #expect(try JSONReader.parse(ignored + spaced + ignored) == JSONReader.parse(compact))
        #expect(message("[1,/x]") == "unexpected token at 'x]'")
        #expect(message("{\"a\":/x}") == "unexpected token at '{\"a\":/x}'")
        #expect(message("[1,/* c") == "unexpected token at ''")
    }

    /// An object's keys and values, and an array's elements, are moved out of the stack members are collected on:
    /// containers nested at every depth, with heap-allocated strings, keep their own members, and parsing the
    /// same text again gives an equal value.
    @Test func membersMovedOutOfTheirStack() throws {
        let long = "a string longer than fifteen bytes"
        let text = """
            {"\(long)": [{"\(long)": ["\(long)", {"k": "\(long)"}], "x": "\(long)"}, "\(long)"], "y": {"z": [[]]}}
            """
        let expected: PodValue = [
            .string(long): [
                [.string(long): [.string(long), ["k": .string(long)]], "x": .string(long)], .string(long),
            ],
            "y": ["z": [[]]],
        ]
        let first = try JSONReader.parse(text)
        #expect(first == expected)
        #expect(try JSONReader.parse(text) == first)
        #expect(try JSONReader.parseDocument(text).value == expected)
    }
}
