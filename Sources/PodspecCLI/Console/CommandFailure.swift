/// A command's failure (CocoaPods' `Informative`): one `[!]` line that says what is wrong and what to
/// do, then exit 1. The one error type the commands throw; where the line goes (standard output for the
/// lint commands, as pod prints it, else standard error) is the command's choice.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
