import ArgumentParser
import Foundation
import Git
import PodspecLint
import PodspecReader
import Trust

/// `podspec hook run`: what the pre-commit hook calls. Lints the version of each podspec staged for the
/// commit, with every file it reads (`File.read('VERSION')`) taken from git's index too (never the
/// working tree), and fails when one does not pass.
struct HookRunCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Lint the staged version of each podspec the next commit adds or changes.",
        discussion: """
            Example: podspec hook run --allow-warnings

            The pre-commit hook calls this. It reads each .podspec and .podspec.json from the index git \
            commits (GIT_INDEX_FILE while git runs the hook), so unstaged fixes do not hide a bad staged file. \
            Exits 0 when every staged podspec passes (or none is staged), 1 otherwise.
            """)

    @OptionGroup var options: HookLintOptions

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let cwd = WorkingDirectory.current
        let staged: [String]
        let workTree: String
        let repository: Repository
        let index: Index
        do {
            repository = try Repository.open(at: cwd, searchingParents: true)
        } catch {
            Console.failure("`\(cwd)` is not in a git repository: run this in your project's checkout.")
            throw ExitCode(1)
        }
        do {
            guard let root = repository.workingDirectory else {
                throw CommandFailure("`\(repository.gitDirectory)` is a bare repository: nothing is staged there.")
            }
            workTree = root
            let environment = ProcessInfo.processInfo.environment
            index = try environment["GIT_INDEX_FILE"].map { try repository.index(file: $0) } ?? repository.index()
            staged = try index.stagedPaths().filter(PodspecFiles.isPodspec)
        } catch let error as CommandFailure {
            Console.failure("\(error)")
            throw ExitCode(1)
        } catch {
            Console.failure("Unable to read the staged files in `\(cwd)`: \(error)")
            throw ExitCode(1)
        }
        guard !staged.isEmpty else { return }
        let snapshot: StagedSnapshot
        do {
            snapshot = try StagedSnapshot(repository: repository, index: index, workTree: workTree)
        } catch {
            Console.failure("Unable to write the staged files of `\(workTree)` to a temporary folder: \(error)")
            throw ExitCode(1)
        }
        defer { snapshot.remove() }
        // Paths as the user sees them: relative to the work tree when running at its root (as git hooks do).
        let atRoot = (cwd as NSString).standardizingPath == (workTree as NSString).standardizingPath
        let verdict = LintVerdict(allowWarnings: options.allowWarnings, isPrivate: options.private)
        let pipeline = LintPipeline(environment: ProcessInfo.processInfo.environment)
        let linted = staged.map { file -> LintedPodspec in
            let shown = atRoot ? file : (workTree as NSString).appendingPathComponent(file)
            return pipeline.lint(snapshot.load(file, shownAs: shown, pipeline: pipeline))
        }
        let renderer = CocoaPodsRenderer(verdict: verdict)
        var text = renderer.render(linted)
        let failed = linted.filter { !verdict.passed($0.results) }
        for podspec in linted {
            text += renderer.verdictLine(podspec, name: podspec.name ?? LintedPodspec.basename(podspec.file))
        }
        if !failed.isEmpty {
            text +=
                "\npodspec: commit stopped: fix the staged podspec (then `git add` it), or skip this check once "
                + "with `git commit --no-verify`.\n"
        }
        // The results explain the failure: with --silent they still show when the commit is stopped.
        if failed.isEmpty { Console.output(text) } else { Console.outputError(text) }
        if !failed.isEmpty { throw ExitCode(1) }
    }
}
