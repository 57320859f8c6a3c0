import Testing

@testable import RubySyntax

/// `Parser.binaryLevel(of:)` turns most punctuators away by their first byte; it must give what the full
/// switch on the spelling gives for every punctuator the lexer makes.
struct BinaryOperatorTests {
    @Test func firstByteCheckAgreesWithTheSpelling() {
        for punct in Lexer.puncts {
            #expect(Parser.binaryLevel(of: punct) == Parser.binaryLevel(spelled: punct), "\(punct)")
        }
    }

    @Test func everyOperatorIsFound() {
        let operators: [TokenText] = [
            "||", "&&", "<=>", "==", "===", "!=", "=~", "!~", "<", "<=", ">", ">=", "|", "^", "&", "<<", ">>", "+",
            "-", "*", "/", "%",
        ]
        for op in operators { #expect(Parser.binaryLevel(of: op) != nil, "\(op)") }
    }

    /// `Parser.isAssignmentOperator(_:)` turns most punctuators away by their last byte; it must find exactly the
    /// operator assignments among all the punctuators the lexer makes.
    @Test func assignmentOperatorsAreFound() {
        let assignments: Set<String> = [
            "+=", "-=", "*=", "/=", "%=", "**=", "||=", "&&=", "|=", "&=", "^=", "<<=", ">>=",
        ]
        for punct in Lexer.puncts {
            #expect(Parser.isAssignmentOperator(punct) == assignments.contains(punct.description), "\(punct)")
        }
    }
}
