import RubySyntax

/// Where a user-defined method was called from: the file running then and the call's line (what
/// `caller` reports, and what podspecs read their own path from).
struct CallSite {
    let file: String
    let line: Int
}

extension Interpreter {
    /// `caller(start = 1, length = nil)`: `"file:line:in `name'"` for the running code (frame 0: the line
    /// calling `caller`) and each call of a user-defined method, innermost first. The frames of
    /// CocoaPods' own code that would follow the podspec's in Ruby are not there.
    func callerFrames(_ args: [RValue], at node: Node) throws -> RValue {
        var start = 1
        var length: Int?
        if let first = args.first {
            guard case .integer(let given) = first else { throw RubyError.implicitConversion(first, into: "Integer") }
            guard given >= 0 else { throw RubyError("ArgumentError", "negative level (\(given))") }
            start = given
        }
        if args.count > 1, case .integer(let given) = args[1] {
            guard given >= 0 else { throw RubyError("ArgumentError", "negative size (\(given))") }
            length = given
        }
        var frames: [RValue] = []
        var site = CallSite(file: currentFile, line: node.range.start.line)
        for index in stride(from: runningMethods.count - 1, through: -1, by: -1) {
            let label = index >= 0 ? runningMethods[index].method.definition.name : "<top (required)>"
            frames.append(.string("\(site.file):\(site.line):in `\(label)'"))
            if index >= 0 { site = runningMethods[index].callSite }
        }
        guard start <= frames.count else { return .nilValue }
        let selected = frames.dropFirst(start)
        return .array(Array(length.map { selected.prefix($0) } ?? selected))
    }
}
