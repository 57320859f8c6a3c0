import Foundation

/// Writes the list of lint checks for `LintCheckRegistry`: every top-level `struct` declared in the
/// given Swift files (PodspecLint's `Checks/` folder, where each struct is a check and helpers are
/// enums, protocols or extensions). Run by the LintCheckListPlugin at build time, so adding a check
/// is adding its file. Usage: `LintCheckListGenerator OUTPUT FILE…`.
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: LintCheckListGenerator OUTPUT FILE…\n".utf8))
    exit(64)
}

/// The names of the top-level structs of one file, in declaration order.
func declaredStructs(in text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
        guard line.hasPrefix("struct ") else { return nil }
        let name = line.dropFirst("struct ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}

var names: [String] = []
for file in arguments.dropFirst().sorted() {
    do {
        names += declaredStructs(in: try String(contentsOfFile: file, encoding: .utf8))
    } catch {
        FileHandle.standardError.write(Data("LintCheckListGenerator: cannot read \(file): \(error)\n".utf8))
        exit(1)
    }
}

let source = """
    // Generated at build time by LintCheckListGenerator from Sources/PodspecLint/Checks; do not edit.

    extension LintCheckRegistry {
        /// Every check type `Checks/` declares, by file name.
        static let declared: [any LintCheck.Type] = [
    \(names.map { "        \($0).self," }.joined(separator: "\n"))
        ]
    }

    """
// Rewrite only on change, so an unchanged list does not rebuild the module.
if (try? String(contentsOfFile: output, encoding: .utf8)) != source {
    do {
        try source.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("LintCheckListGenerator: cannot write \(output): \(error)\n".utf8))
        exit(1)
    }
}
