/// A command's failure, printed as one `[!]` line that says what is wrong and what to do.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
