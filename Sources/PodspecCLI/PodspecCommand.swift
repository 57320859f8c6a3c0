import ArgumentParser

/// `podspec`: lints CocoaPods podspecs and manages private spec repos, without Ruby.
public struct PodspecCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "podspec",
        abstract: "Lint CocoaPods podspecs and manage private spec repos, without Ruby and without running podspecs.",
        discussion: """
            Examples:
              podspec lib lint --quick                     # lint this folder's podspecs
              podspec repo push acme-specs MyPod.podspec   # publish to a spec repo
              podspec hook install                         # lint before each commit
            """,
        version: PodspecVersion.current,
        subcommands: [
            LibCommand.self, SpecCommand.self, RepoCommand.self, IpcCommand.self, HookCommand.self, LintCommand.self,
            SearchCommand.self, ListCommand.self, EnvCommand.self,
        ])

    public init() {}
}

/// `podspec lib …`
struct LibCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lib", abstract: "Develop pods.", discussion: "Example: podspec lib lint --quick MyPod.podspec",
        subcommands: [LibLintCommand.self])
}

/// `podspec spec …`
struct SpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spec", abstract: "Manage pod specs.", discussion: "Example: podspec spec create MyPod",
        subcommands: [SpecLintCommand.self, SpecCreateCommand.self, SpecWhichCommand.self, SpecCatCommand.self])
}

/// `podspec repo …`
struct RepoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repo", abstract: "Manage spec-repositories.",
        discussion: "Example: podspec repo add acme-specs git@git.example.com:mobile/specs.git",
        subcommands: [
            RepoListCommand.self, RepoAddCommand.self, RepoAddCDNCommand.self, RepoRemoveCommand.self,
            RepoUpdateCommand.self, RepoPushCommand.self, RepoLintCommand.self, RepoExportCDNCommand.self,
        ], defaultSubcommand: RepoListCommand.self)
}

/// `podspec ipc …`
struct IpcCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ipc", abstract: "Inter-process communication.",
        discussion: "Example: podspec ipc spec MyPod.podspec > MyPod.podspec.json", subcommands: [IpcSpecCommand.self])
}
