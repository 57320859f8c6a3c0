/// `JSON.dump` of a document written member by member, for a renderer that knows its document's shape:
/// the same bytes as `RubyJSONWriter.dump` of the Hash it would build, without building (and hashing the
/// keys of) that Hash first.
public struct RubyJSONStream {
    public private(set) var bytes: [UInt8] = []
    /// Whether the next member or element follows another in its container (so takes a comma).
    private var follows = false

    public init() {}

    public mutating func openObject() { open(UInt8(ascii: "{")) }
    public mutating func closeObject() { close(UInt8(ascii: "}")) }
    public mutating func openArray() { open(UInt8(ascii: "[")) }
    public mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// An object member's key; its value comes next.
    public mutating func key(_ name: String) {
        separate()
        RubyJSONWriter.writeString(name, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        follows = false
    }

    /// `key` for a name written as a literal that needs no escaping (a renderer's own names): its bytes are copied
    /// as they are, where `key` looked each name over for bytes to escape (the keys are most of a lint's document).
    public mutating func key(plain name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { name in
            assert(JSONByteScan.endOfPlainRun(name, from: 0) == name.count, "\(name) needs escaping")
            bytes.append(contentsOf: name)
        }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        follows = false
    }

    /// A value: an object member's (after `key`) or an array's element.
    public mutating func value(_ value: PodValue) {
        separate()
        // Nothing throws in the compact form.
        try? RubyJSONWriter.write(value, into: &bytes, depth: 0, pretty: false)
        follows = true
    }

    /// Elements written by another stream, in an array (or members, in an object) this one has open: `bytes` is
    /// that stream's whole output, its elements with their commas, none before the first (nothing for none).
    public mutating func elements(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        separate()
        self.bytes.append(contentsOf: bytes)
        follows = true
    }

    /// `key` and its `value`.
    public mutating func member(_ name: String, _ value: PodValue) {
        key(name)
        self.value(value)
    }

    /// `key(plain:)` and its `value`.
    public mutating func member(plain name: StaticString, _ value: PodValue) {
        key(plain: name)
        self.value(value)
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        follows = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        follows = true
    }

    private mutating func separate() {
        if follows { bytes.append(UInt8(ascii: ",")) }
    }
}
