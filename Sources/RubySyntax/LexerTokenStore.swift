/// The tokens a lexer has made so far, written straight into the memory of the Array `tokenize()` returns:
/// `Array.append` asks whether its buffer is shared (a runtime call) for every token, and copying the tokens
/// from memory of the lexer's own into an Array at the end costs more than that (lint-1000: +4.3 M
/// instructions in `memcpy`). Tokens are plain values, so they are written without retains.
struct LexerTokenStore {
    private let base: UnsafeMutablePointer<Token>?
    /// The number of tokens.
    private(set) var count: Int
    /// How many tokens there is room for.
    let capacity: Int

    /// No tokens, and no room: what a lexer holds outside `tokenize()`.
    init() {
        base = nil
        count = 0
        capacity = 0
    }

    /// A store writing into `buffer`, which starts with a copy of `earlier`.
    init(_ buffer: UnsafeMutableBufferPointer<Token>, startingWith earlier: [Token]) {
        precondition(earlier.count <= buffer.count, "token store smaller than its tokens")
        base = buffer.baseAddress
        count = earlier.count
        capacity = buffer.count
        if let base, count > 0 {
            earlier.withUnsafeBufferPointer { base.initialize(from: $0.baseAddress.unsafelyUnwrapped, count: count) }
        }
    }

    /// Whether another token fits.
    @inline(__always) var hasRoom: Bool { count < capacity }

    /// Appends `token`; there is room for it (`hasRoom`).
    @inline(__always) mutating func append(_ token: Token) {
        (base.unsafelyUnwrapped + count).initialize(to: token)
        count &+= 1
    }

    /// The token at `index` (below `count`).
    @inline(__always) subscript(index: Int) -> Token { base.unsafelyUnwrapped[index] }

    /// The last token, nil before the first.
    @inline(__always) var last: Token? { count == 0 ? nil : base.unsafelyUnwrapped[count &- 1] }
}
