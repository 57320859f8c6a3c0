extension SpecNode {
    /// The full name `--subspec=NAME` means (`subspec_by_name`): `NAME` itself when it starts with the
    /// root's name and `/`, else `Root/NAME`.
    public func subspecFullName(_ name: String) -> String {
        let rootName = root.name ?? ""
        return name.hasPrefix("\(rootName)/") ? name : "\(rootName)/\(name)"
    }

    /// The spec of this tree (this node or a descendant) whose full name is `fullName`; nil when none is.
    public func spec(named fullName: String) -> SpecNode? {
        selfAndDescendants.first { $0.name == fullName }
    }
}
