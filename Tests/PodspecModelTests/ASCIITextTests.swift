import PodspecModel
import Testing

/// `ASCIIText.isASCII` (eight bytes at a time, then one by one) answers as a byte-by-byte test.
@Suite struct ASCIITextTests {
    /// Texts of every length up to 20: all ASCII, and with one non-ASCII byte or character at every position
    /// (in a full word, in the tail, first or last).
    static let texts: [String] = (0...20).flatMap { length -> [String] in
        let ascii = String(repeating: "a", count: length)
        var texts = [ascii]
        for at in 0..<length {
            var bytes = Array(ascii.utf8)
            bytes[at] = 0x80 | UInt8(at)
            texts.append(String(decoding: bytes, as: UTF8.self))
            texts.append(ascii.prefix(at) + "é" + ascii.dropFirst(at))
        }
        return texts
    }

    @Test func bytesAnswerAsAByteTest() {
        for text in Self.texts {
            let answer = Array(text.utf8).withUnsafeBufferPointer(ASCIIText.isASCII)
            #expect(answer == !text.utf8.contains { $0 >= 0x80 }, "\(text.debugDescription)")
        }
    }

    /// Strings, and each without its first character (a Substring, whose bytes start inside the String's).
    @Test func textsAnswerAsAByteTest() {
        for text in Self.texts {
            #expect(ASCIIText.isASCII(text) == !text.utf8.contains { $0 >= 0x80 }, "\(text.debugDescription)")
            let tail = text.dropFirst()
            #expect(ASCIIText.isASCII(tail) == !tail.utf8.contains { $0 >= 0x80 }, "\(tail.debugDescription)")
        }
    }
}
