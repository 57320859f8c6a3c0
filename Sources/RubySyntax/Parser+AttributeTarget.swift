extension Parser {
    /// The depth the general path reaches below `parseExpression` for `local.name` before its `=`: the levels
    /// skipped to the operand (`levelsBeforeOperand - 1`), `parsePrimaryWithPostfix`'s own level and one for each
    /// of the two links it tests (`.name`, then the `=` that ends the chain); one more for each link before.
    static let attributeTargetDepth = levelsBeforeOperand + 2

    /// The target of `local.name = …` or `local.a.name = …` (`s.name = 'A'`, `s.ios.deployment_target = '9.0'`:
    /// most statements of a podspec), made at once from its tokens, the parser left at the `=`; nil at any other
    /// tokens, which the levels parse. The node is the one they make (each link a call without arguments on the
    /// chain before it), where they would not pass the depth limit, and the tokens are consumed as they consume them.
    @inline(__always) mutating func attributeTargetBelowLevels() -> Node? {
        guard case .identifier(let receiverValue) = tokens[index].kind else { return nil }
        return attributeTarget(receiver: receiverValue)
    }

    /// `attributeTargetBelowLevels()` past its first test: the current token is the identifier `receiverValue`.
    mutating func attributeTarget(receiver receiverValue: TokenValue<String>) -> Node? {
        guard peekToken(1).isPunct("."), case .identifier = peekToken(2).kind else { return nil }
        // The links between the receiver and the assigned name (`.ios` in `s.ios.deployment_target = …`).
        var innerLinks = 0
        while peekToken(2 * innerLinks + 3).isPunct("."), case .identifier = peekToken(2 * innerLinks + 4).kind {
            innerLinks += 1
        }
        let nameOffset = 2 * innerLinks + 2
        guard case .identifier(let nameValue) = peekToken(nameOffset).kind, peekToken(nameOffset + 1).isPunct("="),
            depth + Parser.attributeTargetDepth + innerLinks <= Parser.maximumDepth
        else { return nil }
        // As `parsePrimary` would, the receiver is a local variable only if declared; else a method call.
        let receiverName = values[receiverValue]
        guard isLocal(receiverName) else { return nil }
        // As `isAssignable` would: `s.valid? = 1` cannot assign.
        let name = values[nameValue]
        guard identifierEndsInWordCharacter(peekToken(nameOffset), named: name) else { return nil }
        // The tokens before the `=` are consumed at once, as `advance()` would one by one: the `=` follows them,
        // so none is the last token, and they are more than the three shifts recovery counts.
        let first = index
        index += nameOffset + 1
        shiftsSinceRecovery = 3
        var receiver = Node(.localVariable(receiverName), tokens[first].range)
        for link in 0..<innerLinks {
            let linkToken = tokens[first + 2 * link + 2]
            guard case .identifier(let linkValue) = linkToken.kind else { preconditionFailure("scanned above") }
            receiver = argumentlessCall(on: receiver, named: values[linkValue], at: linkToken.range)
        }
        return argumentlessCall(on: receiver, named: name, at: tokens[first + nameOffset].range)
    }

    /// The link `.name` as the levels make it, its name at `nameRange`: a call of `name` on `receiver`, without
    /// arguments.
    @inline(__always) func argumentlessCall(on receiver: consuming Node, named name: String, at nameRange: SourceRange)
        -> Node
    {
        let range = receiver.range.union(nameRange)
        return Node(.call(Call(receiver: receiver, name: name, nameRange: nameRange)), range)
    }
}
