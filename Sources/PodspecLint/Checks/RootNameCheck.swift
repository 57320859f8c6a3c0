import PodspecModel

/// L2: the root's name matches the podspec's file name (`Name.podspec` or `Name.podspec.json`).
struct RootNameCheck: RootCheck {
    static let identifier = "root_name"
    static let order = LintOrder.rootName
    static let mismatch = "The name of the spec should match the name of the file."

    static let examples = [
        LintExample(#"{"name": "Pod"}"#, file: "Pod.podspec"),
        LintExample(#"{"name": "Pod"}"#, [.error("name", mismatch)], file: "pod.podspec.json"),
        LintExample(#"{"name": "Pod"}"#, [.error("name", mismatch)], file: "Other.podspec"),
    ]

    static func check(_ context: LintContext) {
        guard let name = context.root.name, let file = context.file else { return }
        if !isSpecFile(basename(file), named: name) {
            context.error("name", mismatch)
        }
    }

    /// The file names a spec named `name` may have: `name` followed by one of these.
    private static let specFileExtensions = [".podspec", ".podspec.json"]
    /// `specFileExtensions` as bytes (compared with a String's UTF-8 view, each was walked through its iterator).
    private static let specFileExtensionBytes = specFileExtensions.map { Array($0.utf8) }

    /// Whether `basename` is `name.podspec` or `name.podspec.json`, as Strings compare (canonical equivalence).
    /// ASCII text (the usual) is compared on bytes, with no string built; other text as Strings.
    static func isSpecFile(_ basename: Substring, named name: String) -> Bool {
        asciiIsSpecFile(basename, named: name) ?? stringIsSpecFile(basename, named: name)
    }

    /// `isSpecFile` on the bytes, when both are ASCII (then canonical equivalence is byte equality); nil otherwise.
    private static func asciiIsSpecFile(_ basename: Substring, named name: String) -> Bool? {
        let match = basename.utf8.withContiguousStorageIfAvailable { base in
            name.utf8.withContiguousStorageIfAvailable { nameBytes -> Bool? in
                guard ASCIIText.isASCII(base), ASCIIText.isASCII(nameBytes) else { return nil }
                guard base.starts(with: nameBytes) else { return false }
                let rest = base[nameBytes.count...]
                return specFileExtensionBytes.contains { rest.elementsEqual($0) }
            }
        }
        // (nil when either has no contiguous bytes, or either is not ASCII.)
        guard case .some(.some(let answer)) = match else { return nil }
        return answer
    }

    /// `isSpecFile` as Strings: the basename against each file name built.
    static func stringIsSpecFile(_ basename: Substring, named name: String) -> Bool {
        specFileExtensions.contains { basename == name + $0 }
    }

    /// `File.basename`: the last non-empty component between slashes, the path itself when there is none.
    /// On the contiguous bytes when the path has them, from the end (the `utf8` view's indices, or splitting
    /// the path into Characters or into all its components, cost more than the rest of the check).
    static func basename(_ path: String) -> Substring {
        let slash = UInt8(ascii: "/")
        let bounds = path.utf8.withContiguousStorageIfAvailable { bytes -> Range<Int>? in
            guard let last = bytes.lastIndex(where: { $0 != slash }) else { return nil }
            let start = bytes[..<last].lastIndex(of: slash).map { $0 + 1 } ?? 0
            return start..<(last + 1)
        }
        guard let found = bounds else { return slowBasename(path) }
        // (No non-slash byte: the path itself.)
        guard let found else { return path[...] }
        let utf8 = path.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: found.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: found.upperBound)
        return path[start..<end]
    }

    /// `basename` through the `utf8` view, for a path without contiguous bytes.
    private static func slowBasename(_ path: String) -> Substring {
        let slash = UInt8(ascii: "/")
        let utf8 = path.utf8
        guard let last = utf8.lastIndex(where: { $0 != slash }) else { return path[...] }
        let start = utf8[..<last].lastIndex(of: slash).map(utf8.index(after:)) ?? utf8.startIndex
        return Substring(utf8[start...last])
    }
}
