// podspec-bench: reading speed figures for the README (`make bench` runs it through Scripts/bench).
//
//   podspec-bench [FOLDER]   (default ../shared/conformance/cases, else Fixtures)
//
// Finds every `.podspec` and `.podspec.json` under FOLDER, reads them all into memory, then in this one
// process (one thread): reads + evaluates each (podspecs/s, MB/s, slowest case), and loads + lints each
// with PodspecLint (podspecs/s). Exits 1 when FOLDER holds no podspec.
import Foundation
import PodspecLint
import PodspecReader

/// Monotonic seconds.
func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

func format(_ value: Double, _ digits: Int = 0) -> String { String(format: "%.\(digits)f", value) }

let arguments = CommandLine.arguments.dropFirst()
let folder: String = arguments.first ?? {
    let shared = "../shared/conformance/cases"
    return FileManager.default.fileExists(atPath: shared) ? shared : "Fixtures"
}()
let paths = PodspecFinder.paths(under: folder)
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("podspec-bench: no .podspec or .podspec.json under `\(folder)`.\n".utf8))
    exit(1)
}
let contents = paths.map { FileManager.default.contents(atPath: $0).map(Array.init) ?? [] }
let bytes = contents.reduce(0) { $0 + $1.count }
let environment = ["HOME": NSHomeDirectory()]

// Read + evaluate.
var loaded = 0
var slowest = (seconds: 0.0, path: "")
let readStart = now()
for (path, data) in zip(paths, contents) {
    let start = now()
    if (try? PodspecLoader.load(contents: data, path: path, environment: environment)) != nil { loaded += 1 }
    let elapsed = now() - start
    if elapsed > slowest.seconds { slowest = (elapsed, path) }
}
let readSeconds = now() - readStart

// Load + lint (the quick lint: CocoaPods' linter and analyzer, no file-system or network checks).
var lintErrors = 0
let lintStart = now()
for path in paths {
    let linted = LintedPodspec.lint(path: path, environment: environment)
    if !linted.results.diagnostics.isEmpty { lintErrors += 1 }
}
let lintSeconds = now() - lintStart

print("podspecs:        \(paths.count) under \(folder) (\(format(Double(bytes) / 1_048_576, 1)) MB), \(loaded) loaded")
print("read + evaluate: \(format(Double(paths.count) / readSeconds)) podspecs/s, \(format(Double(bytes) / 1_048_576 / readSeconds, 1)) MB/s (\(format(readSeconds, 2)) s, one thread)")
print("slowest case:    \(format(slowest.seconds * 1000, 2)) ms  \(slowest.path)")
print("load + lint:     \(format(Double(paths.count) / lintSeconds)) podspecs/s (\(format(lintSeconds, 2)) s, one thread; \(lintErrors) with results)")
