import Foundation
import Testing
@testable import PodspecReader

/// The line a load error names is the first line Ruby's message names (what `pod` users see first).
@Suite struct LoadErrorLineTests {
    func failure(_ source: String) -> PodspecLoadError? {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("Lines.podspec")
        do {
            _ = try PodspecLoader.load(contents: Array(source.utf8), path: path, environment: [:])
            return nil
        } catch {
            return error
        }
    }

    @Test func missingEndIsReportedOnTheLastLineRead() {
        let error = failure("Pod::Spec.new do |s|\n  s.name = 'A'\n")
        #expect(error?.line == 2)
        #expect(error?.message.contains("unexpected end-of-input, expecting `end'") == true)
        #expect(error?.message.contains(" >    s.name = 'A'\n") == true)
    }

    @Test func aMissingCommaInAHashNamesTheLineRubyRecoversTo() {
        // Ruby stops at line 4, recovers (reading `'C' => 'd'` as a pattern match), and reports `}` on line 5.
        let error = failure("Pod::Spec.new do |s|\n  s.xcconfig = {\n    'A' => 'b'\n    'C' => 'd'\n  }\nend\n")
        #expect(error?.line == 5)
        #expect(error?.message.contains("syntax error, unexpected string literal, expecting '}'") == true)
        #expect(error?.message.contains("Lines.podspec:5: syntax error, unexpected '}'") == true)
        #expect(
            error?.message.contains(
                "#  from \((NSTemporaryDirectory() as NSString).appendingPathComponent("Lines.podspec")):4") == true)
    }

    @Test func aHashWithoutBracesIsAPatternThatNeedsAName() {
        let error = failure("Pod::Spec.new do |s|\n  s.source = :git => 'u',\n               :tag => '1.0'\nend\n")
        #expect(error?.line == 3)
        #expect(error?.message.contains("unexpected string literal, expecting local variable or method") == true)
    }

    @Test func theEndOfInputAfterAnErrorAddsNoSecondError() {
        // Recovery drops tokens until one can start a statement; reaching the end of input ends the parse.
        let error = failure("x = (1 +\n")
        #expect(error != nil)
        #expect(error?.message.contains("Lines.podspec:1:") != true)
    }
}
