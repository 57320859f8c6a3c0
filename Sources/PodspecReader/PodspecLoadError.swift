import Foundation

/// A podspec that could not be loaded, with CocoaPods' wording and the line Ruby would name.
public struct PodspecLoadError: Error, Sendable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    /// 1-based line and column of the failure, when known.
    public var line: Int?
    public var column: Int?
    /// CocoaPods' `e.message`: the DSLError block (`\n[!] Invalid `X.podspec` file: …`) or an Informative's text.
    public var message: String
    /// True when the podspec used a construct this tool never runs (shell, eval, network, reads outside the repo).
    public var isRefusal: Bool

    public init(path: String, line: Int?, column: Int?, message: String, isRefusal: Bool = false) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.isRefusal = isRefusal
    }

    /// CocoaPods' lint message L1.
    public var lintMessage: String { "The specification defined in `\(path)` could not be loaded.\n\n\(message)" }

    public var description: String { message }

    /// `DSLError#message` (cocoapods-core standard_error.rb): description, `#  from file:line`, and the neighbouring lines.
    static func dslMessage(description: String, absolutePath: String, contents: [UInt8], line: Int?) -> String {
        var text = "\n[!] \(description).\n"
        guard let line, line >= 1 else { return text }
        let lines = splitLines(contents)
        guard line - 1 < lines.count else { return text }
        text += "\n #  from \(absolutePath):\(line)\n"
        text += " #  -------------------------------------------\n"
        let index = line - 1
        if index > 0 { text += " #  \(lines[index - 1])" }
        text += " >  \(lines[index])"
        if index + 1 < lines.count { text += " #  \(lines[index + 1])" }
        if !text.hasSuffix("\n") { text += "\n" }
        text += " #  -------------------------------------------\n"
        return text
    }

    /// Lines keeping their own `\n`, as Ruby's `lines`.
    static func splitLines(_ bytes: [UInt8]) -> [String] {
        var out: [String] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == 0x0A {
            out.append(String(decoding: bytes[start...i], as: UTF8.self))
            start = i + 1
        }
        if start < bytes.count { out.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return out
    }
}
