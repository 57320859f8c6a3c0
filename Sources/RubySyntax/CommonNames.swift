/// The names podspecs spell most (the `Pod::Spec` DSL's methods, the usual block parameters and helpers), their
/// Strings made once per process: the lexer finds one by its bytes for less than it costs to make it again (a
/// podspec names most attributes once, so sharing within a file would not pay).
enum CommonNames {
    /// The names, each at most `TokenText.capacity` bytes.
    static let names: [String] = [
        "s", "ss", "sp", "cs", "spec", "subspec", "test_spec", "app_spec", "Pod", "Spec", "new",
        "name", "version", "summary", "description", "homepage", "license", "type", "file", "text",
        "author", "authors", "source", "git", "tag", "http", "commit", "branch", "submodules", "sha1", "sha256",
        "platform", "platforms", "ios", "osx", "macos", "tvos", "watchos", "visionos",
        "dependency", "source_files", "exclude_files", "resources", "resource",
        "preserve_paths", "frameworks", "framework", "weak_frameworks", "libraries", "library", "requires_arc",
        "swift_version", "swift_versions", "module_name", "header_dir", "module_map", "xcconfig",
        "compiler_flags", "prepare_command", "default_subspec", "scheme", "unit_tests", "test_type",
        "script_phases", "script_phase", "info_plist", "readme", "changelog",
        "ENV", "File", "Dir", "JSON", "join", "read", "parse", "require", "dirname", "expand_path", "__dir__",
        "base_dir", "path", "to_s", "map", "each", "glob", "package", "fetch",
    ]

    /// The slots of the table (a power of two, more than twice the names, so a search ends soon).
    static let tableSize = 256

    /// The names by their bytes, open addressing: a name is in the first free slot from `firstSlot(of:)` on.
    static let table: [NameSlot] = {
        var slots = [NameSlot](repeating: NameSlot(key: TokenText(EmptyCollection()), string: ""), count: tableSize)
        for name in names {
            let key = TokenText(Array(name.utf8))
            var slot = firstSlot(of: key)
            while !slots[slot].isEmpty { slot = (slot + 1) & (tableSize - 1) }
            slots[slot] = NameSlot(key: key, string: name)
        }
        return slots
    }()

    /// The String of the common name spelled `key`, nil for any other.
    static func string(spelled key: TokenText) -> String? {
        slot(spelled: key).map { table[$0].string }
    }

    /// The slot of `table` holding the common name spelled `key`, nil for any other.
    @inline(__always) static func slot(spelled key: TokenText) -> Int? {
        var slot = firstSlot(of: key)
        while true {
            let entry = table[slot]
            if entry.isEmpty { return nil }
            if entry.key == key { return slot }
            slot = (slot + 1) & (tableSize - 1)
        }
    }

    /// Where the search for `key` starts: its bytes mixed by a multiplication, the top 8 bits (`tableSize` is 2⁸).
    @inline(__always) static func firstSlot(of key: TokenText) -> Int {
        let mixed = (key.low ^ (key.high &* 0x9E37_79B9_7F4A_7C15)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 56)
    }
}

/// A slot of `CommonNames.table`: a name's bytes and its String; an empty slot's text is empty (no name is).
struct NameSlot: Sendable {
    let key: TokenText
    let string: String

    var isEmpty: Bool { key.count == 0 }
}
