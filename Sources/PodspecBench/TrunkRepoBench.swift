import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The trunk-scale section of `make bench` (`podspec-bench --only trunk`, issue 13): a 500,000-spec JSON
/// spec repo (`TRUNK_SPECS`), synthesised once by `Scripts/synthesize-spec-repo` from the conformance
/// cases' JSON podspecs (real specs under renamed pods, five versions each) into
/// `/tmp/podspec-trunk/<count>` and reused while complete; then the release `podspec`, run as a child:
/// `repo lint` with an empty results cache (cold) and unchanged (warm), and `search` (first run builds
/// the search index, later runs read it), each with wall time, CPU time and peak RSS (`wait4`). Then the
/// two-core speed-up of `repo lint` over `PODSPEC_THREADS=1` on the largest conformance spec repo.
enum TrunkRepoBench {
    /// What one run of a child cost.
    struct Run {
        var seconds: Double
        var cpu: Double
        var peakKB: Int
        var status: Int32

        var text: String {
            "\(format(seconds, 2)) s wall, \(format(cpu, 2)) s CPU, peak RSS \(peakKB / 1024) MB"
                + (status == 0 ? "" : " (exit \(status))")
        }
    }

    static func run(conformance: String) {
        let count = ProcessInfo.processInfo.environment["TRUNK_SPECS"].flatMap(Int.init) ?? 500_000
        let repo = "/tmp/podspec-trunk/\(count)"
        guard synthesise(count: count, into: repo, cases: conformance + "/cases") else { return }
        let work = NSTemporaryDirectory() + "podspec-trunk-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: work) }
        try? FileManager.default.createDirectory(atPath: work + "/repos", withIntermediateDirectories: true)
        try? FileManager.default.createSymbolicLink(atPath: work + "/repos/synthesised", withDestinationPath: repo)
        let environment = ["CP_REPOS_DIR": work + "/repos", "PODSPEC_CACHE_DIR": work + "/cache"]
        print("trunk-scale repo: \(count) JSON specs in \(count / 5) pods at \(repo)")
        // The files are read once first, so that cold means podspec's caches are empty, not the disk cold.
        _ = measure(["/usr/bin/find", repo + "/Specs", "-name", "*.json", "-exec", "cat", "{}", "+"], [:])
        print("repo lint, cold results cache: \(measure([binary, "repo", "lint", repo], environment).text)")
        let warm = (0..<3).map { _ in measure([binary, "repo", "lint", repo], environment) }
        print("repo lint, unchanged (median of 3): \(median(warm).text)")
        let pod = (try? FileManager.default.contentsOfDirectory(atPath: repo + "/Specs"))?.min() ?? "a"
        for query in [[pod], ["--simple", pod]] {
            let first = measure([binary, "search"] + query, environment)
            let runs = (0..<5).map { _ in measure([binary, "search"] + query, environment) }
            print("search \(query.joined(separator: " ")): first \(first.text); then median of 5: \(median(runs).text)")
        }
        scaling(conformance: conformance)
    }

    /// `repo lint` of the largest conformance spec repo, results cache off, on one thread and on all
    /// cores (median of 3 each), and the ratio.
    static func scaling(conformance: String) {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: conformance + "/specrepos")) ?? []
        let sized = folders.map { name -> (Int, String) in
            let path = conformance + "/specrepos/" + name
            let files = FileManager.default.enumerator(atPath: path)?.allObjects.count ?? 0
            return (files, path)
        }
        guard let largest = sized.max(by: { $0.0 < $1.0 })?.1 else { return }
        var medians: [Run] = []
        for threads in ["1", String(ProcessInfo.processInfo.activeProcessorCount)] {
            let environment = ["PODSPEC_NO_CACHE": "1", "PODSPEC_THREADS": threads]
            let run = median((0..<3).map { _ in measure([binary, "repo", "lint", largest], environment) })
            medians.append(run)
            print("repo lint \(largest), PODSPEC_THREADS=\(threads) (median of 3): \(run.text)")
        }
        // On a shared machine the wall-time ratio says how much CPU others left; the CPU-time ratio says
        // what running in parallel costs (1.0: nothing).
        print(
            "speed-up on \(ProcessInfo.processInfo.activeProcessorCount) cores: \(format(medians[0].seconds / medians[1].seconds, 2))× "
                + "wall; CPU time \(format(medians[1].cpu / medians[0].cpu, 2))× one thread's")
    }

    static let binary = ".build/release/podspec"

    /// Writes the repo unless a previous run completed it (marked by `.complete`).
    static func synthesise(count: Int, into repo: String, cases: String) -> Bool {
        let marker = repo + "/.complete"
        if FileManager.default.fileExists(atPath: marker) { return true }
        try? FileManager.default.removeItem(atPath: repo)
        let run = measure(["Scripts/synthesize-spec-repo", cases, repo, String(count)], [:], quiet: false)
        guard run.status == 0 else {
            print("trunk-scale repo: Scripts/synthesize-spec-repo failed (exit \(run.status)); section skipped")
            return false
        }
        _ = FileManager.default.createFile(atPath: marker, contents: Data())
        print("trunk-scale repo synthesised in \(format(run.seconds, 1)) s")
        return true
    }

    static func median(_ runs: [Run]) -> Run {
        runs.sorted { $0.seconds < $1.seconds }[runs.count / 2]
    }

    /// Runs `arguments` (output discarded unless not `quiet`) with `environment` added to this process's,
    /// and what it cost, from `wait4`.
    static func measure(_ arguments: [String], _ environment: [String: String], quiet: Bool = true) -> Run {
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if quiet {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        let start = now()
        var child: pid_t = 0
        guard posix_spawn(&child, arguments[0], &actions, nil, argv, envp) == 0 else {
            return Run(seconds: 0, cpu: 0, peakKB: 0, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0 && errno == EINTR {}
        let cpu = { (t: timeval) in Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return Run(
            seconds: now() - start, cpu: cpu(usage.ru_utime) + cpu(usage.ru_stime), peakKB: usage.ru_maxrss,
            status: (status >> 8) & 0xFF)
    }
}
