import ArgumentParser

@testable import PodspecCLI

/// Every command reachable from `podspec`, with its path (`podspec lib lint`).
enum CommandTree {
    static func all(
        _ command: any ParsableCommand.Type = PodspecCommand.self, path: [String] = []
    ) -> [(path: String, type: any ParsableCommand.Type)] {
        let name = command.configuration.commandName ?? "\(command)"
        let here = path + [name]
        return [(here.joined(separator: " "), command)]
            + command.configuration.subcommands.flatMap { all($0, path: here) }
    }

    /// The commands that run (no subcommands).
    static var leaves: [(path: String, type: any ParsableCommand.Type)] {
        all().filter { $0.type.configuration.subcommands.isEmpty }
    }
}
