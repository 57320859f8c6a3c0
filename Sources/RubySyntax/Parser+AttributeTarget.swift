extension Parser {
    /// The depth the general path reaches below `parseExpression` for `local.name` before its `=`: the levels
    /// skipped to the operand (`levelsBeforeOperand - 1`), `parsePrimaryWithPostfix`'s own level and one for each
    /// of the two links it tests (`.name`, then the `=` that ends the chain).
    static let attributeTargetDepth = levelsBeforeOperand + 2

    /// The target of `local.name = …` (`s.name = 'A'`, most statements of a podspec), made at once from its three
    /// tokens, the parser left at the `=`; nil at any other tokens, which the levels parse. The node is the one
    /// they make (a call of `name` on the local variable, without arguments), where they would not pass the depth
    /// limit, and the tokens are consumed as they consume them.
    @inline(__always) mutating func attributeTargetBelowLevels() -> Node? {
        guard case .identifier(let receiverValue) = tokens[index].kind else { return nil }
        return attributeTarget(receiver: receiverValue)
    }

    /// `attributeTargetBelowLevels()` past its first test: the current token is the identifier `receiverValue`.
    mutating func attributeTarget(receiver receiverValue: TokenValue<String>) -> Node? {
        guard peekToken(1).isPunct("."), case .identifier(let nameValue) = peekToken(2).kind,
            peekToken(3).isPunct("="), depth + Parser.attributeTargetDepth <= Parser.maximumDepth
        else { return nil }
        // As `parsePrimary` would, the receiver is a local variable only if declared; else a method call.
        let receiverName = values[receiverValue]
        guard isLocal(receiverName) else { return nil }
        // As `isAssignable` would: `s.valid? = 1` cannot assign.
        let name = values[nameValue]
        guard Parser.endsInWordCharacter(name) else { return nil }
        let receiverToken = advance()
        advance()  // `.`
        let nameToken = advance()
        let receiver = Node(.localVariable(receiverName), receiverToken.range)
        return Node(
            .call(Call(receiver: receiver, name: name, nameRange: nameToken.range)),
            receiverToken.range.union(nameToken.range))
    }
}
