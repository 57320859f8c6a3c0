import RubySyntax

/// A Ruby exception raised while evaluating a podspec (what Ruby would raise; `rescue` catches it).
struct RubyError: Error {
    var className: String
    var message: String
    /// Where it was raised; nil until the evaluator attaches the current node's position.
    var position: SourcePosition?

    init(_ className: String, _ message: String, at position: SourcePosition? = nil) {
        self.className = className
        self.message = message
        self.position = position
    }

    static func noMethod(_ name: String, for receiver: String, at position: SourcePosition? = nil) -> RubyError {
        RubyError("NoMethodError", "undefined method `\(name)' for \(receiver)", at: position)
    }

    /// `no implicit conversion of nil into String` (Ruby names nil, true and false by value, others by class).
    static func implicitConversion(_ value: RValue, into type: String) -> RubyError {
        let what: String
        switch value {
        case .nilValue: what = "nil"
        case .bool(let b): what = b ? "true" : "false"
        default: what = value.className
        }
        return RubyError("TypeError", "no implicit conversion of \(what) into \(type)")
    }

    static func argumentCount(given: Int, expected: String, at position: SourcePosition? = nil) -> RubyError {
        RubyError("ArgumentError", "wrong number of arguments (given \(given), expected \(expected))", at: position)
    }
}

/// A construct this tool never runs (shell commands, eval, network, reads outside the repository).
public struct RefusedConstruct: Error, Sendable {
    public var construct: String
    public var reason: String
    public var position: SourcePosition
    /// The program a refused command names (its first word), when known.
    public var command: String? = nil

    /// The reasons of the constructs that start a program (see `runsACommand`).
    static let runsShellCommand = "runs a shell command"
    static let runsProgram = "runs a program"

    /// Whether the construct runs a program (a shell command, `spawn`, `IO.popen`, `Open3`): Ruby raises
    /// `Errno::ENOENT` when the program cannot start, so a podspec's `rescue` may expect that failure.
    var runsACommand: Bool {
        reason == Self.runsShellCommand || reason == Self.runsProgram
            || ["`IO`", "`Open3`", "`Process`"].contains(construct)
    }

    /// What Ruby raises when the command cannot start, which a `rescue` in the podspec may catch.
    var commandFailure: RubyError {
        RubyError("Errno::ENOENT", "No such file or directory - \(command ?? construct)", at: position)
    }

    /// The first word of a command line (the program a shell would start).
    static func program(of commandLine: String) -> String? {
        commandLine.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first.map(String.init)
    }
}

/// Non-local control flow inside the evaluator. `Error` asks for `Sendable`, which the carried
/// `RValue`s are not; the conformance is unchecked because a `ControlFlow` is thrown and caught by
/// the one evaluation that made it, on its own thread, and never crosses to another.
enum ControlFlow: Error, @unchecked Sendable {
    case breakLoop(RValue)
    case nextIteration(RValue)
    case returnValue(RValue)
    /// `retry`: run the `begin` body whose `rescue` clause this is again.
    case retry
    /// `Find.prune`: skip the folder `Find.find` just yielded.
    case prune
    /// `throw tag, value` unwinding to the `catch(tag)` running (see `Interpreter.catchOrThrow`).
    case thrown(tag: RValue, value: RValue)
}
