import Foundation
import Testing

@testable import PodspecReader

/// `RegexPrefilter` finds the literal text every match must contain, and never rules out a subject ICU would
/// match.
@Suite struct RegexPrefilterTests {
    /// The needles of `pattern`, as Strings, sorted; nil when it has no prefilter.
    func needles(_ pattern: String, _ options: NSRegularExpression.Options = []) -> [String]? {
        RegexPrefilter(pattern: pattern, options: options)?.needles.map { String(decoding: $0, as: UTF8.self) }.sorted()
    }

    @Test func literalRunsAndAlternations() {
        #expect(needles(#"AppDelegate\.swift$"#) == ["AppDelegate.swift"])
        #expect(
            needles(#"\/(\.git|\.Trash|node_modules|Pods|DerivedData|build)\b"#)
                == ["/.Trash", "/.git", "/DerivedData", "/Pods", "/build", "/node_modules"])
        #expect(needles("^v?1\\.2") == ["1.2", "v1.2"])
        #expect(needles(#"\d+\.\d+-beta"#) == ["-beta"])
        #expect(needles("(?:ios|tvos)_[a-z]+") == ["ios_", "tvos_"])
        #expect(needles("(?<major>\\d+)\\.x") == [".x"])
        #expect(needles("ab+c") == ["a"])
        #expect(needles("a(?=b)c") == ["ac"])
        #expect(needles("(foo)+bar") == ["foo"])
        #expect(needles("x{2}yz") == ["yz"])
        #expect(needles("日本\\.swift") == ["日本.swift"])
    }

    @Test func noPrefilterWhenNothingIsCertainOrUnderstood() {
        for pattern in [
            ".*", "a*", "a?", "(a|)", "[abc]+", "\\d+", "a|.", "(?i)abc", "(?#c)abc", "\\x41bc", "\\p{L}x",
            "\\1ab", "[]a]bc", "(unclosed", "a{,2}", "\\Qab\\E", "",
        ] {
            #expect(needles(pattern) == nil, "\(pattern)")
        }
        #expect(needles("abc", .caseInsensitive) == nil)
        #expect(needles("abc", .allowCommentsAndWhitespace) == nil)
        #expect(RegexPrefilter(literal: "") == nil)
        #expect(RegexPrefilter(literal: "a.b")?.needles == [Array("a.b".utf8)])
    }

    /// Soundness: for every pattern and subject, when the prefilter rules a match out, ICU finds none.
    @Test func neverRulesOutAMatch() throws {
        let patterns = [
            #"AppDelegate\.swift$"#, #"\/(\.git|node_modules|build)\b"#, "^v?1\\.2", "a(b|c)d", "(ab)+c?d",
            "x{1,3}y", "a\\bb", "(?<n>ab)c", "[ab]cd", "ab|cd|ef", "a.c", "(a|b)(c|d)(e|f)(g|h)(i|j)",
            "(?:a|b)*cd", "a(?!x)b", "(?<=a)bc", "^ab$", "\\A\\/a\\z", "é+x", "a\\.b", "ab*",
            // Needles sharing a first byte, one of them a single byte; a needle's first byte last in the subject.
            "\\/|\\/x", "x(b|)", "\\/(ab|cd)", "(ba|bc|bd)",
        ]
        var generator = SystemRandomNumberGenerator()
        let fragments = [
            "a", "b", "c", "d", "e", "x", "y", ".", "/", "é", "\n", "AppDelegate.swift", "/build", "/.git",
            "node_modules", "v1.2", "ab", "cd", "bc",
        ]
        for pattern in patterns {
            let expression = try NSRegularExpression(pattern: pattern, options: .anchorsMatchLines)
            let prefilter = RegexPrefilter(pattern: pattern, options: .anchorsMatchLines)
            #expect(prefilter != nil, "\(pattern)")
            for _ in 0..<400 {
                let count = Int.random(in: 0..<7, using: &generator)
                let subject = (0..<count).map { _ in fragments.randomElement(using: &generator)! }.joined()
                let matched = expression.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject))
                if matched != nil {
                    #expect(prefilter?.mayMatch(subject) != false, "\(pattern) on \(subject.debugDescription)")
                }
            }
        }
    }

    /// Through the interpreter: matches and non-matches of filtered patterns, and String patterns.
    @Test func interpreterResultsUnchanged() throws {
        let source = """
            paths = ['ios/App/AppDelegate.swift', 'x/node_modules/y', 'plain', 'a/build', 'a/builder']
            $found = paths.select { |p| p =~ /AppDelegate\\.swift$/ }
            $pruned = paths.select { |p| p =~ /\\/(\\.git|node_modules|build)\\b/ }
            $split = 'a.b.c'.split('.')
            $sub = 'x-beta'.sub(/-beta/, '') + 'y'.sub(/-beta/, '')
            Pod::Spec.new do |s|
              s.name = 'A'
              s.version = '1.0'
              s.summary = [$found, $pruned, $split, $sub].inspect
            end
            """
        let spec = try PodspecLoader.load(contents: Array(source.utf8), path: "/tmp/A.podspec", environment: [:])
        #expect(
            spec.attributes["summary"]
                == .string(#"[["ios/App/AppDelegate.swift"], ["x/node_modules/y", "a/build"], ["a", "b", "c"], "xy"]"#))
    }
}
