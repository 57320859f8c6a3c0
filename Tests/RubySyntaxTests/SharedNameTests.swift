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
              end
            end
            """
        #expect(try Self.namesMatchTheirSource(podspec) == [])
    }

    /// Every common name is found by its bytes, and names that differ from one by a byte are not.
    @Test func commonNamesAreFoundByTheirBytes() {
        var wrong: [String] = []
        for name in CommonNames.names {
            #expect(name.utf8.count <= TokenText.capacity, "\(name)")
            if CommonNames.string(spelled: TokenText(Array(name.utf8))) != name { wrong.append(name) }
            let others = [name + "x", String(name.dropLast()), "x" + name, name.uppercased()]
            for other in others where other.utf8.count <= TokenText.capacity && !CommonNames.names.contains(other) {
                if CommonNames.string(spelled: TokenText(Array(other.utf8))) != nil { wrong.append(other) }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(CommonNames.names.count * 2 <= CommonNames.tableSize)
        #expect(Set(CommonNames.names).count == CommonNames.names.count)
    }
}
