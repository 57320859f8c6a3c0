import ArgumentParser

/// `podspec`: lints CocoaPods podspecs and manages private spec repos, without Ruby.
public struct PodspecCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "podspec",
        abstract: "Lint CocoaPods podspecs and manage private spec repos, without Ruby.",
        subcommands: [])

    public init() {}
}
