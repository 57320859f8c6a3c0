import Foundation

/// A Ruby regular expression as the interpreter keeps it: ICU's compiled expression and, when its pattern has
/// one, the `RegexPrefilter` that answers most failing searches without ICU. Immutable, so shared across
/// threads through `RegexCache`.
final class CompiledRegex: @unchecked Sendable {
    let expression: NSRegularExpression
    let prefilter: RegexPrefilter?

    /// `pattern` (ICU syntax) compiled with `options`; throws what ICU throws for an invalid pattern.
    init(pattern: String, options: NSRegularExpression.Options = []) throws {
        expression = try NSRegularExpression(pattern: pattern, options: options)
        prefilter = RegexPrefilter(pattern: pattern, options: options)
    }

    /// A search for the text `literal` itself, as Ruby's String patterns (`gsub("x", …)`, `split(".")`) are.
    init(literal: String) throws {
        expression = try NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: literal))
        prefilter = RegexPrefilter(literal: literal)
    }

    var options: NSRegularExpression.Options { expression.options }

    /// Every match in `string` (at most `InterpreterLimits.maximumElements`), or the first `limit`: none at
    /// once when the prefilter rules a match out.
    func boundedMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], limit: Int = Int.max)
        throws -> [NSTextCheckingResult]
    {
        if let prefilter, !prefilter.mayMatch(string) { return [] }
        return try expression.boundedMatches(in: string, options: options, limit: limit)
    }

    /// The first match in `string`, or nil.
    func boundedFirstMatch(in string: String, options: NSRegularExpression.MatchingOptions = []) throws
        -> NSTextCheckingResult?
    {
        try boundedMatches(in: string, options: options, limit: 1).first
    }
}
