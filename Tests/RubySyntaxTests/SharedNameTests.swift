import Testing

@testable import RubySyntax

/// Names are read by two words at once (`TokenText(_:from:count:)` away from the buffer's end) and the common
/// ones taken from `CommonNames`: both must give what reading the bytes one by one gives.
struct SharedNameTests {
    /// Bytes with non-ASCII and punctuation around and inside names, long enough for both ways of reading.
    static let sample = Array("s.name = 'café'; naïve_x? = 1 # ü\nSpec::Name_15_bytes_ab spec!!".utf8)

    @Test func wordReadsAgreeWithByteReads() {
        var differences: [String] = []
        Self.sample.withUnsafeBufferPointer { buffer in
            for start in 0..<buffer.count {
                for count in 0...min(TokenText.capacity, buffer.count - start) {
                    let read = TokenText(buffer, from: start, count: count)
                    let expected = TokenText(Self.sample[start..<(start + count)])
                    if read != expected { differences.append("\(start)+\(count)") }
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    /// Each name token's text is the source's bytes in its range, whether or not an earlier token shared it.
    static func namesMatchTheirSource(_ source: String) throws -> [String] {
        var lexer = Lexer(source: source)
        let tokens = try lexer.tokenize()
        let bytes = Array(source.utf8)
        var mismatches: [String] = []
        for token in tokens {
            let name: String
            switch token.kind {
            case .identifier(let value), .constant(let value): name = lexer.values[value]
            case .label(let value): name = lexer.values[value] + ":"
            case .symbol(let value): name = ":" + lexer.values[value]
            default: continue
            }
            let spelled = String(decoding: bytes[token.range.start.offset..<token.range.end.offset], as: UTF8.self)
            if name != spelled { mismatches.append("\(name) at \(token.range.start.offset) spells \(spelled)") }
        }
        return mismatches
    }

    @Test func namesMatchTheirSource() throws {
        let podspec = """
            Pod::Spec.new do |s|
              s.name         = 'Café'
              s.version      = '1.0'
              s.summary      = "naïve #{s.name} ü"
              s.ios.deployment_target = '12.0'
              s.osx.deployment_target = '10.13'
              s.dependency 'A', '~> 1'
              s.dependency 'B', version: '2'
              s.subspec 'Core' do |core|
                core.source_files = 'Sources/**/*.swift'
                core.dependency 'A'
                naïve = core.name
                Naïve = naïve
                s.empty? || s.name! || s.version
                sp = ss = s.spec name: 1, ios: 2, Pod: 3
                s.source = { :git => 1, :tag => 2, :naïve? => 3, :version! => 4, :tag= => 5, :== => 6, :@tag => 7 }
                s.x = :deployment_target, :deployment_targets, :$git, :[]=
              end
            end
            """
        #expect(try Self.namesMatchTheirSource(podspec) == [])
    }

    /// Every common name is found by its bytes, and names that differ from one by a byte are not: short ones by
    /// their `TokenText`, long ones by the key of their first bytes and then whole.
    @Test func commonNamesAreFoundByTheirBytes() {
        var wrong: [String] = []
        for name in CommonNames.names {
            if Self.commonName(spelled: name) != name { wrong.append(name) }
            let others = [
                name + "x", String(name.dropLast()), "x" + name, name.uppercased(), String(name.dropLast()) + "x",
            ]
            for other in others where !CommonNames.names.contains(other) {
                if Self.commonName(spelled: other) != nil { wrong.append(other) }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(CommonNames.names.count * 2 <= CommonNames.tableSize)
        #expect(Set(CommonNames.names).count == CommonNames.names.count)
        #expect(CommonNames.names.contains { $0.utf8.count > TokenText.capacity })
        // A long name is told by its first bytes and its tail: past two `TokenText`s no name is common.
        for long in ["watchos_deployment_target_and_then_some", "watchos_deployment_targef", "ios_deployment_targets"] {
            #expect(Self.commonName(spelled: long) == nil, "\(long)")
        }
    }

    /// The common name `CommonNames` finds for `text`'s bytes, the way the lexer looks it up for its length.
    static func commonName(spelled text: String) -> String? {
        let bytes = Array(text.utf8)
        if bytes.count <= TokenText.capacity { return CommonNames.string(spelled: TokenText(bytes)) }
        let slot = bytes.withUnsafeBufferPointer { CommonNames.slot(spelledLong: $0, from: 0, to: $0.count) }
        return slot.map { CommonNames.table[$0].string }
    }

    /// A symbol named as a common name (`:git`) is read from `CommonNames`; one that only starts like one is its own.
    @Test func commonSymbolNamesAreShared() throws {
        var lexer = Lexer(source: ":git, :git?, :tag=, :@tag, :deployment_target, :deployment_target!, :<=>")
        var shared: [String: Bool] = [:]
        for token in try lexer.tokenize() {
            if case .symbol(let value) = token.kind { shared[lexer.values[value]] = value.index < 0 }
        }
        #expect(
            shared == [
                "git": true, "git?": false, "tag=": false, "@tag": false, "deployment_target": true,
                "deployment_target!": false, "<=>": false,
            ])
    }

    /// A 15-byte name is never taken for a long common name that starts with it, nor a long one for another that
    /// shares its first 15 bytes; the lexer gives each its own text, shared (common) or stored.
    @Test func longNamesAreToldFromTheirPrefixes() throws {
        let source = """
            s.deployment_targ = 1
            s.deployment_target = 2
            s.deployment_targets = 3
            deployment_target: 4, tvos_deployment_target: 5, tvos_deployment_targeü = 6
            """
        #expect(try Self.namesMatchTheirSource(source) == [])
        var lexer = Lexer(source: source)
        var shared: [String: Bool] = [:]
        for token in try lexer.tokenize() {
            if case .identifier(let value) = token.kind { shared[lexer.values[value]] = value.index < 0 }
            if case .label(let value) = token.kind { shared[lexer.values[value] + ":"] = value.index < 0 }
        }
        #expect(
            shared == [
                "s": true, "deployment_targ": false, "deployment_target": true, "deployment_targets": false,
                "deployment_target:": true, "tvos_deployment_target:": true, "tvos_deployment_targeü": false,
            ])
    }
}
