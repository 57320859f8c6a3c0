/// A node of the Ruby AST; every node keeps the source range it came from.
public struct Node: Sendable {
    public var kind: Kind
    /// `range`, in 32-bit fields as a token keeps it: the node is 48 bytes rather than 72, which the parser and
    /// the interpreter copy, and arrays and boxes of nodes hold.
    @usableFromInline var packedRange: PackedSourceRange

    public init(_ kind: Kind, _ range: SourceRange) {
        self.kind = kind
        self.packedRange = PackedSourceRange(range)
    }

    /// Where the node is in the source. Read inlined in other modules (the interpreter asks it of most nodes).
    public var range: SourceRange {
        @inlinable get { packedRange.range }
        set { packedRange = PackedSourceRange(newValue) }
    }

    /// Only the cases that hold a node, or a payload larger than a String, are `indirect` (boxed): the leaves
    /// (strings, symbols, names, numbers, lists) are stored in the node, which costs no allocation to make and
    /// no release cascade to free.
    public enum Kind: Sendable {
        case nilLiteral, trueLiteral, falseLiteral, selfReference
        case integer(Int)
        case float(Double)
        case string(StringLiteral)
        /// Backticks / `%x()`: a shell command.
        case xstring([StringPart])
        case symbol(String)
        case dynamicSymbol([StringPart])
        indirect case regex([StringPart], options: String)
        case array([Node])
        case hash([HashEntry])
        indirect case range(Node?, Node?, exclusive: Bool)
        case localVariable(String)
        case instanceVariable(String)
        case globalVariable(String)
        case classVariable(String)
        /// `Name`, `Scope::Name`, `::Name`.
        indirect case constant(scope: Node?, name: String, topLevel: Bool)
        /// Not `indirect`: a `Call` is already a reference, which copies as one retain.
        case call(Call)
        indirect case splat(Node)
        indirect case doubleSplat(Node)
        indirect case blockPass(Node?)
        /// `target = value`; target is a variable, constant, attribute call or index call.
        indirect case assign(target: Node, value: Node)
        /// `target op= value` (`+=`, `||=`, `&&=`, …).
        indirect case opAssign(target: Node, op: String, value: Node)
        /// `a, *b, (c, d) = value`: a nested `(c, d)` is an array of targets.
        indirect case multipleAssign(targets: [Node], value: Node)
        indirect case and(Node, Node)
        indirect case or(Node, Node)
        indirect case not(Node)
        indirect case defined(Node)
        indirect case ifExpression(condition: Node, then: [Node], else: [Node]?)
        /// `bodyFirst`: `begin … end while c`, whose body runs once before `c` is tested.
        indirect case whileLoop(condition: Node, body: [Node], isUntil: Bool, bodyFirst: Bool = false)
        indirect case forLoop(variable: Node, iterable: Node, body: [Node])
        indirect case caseExpression(subject: Node?, whens: [WhenClause], else: [Node]?)
        indirect case begin(body: [Node], rescues: [RescueClause], elseBody: [Node]?, ensureBody: [Node]?)
        case sequence([Node])
        indirect case methodDefinition(MethodDefinition)
        indirect case classDefinition(name: Node, superclass: Node?, body: [Node])
        indirect case moduleDefinition(name: Node, body: [Node])
        indirect case singletonClass(target: Node, body: [Node])
        indirect case returnStatement(Node?)
        indirect case nextStatement(Node?)
        /// `retry` in a `rescue` clause: runs the `begin` body again.
        case retryStatement
        indirect case breakStatement(Node?)
        indirect case lambda(Block)
        case yield([Node])
        case superCall([Node]?)
        indirect case alias(String, String)
        /// `undef a, b`: the method names.
        case undefine([String])
        case fileKeyword
        case lineKeyword(Int)
    }
}

/// What a string literal holds. Plain text (most literals) is kept as it is: as a one-element `[StringPart]` it
/// cost an array allocation for each.
public enum StringLiteral: Sendable {
    case text(String)
    /// Text and interpolated code, or the parts of adjacent literals (`"a" "b"`).
    case parts([StringPart])

    /// The literal as parts: plain text is one `.text` part.
    public var parts: [StringPart] {
        switch self {
        case .text(let text): [.text(text)]
        case .parts(let parts): parts
        }
    }
}

/// A part of a string literal: text, or interpolated statements.
public enum StringPart: Sendable {
    case text(String)
    case code([Node])
}

public enum HashEntry: Sendable {
    /// A struct rather than a `(key:value:)` tuple: the runtime copied and destroyed the tuple payload through
    /// generic value witnesses.
    case pair(HashPair)
    case doubleSplat(Node)
}

/// A hash literal's `key => value` (or `key: value`) entry.
public struct HashPair: Sendable {
    public var key: Node
    public var value: Node

    public init(key: Node, value: Node) {
        self.key = key
        self.value = value
    }
}

/// A method call: `receiver.name(args) { block }` (receiver nil for `name args`).
///
/// A class, immutable once made: calls are the most common node, and the parser and the interpreter take them
/// out of their nodes often (`case .call(let call)`); a reference makes that one retain rather than a copy of
/// every field.
public final class Call: Sendable {
    public let receiver: Node?
    // The flags fill the receiver's padding.
    public let safeNavigation: Bool
    /// Whether the call had parentheses or arguments (`foo` alone may be a variable).
    public let hasArgumentSyntax: Bool
    public let name: String
    public let arguments: [Node]
    public let block: Block?
    /// `nameRange`, packed as a node's range is.
    @usableFromInline let packedNameRange: PackedSourceRange

    /// Where the method name is (for error locations). Inlined in other modules, as a node's `range` is.
    @inlinable public var nameRange: SourceRange { packedNameRange.range }

    public init(
        receiver: Node?, name: String, arguments: [Node] = [], block: Block? = nil, safeNavigation: Bool = false,
        hasArgumentSyntax: Bool = false, nameRange: SourceRange
    ) {
        self.receiver = receiver
        self.name = name
        self.arguments = arguments
        self.block = block
        self.safeNavigation = safeNavigation
        self.hasArgumentSyntax = hasArgumentSyntax
        self.packedNameRange = PackedSourceRange(nameRange)
    }
}

public struct Parameter: Sendable {
    public enum Kind: Sendable {
        case required, optional(Node), rest, keyword(Node?), keywordRest, block
        /// `|(a, b)|` destructuring.
        case destructure([Parameter])
    }
    public var name: String
    public var kind: Kind

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

public struct Block: Sendable {
    public var parameters: [Parameter]
    public var body: [Node]
    /// `range`, packed as a node's is.
    var packedRange: PackedSourceRange

    public init(parameters: [Parameter], body: [Node], range: SourceRange) {
        self.parameters = parameters
        self.body = body
        self.packedRange = PackedSourceRange(range)
    }

    public var range: SourceRange {
        get { packedRange.range }
        set { packedRange = PackedSourceRange(newValue) }
    }
}

public struct WhenClause: Sendable {
    public var conditions: [Node]
    public var body: [Node]
}

public struct RescueClause: Sendable {
    public var exceptionClasses: [Node]
    public var variable: String?
    public var body: [Node]
}

public struct MethodDefinition: Sendable {
    /// `self` for `def self.name`.
    public var singleton: Node?
    public var name: String
    public var parameters: [Parameter]
    public var body: [Node]
    public var rescues: [RescueClause]
    public var range: SourceRange

    public init(
        singleton: Node?, name: String, parameters: [Parameter], body: [Node], rescues: [RescueClause],
        range: SourceRange
    ) {
        self.singleton = singleton
        self.name = name
        self.parameters = parameters
        self.body = body
        self.rescues = rescues
        self.range = range
    }
}

/// A source range in 32-bit fields, as `Token` keeps its own (a source is at most `Lexer.maximumSize` bytes, so
/// offsets, lines and columns all fit).
@usableFromInline struct PackedSourceRange: Sendable {
    @usableFromInline var startOffset, startLine, startColumn: UInt32
    @usableFromInline var endOffset, endLine, endColumn: UInt32

    @inline(__always) init(_ range: SourceRange) {
        (startOffset, startLine, startColumn) = Token.packed(range.start)
        (endOffset, endLine, endColumn) = Token.packed(range.end)
    }

    @inlinable var range: SourceRange {
        SourceRange(
            start: SourcePosition(offset: Int(startOffset), line: Int(startLine), column: Int(startColumn)),
            end: SourcePosition(offset: Int(endOffset), line: Int(endLine), column: Int(endColumn)))
    }
}
