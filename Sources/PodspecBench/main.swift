// podspec-bench: reading speed figures for the README (`make bench` runs it through Scripts/bench).
//
//   podspec-bench [--only read|lint|damaged|trunk] [--repeat N] [FOLDER]
//   (FOLDER: default ../shared/conformance/cases, else Fixtures)
//
// Finds every `.podspec` and `.podspec.json` under FOLDER, reads them all into memory, then in this one
// process (one thread): reads + evaluates each (podspecs/s, MB/s, the three slowest cases), loads + lints
// each with PodspecLint (podspecs/s), and reads each cut at a half and at three quarters (the slowest
// damaged inputs; the robustness tests check that none crashes or hangs, this says how long the worst
// took). The read and lint phases run N times (default 3) and show the first pass (process-wide caches
// empty), the best and the median: on a shared machine one pass can be a third slower than the next.
// `--only` runs one phase (for a profiler). Exits 1 when FOLDER holds no podspec. `--only trunk` runs
// the trunk-scale spec repo section instead (TrunkRepoBench.swift; FOLDER: the conformance folder).
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

/// Removes `--name VALUE` from `arguments` and returns VALUE.
func option(_ name: String, in arguments: inout [String]) -> String? {
    guard let flag = arguments.firstIndex(of: name), flag + 1 < arguments.count else { return nil }
    let value = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
    return value
}

var arguments = Array(CommandLine.arguments.dropFirst())
let phases: Set<String> = option("--only", in: &arguments).map { [$0] } ?? ["read", "lint", "damaged"]
let passes = max(1, option("--repeat", in: &arguments).flatMap(Int.init) ?? 3)
if phases == ["trunk"] {
    TrunkRepoBench.run(conformance: arguments.first ?? "../shared/conformance")
    exit(0)
}
let folder: String =
    arguments.first
    ?? {
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

/// Runs `pass` `passes` times: the first pass's duration (the process-wide caches of regexes and
/// required files start empty), the best and the median, in seconds.
func timed(_ pass: () -> Void) -> (first: Double, best: Double, median: Double) {
    var seconds: [Double] = []
    for _ in 0..<passes {
        let start = now()
        pass()
        seconds.append(now() - start)
    }
    let first = seconds[0]
    seconds.sort()
    return (first, seconds[0], seconds[seconds.count / 2])
}

func rates(_ time: (first: Double, best: Double, median: Double)) -> String {
    let rate = { (seconds: Double) in format(Double(paths.count) / seconds) }
    return "\(rate(time.best)) podspecs/s best, \(rate(time.median)) median, \(rate(time.first)) first pass"
}

print(
    "podspecs:        \(paths.count) under \(folder) (\(format(Double(bytes) / 1_048_576, 1)) MB); \(passes) passes each, one thread"
)

/// The three slowest of `cases` (seconds, path), slowest first.
func slowest(_ cases: [(seconds: Double, path: String)]) -> String {
    cases.sorted { $0.seconds > $1.seconds }.prefix(3).map { "\(format($0.seconds * 1000, 1)) ms  \($0.path)" }
        .joined(separator: "\n                 ")
}

if phases.contains("read") {
    // Read + evaluate.
    var loaded = 0
    var durations: [(seconds: Double, path: String)] = []
    let time = timed {
        loaded = 0
        durations = []
        for (path, data) in zip(paths, contents) {
            let start = now()
            if (try? PodspecLoader.load(contents: data, path: path, environment: environment)) != nil { loaded += 1 }
            durations.append((now() - start, path))
        }
    }
    print(
        "read + evaluate: \(rates(time)); \(format(Double(bytes) / 1_048_576 / time.best, 1)) MB/s best (\(format(time.best, 2)) s, \(loaded) loaded)"
    )
    print("slowest cases:   \(slowest(durations))")
}

if phases.contains("damaged") {
    // Each case cut at a half and at three quarters, read once.
    var durations: [(seconds: Double, path: String)] = []
    for (path, data) in zip(paths, contents) {
        for cut in [data.count / 2, data.count * 3 / 4] {
            let start = now()
            _ = try? PodspecLoader.load(contents: Array(data[..<cut]), path: path, environment: environment)
            durations.append((now() - start, path))
        }
    }
    print("damaged inputs:  \(durations.count) read; slowest \(slowest(durations))")
}

if phases.contains("lint") {
    // Load + lint (the quick lint: CocoaPods' linter and analyzer, no file-system or network checks).
    var withResults = 0
    let time = timed {
        withResults = 0
        for path in paths {
            let linted = LintPipeline(environment: environment).lint(path)
            if !linted.results.diagnostics.isEmpty { withResults += 1 }
        }
    }
    print("load + lint:     \(rates(time)) (\(format(time.best, 2)) s; \(withResults) with results)")
}
