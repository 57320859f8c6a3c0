import Foundation
import RubySyntax
import Testing

@testable import PodspecReader

/// `bindPlain`, the shortcut for parameter lists that are all plain, binds what the general `bindAnyKind` binds and
/// raises what it raises.
@Suite struct PlainParameterBindingTests {
    /// What binding `names` to `args` gives: each name's value (`inspect`ed), or the error raised.
    private func bound(
        _ names: [String], _ args: [RValue], strict: Bool, plain: Bool
    ) -> [String] {
        let interpreter = Interpreter(file: "/tmp/Demo.podspec", environment: [:])
        let params = names.map { Parameter(name: $0, kind: .required) }
        let scope = Scope()
        do {
            if plain {
                #expect(try interpreter.bindPlain(params, args, in: scope, strict: strict))
            } else {
                try interpreter.bindAnyKind(params, args, in: scope, strict: strict)
            }
        } catch let error as RubyError {
            return ["\(error.className): \(error.message)"]
        } catch {
            return ["\(error)"]
        }
        return names.map { scope.lookup($0).map(Interpreter.inspect) ?? "unbound" }
    }

    @Test func plainParametersBindAsAnyKindDoes() {
        let pair = RValue.array([.string("é"), .integer(2)])
        let argumentLists: [[RValue]] = [
            [], [.string("s")], [pair], [pair, .nilValue], [.array([])], [.array([.string("🙂\n")])],
            [.string("a"), .string("b"), .string("c")], [.hash(RHash())],
        ]
        for names in [[], ["s"], ["k", "v"], ["a", "b", "c"]] {
            for args in argumentLists {
                for strict in [false, true] {
                    #expect(
                        bound(names, args, strict: strict, plain: true)
                            == bound(names, args, strict: strict, plain: false),
                        "\(names) \(args.map(Interpreter.inspect)) strict: \(strict)")
                }
            }
        }
    }

    @Test func otherKindsOfParameterAreLeftToTheGeneralBinding() throws {
        let interpreter = Interpreter(file: "/tmp/Demo.podspec", environment: [:])
        let scope = Scope()
        let params = [Parameter(name: "a", kind: .required), Parameter(name: "rest", kind: .rest)]
        #expect(try !interpreter.bindPlain(params, [.integer(1)], in: scope, strict: false))
        #expect(scope.lookup("a") == nil)
    }
}
