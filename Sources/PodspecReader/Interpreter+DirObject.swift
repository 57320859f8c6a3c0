import RubySyntax
import Trust

/// Ruby's `Dir` listings (`Dir.entries`, `Dir.children`, `Dir.each_child`, `Dir.foreach`) and a folder
/// opened with `Dir.open(path) { |d| d.each { … } }`: the names in the folder, read through the sandbox
/// (never outside it, never following a link), in the order the file system lists them, as Ruby gives them.
extension Interpreter {
    static let dirClass = "Dir"

    /// The names in the folder `path`, with `.` and `..` first when `withDots` (`entries`).
    func folderNames(_ path: String, withDots: Bool, construct: String, node: Node) throws -> [String] {
        let absolute = resolve(path)
        try confine(absolute, construct: construct, at: node.range.start)
        let names = DirectoryListing.entries(of: absolute, includingHidden: true, followingLinks: false).map(\.name)
        return withDots ? [".", ".."] + names : names
    }

    /// `Dir.entries`, `Dir.children`, `Dir.each_child`, `Dir.foreach`, `Dir.open` / `Dir.new`.
    func dirModuleMethod(_ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node) throws -> RValue {
        let path = try pathArgument(args.first)
        let construct = "Dir.\(name)"
        let names = try folderNames(
            path, withDots: !["children", "each_child"].contains(name), construct: construct, node: node)
        switch name {
        case "entries", "children": return .array(names.map { .string($0) })
        case "each_child", "foreach":
            guard block != nil else { return makeEnumerator(.array(names.map { .string($0) }), "each", []) }
            for entry in names { _ = try yieldBlock(block, [.string(entry)], node: node) }
            return .nilValue
        default:
            let folder = RObject(className: Interpreter.dirClass)
            folder.ivars["path"] = .string(path)
            folder.ivars["names"] = .array(RArray(names.map { .string($0) }))
            guard block != nil else { return .object(folder) }
            return try yieldBlock(block, [.object(folder)], node: node)
        }
    }

    /// The methods of a folder `Dir.open` opened.
    func dirObjectMethod(_ folder: RObject, _ name: String, _ block: BlockArgument?, node: Node) throws -> RValue? {
        guard case .array(let entries)? = folder.ivars["names"] else { return nil }
        let children = entries.items.filter { toS($0) != "." && toS($0) != ".." }
        switch name {
        case "each", "each_child":
            let items = name == "each" ? entries.items : children
            guard block != nil else { return makeEnumerator(.array(RArray(items)), "each", []) }
            for item in items { _ = try yieldBlock(block, [item], node: node) }
            return .object(folder)
        case "entries", "to_a": return .array(RArray(entries.items))
        case "children": return .array(RArray(children))
        case "path", "to_path": return folder.ivars["path"]
        case "close": return .nilValue
        default: return nil
        }
    }
}
