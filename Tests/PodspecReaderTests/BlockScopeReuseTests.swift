import Testing

@testable import PodspecReader

/// A block called again reuses the scope of its last call (see `RProc.scopeForCall`), and a `/…/` literal
/// evaluated again gives the value it made before (see `RegexLiterals`): each call still starts with no locals
/// but its parameters, a block or lambda made in a call keeps that call's locals, and a literal matches as it
/// did when made each time (expressions' `inspect` from `ruby -e`). Scopes are reused in optimized builds only: a
/// debug build's extra references make the scope look shared.
@Suite struct BlockScopeReuseTests {
    @Test func eachCallStartsWithoutTheLastCallsLocals() throws {
        for (expression, ruby) in [
            (#"[1, 2, 3].map { |x| t ||= x; t }"#, #"[1, 2, 3]"#),
            (#"[1, 2].map { |x| lambda { x } }.map { |l| l.call }"#, #"[1, 2]"#),
            (#"l = nil; [1, 2].each { |x| y = x * 10; l ||= lambda { y } }; l.call"#, #"10"#),
        ] {
            #expect(try inspected(expression) == ruby, "\(expression)")
        }
    }

    @Test func aRegexLiteralEvaluatedAgainMatchesAsWhenMade() throws {
        for (expression, ruby) in [
            (#"%w[a.swift b.m c.swift].select { |p| p =~ /\.swift$/ }"#, #"["a.swift", "c.swift"]"#),
            (#"%w[A b].map { |p| p =~ /a/i }"#, #"[0, nil]"#),
            (#"%w[x y].map { |p| /#{p}/.source }"#, #"["x", "y"]"#),
        ] {
            #expect(try inspected(expression) == ruby, "\(expression)")
        }
    }
}
