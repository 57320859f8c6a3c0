/// Where a token's name or literal pieces are: an index into the `TokenValues` of the lexer that made it. A
/// token holds this rather than the value, so tokens are plain values that cost nothing to copy or free.
public struct TokenValue<Value>: Sendable, Hashable {
    /// The index in `TokenValues`; for a common name, the complement (negative) of its `CommonNames.table` slot.
    let index: Int
}

extension TokenValue<String> {
    /// The name in `CommonNames.table`'s `slot`: read from there, so the lexer stores nothing for it.
    static func commonName(inSlot slot: Int) -> TokenValue { TokenValue(index: ~slot) }
}

/// The names and literal pieces of a lexer's tokens (see `TokenValue`).
public struct TokenValues: Sendable {
    /// `CommonNames.table`, read once here rather than through its lazy global at every name the lexer finds or
    /// the parser reads.
    let commonNames = CommonNames.table
    var texts: [String] = []
    var pieceLists: [LiteralPieces] = []
    var wordLists: [[Word]] = []

    public subscript(value: TokenValue<String>) -> String {
        value.index >= 0 ? texts[value.index] : commonNames[~value.index].string
    }
    public subscript(value: TokenValue<[StringPiece]>) -> [StringPiece] {
        switch pieceLists[value.index] {
        case .text(let text): [.text(text)]
        case .list(let pieces): pieces
        }
    }

    /// The text of a literal that is one piece of text (most are), nil for any other.
    public func plainText(_ value: TokenValue<[StringPiece]>) -> String? {
        if case .text(let text) = pieceLists[value.index] { text } else { nil }
    }
    public subscript(value: TokenValue<[Word]>) -> [Word] { wordLists[value.index] }

    /// Room for the values of about `count` tokens (in podspecs a third of them have a name, fewer a literal).
    mutating func reserveCapacity(forTokens count: Int) {
        texts.reserveCapacity(count / 2)
        pieceLists.reserveCapacity(count / 4)
    }

    mutating func add(_ text: consuming String) -> TokenValue<String> {
        texts.append(text)
        return TokenValue(index: texts.count - 1)
    }

    mutating func add(_ pieces: [StringPiece]) -> TokenValue<[StringPiece]> {
        pieceLists.append(.list(pieces))
        return TokenValue(index: pieceLists.count - 1)
    }

    /// A literal that is the one piece `text`, kept without a list (an allocation per literal). The values taken
    /// are `consuming`: the caller's new String moves into the list without a retain and a release.
    mutating func add(plainText text: consuming String) -> TokenValue<[StringPiece]> {
        pieceLists.append(.text(text))
        return TokenValue(index: pieceLists.count - 1)
    }

    mutating func add(_ words: [Word]) -> TokenValue<[Word]> {
        wordLists.append(words)
        return TokenValue(index: wordLists.count - 1)
    }
}

/// A literal's pieces as `TokenValues` keeps them: one piece of text on its own, else the list.
enum LiteralPieces: Sendable {
    case text(String)
    case list([StringPiece])
}
