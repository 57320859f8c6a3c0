import Foundation
import PodspecModel
import Testing

@testable import PodspecReader

/// `(expression).inspect` as the reader evaluates it in a podspec whose top level runs `prelude` first,
/// read back from the spec's summary.
func inspected(_ expression: String, after prelude: String = "") throws -> String? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("core-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Demo.podspec").path
    let source = prelude + "\nPod::Spec.new do |s|\n  s.name = 'Demo'\n  s.summary = (\(expression)).inspect\nend\n"
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    return try PodspecLoader.load(path: path).attributes["summary"]?.stringValue
}

/// Each expression's `inspect` is Ruby's (the answers taken from `ruby -e`).
func expectRuby(_ cases: [(expression: String, ruby: String)]) throws {
    for (expression, ruby) in cases {
        #expect(try inspected(expression) == ruby, "\(expression)")
    }
}
