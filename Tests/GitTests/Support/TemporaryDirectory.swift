import Foundation
import TestSupport

/// A fresh folder under the system's temporary folder, removed with everything in it on deinit.
final class TemporaryDirectory {
    let path: String

    init(_ label: String = "git") throws {
        var template = Array(
            (NSTemporaryDirectory() as NSString).appendingPathComponent("podspec-\(label)-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }
        }
        guard let created else { throw TestSupportError("could not create a temporary folder for \(label)") }
        path = String(cString: created)
    }

    /// `path` joined with `component`.
    func child(_ component: String) -> String {
        (path as NSString).appendingPathComponent(component)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A failure of the test scaffolding itself (a server that can't start, a command that failed), with a
/// message that says what to do.
struct TestSupportError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Writes `contents` to `path`, creating folders on the way; a file given permissions (a hook) is
/// written as `ExecutableFile` writes one.
func write(_ contents: String, to path: String, permissions: Int? = nil) throws {
    try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    guard let permissions else {
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return
    }
    try ExecutableFile.write(contents, to: path, permissions: permissions)
}

func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
}
