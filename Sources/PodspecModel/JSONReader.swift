import OrderedCollections

/// One step in a path into a JSON document: an object key or an array index.
public enum JSONPathComponent: Sendable, Hashable {
    case key(String)
    case index(Int)
}

/// A parsed JSON document: the value and where each object and each key was written.
public struct JSONDocument: Sendable {
    public var value: PodValue
    /// Where the top-level container and everything in it were written.
    let offsets: JSONOffsets
    /// The top-level container in `offsets` (nil for a scalar document, or an array holding no object or array).
    let root: JSONOffsets.Node?
    let lineMap: LineMap

    /// The 1-based line:column of the object or key at `path` (column counted in Unicode scalars).
    public func location(of path: [JSONPathComponent]) -> SourceLocation? {
        guard var node = root else { return nil }
        // The value at `node`: an object's keys are found through it (the offsets hold none).
        var value = value
        for (position, component) in path.enumerated() {
            switch component {
            case .key(let key):
                guard node.isObject, case .hash(let object) = value, let index = object.index(forKey: .string(key))
                else { return nil }
                if position == path.count - 1 { return location(node.memberOffset(index)) }
                guard let child = node.child(index) else { return nil }
                node = child
                value = object.values[index]
            case .index(let index):
                guard !node.isObject, case .array(let array) = value, index >= 0, index < node.count,
                    let child = node.child(index)
                else {
                    return nil
                }
                node = child
                value = array[index]
            }
        }
        return node.isObject ? location(node.start) : nil
    }

    /// The line:column of a byte offset.
    func location(_ offset: Int) -> SourceLocation { lineMap.location(offset) }
}

/// A JSON parser that behaves like Ruby's `JSON.parse` from json 2.6.3 (the version CocoaPods'
/// reference output was produced with): object key order kept (a repeated key keeps its first
/// position and takes the last value), `1` → `.integer`, `1.0`/`1e2` → `.float`, `/* */` and `//`
/// comments allowed, `NaN`/`Infinity` rejected, nesting limited to 100, and its error messages:
/// `unexpected token at '<rest of the input from the failing byte>'`. Where json 2.6.3 reports the
/// failure follows its parser: inside an array at the offending byte (or the start of the value
/// that failed to parse); anything failing inside an object makes the whole object fail, so the
/// position reported is the start of the outermost object not nested in an array. An empty
/// document gives `unexpected token at ''` (verified; json ≥ 2.7 says `unexpected end of input`).
///
/// Known differences: integers beyond 64 bits become `.float` (Ruby keeps a Bignum); a lone
/// `\uDC00`-style surrogate decodes to U+FFFD (Ruby keeps the invalid bytes).
public struct JSONReader {
    /// json 2.6.3's default `max_nesting`.
    public static let maxNesting = 100

    /// The text's UTF-8 bytes, borrowed from the `String` for the duration of one parse (a reader never
    /// outlives the `withUTF8` call that made it): reading them through the pointer spares copying the
    /// text into an array and checking every index against its bounds; every read below is preceded by
    /// its own check against `bytes.count`.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The index in `offsets` of the container `parseValue` last parsed (set by `parseArray` and
    /// `parseObject` when recording; cleared by whoever reads it).
    private var parsedOffsets: Int?
    private let recordOffsets: Bool
    /// Where the containers parsed so far were written, when recording.
    private var offsets = JSONOffsets()
    /// Where each line starts, when recording: noted as the line feeds are skipped (outside strings, which hold
    /// none, a line feed is whitespace or in a comment), so the document's line map need not look for them again.
    private var lineStarts: [Int] = []
    /// The names most keys are, taken rather than decoded.
    private let keyNames = JSONKeyNames.podspec
    /// Where a string with escapes is decoded, reused from one such string to the next.
    private var scratch: [UInt8] = []
    /// The members of the containers being parsed, innermost last. A container that fails leaves its members behind:
    /// the parse is over then (every failure ends in a thrown error), and whoever made the reader releases them.
    private var pending = JSONPendingMembers(capacity: initialPendingCapacity)

    private init(_ bytes: UnsafeBufferPointer<UInt8>, recordOffsets: Bool) {
        self.bytes = bytes
        self.recordOffsets = recordOffsets
        if recordOffsets {
            offsets.reserveCapacity(forDocumentBytes: bytes.count)
            lineStarts = LineMap.emptyLineStarts(forBytes: bytes.count)
        }
    }

    /// Room for the members pending at once in a podspec-sized document, reserved up front: grown from empty,
    /// `pending` was reallocated several times in every document.
    private static let initialPendingCapacity = 32

    /// Parses `text` into a `PodValue`.
    /// - Throws: `ModelError` (`JSON::ParserError` / `JSON::NestingError`) with json 2.6.3's message.
    public static func parse(_ text: String) throws -> PodValue {
        var text = text
        return try text.withUTF8 { bytes in
            var reader = JSONReader(bytes, recordOffsets: false)
            defer { reader.pending.release() }
            return try reader.parseDocument()
        }
    }

    /// Parses `text`, also recording where every object and key was written.
    public static func parseDocument(_ text: String) throws -> JSONDocument {
        var text = text
        let (value, offsets, root, lineStarts) = try text.withUTF8 { bytes in
            var reader = JSONReader(bytes, recordOffsets: true)
            defer { reader.pending.release() }
            let value = try reader.parseDocument()
            return (value, reader.offsets, reader.parsedOffsets.map { reader.offsets.node($0) }, reader.lineStarts)
        }
        return JSONDocument(
            value: value, offsets: offsets, root: root, lineMap: LineMap(text, lineStarts: lineStarts))
    }

    /// Whether `text` has more than `limit` arrays and objects open at once, counting the brackets outside its
    /// strings (a backslash in a string escapes the byte after it) without parsing: what a caller checks before
    /// the reader, which recurses, runs. Strings' plain runs and runs of spaces are read 8 bytes at a time.
    public static func nestingExceeds(_ limit: Int, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var depth = 0
            var p = 0
            while p < bytes.count {
                switch bytes[p] {
                case UInt8(ascii: "\""):
                    p = endOfStringText(bytes, from: p + 1)
                    continue
                case 0x20:
                    p = JSONByteScan.endOfSpaceRun(bytes, from: p)
                    continue
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > limit { return true }
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
                p += 1
            }
            return false
        }
    }

    /// The position after the `"` closing a string whose text starts at `start` (a backslash escapes the byte
    /// after it), at least `bytes.count` when it is not closed.
    private static func endOfStringText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var p = start
        while true {
            p = JSONByteScan.endOfPlainRun(bytes, from: p)
            guard p < bytes.count else { return p }
            switch bytes[p] {
            case UInt8(ascii: "\""): return p + 1
            case UInt8(ascii: "\\"): p += 2
            default: p += 1  // A control byte, plain here.
            }
        }
    }

    // MARK: Errors

    private func error(at offset: Int, _ kind: ModelError.Kind = .jsonParserError, prefix: String = "unexpected token")
        -> ModelError
    {
        let start = min(max(offset, 0), bytes.count)
        var rest = bytes[start...]
        // The C message is a NUL-terminated string.
        if let nul = rest.firstIndex(of: 0) { rest = rest[..<nul] }
        let message = "\(prefix) at '\(String(decoding: UnsafeBufferPointer(rebasing: rest), as: UTF8.self))'"
        return ModelError(kind, message, location: lineMap.location(start), offset: start)
    }

    /// A map of the text, for an error's location (the text is copied: errors are rare).
    private var lineMap: LineMap { LineMap(String(decoding: bytes, as: UTF8.self)) }

    // MARK: Grammar

    private func isBeginValue(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "n"), UInt8(ascii: "f"), UInt8(ascii: "t"), UInt8(ascii: "\""), UInt8(ascii: "-"),
            UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "N"), UInt8(ascii: "I"):
            true
        default: VersionGrammar.isDigit(b)
        }
    }

    /// `ignore*`: whitespace and comments. Returns the position after them, or the failing
    /// position (the end of input for an unterminated comment) as a failure. Inlined for its common cases, a
    /// token right at `start` or after one space (a `:` or `,` after a key or value, a value after `": "`); the
    /// rest is `skipIgnoreRun`.
    @inline(__always)
    private mutating func skipIgnore(_ start: Int) -> Result<Int, IgnoreFailure> {
        var p = start
        if p < bytes.count, bytes[p] == 0x20 { p += 1 }
        if p < bytes.count {
            switch bytes[p] {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"): break
            default: return .success(p)
            }
        }
        return skipIgnoreRun(p)
    }

    /// `skipIgnore` from `start`, whatever is there. The common case first: a line feed and the next line's
    /// indentation before a token.
    private mutating func skipIgnoreRun(_ start: Int) -> Result<Int, IgnoreFailure> {
        var p = start
        if p < bytes.count, bytes[p] == 0x0A {
            noteLineFeed(at: p)
            p += 1
            if p < bytes.count, bytes[p] == 0x20 { p = JSONByteScan.endOfSpaceRun(bytes, from: p) }
            if p < bytes.count {
                switch bytes[p] {
                case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"): break
                default: return .success(p)
                }
            }
        }
        while p < bytes.count {
            switch bytes[p] {
            case 0x20: p = JSONByteScan.endOfSpaceRun(bytes, from: p)
            case 0x0A:
                noteLineFeed(at: p)
                p += 1
            case 0x09, 0x0D: p += 1
            case UInt8(ascii: "/"):
                p += 1
                guard p < bytes.count else { return .failure(IgnoreFailure(offset: p)) }
                if bytes[p] == UInt8(ascii: "*") {
                    p += 1
                    var closed = false
                    while p < bytes.count {
                        if bytes[p] == UInt8(ascii: "*"), p + 1 < bytes.count, bytes[p + 1] == UInt8(ascii: "/") {
                            p += 2
                            closed = true
                            break
                        }
                        if bytes[p] == 0x0A { noteLineFeed(at: p) }
                        p += 1
                    }
                    if !closed { return .failure(IgnoreFailure(offset: bytes.count)) }
                } else if bytes[p] == UInt8(ascii: "/") {
                    while p < bytes.count, bytes[p] != 0x0A { p += 1 }
                    guard p < bytes.count else { return .failure(IgnoreFailure(offset: p)) }
                    noteLineFeed(at: p)
                    p += 1
                } else {
                    return .failure(IgnoreFailure(offset: p))
                }
            default: return .success(p)
            }
        }
        return .success(p)
    }

    private struct IgnoreFailure: Error { let offset: Int }

    /// Notes, when recording, that a line starts after the line feed at `offset`.
    @inline(__always) private mutating func noteLineFeed(at offset: Int) {
        if recordOffsets { lineStarts.append(offset + 1) }
    }

    private mutating func parseDocument() throws -> PodValue {
        var p: Int
        switch skipIgnore(0) {
        case .success(let q): p = q
        case .failure(let f): throw error(at: f.offset)
        }
        guard p < bytes.count, isBeginValue(bytes[p]) else { throw error(at: p) }
        parsedOffsets = nil
        guard let (value, end) = try parseValue(p, depth: 0) else { throw error(at: p) }
        switch skipIgnore(end) {
        case .success(let q): p = q
        case .failure(let f): throw error(at: f.offset)
        }
        guard p == bytes.count else { throw error(at: p) }
        return value
    }

    private func matches(_ literal: StaticString, at p: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard p + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { lit in bytes[p..<(p + count)].elementsEqual(lit) }
    }

    /// `JSON_parse_value`: the value and the position after it, nil when it does not parse
    /// (the caller decides where the error is reported); throws for errors json raises directly.
    private mutating func parseValue(_ p: Int, depth: Int) throws -> (PodValue, Int)? {
        switch bytes[p] {
        case UInt8(ascii: "n"): return matches("null", at: p) ? (.null, p + 4) : nil
        case UInt8(ascii: "t"): return matches("true", at: p) ? (.bool(true), p + 4) : nil
        case UInt8(ascii: "f"): return matches("false", at: p) ? (.bool(false), p + 5) : nil
        case UInt8(ascii: "N"):
            if matches("NaN", at: p) { throw error(at: p) }
            return nil
        case UInt8(ascii: "I"):
            // json 2.6.3 reports this one byte too early (`p - 8` from the last `y`).
            if matches("Infinity", at: p) { throw p == 0 ? error(at: bytes.count) : error(at: p - 1) }
            return nil
        case UInt8(ascii: "\""): return try parseString(p, isKey: false).map { (.string($0.0), $0.1) }
        case UInt8(ascii: "["): return try parseArray(p, depth: depth + 1)
        case UInt8(ascii: "{"): return try parseObject(p, depth: depth + 1)
        default: return try parseNumber(p)
        }
    }

    private func digitRun(_ start: Int) -> Int {
        var p = start
        while p < bytes.count, VersionGrammar.isDigit(bytes[p]) { p += 1 }
        return p
    }

    private func parseNumber(_ start: Int) throws -> (PodValue, Int)? {
        if bytes.count > start + 8, matches("-Infinity", at: start) { throw error(at: start) }
        var p = start
        if bytes[p] == UInt8(ascii: "-") { p += 1 }
        guard p < bytes.count, VersionGrammar.isDigit(bytes[p]) else { return nil }
        let intEnd = bytes[p] == UInt8(ascii: "0") ? p + 1 : digitRun(p)
        if let floatEnd = floatEnd(after: intEnd) {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<floatEnd]), as: UTF8.self)
            if let d = Double(text) { return (.float(d), floatEnd) }
        }
        // Integer: int, not followed by a digit.
        if intEnd < bytes.count, VersionGrammar.isDigit(bytes[intEnd]) { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<intEnd]), as: UTF8.self)
        if let i = Int(text) { return (.integer(i), intEnd) }
        return Double(text).map { (.float($0), intEnd) }
    }

    /// The float grammar after the integer part: `('.' digits exponent? | exponent)`, then a byte
    /// that is not `[0-9Ee.-]`; the end of the float, or nil when the text is not a float.
    private func floatEnd(after intEnd: Int) -> Int? {
        func isE(_ q: Int) -> Bool {
            q < bytes.count && (bytes[q] == UInt8(ascii: "e") || bytes[q] == UInt8(ascii: "E"))
        }
        var q = intEnd
        var sawFraction = false
        if q < bytes.count, bytes[q] == UInt8(ascii: ".") {
            guard q + 1 < bytes.count, VersionGrammar.isDigit(bytes[q + 1]) else { return nil }
            q = digitRun(q + 1)
            sawFraction = true
        }
        if isE(q) {
            var r = q + 1
            if r < bytes.count, bytes[r] == UInt8(ascii: "+") || bytes[r] == UInt8(ascii: "-") { r += 1 }
            guard r < bytes.count, VersionGrammar.isDigit(bytes[r]) else { return nil }
            q = digitRun(r)
        } else if !sawFraction {
            return nil
        }
        if q < bytes.count {
            let next = bytes[q]
            if VersionGrammar.isDigit(next) || isE(q) || next == UInt8(ascii: ".") || next == UInt8(ascii: "-") {
                return nil
            }
        }
        return q
    }

    private func hexValue(_ p: Int) -> UInt32? {
        guard p + 4 <= bytes.count else { return nil }
        var v: UInt32 = 0
        for b in bytes[p..<(p + 4)] {
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b - 0x30)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            default: return nil
            }
            v = v << 4 | d
        }
        return v
    }

    /// A string starting at the `"` at `start`: the decoded text and the position after the closing quote. An object's
    /// key (`isKey`) without escapes that `keyNames` holds is the name it holds, not decoded again.
    @inline(never)
    private mutating func parseString(_ start: Int, isKey: Bool) throws -> (String, Int)? {
        var p = start + 1
        var escaped = false
        while true {
            p = JSONByteScan.endOfPlainRun(bytes, from: p)
            guard p < bytes.count else { return nil }
            let b = bytes[p]
            if b == UInt8(ascii: "\"") { break }
            if b < 0x20 { return nil }
            // A backslash.
            guard p + 1 < bytes.count else { return nil }
            let e = bytes[p + 1]
            if e == UInt8(ascii: "u") {
                guard hexValue(p + 2) != nil else { return nil }
                p += 6
            } else {
                if e < 0x20 { return nil }
                p += 2
            }
            escaped = true
        }
        // Without a backslash the string is its bytes: a run between two quotes of a valid UTF-8 text.
        guard escaped else {
            let text = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<p])
            if isKey, let name = keyNames.name(text) { return (name, p + 1) }
            return (String(decoding: text, as: UTF8.self), p + 1)
        }
        return (try unescape(start + 1, p), p + 1)
    }

    /// json 2.6.3's `json_string_unescape` over the bytes `[start, end)`. Its output need not be valid
    /// UTF-8 (a byte after an unpaired `\uD800` is dropped, even one inside a character), hence the
    /// repairing decode at the end.
    private mutating func unescape(_ start: Int, _ end: Int) throws -> String {
        scratch.removeAll(keepingCapacity: true)
        var p = start
        var pe = start
        while pe < end {
            guard bytes[pe] == UInt8(ascii: "\\") else {
                pe += 1
                continue
            }
            if pe > p { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[p..<pe])) }
            pe += 1
            switch bytes[pe] {
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "\""): scratch.append(0x22)
            case UInt8(ascii: "\\"): scratch.append(0x5C)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "u"):
                var ch = hexValue(pe + 1) ?? 0xFFFD
                pe += 4
                if ch & 0xFC00 == 0xD800 {
                    pe += 1
                    if pe > end - 6 { throw error(at: p, prefix: "incomplete surrogate pair") }
                    if bytes[pe] == UInt8(ascii: "\\"), bytes[pe + 1] == UInt8(ascii: "u") {
                        let sur = hexValue(pe + 2) ?? 0xFFFD
                        ch = ((ch & 0x3F) << 10) | ((((ch >> 6) & 0xF) + 1) << 16) | (sur & 0x3FF)
                        pe += 5
                        appendUTF8(ch)
                    } else {
                        // Unpaired: a `?` stands for the escape and the byte after it.
                        scratch.append(UInt8(ascii: "?"))
                    }
                } else {
                    appendUTF8(ch)
                }
            default:
                // An unknown escape keeps its character (the backslash is dropped).
                p = pe
                continue
            }
            pe += 1
            p = pe
        }
        if end > p { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[p..<end])) }
        return String(decoding: scratch, as: UTF8.self)
    }

    /// Appends the UTF-8 encoding of the code point `ch` to `scratch` (U+FFFD for a surrogate or a value
    /// beyond U+10FFFF).
    private mutating func appendUTF8(_ ch: UInt32) {
        UTF8.encode(Unicode.Scalar(ch) ?? "\u{FFFD}") { scratch.append($0) }
    }

    private mutating func parseArray(_ start: Int, depth: Int) throws -> (PodValue, Int)? {
        if depth > JSONReader.maxNesting {
            throw ModelError(
                .jsonNestingError, "nesting of \(depth) is too deep", location: lineMap.location(start),
                offset: start)
        }
        let base = pending.count
        func finished(_ end: Int) -> (PodValue, Int) {
            // An array holding no object or array has nothing to locate.
            if recordOffsets,
                (base..<pending.count).contains(where: { pending.written(at: $0).child != JSONOffsets.Member.scalar })
            {
                parsedOffsets = recordContainer(start: start, isObject: false, base..<pending.count)
            }
            return (.array(Array(pending.popValues(from: base))), end)
        }
        var p = try skipIgnoreOrThrow(start + 1)
        if p < bytes.count, bytes[p] == UInt8(ascii: "]") { return finished(p + 1) }
        while true {
            guard p < bytes.count, isBeginValue(bytes[p]) else { throw error(at: p) }
            parsedOffsets = nil
            guard let (value, end) = try parseValue(p, depth: depth) else { throw error(at: p) }
            pending.push(key: "", written: written(at: p), value: consume value)
            parsedOffsets = nil
            p = try skipIgnoreOrThrow(end)
            guard p < bytes.count else { throw error(at: p) }
            if bytes[p] == UInt8(ascii: "]") { return finished(p + 1) }
            guard bytes[p] == UInt8(ascii: ",") else { throw error(at: p) }
            p = try skipIgnoreOrThrow(p + 1)
        }
    }

    /// Whether an object's members have pairwise different keys (then they are its keys as written). A key is
    /// compared only with the earlier keys of its length, and only when one of them may have it (their lengths are
    /// kept as bits of a word, modulo 64), which for the few keys of a podspec's objects is cheaper than hashing
    /// them; an object with more keys than `maximumPairwiseKeys` is reported as not known to be distinct.
    private func keysAreDistinct(_ members: Range<Int>) -> Bool {
        guard members.count <= Self.maximumPairwiseKeys else { return false }
        var lengthsSeen: UInt64 = 0
        for index in members {
            let length = pending[keyAt: index].utf8.count
            let lengthBit: UInt64 = 1 << (length & 63)
            if lengthsSeen & lengthBit != 0 {
                for earlier in members.lowerBound..<index
                where pending[keyAt: earlier].utf8.count == length && pending[keyAt: earlier] == pending[keyAt: index] {
                    return false
                }
            }
            lengthsSeen |= lengthBit
        }
        return true
    }

    /// The most keys `keysAreDistinct` compares pairwise.
    private static let maximumPairwiseKeys = 32

    /// An object from the members `pending[base...]` (and, when recording, its offsets), which are moved out.
    private mutating func makeObject(from base: Int, start: Int) -> OrderedDictionary<PodValue, PodValue> {
        let members = base..<pending.count
        guard keysAreDistinct(members) else { return mergingRepeatedKeys(from: base, start: start) }
        if recordOffsets {
            parsedOffsets = recordContainer(start: start, isObject: true, members)
        }
        let (keys, values) = pending.popMembers(from: base)
        return OrderedDictionary(uncheckedUniqueKeys: keys, values: values)
    }

    /// An object from the members `pending[base...]`, which are moved out, as json 2.6.3 stores them when keys may
    /// repeat: a repeated key keeps its first position and takes the last occurrence's value (and, when recording,
    /// its offsets).
    private mutating func mergingRepeatedKeys(from base: Int, start: Int) -> OrderedDictionary<PodValue, PodValue> {
        // Where each member was written, read before the members are moved out (only a recording reader uses it).
        let memberOffsets = recordOffsets ? (base..<pending.count).map { pending.written(at: $0) } : []
        let (keys, values) = pending.popMembers(from: base)
        var object = OrderedDictionary<PodValue, PodValue>(minimumCapacity: keys.count)
        var written: [JSONOffsets.Member] = []
        for (position, key) in keys.enumerated() {
            if object.updateValue(values[position], forKey: key) != nil {
                if recordOffsets, let index = object.index(forKey: key) {
                    written[index] = memberOffsets[position]
                }
            } else if recordOffsets {
                written.append(memberOffsets[position])
            }
        }
        if recordOffsets {
            let first = offsets.members.count
            for member in written { offsets.appendMember(member) }
            parsedOffsets = offsets.closeContainer(start: start, isObject: true, firstMember: first)
        }
        return object
    }

    /// Records a container whose members are `pending[members]`; returns its index in `offsets`.
    private mutating func recordContainer(start: Int, isObject: Bool, _ members: Range<Int>) -> Int {
        let first = offsets.members.count
        for index in members { offsets.appendMember(pending.written(at: index)) }
        return offsets.closeContainer(start: start, isObject: isObject, firstMember: first)
    }

    /// Where a member whose key (or element) starts at `offset` was written, its own container being the one
    /// `parseValue` just parsed, if any.
    private func written(at offset: Int) -> JSONOffsets.Member {
        JSONOffsets.Member(offset: offset, child: parsedOffsets ?? JSONOffsets.Member.scalar)
    }

    private mutating func skipIgnoreOrThrow(_ p: Int) throws -> Int {
        switch skipIgnore(p) {
        case .success(let q): return q
        case .failure(let f): throw error(at: f.offset)
        }
    }

    private mutating func parseObject(_ start: Int, depth: Int) throws -> (PodValue, Int)? {
        if depth > JSONReader.maxNesting {
            throw ModelError(
                .jsonNestingError, "nesting of \(depth) is too deep", location: lineMap.location(start),
                offset: start)
        }
        let base = pending.count
        func finished(_ end: Int) -> (PodValue, Int) { (.hash(makeObject(from: base, start: start)), end) }
        guard case .success(var p) = skipIgnore(start + 1) else { return nil }
        if p < bytes.count, bytes[p] == UInt8(ascii: "}") { return finished(p + 1) }
        while true {
            guard p < bytes.count, bytes[p] == UInt8(ascii: "\""), let (key, afterKey) = try parseString(p, isKey: true)
            else {
                return nil
            }
            let keyOffset = p
            guard case .success(let colon) = skipIgnore(afterKey), colon < bytes.count,
                bytes[colon] == UInt8(ascii: ":"), case .success(let valueStart) = skipIgnore(colon + 1),
                valueStart < bytes.count, isBeginValue(bytes[valueStart])
            else { return nil }
            parsedOffsets = nil
            guard let (value, end) = try parseValue(valueStart, depth: depth) else { return nil }
            pending.push(key: consume key, written: written(at: keyOffset), value: consume value)
            parsedOffsets = nil
            guard case .success(let q) = skipIgnore(end), q < bytes.count else { return nil }
            if bytes[q] == UInt8(ascii: "}") { return finished(q + 1) }
            guard bytes[q] == UInt8(ascii: ","), case .success(let next) = skipIgnore(q + 1) else { return nil }
            p = next
        }
    }
}
