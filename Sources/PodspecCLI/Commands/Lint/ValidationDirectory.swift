import Foundation
import Trust

/// `--validation-dir=DIR` of the lint commands and `repo push`: the folder sources are fetched into
/// (each pod in `DIR/<Pod>`) and kept. Unlike pod, which empties DIR first, nothing in it is removed.
enum ValidationDirectory {
    /// DIR as a real absolute path, created when missing.
    /// - Throws: when DIR is empty, holds a NUL or line break, is not a folder or can't be created.
    static func prepare(_ path: String) throws(CommandFailure) -> String {
        guard !path.isEmpty, !path.utf8.contains(where: { $0 == 0 || $0 == 10 || $0 == 13 }) else {
            throw CommandFailure(
                "--validation-dir needs a folder path (without NUL or line breaks), e.g. --validation-dir=build/validation."
            )
        }
        var isDirectory: ObjCBool = false
        let absolute = WorkingDirectory.absolute(path)
        if !FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) {
            do {
                try FileManager.default.createDirectory(atPath: absolute, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure(
                    "Cannot create the validation directory `\(PrintableText.escaped(path))`: \(error.localizedDescription)"
                )
            }
        }
        do {
            return try ContainedRoot(absolute).path
        } catch {
            throw CommandFailure(
                "The validation directory `\(PrintableText.escaped(path))` is not usable: \(error.message) Give a folder."
            )
        }
    }
}
