import Foundation
import Testing

@testable import PodspecReader

/// Ruby's `OpenStruct`, made with `new` or by `JSON.parse(text, object_class: OpenStruct)` (a real podspec
/// reads its package.json so): attributes read and written as methods, nil when unset, `[]`, `to_h`, `dig`,
/// `each_pair`, `respond_to?`. Each expression's `inspect` is Ruby 3.1's (`ruby -rostruct -e`).
@Suite struct OpenStructTests {
    @Test func answersAsRuby() throws {
        for (expression, ruby) in [
            (
                #"o = OpenStruct.new(name: 'a', 'v' => 1); [o.name, o.v, o.missing, o[:name], o['v'], o.respond_to?(:name), o.respond_to?(:zzz)]"#,
                #"["a", 1, nil, "a", 1, true, false]"#
            ),
            (#"o = OpenStruct.new; o.x = 5; o[:y] = 6; [o.x, o.y, o.to_h]"#, #"[5, 6, {:x=>5, :y=>6}]"#),
            (#"JSON.parse('{"a":[{"b":1}]}', object_class: OpenStruct).a.first.b"#, #"1"#),
            (#"o = OpenStruct.new(a: {b: 2}); o.dig(:a, :b)"#, #"2"#),
            (#"r = []; OpenStruct.new(a: 1, b: 2).each_pair { |k, v| r << [k, v] }; r"#, #"[[:a, 1], [:b, 2]]"#),
        ] {
            #expect(try inspected(expression) == ruby, "\(expression)")
        }
    }
}
