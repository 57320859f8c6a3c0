import PodspecModel
import Testing

@Suite struct RubyJSONWriterTests {
    @Test func prettyLayout() throws {
        let value: PodValue = ["a": [], "b": [:], "c": ["d": [[], [:]]], "e": 1, "f": nil]
        let expected = """
            {
              "a": [

              ],
              "b": {
              },
              "c": {
                "d": [
                  [

                  ],
                  {
                  }
                ]
              },
              "e": 1,
              "f": null
            }
            """
        #expect(try RubyJSONWriter.prettyGenerate(value) == expected)
        #expect(RubyJSONWriter.dump(value) == #"{"a":[],"b":{},"c":{"d":[[],{}]},"e":1,"f":null}"#)
    }

    @Test func strings() throws {
        let value: PodValue = ["s": "\u{0}\u{1}\u{1A}\u{1F}\u{7F}/é\"\\\u{8}\u{C}\n\r\t\u{2028}"]
        #expect(
            RubyJSONWriter.dump(value) == #"{"s":"\u0000\u0001\u001a\u001f"# + "\u{7F}/é" + #"\"\\\b\f\n\r\t"#
                + "\u{2028}\"}")
    }

    /// The plain bytes before a string's first escape are found 8 bytes at a time: an escape at every position
    /// of a word and of the tail, after plain bytes near `"`, `\` and the control bytes in value (`!`, `#`, `[`,
    /// `]`, space, DEL, non-ASCII), gives what escaping byte by byte gives.
    @Test(arguments: ["\"", "\\", "\n", "\u{1}", "\u{1F}"])
    func escapeAtEveryPosition(escaped: String) throws {
        let plain = Array("!#[] \u{7F}é/ÿab")
        for length in 0...20 {
            for position in 0...length {
                let before = String((0..<position).map { plain[$0 % plain.count] })
                let after = String((position..<length).map { plain[$0 % plain.count] })
                let text = before + escaped + after + escaped
                #expect(RubyJSONWriter.dump(.string(text)) == "\"" + escapedByteByByte(text) + "\"")
                #expect(RubyJSONWriter.dump(.string(before)) == "\"" + before + "\"")
            }
        }
    }

    /// json 2.6.3's escaping, one byte at a time.
    private func escapedByteByByte(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += #"\""#
            case "\\": out += #"\\"#
            case "\n": out += #"\n"#
            case "\r": out += #"\r"#
            case "\t": out += #"\t"#
            case "\u{8}": out += #"\b"#
            case "\u{C}": out += #"\f"#
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += #"\u00"# + (hex.count == 1 ? "0" + hex : hex)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    @Test func scalars() throws {
        let value: PodValue = [.symbol("sym"): .symbol("before_compile"), 1: .version("1.0"), nil: 1.0e20, "f": 0.1]
        #expect(RubyJSONWriter.dump(value) == #"{"sym":"before_compile","1":"1.0","":1.0e+20,"f":0.1}"#)
    }

    @Test func nonFiniteFloats() {
        #expect(throws: ModelError(.jsonGeneratorError, "NaN not allowed in JSON")) {
            try RubyJSONWriter.prettyGenerate([.float(.nan)])
        }
        #expect(throws: ModelError(.jsonGeneratorError, "-Infinity not allowed in JSON")) {
            try RubyJSONWriter.prettyGenerate([.float(-.infinity)])
        }
        #expect(RubyJSONWriter.dump([.float(.infinity)]) == "[Infinity]")
    }
}
