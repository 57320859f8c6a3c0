import Foundation
import Testing

@testable import PodspecReader

/// The process-wide regex cache: each source and options get their own regex, compiled once, whether the
/// answer comes from the short list of recent patterns or from the table behind it.
@Suite struct RegexCacheTests {
    @Test func morePatternsThanTheRecentListEachGetTheirOwnRegex() throws {
        let cache = RegexCache()
        let sources = (0..<(RegexCache.recentCount + 3)).map { "p\($0)x" }
        let optionSets: [NSRegularExpression.Options] = [[], [.caseInsensitive]]
        var compiled = 0
        var firstAnswers: [String: CompiledRegex] = [:]
        for _ in 0..<3 {
            for source in sources {
                for options in optionSets {
                    let regex = try cache.regex(source, options: options) {
                        compiled += 1
                        return try CompiledRegex(pattern: source, options: options)
                    }
                    #expect(regex.expression.pattern == source && regex.options == options)
                    let key = "\(source) \(options.rawValue)"
                    if let first = firstAnswers[key] { #expect(first === regex) } else { firstAnswers[key] = regex }
                }
            }
        }
        #expect(compiled == sources.count * optionSets.count)
    }
}
