/// The names podspecs spell most (the `Pod::Spec` DSL's methods, the usual block parameters and helpers), their
/// Strings made once per process: the lexer finds one by its bytes for less than it costs to make it again (a
/// podspec names most attributes once, so sharing within a file would not pay).
enum CommonNames {
    /// The names. Those longer than `TokenText.capacity` bytes (attribute names such as `deployment_target`)
    /// are keyed by their first bytes (`TokenText(prefixOfLong:from:)`) and told apart by the rest (`tail`),
    /// which is at most `TokenText.capacity` bytes too.
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
        "deployment_target", "pod_target_xcconfig", "user_target_xcconfig", "public_header_files",
        "private_header_files", "project_header_files", "vendored_frameworks", "vendored_framework",
        "vendored_libraries", "vendored_library", "social_media_url", "static_framework", "resource_bundles",
        "requires_app_host", "documentation_url", "cocoapods_version", "prefix_header_file", "prefix_header_contents",
        "default_subspecs", "header_mappings_dir", "on_demand_resources", "ios_deployment_target",
        "osx_deployment_target", "tvos_deployment_target", "watchos_deployment_target",
    ]

    /// The slots of the table (a power of two, more than twice the names, so a search ends soon).
    static let tableSize = 256

    /// The names by their bytes, open addressing: a name is in the first free slot from `firstSlot(of:)` on.
    static let table: [NameSlot] = {
        let empty = TokenText(EmptyCollection())
        var slots = [NameSlot](repeating: NameSlot(key: empty, tail: empty, string: ""), count: tableSize)
        for name in names {
            let key = key(of: name)
            var slot = firstSlot(of: key)
            while !slots[slot].isEmpty { slot = (slot + 1) & (tableSize - 1) }
            slots[slot] = NameSlot(key: key, tail: TokenText(name.utf8.dropFirst(TokenText.capacity)), string: name)
        }
        return slots
    }()

    /// The String of the common name spelled `key`, nil for any other.
    static func string(spelled key: TokenText) -> String? {
        slot(spelled: key).map { table[$0].string }
    }

    /// The key `name` is found by: its bytes, or for a long name the key of its first bytes.
    static func key(of name: String) -> TokenText {
        let utf8 = Array(name.utf8)
        if utf8.count <= TokenText.capacity { return TokenText(utf8) }
        return utf8.withUnsafeBufferPointer { TokenText(prefixOfLong: $0, from: 0) }
    }

    /// The slot of `table` holding the common name spelled `key` (at most `TokenText.capacity` bytes), nil for
    /// any other. A caller that looks up many may pass `table` it read once (a read of the lazy global costs a
    /// `swift_once` check each time).
    @inline(__always) static func slot(spelled key: TokenText, in slots: [NameSlot] = table) -> Int? {
        slot(keyed: key, in: slots) { _ in true }
    }

    /// The slot of `table` holding the common name longer than `TokenText.capacity` whose bytes are
    /// `buffer[start..<end]`, nil for any other: its first bytes and its tail compared as two `TokenText`s (no
    /// common name is longer than two of them).
    static func slot(
        spelledLong buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, in slots: [NameSlot] = table
    ) -> Int? {
        let tailCount = end - start - TokenText.capacity
        guard tailCount <= TokenText.capacity else { return nil }
        let tail = TokenText(buffer, from: start + TokenText.capacity, count: tailCount)
        return slot(keyed: TokenText(prefixOfLong: buffer, from: start), in: slots) { $0.tail == tail }
    }

    /// The first slot of `slots` (`table`) from `firstSlot(of: key)` on whose key is `key` and which `isName`
    /// accepts (a key tells a short name whole, a long name's only its first bytes), nil when a free slot comes
    /// first.
    @inline(__always) private static func slot(
        keyed key: TokenText, in slots: [NameSlot], isName: (NameSlot) -> Bool
    ) -> Int? {
        var slot = firstSlot(of: key)
        while true {
            let entry = slots[slot]
            if entry.isEmpty { return nil }
            if entry.key == key && isName(entry) { return slot }
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
    /// A long name's bytes after the first `TokenText.capacity` (its key holds those); empty for a short name.
    let tail: TokenText
    let string: String

    var isEmpty: Bool { key.count == 0 }
}
