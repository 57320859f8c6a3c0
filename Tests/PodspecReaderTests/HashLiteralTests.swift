import PodspecModel
import Testing

@testable import PodspecReader

/// A hash literal is built before its hash is made (`Interpreter.evalHash`): keys before their values, left to
/// right, a repeated key keeping its first place with the last value, `**` merging in place.
@Suite struct HashLiteralTests {
    @Test func repeatedKeyKeepsItsPlaceWithTheLastValue() throws {
        #expect(try inspected("{ 'a' => 1, 'b' => 2, 'a' => 3 }") == #"{"a"=>3, "b"=>2}"#)
    }

    /// One or two pairs are made at once (`evalSmallHash`), as the longer literals are.
    @Test func twoPairsWithOneKeyKeepTheLastValue() throws {
        #expect(try inspected("{ 'a' => 1, 'a' => 2 }") == #"{"a"=>2}"#)
        #expect(try inspected("[{ x.push(1).size => x.push(2).size }, x]", after: "x = []") == "[{1=>2}, [1, 2]]")
    }

    @Test func keysAreEvaluatedBeforeTheirValuesLeftToRight() throws {
        #expect(
            try inspected("[{ x.push(1).size => x.push(2).size, x.push(3).size => 0 }, x]", after: "x = []")
                == "[{1=>2, 3=>0}, [1, 2, 3]]")
    }

    @Test func doubleSplatMergesInPlace() throws {
        #expect(
            try inspected("{ a: 1, **h, a: 5, c: { d: [h] } }", after: "h = { b: 2, a: 0 }")
                == "{:a=>5, :b=>2, :c=>{:d=>[{:b=>2, :a=>0}]}}")
    }

    @Test func storedHashMadeBackIntoARubyHash() {
        let stored: PodValue = .hash([
            .string("git"): .string("u"), .symbol("tag"): .version("1.0"), .integer(1): .array([.null, .bool(true)]),
            .string("nested"): .hash([.string("é"): .float(1.5)]),
        ])
        guard case .hash(let hash) = RValue(stored) else {
            Issue.record("not a hash")
            return
        }
        #expect(hash.storage.count == 4)
        #expect(RValue.hash(hash).podValue(stringKeys: false) == stored)
    }
}
