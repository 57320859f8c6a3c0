import Foundation
import Testing

/// The red-team findings, each as a podspec run by the built `podspec ipc spec` in a child process with
/// 1 GiB of address space and 10 seconds: it must end in time, without a signal (a trap, a stack overflow,
/// an allocation failure), printing Ruby's answer or a load error naming the podspec's line.
@Suite(.serialized) struct HostileInputTests {
    /// One finding: the podspec's text, files to create beside it, and what the output must (not) contain.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let source: String
        /// Each must appear in the output (`Hostile.podspec:LINE` is added for `errorLine`).
        let expected: [String]
        /// The line a load error must name; nil when the podspec loads.
        let errorLine: Int?
        var forbidden: [String] = []
        var setup: @Sendable (String) throws -> Void = { _ in }
        var testDescription: String { name }
    }

    static func error(_ name: String, _ source: String, line: Int = 1, _ expected: String...) -> Case {
        Case(name: name, source: source, expected: expected, errorLine: line)
    }

    /// Ruby's answer, surfaced as the message of a `raise` on line `line`.
    static func answer(_ name: String, _ source: String, line: Int = 1, _ expected: String) -> Case {
        Case(name: name, source: source, expected: [expected], errorLine: line)
    }

    static let billionLaughs = """
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
        """

    static let cases: [Case] = [
        // 1. Integer overflow: RangeError with the line, not a trap.
        error("power overflow", "(2**64).to_s", "out of 64-bit range"),
        error("succ overflow", "9223372036854775807.succ", "out of 64-bit range"),
        error("abs of Int.min", "x = -9223372036854775808\nx.abs", line: 2, "out of 64-bit range"),
        error("negate Int.min", "x = -9223372036854775808\ny = -x", line: 2, "out of 64-bit range"),
        error("radix 1", "10.to_s(1)", "invalid radix 1"),
        error("float to_i", "1e30.to_i", "out of range of integer"),
        error("Integer(float)", "Integer(1e30)", "out of range of integer"),
        error("nan to_i", "(0.0 / 0.0).to_i", "NaN"),
        error("integer literal beyond 64 bits", "x = 99999999999999999999", "integer literal too large"),
        answer("string slice length Int.max", "raise 'abc'[1, 9223372036854775807]", "bc"),
        answer("array slice to Int.max", "raise [1, 2, 3][0..9223372036854775807].inspect", "[1, 2, 3]"),
        error("upto 10**12", "1.upto(10**12) {}", "evaluation too long"),
        error("ljust 10**10", "'a'.ljust(10**10)", "failed to allocate memory"),
        error("format width 2**31", "format('%2147483647d', 1)", "width too big"),
        error("format width 10**9", "format('%1000000000d', 1)", "width too big"),
        // 2. Self-referential and deep values.
        answer("recursive inspect", "a = []\na << a\nraise a.inspect", line: 3, "[[...]]"),
        answer("recursive hash inspect", "h = {}\nh[:a] = h\nraise h.inspect", line: 3, "{:a=>{...}}"),
        error("recursive flatten", "a = []\na << a\na.flatten", line: 3, "tried to flatten recursive array"),
        answer("recursive ==", "a = []\na << a\nraise (a == a).to_s", line: 3, "true"),
        error("recursive join", "a = []\na << a\na.join", line: 3, "recursive array join"),
        error("recursive to_json", "a = []\na << a\na.to_json", line: 3, "nesting of 101 is too deep"),
        answer("recursive uniq", "a = []\na << a\nraise [a, a].uniq.size.to_s", line: 3, "1"),
        answer("recursive sort", "a = []\na << a\nraise [a, a].sort.size.to_s", line: 3, "2"),
        error(
            "recursive spec attribute", "Pod::Spec.new do |s|\n  a = []\n  a << a\n  s.resources = a\nend", line: 4,
            "stack level too deep"),
        error("100,000-deep array", "a = []\n100_000.times { a = [a] }\na.flatten", line: 3, "too deep"),
        error("YAML 100,000 brackets", "YAML.load('[' * 100_000)", "nesting too deep"),
        error("JSON 100,000 brackets", "JSON.parse('[' * 100_000)", "nesting of 101 is too deep"),
        error(
            "3,000 elsif", "if false\n" + String(repeating: "elsif false\n", count: 3_000) + "end\n", "nesting too deep"
        ),
        error("1**1**… x3000", "x = " + String(repeating: "1**", count: 3_000) + "1\n", "nesting too deep"),
        error(
            "nested ternaries x3000", "x = " + String(repeating: "true ? 1 : ", count: 3_000) + "2\n",
            "nesting too deep"),
        // 3. Hangs.
        error("nested empty times", "1000000.times { 1000000.times { } }", "evaluation too long"),
        error("regex backtracking", "('a' * 5000 + 'bc').match?(/(a|aa)*c/)", "regexp match timeout"),
        // The same pattern on a subject without its `c` is ruled out before ICU searches (RegexPrefilter).
        answer("regex that cannot match", "raise \"m=#{('a' * 5000).match?(/(a|aa)*c/)}\"", "m=false"),
        answer("empty string * Int.max", "x = '' * 9223372036854775807\nraise \"len=#{x.size}\"", line: 2, "len=0"),
        error("brace explosion", "Dir.glob('{a,b}' * 20)", "braces expand to more than"),
        Case(
            name: "100,000 dependencies",
            source: "Pod::Spec.new do |s|\n  s.name = 'H'\n  100_000.times { |i| s.dependency \"A#{i}\" }\nend\n",
            expected: ["A99999"], errorLine: nil),
        error(
            "operations on 16 MB strings", "s = 'a' * 16_777_216\n1_000_000.times { s.upcase }", line: 2,
            "evaluation too long"),
        // 4. Memory.
        error("string doubling", "x = 'a'\n40.times { x = x + x }", line: 2, "failed to allocate memory"),
        error("array product", "a = (1..100).to_a\na.product(a, a, a, a)", line: 2, "failed to allocate memory"),
        Case(
            name: "YAML billion laughs", source: "YAML.load_file('laughs.yml')", expected: ["more than"], errorLine: 1,
            setup: { try billionLaughs.write(toFile: $0 + "/laughs.yml", atomically: true, encoding: .utf8) }),
        Case(
            name: "20 GB sparse file", source: "File.read('big.txt')", expected: ["larger than"], errorLine: 1,
            setup: { try sparseFile($0 + "/big.txt", size: 20 << 30) }),
        // 5. Reader items.
        Case(
            name: "backtick heredoc", source: "x = <<-`CMD`\n  ls\n  CMD\n", expected: ["refused backtick command"],
            errorLine: 1),
        answer("glob of [", "raise Dir.glob('[').inspect", "[]"),
        answer("swapcase of ß", "raise 'ß'.swapcase", "SS"),
        // 6. Sandbox: version-control metadata and hard links.
        Case(
            name: "read .git/config", source: "File.read('.git/config')", expected: ["version-control metadata"],
            errorLine: 1, forbidden: ["hunter2"], setup: gitConfig),
        Case(
            name: "exist? .git/config", source: "raise File.exist?('.git/config').to_s", expected: ["false"],
            errorLine: 1, setup: gitConfig),
        Case(
            name: "glob lists no .git", source: "raise Dir.glob('**/*').inspect", expected: ["a.txt"], errorLine: 1,
            forbidden: ["config"], setup: gitConfig),
        Case(
            name: "glob .git/*", source: "raise Dir.glob('.git/*').inspect", expected: ["[]"], errorLine: 1,
            forbidden: ["config"], setup: gitConfig),
        Case(
            name: "Find lists no .git", source: "raise Find.find('.').to_a.inspect", expected: ["a.txt"], errorLine: 1,
            forbidden: ["config"], setup: gitConfig),
        Case(
            name: "symlink to .git/config", source: "File.read('cfg')", expected: ["version-control metadata"],
            errorLine: 1, forbidden: ["hunter2"],
            setup: {
                try gitConfig($0)
                try FileManager.default.createSymbolicLink(atPath: $0 + "/cfg", withDestinationPath: ".git/config")
            }),
        Case(
            name: "hard link", source: "File.read('link.txt')", expected: ["more than one hard link"], errorLine: 1,
            forbidden: ["hunter2"],
            setup: {
                try "hunter2".write(toFile: $0 + "/secret.txt", atomically: true, encoding: .utf8)
                try FileManager.default.linkItem(atPath: $0 + "/secret.txt", toPath: $0 + "/link.txt")
            }),
    ]

    @Sendable static func gitConfig(_ folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        try "[remote \"origin\"]\n\turl = https://user:hunter2@example.com/r.git\n"
            .write(toFile: folder + "/.git/config", atomically: true, encoding: .utf8)
        try "a".write(toFile: folder + "/a.txt", atomically: true, encoding: .utf8)
    }

    static func sparseFile(_ path: String, size: UInt64) throws {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    @Test(arguments: cases)
    func hostileInputEndsCleanly(_ hostile: Case) throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("hostile-\(UUID().uuidString)")
        // A `.git` folder makes the case's folder the sandbox.
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try hostile.setup(folder)
        let podspec = folder + "/Hostile.podspec"
        try hostile.source.write(toFile: podspec, atomically: true, encoding: .utf8)
        let run = try ChildProcess.run(podspec: podspec, in: folder)
        #expect(!run.timedOut, "did not end within \(ChildProcess.timeLimit) s")
        #expect(
            !run.signalled && run.status < 128, "ended by signal or status \(run.status): \(run.output.suffix(500))")
        var expected = hostile.expected
        if let line = hostile.errorLine { expected.append("Hostile.podspec:\(line)") }
        for text in expected {
            #expect(run.output.contains(text), "missing \(text) in: \(run.output.prefix(1_000))")
        }
        for text in hostile.forbidden {
            #expect(!run.output.contains(text), "\(text) leaked: \(run.output.prefix(1_000))")
        }
    }

    /// A podspec larger than the limit is refused after reading one byte past it (a 200 MB sparse file).
    @Test func hugePodspecIsRefusedBeforeReading() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let podspec = folder + "/Huge.podspec"
        try HostileInputTests.sparseFile(podspec, size: 200 << 20)
        let run = try ChildProcess.run(podspec: podspec, in: folder)
        #expect(!run.timedOut && !run.signalled && run.status < 128)
        #expect(run.output.contains("too large"))
    }
}

/// `podspec ipc spec FILE` in a child process with an address-space limit and a time limit.
enum ChildProcess {
    static let timeLimit = 10.0
    /// `ulimit -v`, in KiB (1 GiB).
    static let memoryLimitKiB = 1_048_576

    struct Result {
        var status: Int32
        var signalled: Bool
        var timedOut: Bool
        var output: String
    }

    static func run(podspec: String, in folder: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "ulimit -v \(memoryLimitKiB); exec \"$0\" ipc spec \"$1\" 2>&1", try executable(), podspec,
        ]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = folder + "/.output"
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(timeLimit)
        while stillRuns(process) && Date() < deadline { usleep(20_000) }
        let timedOut = stillRuns(process)
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try handle.close()
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        return Result(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut, output: text)
    }

    /// Whether the child has not exited yet. Foundation's `isRunning` turns false only once its monitoring
    /// thread has reaped the child, which under a loaded test run can come seconds after the exit; an
    /// exited child not yet reaped is a zombie (`Z` in `/proc/PID/stat`), and counts as ended.
    static func stillRuns(_ process: Process) -> Bool {
        guard process.isRunning,
            let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return false }
        return stat[nameEnd...].dropFirst(2).first != "Z"
    }

    /// The `podspec` executable built beside the test bundle.
    static func executable() throws -> String {
        let runner =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = (runner as NSString).deletingLastPathComponent
        while !folder.isEmpty && folder != "/" {
            let candidate = (folder as NSString).appendingPathComponent("podspec")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = (folder as NSString).deletingLastPathComponent
        }
        throw ExecutableMissing()
    }

    struct ExecutableMissing: Error, CustomStringConvertible {
        var description: String { "the podspec executable was not built next to the tests: run `swift build` first" }
    }
}
