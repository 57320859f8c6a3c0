/// `Hash[…]`: a Hash from another hash, from an array of `[key, value]` pairs, or from keys and values
/// given in turn, with Ruby 3.1's errors.
extension Interpreter {
    func hashFromArguments(_ args: [RValue]) throws -> RValue {
        let out = RHash()
        if args.count == 1 {
            switch args[0] {
            case .hash(let given):
                out.storage = given.storage
                return .hash(out)
            case .array(let pairs):
                for (index, element) in pairs.items.enumerated() {
                    guard case .array(let pair) = element else {
                        throw RubyError(
                            "ArgumentError", "wrong element type \(element.className) at \(index) (expected array)")
                    }
                    guard (1...2).contains(pair.items.count) else {
                        throw RubyError("ArgumentError", "invalid number of elements (\(pair.items.count) for 1..2)")
                    }
                    out[pair.items[0]] = pair.items.count == 2 ? pair.items[1] : .nilValue
                }
                return .hash(out)
            default: break
            }
        }
        guard args.count.isMultiple(of: 2) else { throw RubyError("ArgumentError", "odd number of arguments for Hash") }
        for index in stride(from: 0, to: args.count, by: 2) { out[args[index]] = args[index + 1] }
        return .hash(out)
    }
}
