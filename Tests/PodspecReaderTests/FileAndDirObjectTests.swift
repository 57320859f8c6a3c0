import Foundation
import PodspecModel
import Testing

@testable import PodspecReader

/// Files and folders opened for reading, as Ruby's IO and Dir read them (answers from `ruby` 3.1 on the
/// same files): `File.open` with and without a block, `File.new`, `File.foreach`, `readlines(chomp:)`,
/// `gets`/`readline`/`eof?` in turn, a CRLF file's lines, and `Dir.entries`/`children`/`each_child`/`open`.
@Suite struct FileAndDirObjectTests {
    /// The summary of a podspec (beside a `VERSION` file of two CRLF/LF lines) whose summary is `expression`.
    func summary(_ expression: String) throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "1.2.3\r\nextra\n".write(to: folder.appendingPathComponent("VERSION"), atomically: true, encoding: .utf8)
        let path = folder.appendingPathComponent("A.podspec").path
        try "Pod::Spec.new do |s|\n  s.name = 'A'\n  s.summary = (\(expression)).inspect\nend\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return try PodspecLoader.load(path: path).attributes["summary"]?.stringValue
    }

    @Test func readsOpenedFilesAsRuby() throws {
        for (expression, ruby) in [
            ("File.open('VERSION') { |f| f.gets.chomp }", #""1.2.3""#),
            ("File.new('VERSION').readlines(chomp: true)", #"["1.2.3", "extra"]"#),
            ("x = []; File.foreach('VERSION') { |l| x << l.strip }; x", #"["1.2.3", "extra"]"#),
            ("File.foreach('VERSION').to_a", #"["1.2.3\r\n", "extra\n"]"#),
            ("File.open('VERSION').read.lines.length", "2"),
            ("File.readlines('VERSION', chomp: true)", #"["1.2.3", "extra"]"#),
            (
                "File.open('VERSION', 'r') { |f| [f.eof?, f.readline, f.gets, f.gets, f.eof?] }",
                #"[false, "1.2.3\r\n", "extra\n", nil, true]"#
            ),
            ("File.open('VERSION') { |f| f.read; (f.readline rescue $!.class) }", "EOFError"),
            ("JSON.load(File.open('VERSION')) rescue $!.class", "JSON::ParserError"),
        ] {
            #expect(try summary(expression) == ruby, "\(expression)")
        }
    }

    @Test func opensNoFileForWriting() throws {
        #expect(throws: PodspecLoadError.self) { try summary("File.open('VERSION', 'w') { |f| f.read }") }
    }

    @Test func listsFoldersAsRuby() throws {
        for (expression, ruby) in [
            ("Dir.entries('.').sort", #"[".", "..", "A.podspec", "VERSION"]"#),
            ("Dir.children('.').sort", #"["A.podspec", "VERSION"]"#),
            ("Dir.open('.') { |d| d.children.sort }", #"["A.podspec", "VERSION"]"#),
            ("Dir.each_child('.').to_a.sort", #"["A.podspec", "VERSION"]"#),
            (
                "n = []; Dir.open('.') { |d| d.each { |f| n << f unless f.start_with?('.') } }; n.sort",
                #"["A.podspec", "VERSION"]"#
            ),
        ] {
            #expect(try summary(expression) == ruby, "\(expression)")
        }
    }
}
