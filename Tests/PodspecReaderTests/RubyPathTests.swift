import Foundation
import Testing

@testable import PodspecReader

/// `File.dirname`, `basename` and `extname` answer as Ruby 3.1's (the table is `ruby`'s output for the
/// same paths), on `.`, `..`, roots, repeated slashes, dot files and trailing dots: Foundation's path
/// methods trapped on `.` (a podspec calling `File.dirname('.')` crashed the tool).
@Suite struct RubyPathTests {
    @Test func answersAsRuby() {
        let table: [(String, String, String, String, String, String, String)] = [
            (".", ".", ".", "", ".", ".", "."),
            ("..", ".", "..", "", "..", "..", "."),
            ("/", "/", "/", "", "/", "/", "/"),
            ("//", "/", "/", "", "/", "/", "/"),
            ("///a//b//", "/a", "b", "", "b", "b", "/"),
            ("", ".", "", "", "", "", "."),
            ("a", ".", "a", "", "a", "a", "."),
            ("a/", ".", "a", "", "a", "a", "."),
            ("a/b", "a", "b", "", "b", "b", "."),
            ("/a", "/", "a", "", "a", "a", "/"),
            ("/a/b/", "/a", "b", "", "b", "b", "/"),
            ("./a", ".", "a", "", "a", "a", "."),
            ("../a", "..", "a", "", "a", "a", "."),
            ("a/.", "a", ".", "", ".", ".", "."),
            (".a", ".", ".a", "", ".a", ".a", "."),
            ("a.", ".", "a.", ".", "a", "a.", "."),
            ("a..b", ".", "a..b", ".b", "a.", "a.", "."),
            (".a.b", ".", ".a.b", ".b", ".a", ".a", "."),
            ("a.b.c", ".", "a.b.c", ".c", "a.b", "a.b.c", "."),
            ("/x/.hidden", "/x", ".hidden", "", ".hidden", ".hidden", "/"),
            ("/x/y.tar.gz", "/x", "y.tar.gz", ".gz", "y.tar", "y.tar.gz", "/"),
            ("a/b.", "a", "b.", ".", "b", "b.", "."),
            (".../x", "...", "x", "", "x", "x", "."),
            ("x/...", "x", "...", "", "...", "...", "."),
        ]
        for (path, dirname, basename, extname, withoutExtension, withoutB, dirname2) in table {
            #expect(RubyPath.dirname(path) == dirname, "dirname \(path)")
            #expect(RubyPath.basename(path) == basename, "basename \(path)")
            #expect(RubyPath.extname(path) == extname, "extname \(path)")
            #expect(RubyPath.basename(path, removing: ".*") == withoutExtension, "basename \(path), .*")
            #expect(RubyPath.basename(path, removing: ".b") == withoutB, "basename \(path), .b")
            #expect(RubyPath.dirname(RubyPath.dirname(path)) == dirname2, "dirname \(path), 2")
        }
    }

    /// Through a podspec, levels included (`File.dirname(path, level)`, Ruby 3.1).
    @Test func podspecsCallThemAsRuby() throws {
        for (expression, ruby) in [
            (
                "[File.dirname('.'), File.basename('.'), File.extname('.'), File.dirname('/a/b/c', 2), File.dirname('a', 0)]",
                #"[".", ".", "", "/a", "a"]"#
            ),
            ("(File.dirname('a', -1) rescue $!.message)", #""negative level: -1""#),
            ("Pathname.new('.').basename.to_s", #"".""#),
            ("Pathname.new('x/a.tar.gz').basename('.*').to_s", #""a.tar""#),
        ] {
            #expect(try inspected(expression) == ruby, "\(expression)")
        }
    }

    /// `File.join` by bytes collapses `//` exactly as Foundation's `replacingOccurrences` did (pairs left to
    /// right, a third slash starting a new pair), and keeps Foundation's answer for non-ASCII text.
    @Test func joinCollapsesSlashPairsAsFoundationDid() {
        let cases: [[String]] = [
            [], [""], ["", ""], ["a", "b"], ["a/", "b"], ["a/", "/b"], ["/", "/"], ["//"], ["///"], ["////"],
            ["/////a"], ["a//b///c////d"], ["a", "", "b"], ["", "a", ""], ["http://x.com", "y"],
            ["é/", "/ü"], ["a/\u{0338}", "b"], ["日本//語", "x"], ["a", "/\u{301}/"],
            ["/work/pods/FirebaseCore", "Sources/Private", "*.{h,m}"], ["/work/pods/FirebaseCore/", "Sources/"],
            [String(repeating: "long/", count: 40), "/end"], ["a/", "b/", "c/", ""], ["/"],
        ]
        for parts in cases {
            let foundation = parts.joined(separator: "/").replacingOccurrences(of: "//", with: "/")
            #expect(RubyPath.join(parts) == foundation, "\(parts)")
        }
    }

    /// Through a podspec: nested arrays flatten, and the `//` a join leaves becomes one `/`, as in Ruby.
    @Test func podspecsJoinPaths() throws {
        #expect(try inspected("File.join('a', ['b', 'c/'], 'd')") == #""a/b/c/d""#)
        #expect(try inspected("File.join('a/', 'b')") == #""a/b""#)
    }
}
