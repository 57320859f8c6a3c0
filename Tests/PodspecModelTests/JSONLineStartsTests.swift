import Testing

@testable import PodspecModel

/// The JSON reader notes where lines start as it skips whitespace and comments; the map it makes must place every
/// offset where the map that looks for the line feeds itself does.
@Suite struct JSONLineStartsTests {
    static let documents = [
        "{}",
        "\n\n{\"a\": 1}\n",
        "{\r\n  \"name\": \"A\",\r\n  \"tags\": [\r\n    \"x\",\n\n    \"y\"\r\n  ]\r\n}\r\n",
        "{\"text\": \"line\\nbreak\\r\\n\", \"tab\":\t\"\\t\"\n}",
        "/* a\ncomment\n*/ {\n  // note\n  \"a\": [1, /* x\n */ 2],\n  \"b\": {\"c\"\n  :\n  null}\n}\n// end\n",
        "[\n  {\"é\": \"☃\"},\n  [\n  ],\n  {}\n]",
        "{\"subspecs\": [{\n\"name\": \"B\",\n\"ios\": {\"frameworks\": [\"UIKit\"]}\n}]}",
    ]

    @Test(arguments: documents) func readerLineMapPlacesEveryOffsetAsTheScanningOne(_ text: String) throws {
        let document = try JSONReader.parseDocument(text)
        let scanned = LineMap(text)
        for offset in 0...text.utf8.count {
            #expect(document.lineMap.location(offset) == scanned.location(offset), "offset \(offset)")
        }
    }
}
