import Foundation

/// Regular-expression searches with a time limit: a backtracking pattern (`/(a|aa)*c/` on a few thousand
/// `a`s) would otherwise run for minutes. ICU reports progress while it searches, and the search stops
/// once it has run `InterpreterLimits.regexTimeLimit`; the podspec gets Ruby 3.2's `Regexp::TimeoutError`.
extension NSRegularExpression {
    /// The first match in `string`, or nil.
    func boundedFirstMatch(in string: String, options: MatchingOptions = []) throws -> NSTextCheckingResult? {
        try boundedMatches(in: string, options: options, limit: 1).first
    }

    /// Every match in `string` (at most `InterpreterLimits.maximumElements`), or the first `limit`.
    func boundedMatches(in string: String, options: MatchingOptions = [], limit: Int = Int.max) throws
        -> [NSTextCheckingResult]
    {
        var results: [NSTextCheckingResult] = []
        var timedOut = false, tooMany = false
        // ICU calls back often (per match and as it searches): the clock is read every 32nd call only.
        var calls = 0
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(InterpreterLimits.regexTimeLimit * 1e9)
        enumerateMatches(
            in: string, options: options.union(.reportProgress), range: NSRange(string.startIndex..., in: string)
        ) {
            match, _, stop in
            if let match {
                results.append(match)
                if results.count >= limit {
                    stop.pointee = true
                } else if results.count > InterpreterLimits.maximumElements {
                    tooMany = true
                    stop.pointee = true
                }
            }
            calls &+= 1
            if calls & 31 == 0, DispatchTime.now().uptimeNanoseconds > deadline {
                timedOut = true
                stop.pointee = true
            }
        }
        if timedOut { throw RubyError("Regexp::TimeoutError", "regexp match timeout") }
        if tooMany { try Interpreter.checkElements(Int.max) }
        return results
    }
}
