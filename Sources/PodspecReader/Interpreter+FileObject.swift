import PodspecModel
import RubySyntax

/// A file opened for reading (`File.open(p) { |f| f.read }`, `File.new(p).gets`, `File.foreach(p)`): its
/// text, read whole through the sandbox when it is opened, and how far it has been read. Only Ruby's
/// reading methods exist; a mode that writes is refused before anything is opened.
extension Interpreter {
    static let fileClass = "File"

    /// A File object over `text`, read from `path`. (Its state is kept under names Ruby code cannot
    /// reach: an instance variable's name starts with `@`.)
    static func openedFile(_ text: String, path: String) -> RValue {
        let object = RObject(className: fileClass)
        object.ivars["text"] = .string(text)
        object.ivars["path"] = .string(path)
        object.ivars["offset"] = .integer(0)
        return .object(object)
    }

    /// Whether `value` is a File object `openedFile` made.
    static func isOpenedFile(_ value: RValue) -> Bool {
        if case .object(let object) = value, object.className == fileClass, object.ivars["text"] != nil { return true }
        return false
    }

    /// The lines of `text`, each with its `"\n"` (Ruby's `each_line`), chomped when `chomp`.
    func lines(_ text: String, chomp: Bool) -> [String] {
        let all = lines(text)
        return chomp ? all.map(RubyText.chomp) : all
    }

    /// Whether the call's final keywords ask for `chomp: true` (`readlines`, `gets`, `each_line`, `foreach`).
    func chompOption(_ args: [RValue]) -> Bool {
        guard case .hash(let h)? = args.last else { return false }
        return h[.symbol("chomp")]?.isTruthy ?? false
    }

    /// The reading methods of a File object.
    func fileObjectMethod(_ file: RObject, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node)
        throws -> RValue?
    {
        guard case .string(let text)? = file.ivars["text"], case .integer(let offset)? = file.ivars["offset"] else {
            return nil
        }
        let bytes = Array(text.utf8)
        let rest = String(decoding: bytes[min(offset, bytes.count)...], as: UTF8.self)
        let chomp = chompOption(args)
        switch name {
        case "read":
            file.ivars["offset"] = .integer(bytes.count)
            return .string(rest)
        case "gets", "readline":
            guard let line = lines(rest).first else {
                if name == "gets" { return .nilValue }
                throw RubyError("EOFError", "end of file reached")
            }
            file.ivars["offset"] = .integer(offset + line.utf8.count)
            return .string(chomp ? RubyText.chomp(line) : line)
        case "readlines", "to_a":
            file.ivars["offset"] = .integer(bytes.count)
            return .array(lines(rest, chomp: chomp).map { .string($0) })
        case "each_line", "each":
            file.ivars["offset"] = .integer(bytes.count)
            for line in lines(rest, chomp: chomp) { _ = try yieldBlock(block, [.string(line)], node: node) }
            return .object(file)
        case "eof?", "eof": return .bool(offset >= bytes.count)
        case "rewind":
            file.ivars["offset"] = .integer(0)
            return .integer(0)
        case "close": return .nilValue
        case "path", "to_path": return file.ivars["path"]
        case "size": return .integer(bytes.count)
        default: return nil
        }
    }

    /// `File.open(path[, mode]) { |f| … }` and `File.new(path[, mode])`: a File object (the block's value
    /// with a block). Only reading modes (`r`, `rb`, `r:UTF-8`), checked before anything is opened.
    func openFile(_ args: [RValue], _ block: BlockArgument?, construct: String, node: Node) throws -> RValue {
        let position = node.range.start
        if args.count > 1, case .string(let mode) = args[1], !mode.hasPrefix("r") || mode.contains("+") {
            throw RefusedConstruct(construct: construct, reason: "writes files", position: position)
        }
        let path = try pathArgument(args.first)
        let file = Interpreter.openedFile(try readFile(path, construct: construct, at: position), path: path)
        guard block != nil else { return file }
        return try yieldBlock(block, [file], node: node)
    }

    /// What is left to read of `value` when it is an opened file (`JSON.load` and `YAML.load` take one),
    /// else `value`.
    func readIfOpenedFile(_ value: RValue?, node: Node) throws -> RValue? {
        guard let value, Interpreter.isOpenedFile(value), case .object(let file) = value else { return value }
        return try fileObjectMethod(file, "read", [], nil, node: node)
    }
}
