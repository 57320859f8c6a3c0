extension PathList {
    /// The `paths` (relative, `/`-separated) that `pattern` matches, in their order, with the file
    /// patterns' rules: `{a,b}` groups expanded, then `File.fnmatch` with `FNM_PATHNAME` (so `**/`
    /// matches zero or more folders and `*` never crosses `/`), case-insensitive.
    public static func matching(_ pattern: String, among paths: [String]) -> [String] {
        let matchers = equivalentPatterns(pattern).map(FilenamePattern.init)
        return paths.filter { path in
            let folded = FilenamePattern.fold(path)
            return matchers.contains { $0.matches(folded: folded) }
        }
    }
}
