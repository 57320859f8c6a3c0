/// Paths as Ruby's `File.expand_path` treats them: purely textual (`.` and `..` folded, repeated and trailing
/// slashes dropped), without touching the file system. `Sandbox` resolves symlinks separately.
enum LexicalPath {
    /// `path` (absolute) with `.`, `..` and empty components folded; `..` above `/` stays at `/`.
    static func standardize(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// `path` made absolute against `base` (itself absolute), then standardized.
    static func absolute(_ path: String, base: String) -> String {
        standardize(path.hasPrefix("/") ? path : base + "/" + path)
    }
}
