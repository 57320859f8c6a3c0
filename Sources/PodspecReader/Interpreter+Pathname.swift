import Foundation
import PodspecModel
import RubySyntax
import Trust

/// Ruby's `Pathname` (pathname.rb, 3.1): a path as a value. Lexical methods follow Ruby exactly; methods
/// that touch the file system read only, through the podspec's sandbox (`exist?` is false outside it).
extension Interpreter {
    static let pathnameClass = "Pathname"

    /// A new Pathname object for `path`.
    static func pathname(_ path: String) -> RValue {
        let object = RObject(className: pathnameClass)
        object.ivars["@path"] = .string(path)
        return .object(object)
    }

    /// `Pathname.new(arg)`: a String, or another Pathname; anything else is Ruby's TypeError.
    func newPathname(_ args: [RValue]) throws -> RValue {
        guard args.count == 1 else { throw RubyError.argumentCount(given: args.count, expected: "1") }
        guard let path = Interpreter.pathString(args[0]) else {
            throw RubyError.implicitConversion(args[0], into: "String")
        }
        if path.utf8.contains(0) { throw RubyError("ArgumentError", "pathname contains null byte") }
        return Interpreter.pathname(path)
    }

    /// The path a String or a Pathname stands for (`File` methods take both, as `to_path`).
    static func pathString(_ value: RValue) -> String? {
        switch value {
        case .string(let s): return s
        case .object(let o) where o.className == pathnameClass:
            if case .string(let s)? = o.ivars["@path"] { return s }
            return nil
        default: return nil
        }
    }

    /// The methods of a Pathname holding `path`.
    func pathnameMethod(_ path: String, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node)
        throws -> RValue?
    {
        let position = node.range.start
        func argument(_ index: Int) throws -> String {
            guard index < args.count else { throw RubyError.argumentCount(given: args.count, expected: "\(index + 1)") }
            guard let text = Interpreter.pathString(args[index]) else {
                throw RubyError.implicitConversion(args[index], into: "String")
            }
            return text
        }
        switch name {
        case "to_s", "to_path", "to_str": return .string(path)
        case "inspect": return .string("#<Pathname:\(path)>")
        case "==", "eql?", "===":
            guard
                let other = args.first.flatMap({ value -> String? in
                    if case .object = value { return Interpreter.pathString(value) }
                    return nil
                })
            else { return .bool(false) }
            return .bool(other == path)
        case "<=>":
            guard case .object = args.first ?? .nilValue, let other = args.first.flatMap(Interpreter.pathString) else {
                return .nilValue
            }
            return .integer(path < other ? -1 : (path == other ? 0 : 1))
        case "hash": return .integer(path.hashValue)
        case "+", "/": return Interpreter.pathname(RubyPath.plus(path, try argument(0)))
        case "join":
            var result = path
            for index in args.indices { result = RubyPath.plus(result, try argument(index)) }
            return Interpreter.pathname(args.isEmpty ? path : result)
        case "parent": return Interpreter.pathname(RubyPath.plus(path, ".."))
        case "root?": return .bool(!path.isEmpty && path.utf8.allSatisfy { $0 == UInt8(ascii: "/") })
        case "absolute?": return .bool(path.hasPrefix("/"))
        case "relative?": return .bool(!path.hasPrefix("/"))
        case "cleanpath": return Interpreter.pathname(RubyPath.cleanpath(path))
        case "expand_path", "realpath", "realdirpath":
            let base = args.isEmpty ? directory : resolve(try argument(0))
            return Interpreter.pathname(LexicalPath.absolute(path, base: base))
        case "basename":
            return Interpreter.pathname(
                args.isEmpty ? RubyPath.basename(path) : RubyPath.basename(path, removing: try argument(0)))
        case "dirname": return Interpreter.pathname(RubyPath.dirname(path))
        case "extname": return .string(RubyText.extname(path))
        case "split":
            return .array([Interpreter.pathname(RubyPath.dirname(path)), Interpreter.pathname(RubyPath.basename(path))])
        case "each_filename":
            let parts = path.split(separator: "/").map { RValue.string(String($0)) }
            if block == nil { return .array(parts) }
            for part in parts { _ = try yieldBlock(block, [part], node: node) }
            return .nilValue
        case "relative_path_from":
            return Interpreter.pathname(try RubyPath.relative(path, from: try argument(0)))
        case "sub":
            guard case .string(let replaced) = try stringMethod(path, "sub", args, block, node: node) ?? .nilValue
            else {
                return nil
            }
            return Interpreter.pathname(replaced)
        case "exist?", "file?", "directory?", "readable?":
            return try moduleMethod("File", name, [.string(path)], nil, scope: Scope(), node: node)
        case "read": return .string(try readFile(path, construct: "Pathname#read", at: position))
        case "readlines":
            return .array(lines(try readFile(path, construct: "Pathname#readlines", at: position)).map { .string($0) })
        case "children", "each_child", "entries":
            let absolute = resolve(path)
            try confine(absolute, construct: "Pathname#\(name)", at: position)
            let names = DirectoryListing.entries(of: absolute, includingHidden: true, followingLinks: false)
                .map(\.name).sorted()
            let prefix = name == "entries" ? nil : (path.hasSuffix("/") ? path : path + "/")
            let items = (name == "entries" ? [".", ".."] + names : names).map { child in
                Interpreter.pathname((prefix ?? "") + child)
            }
            if name == "each_child" {
                for item in items { _ = try yieldBlock(block, [item], node: node) }
                return .array(items)
            }
            return .array(items)
        case "write", "binwrite", "delete", "unlink", "rmtree", "mkpath", "mkdir", "rename", "make_link",
            "make_symlink", "chmod", "truncate":
            throw RefusedConstruct(construct: "Pathname#\(name)", reason: "changes the file system", position: position)
        default: return nil
        }
    }
}

/// Pathname's lexical path arithmetic, as pathname.rb does it (no file system access).
enum RubyPath {
    /// `Pathname#+`: `other` joined to `base`; an absolute `other` replaces it; leading `..` of `other`
    /// consume `base`'s last components (never above `/`).
    static func plus(_ base: String, _ other: String) -> String {
        if other.hasPrefix("/") { return other }
        var prefix = base
        var suffixParts: [String] = []
        var otherParts = other.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        otherParts.removeAll { $0 == "." }
        var baseParts = base.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let absolute = base.hasPrefix("/")
        baseParts.removeAll { $0 == "." }
        while let first = otherParts.first, first == ".." {
            if let last = baseParts.last, last != ".." {
                baseParts.removeLast()
                otherParts.removeFirst()
            } else if absolute {
                otherParts.removeFirst()
            } else {
                break
            }
        }
        suffixParts = otherParts
        let head = (absolute ? "/" : "") + baseParts.joined(separator: "/")
        prefix = head.isEmpty ? "" : head
        if suffixParts.isEmpty { return prefix.isEmpty ? "." : prefix }
        let tail = suffixParts.joined(separator: "/")
        if prefix.isEmpty { return tail }
        return prefix.hasSuffix("/") ? prefix + tail : prefix + "/" + tail
    }

    /// `Pathname#cleanpath`: `.` dropped, `name/..` folded, `..` above `/` dropped.
    static func cleanpath(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var kept: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true).map(String.init) where part != "." {
            if part == "..", let last = kept.last, last != ".." {
                kept.removeLast()
            } else if part == ".." && absolute {
                continue
            } else {
                kept.append(part)
            }
        }
        let joined = kept.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `Pathname#relative_path_from`: `path` relative to `base`; both absolute or both relative, else
    /// Ruby's ArgumentError.
    static func relative(_ path: String, from base: String) throws -> String {
        let dest = cleanpath(path)
        let start = cleanpath(base)
        guard dest.hasPrefix("/") == start.hasPrefix("/") else {
            throw RubyError("ArgumentError", "different prefix: \"\(dest.hasPrefix("/") ? "/" : "")\" and \"\(base)\"")
        }
        var destParts = dest.split(separator: "/").map(String.init).filter { $0 != "." }
        var startParts = start.split(separator: "/").map(String.init).filter { $0 != "." }
        while let d = destParts.first, let s = startParts.first, d == s {
            destParts.removeFirst()
            startParts.removeFirst()
        }
        if startParts.contains("..") { throw RubyError("ArgumentError", "base_directory has ..: \(base)") }
        let parts = Array(repeating: "..", count: startParts.count) + destParts
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
