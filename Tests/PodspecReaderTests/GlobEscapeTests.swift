import Foundation
import Testing

@testable import PodspecReader

/// `Dir.glob`'s translation escapes a literal character as Foundation's `escapedPattern(for:)` did: every
/// ASCII character, and non-ASCII ones (which keep Foundation's answer), including clusters that hold a
/// metacharacter with a combining mark and `\r\n`.
@Suite struct GlobEscapeTests {
    @Test func escapesAsFoundation() {
        var characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        characters += ["é", "日", "\r\n", ".\u{301}", "*\u{338}", "/\u{301}", "👍🏽", "\u{0}"]
        for c in characters {
            #expect(
                Glob.escaped(c) == NSRegularExpression.escapedPattern(for: String(c)),
                "\(c.unicodeScalars.map(\.value))")
        }
    }

    /// A whole pattern: the glob operators translate, the literal rest is escaped.
    @Test func translatesLiteralsEscaped() {
        #expect(Glob.translate("a.b/**/*.{h}") == #"a\.b\/(?:[^/]*/)*[^/]*\.\{h\}"#)
        #expect(Glob.translate("x+y(1)?") == #"x\+y\(1\)[^/]"#)
    }
}
