import Testing

@testable import PodspecReader

/// `ValueShape.isPlainlyFine` answers `check` without the walk for scalars and flat containers; whatever it
/// lets through, the walk must find fine too, and `check` must answer as the walk does.
@Suite struct ValueShapeShortcutTests {
    static func walkProblem(_ value: RValue, maximumDepth: Int) -> String? {
        do { try ValueShape.walk(value, maximumDepth: maximumDepth) } catch { return "\(error)" }
        return nil
    }

    static func checkProblem(_ value: RValue, maximumDepth: Int) -> String? {
        do { try ValueShape.check(value, maximumDepth: maximumDepth) } catch { return "\(error)" }
        return nil
    }

    static var samples: [RValue] {
        let flatHash = RHash()
        flatHash[.symbol("git")] = .string("https://e.com/é.git")
        flatHash[.symbol("tag")] = .nilValue
        let nestedHash = RHash()
        nestedHash[.string("a")] = .array([.integer(1)])
        let hashKeyedByArray = RHash()
        hashKeyedByArray[.array([])] = .integer(1)
        let selfContaining = RArray([])
        selfContaining.items.append(.array(selfContaining))
        let selfContainingHash = RHash()
        selfContainingHash[.symbol("me")] = .hash(selfContainingHash)
        return [
            .nilValue, .string(""), .string("a\u{0}\n"), .integer(3), .range(.array([]), .integer(1), exclusive: true),
            .array([]), .array([.string("a"), .symbol("b"), .nilValue]), .array([.array([])]), .hash(RHash()),
            .hash(flatHash), .hash(nestedHash), .hash(hashKeyedByArray), .array(selfContaining),
            .hash(selfContainingHash), .array([.hash(flatHash), .hash(flatHash)]),
        ]
    }

    @Test(arguments: [0, 1, 2, InterpreterLimits.maximumNesting])
    func shortcutAgreesWithTheWalk(maximumDepth: Int) {
        for (i, value) in Self.samples.enumerated() {
            let walked = Self.walkProblem(value, maximumDepth: maximumDepth)
            if ValueShape.isPlainlyFine(value, maximumDepth: maximumDepth) { #expect(walked == nil, "sample \(i)") }
            #expect(Self.checkProblem(value, maximumDepth: maximumDepth) == walked, "sample \(i)")
        }
    }

    @Test func flatContainersAreShortcut() {
        #expect(ValueShape.isPlainlyFine(.array([.string("a"), .integer(1)]), maximumDepth: 1))
        #expect(!ValueShape.isPlainlyFine(.array([.array([])]), maximumDepth: 2))
        #expect(!ValueShape.isPlainlyFine(.array([]), maximumDepth: 0))
    }
}
