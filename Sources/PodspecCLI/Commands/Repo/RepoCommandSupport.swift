import ArgumentParser
import Foundation
import Git
import PodspecLint
import SpecRepo
import Trust

/// What the spec-repo commands share: CocoaPods' error printing (`[!] message` on standard output,
/// exit 1), help errors (`[!] message` + the command's help), the repos folder and transfer options
/// with a progress bar on a terminal.
enum RepoCommandSupport {
    /// Runs `body`, printing a `SpecRepoError` as CocoaPods prints an `Informative` (red when
    /// `colours`) and exiting 1.
    static func informative(colours: Bool = false, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as SpecRepoError {
            let message = PrintableText.escaped(error.message, keepingLayout: true)
            Console.outputError(TerminalColour.red.paint("[!] \(message)", enabled: colours) + "\n")
            throw ExitCode(1)
        }
    }

    /// CLAide's help error: `[!] message`, an empty line, the command's help; exit 1.
    static func helpError<C: ParsableCommand>(_ message: String, _ command: C.Type) -> ExitCode {
        Console.outputError(
            "[!] \(PrintableText.escaped(message, keepingLayout: true))" + "\n\n" + command.helpMessage() + "\n")
        return ExitCode(1)
    }

    /// A progress bar titled `label`, drawn on standard error when it is a terminal and `--silent` is off.
    static func progressBar(_ label: String) -> TransferProgressBar {
        TransferProgressBar(label: label, enabled: !Console.isSilent && Console.isErrorTerminal)
    }

    /// The repos folder (`CP_REPOS_DIR` or `~/.cocoapods/repos`).
    static var reposDirectory: ReposDirectory { ReposDirectory() }

    /// Transfer options with the user's credentials, bound to `remote` (the spec repo's URL), and, on a
    /// terminal, a progress bar.
    static func transfer(_ bar: TransferProgressBar, remote: String?) -> TransferOptions {
        var options = TransferOptions(progress: bar.callback)
        options.credentials.scopes = remote.flatMap(CredentialScope.init(url:)).map { [$0] } ?? []
        return options
    }

    /// The remotes of the added spec repos: where the environment's git password may go during lint's
    /// source fetches.
    static var specRepoScopes: [CredentialScope] {
        reposDirectory.repositories().compactMap { $0.url.flatMap(CredentialScope.init(url:)) }
    }

    /// The spec repo `nameOrFolder` names: an existing folder is taken as a spec repo's root, else an added
    /// repo's name.
    static func repository(namedOrAt nameOrFolder: String) throws -> SpecRepository {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: nameOrFolder, isDirectory: &isDirectory), isDirectory.boolValue {
            return SpecRepository(path: nameOrFolder)
        }
        guard let repository = reposDirectory.repository(named: nameOrFolder) else {
            throw SpecRepoError.sourceNotFound(nameOrFolder)
        }
        return repository
    }

    /// The process environment (podspecs may read `ENV`).
    static var environment: [String: String] { ProcessInfo.processInfo.environment }
}
