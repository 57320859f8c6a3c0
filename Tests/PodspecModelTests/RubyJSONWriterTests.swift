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
