import Foundation

extension Diagnostic {
    /// The message on one line, for formats that need one (compiler, GitHub annotations): a
    /// multi-line message (L1's DSLError block) keeps its text lines and drops the source excerpt.
    public var oneLineMessage: String {
        message.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") && !$0.hasPrefix(">") }
            .joined(separator: " ")
    }
}
