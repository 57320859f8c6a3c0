import PodspecModel

/// The text of ``LintedPodspec/displayName``, made each time it is asked for and never kept: only the console
/// renderer shows it (once a podspec), and `Spec#to_s` made for every podspec cost an interpolated String each (made,
/// then freed unread by the other renderers). Compared and hashed by its text, as the `String` it stands for was.
struct DisplayName: Sendable, Hashable {
    private enum Source: Sendable {
        case text(String)
        case root(RootValues)
    }

    /// What the text of a loaded root spec is made of: the two values `to_s` reads, not the spec (kept, the specs of a
    /// whole run stayed allocated until it was rendered), and the file. (In an object: a `LintedPodspec` is copied a
    /// few times on its way to the renderer, and one reference is copied with one retain where three values took more.)
    private final class RootValues: Sendable {
        /// `SpecNode.name` of the root (nil without a name).
        let name: String?
        /// The root's `version` as written (`.null` when none).
        let rawVersion: PodValue
        /// The path the spec was read from.
        let file: String

        init(name: String?, rawVersion: PodValue, file: String) {
            self.name = name
            self.rawVersion = rawVersion
            self.file = file
        }

        /// `Spec#to_s` of the root, else its name, else the file's base name.
        var text: String {
            // (A root of just these two values: `to_s` reads nothing else.)
            let root = SpecNode(
                root: Specification(attributes: ["name": name.map(PodValue.string) ?? .null, "version": rawVersion]))
            return (try? root.description()) ?? name ?? LintedPodspec.basename(file)
        }
    }

    private let source: Source

    /// `text` as given.
    init(text: String) {
        source = .text(text)
    }

    /// `Spec#to_s` of a root spec whose name (`SpecNode.name`) is `name` and whose raw version is `rawVersion`, read
    /// from `file`; else its name, else the file's base name.
    init(rootName name: String?, rawVersion: PodValue, file: String) {
        source = .root(RootValues(name: name, rawVersion: rawVersion, file: file))
    }

    var text: String {
        switch source {
        case .text(let text): text
        case .root(let values): values.text
        }
    }

    static func == (a: DisplayName, b: DisplayName) -> Bool { a.text == b.text }

    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
