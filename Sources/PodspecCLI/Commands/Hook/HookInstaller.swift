import Foundation
import Git

/// Installs and removes podspec's git pre-commit hook in the hooks folder git uses (core.hooksPath,
/// else `.git/hooks`). A hook already there is renamed `pre-commit.before-podspec` and run first by ours;
/// uninstalling puts it back. Our hook is recognised by its marker line, never by its name alone.
struct HookInstaller {
    /// The folder git runs hooks from.
    let hooksDirectory: String

    static let marker = "# podspec-hook: installed by `podspec hook install`"
    static let chainedName = "pre-commit.before-podspec"

    var hookPath: String { (hooksDirectory as NSString).appendingPathComponent("pre-commit") }
    var chainedPath: String { (hooksDirectory as NSString).appendingPathComponent(HookInstaller.chainedName) }

    /// Finds the repository containing `directory` and the hooks folder git uses for it.
    init(directory: String) throws {
        let repository: Repository
        do {
            repository = try Repository.open(at: directory, searchingParents: true)
        } catch {
            throw CommandFailure("`\(directory)` is not in a git repository: run this in your project's checkout.")
        }
        guard let workTree = repository.workingDirectory else {
            throw CommandFailure("`\(repository.gitDirectory)` is a bare repository: hooks need a checkout.")
        }
        let configured = try? repository.config().string(forKey: "core.hooksPath")
        hooksDirectory = HookInstaller.hooksDirectory(
            configured: configured, workTree: workTree, gitDirectory: repository.gitDirectory)
    }

    /// core.hooksPath as git resolves it (`~/` is the home folder, a relative path is relative to the
    /// work tree's root), else the git folder's `hooks`.
    static func hooksDirectory(configured: String?, workTree: String, gitDirectory: String) -> String {
        guard let configured, !configured.isEmpty else {
            return (commonDirectory(gitDirectory) as NSString).appendingPathComponent("hooks")
        }
        let expanded = configured.hasPrefix("~/") ? (configured as NSString).expandingTildeInPath : configured
        let absolute = expanded.hasPrefix("/") ? expanded : (workTree as NSString).appendingPathComponent(expanded)
        return (absolute as NSString).standardizingPath
    }

    /// The folder a linked work tree (`git worktree add`) shares hooks through: its `commondir`, else
    /// the git folder itself.
    static func commonDirectory(_ gitDirectory: String) -> String {
        let file = (gitDirectory as NSString).appendingPathComponent("commondir")
        guard let data = FileManager.default.contents(atPath: file) else { return gitDirectory }
        let common = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !common.isEmpty else { return gitDirectory }
        let absolute = common.hasPrefix("/") ? common : (gitDirectory as NSString).appendingPathComponent(common)
        return (absolute as NSString).standardizingPath
    }

    /// Writes the hook (keeping and chaining an existing foreign one) and says what it did.
    func install(executable: String, arguments: [String]) throws -> String {
        let files = FileManager.default
        var kept = ""
        if files.fileExists(atPath: hookPath) || isSymbolicLink(hookPath) {
            if !isOurs(hookPath) {
                guard !files.fileExists(atPath: chainedPath) else {
                    throw CommandFailure(
                        "`\(hookPath)` is another hook and `\(chainedPath)` already exists: move one of them away, then run `podspec hook install` again."
                    )
                }
                try move(hookPath, to: chainedPath)
                kept = "Kept the existing hook as `\(chainedPath)`; it runs first.\n"
            }
        } else {
            do {
                try files.createDirectory(atPath: hooksDirectory, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure("Unable to create `\(hooksDirectory)`: \(error.localizedDescription)")
            }
        }
        let script = HookInstaller.script(executable: executable, arguments: arguments)
        guard files.createFile(atPath: hookPath, contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
        else {
            throw CommandFailure("Unable to write `\(hookPath)`: check the folder's permissions.")
        }
        return kept
            + "Installed the podspec pre-commit hook at `\(hookPath)`: each commit lints the staged podspecs it changes.\n"
    }

    /// Removes our hook and restores the one it chained; refuses to touch a hook that isn't ours.
    func uninstall() throws -> String {
        let files = FileManager.default
        guard files.fileExists(atPath: hookPath) || isSymbolicLink(hookPath) else {
            return "No pre-commit hook at `\(hookPath)`; nothing to remove.\n"
        }
        guard isOurs(hookPath) else {
            throw CommandFailure("`\(hookPath)` was not installed by `podspec hook install`; left it alone.")
        }
        do {
            try files.removeItem(atPath: hookPath)
        } catch {
            throw CommandFailure("Unable to remove `\(hookPath)`: \(error.localizedDescription)")
        }
        var message = "Removed the podspec pre-commit hook from `\(hookPath)`.\n"
        if files.fileExists(atPath: chainedPath) || isSymbolicLink(chainedPath) {
            try move(chainedPath, to: hookPath)
            message += "Restored the previous hook at `\(hookPath)`.\n"
        }
        return message
    }

    /// The hook: runs the kept hook first (stopping on its failure), then `podspec hook run`. It calls the
    /// podspec that installed it, or the one on PATH once that one is gone.
    static func script(executable: String, arguments: [String]) -> String {
        let run = (["\"$podspec\"", "hook", "run"] + arguments).joined(separator: " ")
        return """
            #!/bin/sh
            \(marker)
            # Lints the staged version of each podspec this commit adds or changes; `podspec hook uninstall` removes it.
            hooks=$(dirname "$0")
            if [ -x "$hooks/\(chainedName)" ]; then
                "$hooks/\(chainedName)" "$@" || exit $?
            fi
            podspec=\(shellQuoted(executable))
            [ -x "$podspec" ] || podspec=podspec
            exec \(run)

            """
    }

    /// The running podspec's absolute path (what the hook calls).
    static var currentExecutable: String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        return Bundle.main.executablePath ?? "podspec"
    }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private func isOurs(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return String(decoding: data, as: UTF8.self).contains(HookInstaller.marker)
    }

    private func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    private func move(_ source: String, to destination: String) throws {
        do {
            try FileManager.default.moveItem(atPath: source, toPath: destination)
        } catch {
            throw CommandFailure("Unable to rename `\(source)` to `\(destination)`: \(error.localizedDescription)")
        }
    }
}
