import Foundation
import Testing

@testable import PodspecReader

/// How a block binds what it is given, as Ruby 3.1 does (expressions' `inspect` from `ruby -e`).
@Suite struct BlockParameterTests {
    /// A block given one Array spreads it when it takes more than one parameter, a rest after a parameter
    /// counting (`|a, *rest|` gave `rest` empty), but not a lone `|*all|`.
    @Test func blocksSpreadOneArrayOverARestAfterAParameter() throws {
        for (expression, ruby) in [
            (#"[[1,2,3]].map { |a, *r| r }"#, #"[[2, 3]]"#),
            (#"[1,2,3].then { |a, *| a }"#, #"1"#),
            (#"[[1,2]].map { |*r| r }"#, #"[[[1, 2]]]"#),
            (#"[[1,2]].each_with_index.map { |(a, b), i| [a, b, i] }"#, #"[[1, 2, 0]]"#),
            (#"{a: 1}.map { |k, *v| v }"#, #"[[1]]"#),
            (#"[[1, [2, 3]]].map { |a, (b, c)| c }"#, #"[3]"#),
            (#"[[1, 2]].map { |a| a }"#, #"[[1, 2]]"#),
        ] {
            #expect(try inspected(expression) == ruby, "\(expression)")
        }
    }
}
